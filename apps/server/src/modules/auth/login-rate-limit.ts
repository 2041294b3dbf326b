import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { countLoginFailuresByKey, findOldestFailure, recordLoginFailure } from './sessions.repository.ts';

// Failed sign-ins are counted in the database, so the limits hold across server processes. Guessing is
// limited without handing anyone a lockout: one account from one address slows down, then is refused;
// one account from everywhere only waits a little longer per attempt, so its owner still gets in; one
// address across accounts is refused past a ceiling.
export const loginLimits = {
  windowMinutes: 15,
  /** Failures of one account from one address answered at once; each further one waits twice as long. */
  pairFreeFailures: 3,
  pairFirstDelayMs: 250,
  pairMaxDelayMs: 2000,
  /** Failures of one account from one address after which that pair is refused. */
  pairCeiling: 10,
  /** Failures of one account from anywhere after which every attempt on it waits accountDelayMs. */
  accountCeiling: 20,
  accountDelayMs: 2000,
  /** Failures from one address, whatever the accounts, after which the address is refused. */
  perAddress: 30,
} as const;

const accountKey = (email: string) => `account:${email}`;
const addressKey = (ip: string) => `address:${ip}`;
const pairKey = (email: string, ip: string) => `pair:${email}|${ip}`;

async function refuse(db: Db, key: string, since: Date): Promise<never> {
  const oldest = (await findOldestFailure(db, key, since)) ?? new Date();
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + loginLimits.windowMinutes * 60_000 - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** How long this attempt waits before its password is checked; throws 429 when its pair or address is over the ceiling. */
export async function loginDelayMs(db: Db, email: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - loginLimits.windowMinutes * 60_000);
  const keys = { pair: pairKey(email, ip), account: accountKey(email), address: addressKey(ip) };
  const failures = await countLoginFailuresByKey(db, Object.values(keys), since);
  const pair = failures.get(keys.pair) ?? 0;
  if ((failures.get(keys.address) ?? 0) >= loginLimits.perAddress) await refuse(db, keys.address, since);
  if (pair >= loginLimits.pairCeiling) await refuse(db, keys.pair, since);
  const pairDelay =
    pair < loginLimits.pairFreeFailures
      ? 0
      : Math.min(loginLimits.pairMaxDelayMs, loginLimits.pairFirstDelayMs * 2 ** (pair - loginLimits.pairFreeFailures));
  const accountDelay = (failures.get(keys.account) ?? 0) >= loginLimits.accountCeiling ? loginLimits.accountDelayMs : 0;
  return Math.max(pairDelay, accountDelay);
}

export function recordFailedLogin(db: Db, email: string, ip: string) {
  return recordLoginFailure(db, [pairKey(email, ip), accountKey(email), addressKey(ip)]);
}

/** The keys a successful sign-in clears: its own pair and the account's slow-down. */
export const keysClearedBySuccess = (email: string, ip: string) => [pairKey(email, ip), accountKey(email)];
