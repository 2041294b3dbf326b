import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { countLoginFailures, findOldestFailure, recordLoginFailure } from './sessions.repository.ts';

// Failed sign-ins are counted in the database, so the limit holds across server processes.
export const loginLimits = { windowMinutes: 15, perAccount: 5, perAddress: 30 } as const;

const accountKey = (email: string) => `account:${email}`;
const addressKey = (ip: string) => `address:${ip}`;

/** Throws 429 with when to try again when the account or the address failed too often recently. */
export async function assertLoginAllowed(db: Db, email: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - loginLimits.windowMinutes * 60_000);
  for (const [key, limit] of [
    [accountKey(email), loginLimits.perAccount],
    [addressKey(ip), loginLimits.perAddress],
  ] as const) {
    if ((await countLoginFailures(db, key, since)) < limit) continue;
    const oldest = (await findOldestFailure(db, key, since)) ?? new Date();
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((oldest.getTime() + loginLimits.windowMinutes * 60_000 - Date.now()) / 1000),
    );
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
}

export function recordFailedLogin(db: Db, email: string, ip: string) {
  return recordLoginFailure(db, [accountKey(email), addressKey(ip)]);
}

export { accountKey };
