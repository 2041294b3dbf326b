import { describe, expect, it } from 'vitest';
import { courseActionLabel, courseWatermark, matchesCourseFilter, overallStatus } from './learner.rules.ts';

describe('learner rules', () => {
  it('labels the card button by progress', () => {
    expect(courseActionLabel(0)).toBe('Start Course');
    expect(courseActionLabel(1)).toBe('Resume Course');
    expect(courseActionLabel(99)).toBe('Resume Course');
    expect(courseActionLabel(100)).toBe('Start Again');
  });

  it('filters by progress', () => {
    expect(matchesCourseFilter(0, 'inProgress')).toBe(false);
    expect(matchesCourseFilter(50, 'inProgress')).toBe(true);
    expect(matchesCourseFilter(100, 'completed')).toBe(true);
    expect(matchesCourseFilter(100, 'inProgress')).toBe(false);
  });

  it('derives the overall status from course counts', () => {
    expect(overallStatus(null)).toBe('Not Started');
    expect(overallStatus({ total: 2, inProgress: 0, completed: 2 })).toBe('Completed');
    expect(overallStatus({ total: 2, inProgress: 0, completed: 1 })).toBe('In Progress');
    expect(overallStatus({ total: 2, inProgress: 1, completed: 0 })).toBe('In Progress');
    expect(overallStatus({ total: 2, inProgress: 0, completed: 0 })).toBe('Not Started');
  });

  it('watermarks with the first 8 characters of the title', () => {
    expect(courseWatermark('Anti-Bribery Basics')).toBe('Anti-Bri');
  });
});
