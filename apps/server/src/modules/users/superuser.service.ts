import { normalizeEmail } from '@complyra/core';
import type { Db } from '../../db/database.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { countSuperUsers, ensurePlatformTenant, findUserByEmail, insertUser } from './users.repository.ts';

export type EnsureSuperUserResult = 'created' | 'exists' | 'taken';

/**
 * Creates the super user with this e-mail unless a user with it exists. 'taken' means the e-mail
 * belongs to a user who is not a super user, which is left untouched.
 */
export async function ensureSuperUser(db: Db, input: { email: string; password: string; name?: string }) {
  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(db, email);
  if (existing) return existing.role === 'SUPER_ADMIN' ? 'exists' : 'taken';
  const tenantId = await ensurePlatformTenant(db);
  try {
    await insertUser(db, {
      tenantId,
      email,
      name: input.name ?? 'Super Admin',
      role: 'SUPER_ADMIN',
      passwordHash: await hashPassword(input.password),
    });
  } catch (error) {
    // Another server starting on the same database created it at the same moment.
    if (await findUserByEmail(db, email)) return ensureSuperUser(db, input);
    throw error;
  }
  return 'created' satisfies EnsureSuperUserResult;
}

export async function hasSuperUser(db: Db): Promise<boolean> {
  return (await countSuperUsers(db)) > 0;
}
