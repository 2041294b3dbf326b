import { describe, expect, it } from 'vitest';
import { describeDue, dueStatus, employeeDueAt } from './due-dates.ts';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-27T12:00:00Z');

describe('due dates', () => {
  it('counts a window of days from when the employee was added, or from the assignment for those already there', () => {
    const rule = { dueDate: null, dueDays: 14, assignedAt: new Date('2026-11-01T00:00:00Z') };
    expect(employeeDueAt(rule, new Date('2026-01-01T00:00:00Z'))).toEqual(new Date('2026-11-15T00:00:00Z'));
    expect(employeeDueAt(rule, new Date('2026-11-20T00:00:00Z'))).toEqual(new Date('2026-12-04T00:00:00Z'));
    expect(employeeDueAt({ ...rule, dueDays: null, dueDate: '2026-12-31' }, now)).toEqual(new Date('2026-12-31T23:59:59.999Z'));
    expect(employeeDueAt({ ...rule, dueDays: null }, now)).toBeNull();
  });

  it('tells on time, due soon (7 days or less), overdue, and completed on time or late', () => {
    expect(dueStatus(null, null, now)).toBe('none');
    expect(dueStatus(new Date(now.getTime() + 8 * day), null, now)).toBe('on-time');
    expect(dueStatus(new Date(now.getTime() + 7 * day), null, now)).toBe('due-soon');
    expect(dueStatus(new Date(now.getTime() - 1), null, now)).toBe('overdue');
    expect(dueStatus(new Date(now.getTime() - day), new Date(now.getTime() - 2 * day), now)).toBe('completed-on-time');
    expect(dueStatus(new Date(now.getTime() - day), now, now)).toBe('completed-late');
    expect(dueStatus(new Date(now.getTime() - day), 'unknown', now)).toBe('completed-on-time');
  });

  it('says it on the card as people do', () => {
    expect(describeDue('on-time', new Date(now.getTime() + 10 * day), now)).toBe('Due in 10 days');
    expect(describeDue('due-soon', new Date(now.getTime() + day), now)).toBe('Due in 1 day');
    expect(describeDue('due-soon', new Date(now.getTime() + 60_000), now)).toBe('Due in 1 day');
    expect(describeDue('overdue', new Date(now.getTime() - day), now)).toBe('Overdue');
    expect(describeDue('completed-late', new Date(now.getTime() - day), now)).toBe('Completed late');
    expect(describeDue('completed-on-time', new Date(now.getTime() - day), now)).toBeNull();
    expect(describeDue('none', null, now)).toBeNull();
  });
});
