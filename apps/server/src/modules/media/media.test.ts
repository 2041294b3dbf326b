import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaLinkSigner } from '../../lib/media-links.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import type { FileStorage } from '../../ports/file-storage.ts';
import { LocalFileStorage } from '../../storage/local-file-storage.ts';
import { S3FileStorage } from '../../storage/s3-file-storage.ts';
import { mediaRoutes } from './media.routes.ts';

// /api/media streams files from local disk and S3: ranges read only their bytes (never the whole file),
// answers carry validators and caching headers, and a link to a malformed key answers 404.
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-media-s3-'));
const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-media-'));
let s3server: S3rver;
let s3Endpoint = '';
beforeAll(async () => {
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: 'media' }] });
  s3Endpoint = `http://127.0.0.1:${((await s3server.run()) as unknown as AddressInfo).port}`;
});
afterAll(async () => {
  await s3server.close();
  for (const dir of [s3Dir, localDir]) fs.rmSync(dir, { recursive: true, force: true });
});

/** Counts whole-file reads: a media answer must never need one. */
function countingReads(storage: FileStorage) {
  const counted = Object.create(storage) as FileStorage & { wholeReads: number };
  counted.wholeReads = 0;
  counted.read = async (key) => {
    counted.wholeReads++;
    return storage.read(key);
  };
  return counted;
}

const signer = createMediaLinkSigner({
  secret: new TextEncoder().encode('media-test-secret-that-is-long-enough'),
  holderIsLive: async () => true,
});
const links = signer.for({ sessionId: 's1', userId: 'u1', tenantId: 't1' });
const backends = {
  local: () => new LocalFileStorage(localDir),
  s3: () =>
    new S3FileStorage({ bucket: 'media', endpoint: s3Endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true }),
};

describe.each(['local', 's3'] as const)('media from %s storage', (kind) => {
  const file = Buffer.alloc(3 * 1024 * 1024);
  for (let i = 0; i < file.length; i++) file[i] = i % 251;

  async function serve() {
    const storage = countingReads(backends[kind]());
    await storage.put('courses/c1/v1/audio/1.mp3', file, 'audio/mpeg');
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    await app.register(mediaRoutes, { prefix: '/api', storage, signer });
    return { app, storage, url: links.link('courses/c1/v1/audio/1.mp3') };
  }

  it('answers a range with only its bytes, streamed, with validators and caching headers', async () => {
    const { app, storage, url } = await serve();
    const first = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-0' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-0/${file.length}`);
    expect(first.rawPayload).toEqual(file.subarray(0, 1));
    const middle = await app.inject({ method: 'GET', url, headers: { range: 'bytes=1000000-1000009' } });
    expect(middle.rawPayload).toEqual(file.subarray(1_000_000, 1_000_010));
    expect(middle.headers['content-length']).toBe('10');
    const whole = await app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(file)).toBe(true);
    expect(whole.headers).toMatchObject({ 'content-type': 'audio/mpeg', 'accept-ranges': 'bytes', 'cache-control': 'private, max-age=3600, immutable' });
    expect(whole.headers.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(new Date(String(whole.headers['last-modified'])).getTime()).toBeGreaterThan(0);
    expect(storage.wholeReads).toBe(0);

    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(whole.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const outside = await app.inject({ method: 'GET', url, headers: { range: `bytes=${file.length}-` } });
    expect(outside.statusCode).toBe(416);
    await app.close();
  });

  it('answers 404, not 500, for a signed link whose key is malformed or missing', async () => {
    const { app } = await serve();
    for (const key of ['../../etc/passwd', 'courses//x', 'courses/c1/v1/missing.mp3']) {
      const res = await app.inject({ method: 'GET', url: links.link(key) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'File not found' });
    }
    for (const token of ['no-dot', 'bm90IGpzb24.c2ln', `${Buffer.from('{"k":1}').toString('base64url')}.x`]) {
      expect((await app.inject({ method: 'GET', url: `/api/media/${token}` })).statusCode).toBe(404);
    }
    await app.close();
  });
});
