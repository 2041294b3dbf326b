import { describe, expect, it } from 'vitest';
import { withQuietWeeks } from './completion-weeks';

describe('withQuietWeeks', () => {
  it('puts a zero in each week between two weeks with completions', () => {
    expect(withQuietWeeks([
      { week: '2026-11-16', completions: 2 },
      { week: '2026-10-26', completions: 5 },
    ])).toEqual([
      { week: '2026-10-26', completions: 5 },
      { week: '2026-11-02', completions: 0 },
      { week: '2026-11-09', completions: 0 },
      { week: '2026-11-16', completions: 2 },
    ]);
  });

  it('crosses a year end and keeps a single week and an empty list as they are', () => {
    expect(withQuietWeeks([{ week: '2026-12-28', completions: 1 }, { week: '2027-01-11', completions: 3 }]).map((w) => w.week))
      .toEqual(['2026-12-28', '2027-01-04', '2027-01-11']);
    expect(withQuietWeeks([{ week: '2026-12-28', completions: 1 }])).toEqual([{ week: '2026-12-28', completions: 1 }]);
    expect(withQuietWeeks([])).toEqual([]);
  });
});
