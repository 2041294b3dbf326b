import path from 'node:path';
import type { Env } from '../config/env.ts';
import type { FileStorage } from '../ports/file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';

/** Local disk, or an S3-compatible bucket when S3_BUCKET is set (the AWS SDK, 23 MB, is loaded only then). */
export async function createFileStorage(env: Env): Promise<FileStorage> {
  if (env.S3_BUCKET) {
    const { S3FileStorage } = await import('./s3-file-storage.ts');
    return new S3FileStorage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      prefix: env.S3_PREFIX,
    });
  }
  return new LocalFileStorage(path.join(env.dataDir, 'files'));
}
