// Reads a zip's central directory without inflating anything, so the bounds on a PPTX (entry count and
// declared total size) are checked before a single byte is decompressed.

export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;

/** The central directory's entries; null when the bytes are not a readable zip. */
export function readZipDirectory(file: Buffer): ZipEntryInfo[] | null {
  // The end record is 22 bytes plus a comment of at most 65535 bytes, at the very end of the file.
  const searchFrom = Math.max(0, file.length - 22 - 0xffff);
  let end = -1;
  for (let at = file.length - 22; at >= searchFrom; at--) {
    if (file.readUInt32LE(at) === endOfDirectorySignature) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = file.readUInt16LE(end + 10);
  const size = file.readUInt32LE(end + 12);
  const offset = file.readUInt32LE(end + 16);
  // ZIP64 markers: a presentation never needs them; treat the file as unreadable rather than guess.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return null;
  if (offset + size > file.length) return null;
  const entries: ZipEntryInfo[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== directoryEntrySignature) return null;
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    entries.push({
      compressedSize: file.readUInt32LE(at + 20),
      uncompressedSize: file.readUInt32LE(at + 24),
      name: file.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export function listZipEntryNames(file: Buffer): Set<string> | null {
  const entries = readZipDirectory(file);
  return entries ? new Set(entries.map((e) => e.name)) : null;
}
