import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, isSafeKey } from './safe-keys.ts';
import { type FileStorage, type StoredFileInfo } from '../ports/file-storage.ts';

/** Files under DATA_DIR/files; the content type is kept in a sidecar file. */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer, contentType: string) {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temp, body);
    await fs.writeFile(`${file}.type`, contentType);
    await fs.rename(temp, file);
  }

  async read(key: string) {
    const file = this.pathOf(key);
    try {
      const body = await fs.readFile(file);
      const contentType = await fs.readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream');
      return { body, contentType };
    } catch {
      return null;
    }
  }

  async exists(key: string) {
    return fs
      .access(this.pathOf(key))
      .then(() => true)
      .catch(() => false);
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    if (!isSafeKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const stats = await fs.stat(file);
      if (!stats.isFile()) return null;
      const contentType = await fs.readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream');
      return { size: stats.size, contentType, modified: stats.mtime };
    } catch {
      return null;
    }
  }

  async stream(key: string, range: { start: number; end: number }) {
    return createReadStream(this.pathOf(key), { start: range.start, end: range.end });
  }

  async deletePrefix(prefix: string) {
    await fs.rm(this.pathOf(prefix.replace(/\/$/, '')), { recursive: true, force: true });
  }
}
