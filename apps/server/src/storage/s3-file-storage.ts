import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertSafeKey, isSafeKey } from './safe-keys.ts';
import { type FileStorage, type StoredFileInfo } from '../ports/file-storage.ts';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  prefix?: string;
}

/** Files in an S3-compatible bucket (AWS, MinIO, R2, …). Never public: the API streams them. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  private keyOf(key: string) {
    assertSafeKey(key);
    return this.settings.prefix ? `${this.settings.prefix.replace(/\/$/, '')}/${key}` : key;
  }

  async put(key: string, body: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key), Body: body, ContentType: contentType }),
    );
  }

  async read(key: string) {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
      if (!res.Body) return null;
      return { body: Buffer.from(await res.Body.transformToByteArray()), contentType: res.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string) {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    if (!isSafeKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        modified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range: { start: number; end: number }) {
    const res = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key), Range: `bytes=${range.start}-${range.end}` }),
    );
    if (!res.Body) throw new Error(`no body for ${key}`);
    // In Node the SDK's body is an IncomingMessage: a readable stream. A store that ignored the range
    // (some S3-compatible ones do for "bytes=0-0") still gives only the bytes asked for.
    const body = res.Body as Readable;
    const length = range.end - range.start + 1;
    return limitBytes(body, res.ContentRange ? 0 : range.start, length);
  }

  async deletePrefix(prefix: string) {
    const fullPrefix = this.keyOf(prefix.replace(/\/$/, '')) + '/';
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: fullPrefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0) {
        await this.client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: keys } }));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

/** The `take` bytes after the first `skip` of a stream; the source is closed as soon as they are through. */
function limitBytes(source: Readable, skip: number, take: number): Readable {
  async function* slice() {
    let seen = 0;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        const from = Math.max(0, skip - seen);
        const to = Math.min(chunk.length, skip + take - seen);
        seen += chunk.length;
        if (to > from) yield chunk.subarray(from, to);
        if (seen >= skip + take) return;
      }
    } finally {
      source.destroy();
    }
  }
  return Readable.from(slice());
}

function isNotFound(error: unknown) {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
