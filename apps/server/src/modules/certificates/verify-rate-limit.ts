import type { Db } from '../../db/database.ts';
import { takeRateLimit } from '../rate-limits/rate-limit.ts';

export const verifyLimits = { perMinute: 30 } as const;

/**
 * A public lookup must not become a way to try codes in bulk: a window per address, counted in the database so
 * it holds across servers (the codes have 31^12 values, so this only stops noise, not a real search).
 */
export const takeVerifyTurn = (db: Db, address: string) =>
  takeRateLimit(db, {
    key: `verify:${address}`,
    limit: verifyLimits.perMinute,
    windowSeconds: 60,
    message: 'Too many verification requests. Please try again later.',
  });
