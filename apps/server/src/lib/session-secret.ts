import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env.ts';

/**
 * The key that signs session tokens: SESSION_SECRET, or a random one generated once into DATA_DIR so
 * that sign-ins survive a restart. Several PostgreSQL processes must share SESSION_SECRET.
 */
export function resolveSessionSecret(env: Env): Uint8Array {
  if (env.SESSION_SECRET) return new TextEncoder().encode(env.SESSION_SECRET);
  const file = path.join(env.dataDir, 'session-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
