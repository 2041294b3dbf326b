import type { Readable } from 'node:stream';

/** Where the product keeps files (uploaded decks, slide images, audio): local disk or an S3 bucket. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes and type; null when there is no such file. Files are at most MAX_UPLOAD_MB. */
  read(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  exists(key: string): Promise<boolean>;
  /** Size, type and time of a file without reading it; null when there is no such file (or the key is malformed). */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The bytes from `start` to `end` (inclusive) of a file, streamed: the rest is never read. */
  stream(key: string, range: { start: number; end: number }): Promise<Readable>;
  /** Removes every file whose key starts with the prefix (a course's folder). */
  deletePrefix(prefix: string): Promise<void>;
}

export interface StoredFileInfo {
  size: number;
  contentType: string;
  modified: Date;
}
