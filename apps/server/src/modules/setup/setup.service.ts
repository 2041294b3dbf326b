import { type SetupRequest, setupMessages } from '@complyra/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuthSettings, startSession } from '../auth/auth.service.ts';
import { ensureSuperUser, hasSuperUser } from '../users/superuser.service.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import type { SetupCode } from './setup-code.ts';

/** Set-up exists only while there is no super user and only for the code the console printed. */
export async function assertSetupOpen(db: Db, code: SetupCode | undefined, given: string) {
  if (!code || (await hasSuperUser(db))) {
    code?.spend();
    throw new AppError('NOT_FOUND', setupMessages.notAvailable);
  }
  if (!code.matches(given)) throw new AppError('FORBIDDEN', setupMessages.invalidCode);
}

/** Creates the first super user and signs them in; the code stops working. */
export async function completeSetup(
  db: Db,
  settings: AuthSettings,
  code: SetupCode | undefined,
  input: SetupRequest,
  ip: string,
) {
  await assertSetupOpen(db, code, input.code);
  const result = await ensureSuperUser(db, input);
  if (result === 'taken') throw new AppError('CONFLICT', 'This e-mail belongs to another user.');
  code?.spend();
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new Error('the super user just created was not found');
  return startSession(db, settings, user, ip);
}
