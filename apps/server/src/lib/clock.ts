// The one clock of the compliance rules: due dates and overdue, the reminder and expiry sweeps, certificate
// expiry and re-opening, the quiz's submission time (a certificate's issue date). Everything else (sessions,
// rate limits, slide timing) keeps the real time.
//
// A browser journey has to see a due date pass without waiting for it, so a test may move this clock
// forward: only through `moveTestClock`, which only the test-clock routes call, which are only registered
// when COMPLYRA_TEST_CLOCK=1 and NODE_ENV=test (the settings refuse it otherwise). In production the offset
// is always 0.

let offsetMs = 0;

/** Now, for the compliance rules. */
export function complianceNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Tests only: how far ahead of the real time the compliance clock runs from now on (0 puts it back). */
export function moveTestClock(aheadMs: number) {
  if (!Number.isSafeInteger(aheadMs) || aheadMs < 0) throw new RangeError('the test clock only moves forward');
  offsetMs = aheadMs;
}

export const testClockAheadMs = () => offsetMs;
