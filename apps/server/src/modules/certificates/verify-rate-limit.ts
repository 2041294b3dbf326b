import { AppError } from '../../lib/app-error.ts';

/**
 * A public lookup must not become a way to try codes in bulk: a fixed window per address, in memory (the
 * codes have 31^12 values, so this only stops noise, not a real search).
 */
export function createRateLimit(limit: number, windowMs: number) {
  const windows = new Map<string, { start: number; count: number }>();
  return (address: string) => {
    const now = Date.now();
    const window = windows.get(address);
    if (!window || now - window.start >= windowMs) {
      if (windows.size > 10_000) windows.clear();
      windows.set(address, { start: now, count: 1 });
      return;
    }
    window.count++;
    if (window.count > limit) {
      const retryAfter = Math.ceil((window.start + windowMs - now) / 1000);
      throw new AppError('TOO_MANY_REQUESTS', 'Too many verification requests. Please try again later.', { 'retry-after': String(retryAfter) });
    }
  };
}

export const verifyLimits = { perMinute: 30 } as const;
