import JSZip from 'jszip';
import { DeckError } from './deck-error.ts';
import { readZipDirectory } from './zip-directory.ts';

export interface ZipLimits {
  /** Most entries a presentation may hold. */
  maxEntries: number;
  /** Most bytes all entries together may declare uncompressed. */
  maxDeclaredBytes: number;
  /** Most bytes actually inflated while reading the parts the product needs. */
  maxInflatedBytes: number;
}

export const defaultZipLimits: ZipLimits = {
  maxEntries: 5000,
  maxDeclaredBytes: 512 * 1024 * 1024,
  maxInflatedBytes: 64 * 1024 * 1024,
};

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * A PPTX opened with bounds. The central directory is checked BEFORE anything is inflated (entry count
 * and declared total size), and every read counts the bytes really inflated, because the declared sizes
 * of a hostile zip can lie.
 */
export class PptxArchive {
  private inflated = 0;

  private constructor(
    private readonly zip: JSZip,
    private readonly limits: ZipLimits,
  ) {}

  static async open(file: Buffer, limits: ZipLimits = defaultZipLimits): Promise<PptxArchive> {
    const entries = readZipDirectory(file);
    if (!entries) throw new DeckError('The PPTX file is damaged: its zip directory cannot be read.');
    if (entries.length > limits.maxEntries) {
      throw new DeckError(`The PPTX file has ${entries.length} parts; at most ${limits.maxEntries} are accepted.`);
    }
    const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > limits.maxDeclaredBytes) {
      throw new DeckError(
        `The PPTX file would unpack to ${mb(declared)}, more than the ${mb(limits.maxDeclaredBytes)} allowed. It looks like a zip bomb or a damaged file.`,
      );
    }
    const names = new Set(entries.map((e) => e.name));
    if (!names.has('[Content_Types].xml') || !names.has('ppt/presentation.xml')) {
      throw new DeckError('The file is a zip archive but not a PowerPoint presentation (ppt/presentation.xml is missing).');
    }
    try {
      return new PptxArchive(await JSZip.loadAsync(file, { checkCRC32: false }), limits);
    } catch (error) {
      throw new DeckError(`The PPTX file is damaged: ${(error as Error).message}.`);
    }
  }

  has(name: string): boolean {
    return this.zip.file(name) !== null;
  }

  /** The names of the archive's files (folders left out). */
  partNames(): string[] {
    return Object.values(this.zip.files)
      .filter((entry) => !entry.dir)
      .map((entry) => entry.name);
  }

  /** The archive as a new zip with these parts' text replaced; untouched parts keep their compressed bytes. */
  async withParts(replaced: Map<string, string>): Promise<Buffer> {
    for (const [name, text] of replaced) this.zip.file(name, text);
    return this.zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  }

  /** The part as text, or null when it does not exist; stops inflating once the byte budget is spent. */
  async readText(name: string): Promise<string | null> {
    const entry = this.zip.file(name);
    if (!entry) return null;
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      const stream = entry.nodeStream('nodebuffer') as NodeJS.ReadableStream & { destroy?: () => void };
      stream
        .on('data', (chunk: Buffer) => {
          this.inflated += chunk.length;
          if (this.inflated > this.limits.maxInflatedBytes) {
            stream.pause();
            stream.destroy?.();
            reject(new DeckError(`The PPTX file unpacks to more than ${mb(this.limits.maxInflatedBytes)} of slide text; it looks like a zip bomb.`));
            return;
          }
          chunks.push(chunk);
        })
        .on('error', (error: Error) => reject(new DeckError(`The PPTX file is damaged: ${error.message}.`)))
        .on('end', () => resolve());
    });
    return Buffer.concat(chunks).toString('utf8');
  }
}
