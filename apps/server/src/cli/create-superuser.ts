import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { EnvError, parseEnv } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { ensureSuperUser } from '../modules/users/superuser.service.ts';

// npm run create-superuser -- --email E --password P [--name N]
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const input = z
  .object({
    email: z.email('--email must be an e-mail address'),
    password: z.string('--password is required').min(6, '--password must be at least 6 characters'),
    name: z.string().min(1).optional(),
  })
  .safeParse(values);
if (!input.success) {
  console.error(input.error.issues.map((i) => i.message).join('\n'));
  console.error('Usage: npm run create-superuser -- --email you@example.com --password "a-strong-password"');
  process.exit(1);
}

try {
  const env = parseEnv();
  const embedded = !env.DATABASE_URL;
  const release = embedded ? lockDataDir(env.dataDir) : () => {};
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.join(env.dataDir, 'db') });
  try {
    await database.migrate();
    const result = await ensureSuperUser(database.db, input.data);
    const messages = {
      created: `Created super user ${input.data.email}. Sign in at /login.`,
      exists: `A super user ${input.data.email} already exists; nothing changed.`,
      taken: `${input.data.email} belongs to a user who is not a super user; nothing changed.`,
    };
    console.log(messages[result]);
    process.exitCode = result === 'taken' ? 1 : 0;
  } finally {
    await database.close();
    release();
  }
} catch (error) {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
}
