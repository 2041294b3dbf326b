import { describe, expect, it } from 'vitest';
import { formatDuration, pluralize } from './format-numbers.ts';

describe('formatDuration', () => {
  it('shows minutes and seconds, rounding part-seconds up', () => {
    expect(formatDuration(280)).toBe('4 min 40 s');
    expect(formatDuration(279.2)).toBe('4 min 40 s');
    expect(formatDuration(300)).toBe('5 min');
    expect(formatDuration(40)).toBe('40 s');
    expect(formatDuration(0)).toBe('0 s');
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
