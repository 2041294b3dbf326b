import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../ports/file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

async function readAll(storage: FileStorage, key: string) {
  const file = await storage.read(key);
  return file && { body: file.body.toString(), contentType: file.contentType, size: file.body.length };
}

// The same behaviour from both implementations: local disk, and a real S3-compatible server (s3rver).
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-s3-'));
let s3server: S3rver;
const backends: Record<string, () => FileStorage> = {};

beforeAll(async () => {
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'complyra' }] });
  const address = (await s3server.run()) as unknown as AddressInfo;
  backends.s3 = () =>
    new S3FileStorage({
      bucket: 'complyra',
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'test',
    });
});
afterAll(async () => {
  await s3server.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});
backends.local = () => new LocalFileStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-files-')));

describe.each(['local', 's3'])('%s file storage', (kind) => {
  it('puts, reads, checks and deletes by prefix', async () => {
    const storage = backends[kind]?.();
    if (!storage) throw new Error('no backend');
    await storage.put('courses/c1/material.pdf', Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    await storage.put('courses/c1/slides/1.jpg', Buffer.from('jpeg'), 'image/jpeg');
    await storage.put('courses/c2/slides/1.jpg', Buffer.from('other'), 'image/jpeg');
    expect(await readAll(storage, 'courses/c1/material.pdf')).toEqual({ body: '%PDF-1.7 hello', contentType: 'application/pdf', size: 14 });
    expect(await storage.exists('courses/c1/slides/1.jpg')).toBe(true);
    expect(await storage.read('courses/missing')).toBeNull();
    await storage.deletePrefix('courses/c1');
    expect(await storage.exists('courses/c1/material.pdf')).toBe(false);
    expect((await storage.read('courses/c2/slides/1.jpg'))?.body.toString()).toBe('other');
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = backends[kind]?.();
    await expect(storage?.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow('unsafe storage key');
  });
});
