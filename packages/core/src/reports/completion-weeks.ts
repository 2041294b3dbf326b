import type { CompletionWeek } from './admin-reports.schema';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The weeks between the first and the last one reported, with a zero for each week nobody completed a
 * course: a line drawn only through weeks with completions hides the quiet weeks between them.
 * Weeks are Mondays as YYYY-MM-DD (UTC), as the server reports them.
 */
export function withQuietWeeks(weeks: readonly CompletionWeek[]): CompletionWeek[] {
  if (weeks.length === 0) return [];
  const byWeek = new Map(weeks.map((w) => [w.week, w.completions]));
  const sorted = [...byWeek.keys()].sort();
  const first = Date.parse(`${sorted[0]}T00:00:00Z`);
  const last = Date.parse(`${sorted[sorted.length - 1]}T00:00:00Z`);
  if (Number.isNaN(first) || Number.isNaN(last)) return [...weeks];
  const filled: CompletionWeek[] = [];
  for (let t = first; t <= last; t += 7 * dayMs) {
    const week = new Date(t).toISOString().slice(0, 10);
    filled.push({ week, completions: byWeek.get(week) ?? 0 });
  }
  return filled;
}
