import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInSuperUser } from '../test/actors.ts';
import { createTestApp } from '../test/test-app.ts';

// The web app's files and the API's answers travel compressed; Vite's hashed assets are cached for good.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-dist-'));
const script = `console.log(${JSON.stringify('compliance training '.repeat(500))});\n`;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;

beforeAll(async () => {
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><html><body>${'<p>Complyra</p>'.repeat(200)}</body></html>`);
  fs.writeFileSync(path.join(distDir, 'landing.html'), '<!doctype html><html><body><div id="root"><h1>Prerendered</h1></div></body></html>');
  fs.writeFileSync(path.join(distDir, 'assets/index-C4fQ9xZ1.js'), script);
  // The web build writes .br and .gz copies of its larger assets (precompress-assets.ts).
  fs.writeFileSync(path.join(distDir, 'assets/landing-Q8r2LmZ0.js'), script);
  fs.writeFileSync(path.join(distDir, 'assets/landing-Q8r2LmZ0.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(distDir, 'assets/landing-Q8r2LmZ0.js.gz'), zlib.gzipSync(script));
  ctx = await createTestApp({ webDistDir: distDir });
  token = await signInSuperUser(ctx.app, ctx.database);
}, 120_000);
afterAll(async () => {
  await ctx.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('compression and caching', () => {
  it('serves hashed assets compressed and immutable, and the page for deep links', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-C4fQ9xZ1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    expect(asset.rawPayload.length).toBeLessThan(script.length / 10);

    const page = await ctx.app.inject({ method: 'GET', url: '/admin/dashboard' });
    expect(page.body).toContain('<p>Complyra</p>');
  });

  it('sends the prerendered landing page for / only, and the app shell for every other page', async () => {
    for (const url of ['/', '/?utm_source=mail']) {
      const home = await ctx.app.inject({ method: 'GET', url });
      expect(home.statusCode).toBe(200);
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.body).toContain('<h1>Prerendered</h1>');
    }
    for (const url of ['/login', '/dashboard', '/verify/ABC']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.body).not.toContain('Prerendered');
      expect(page.body).toContain('<p>Complyra</p>');
    }
  });

  it('sends the build\'s pre-compressed copies as they are, and the plain file to clients that accept neither', async () => {
    const stored = fs.readFileSync(path.join(distDir, 'assets/landing-Q8r2LmZ0.js.br'));
    const br = await ctx.app.inject({ method: 'GET', url: '/assets/landing-Q8r2LmZ0.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(br.rawPayload, stored)).toBe(0);
    const gzip = await ctx.app.inject({ method: 'GET', url: '/assets/landing-Q8r2LmZ0.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/landing-Q8r2LmZ0.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses API answers larger than 1 KB for clients that accept it, and only for them', async () => {
    for (let i = 0; i < 10; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/tenants',
        headers: bearer(token),
        payload: { name: `Organization number ${i}`, domain: `org${i}.example.com`, adminEmail: `admin${i}@org${i}.example.com`, adminPassword: 'a-strong-password' },
      });
    }
    const compressed = await ctx.app.inject({ method: 'GET', url: '/api/tenants', headers: { ...bearer(token), 'accept-encoding': 'gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/tenants', headers: bearer(token) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(zlib.gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });
});
