import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { countLoginFailuresByKey, findOldestFailure, recordLoginFailure } from './sessions.repository.ts';

// Failed sign-ins (and wrong current passwords) are counted in the database, so every server on one
// database applies the same limits. Guessing is limited without handing anyone a lockout: one account from
// one address slows down, then is refused; one account from everywhere only waits a little longer per
// attempt, so its owner still gets in; one address past a ceiling of failures across accounts (a sprayer, or
// an office behind one NAT address) makes everyone there wait and refuses the accounts that have failed
// there, but never refuses an account that has not: a person who is not guessing still gets in.
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
  /**
   * Failures from one address, whatever the accounts, past which every attempt from it waits addressDelayMs
   * and a pair with pairFreeFailures failures is refused (instead of at pairCeiling).
   */
  perAddress: 30,
  addressDelayMs: 1000,
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

/** How long this attempt waits before its password is checked; throws 429 when its pair is over its ceiling. */
async function loginDelayMs(db: Db, email: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - loginLimits.windowMinutes * 60_000);
  const keys = { pair: pairKey(email, ip), account: accountKey(email), address: addressKey(ip) };
  const failures = await countLoginFailuresByKey(db, Object.values(keys), since);
  const pair = failures.get(keys.pair) ?? 0;
  const addressOverCeiling = (failures.get(keys.address) ?? 0) >= loginLimits.perAddress;
  // The address alone never refuses: only accounts that have failed from it are.
  const pairCeiling = addressOverCeiling ? loginLimits.pairFreeFailures : loginLimits.pairCeiling;
  if (pair >= pairCeiling) await refuse(db, keys.pair, since);
  const pairDelay =
    pair < loginLimits.pairFreeFailures
      ? 0
      : Math.min(loginLimits.pairMaxDelayMs, loginLimits.pairFirstDelayMs * 2 ** (pair - loginLimits.pairFreeFailures));
  const accountDelay = (failures.get(keys.account) ?? 0) >= loginLimits.accountCeiling ? loginLimits.accountDelayMs : 0;
  const addressDelay = addressOverCeiling ? loginLimits.addressDelayMs : 0;
  return Math.max(pairDelay, accountDelay, addressDelay);
}

/** Waits this attempt's turn (loginDelayMs) before a password is checked: sign-in and change-password alike. */
export async function awaitLoginTurn(db: Db, email: string, ip: string): Promise<void> {
  const delay = await loginDelayMs(db, email, ip);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

export function recordFailedLogin(db: Db, email: string, ip: string) {
  return recordLoginFailure(db, [pairKey(email, ip), accountKey(email), addressKey(ip)]);
}

/** The keys a successful sign-in clears: its own pair and the account's slow-down. */
export const keysClearedBySuccess = (email: string, ip: string) => [pairKey(email, ip), accountKey(email)];
