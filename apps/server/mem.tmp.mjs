const base = process.memoryUsage().rss;
const mods = ['@electric-sql/pglite', 'compromise', '@napi-rs/canvas', 'pdf-lib', '@aws-sdk/client-s3', 'fastify', 'pg-boss', 'drizzle-orm', 'zod', 'jszip', 'qrcode', 'minisearch'];
for (const m of mods) {
  const before = process.memoryUsage().rss;
  try { await import(m); } catch (e) { console.log(m, 'fail', e.message.slice(0, 60)); continue; }
  console.log(m.padEnd(24), ((process.memoryUsage().rss - before) / 1048576).toFixed(1), 'MB');
}
const { PGlite } = await import('@electric-sql/pglite');
const before = process.memoryUsage().rss;
const db = await PGlite.create('/tmp/st-data/db');
console.log('PGlite open'.padEnd(24), ((process.memoryUsage().rss - before) / 1048576).toFixed(1), 'MB');
console.log('total', (process.memoryUsage().rss / 1048576).toFixed(0), 'MB', 'base', (base/1048576).toFixed(0));
