import { describe, expect, it } from 'vitest';
import { formatCourseDuration, pluralize } from './format-numbers.ts';

describe('formatCourseDuration', () => {
  it('says whole minutes, a part-minute rounded up, "minute" for exactly one', () => {
    expect(formatCourseDuration(4)).toBe('4 minutes');
    expect(formatCourseDuration(1)).toBe('1 minute');
    expect(formatCourseDuration(3.6)).toBe('4 minutes');
    expect(formatCourseDuration(0.2)).toBe('1 minute');
    expect(formatCourseDuration(0)).toBe('0 minutes');
  });
});

describe('pluralize', () => {
  it('uses the singular for exactly one', () => {
    expect(pluralize(1, 'user')).toBe('1 user');
    expect(pluralize(0, 'user')).toBe('0 users');
    expect(pluralize(7, 'user')).toBe('7 users');
    expect(pluralize(2, 'slide')).toBe('2 slides');
  });
});
