/** "1 user", "2 users", "0 users": a count with its noun in the right number. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * A course's length on every card and dialog (the spec gives durations in minutes): whole minutes,
 * a part-minute rounded up as the server does when it stores the narration's length ("1 minute", "4 minutes").
 */
export function formatCourseDuration(minutes: number): string {
  return pluralize(Math.max(0, Math.ceil(minutes)), 'minute');
}
