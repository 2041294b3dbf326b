// Pure rules of the employee dashboard and the admin user lists (spec 000 section 4, spec 001 section 4).

export type CourseFilter = 'all' | 'inProgress' | 'completed';
export type MandatoryFilter = 'all' | 'mandatory' | 'nonMandatory';

export function matchesCourseFilter(progress: number, filter: CourseFilter): boolean {
  if (filter === 'inProgress') return progress > 0 && progress < 100;
  if (filter === 'completed') return progress >= 100;
  return true;
}

export function matchesMandatoryFilter(mandatory: boolean, filter: MandatoryFilter): boolean {
  if (filter === 'mandatory') return mandatory;
  if (filter === 'nonMandatory') return !mandatory;
  return true;
}

/** Start Course (0%), Resume Course (1-99%), Start Again (100%). */
export function courseActionLabel(progress: number): 'Start Course' | 'Resume Course' | 'Start Again' {
  if (progress >= 100) return 'Start Again';
  if (progress > 0) return 'Resume Course';
  return 'Start Course';
}

export type OverallStatus = 'Completed' | 'In Progress' | 'Not Started';

/** Completed when completed equals total; In Progress when any is in progress or completed; else Not Started. */
type StatusCounts = { total: number; inProgress: number; completed: number };
export function overallStatus(counts: StatusCounts | null | undefined): OverallStatus {
  if (!counts || counts.total === 0) return 'Not Started';
  if (counts.completed === counts.total) return 'Completed';
  if (counts.inProgress > 0 || counts.completed > 0) return 'In Progress';
  return 'Not Started';
}

/** The watermark on course cards: the first 8 characters of the title. */
export const courseWatermark = (title: string) => title.slice(0, 8);

/**
 * The employee's courses in dashboard order: overdue mandatory courses lead, the rest keep their order.
 * `state` reads whether an item is mandatory and its due status (the records and the cards hold them apart).
 */
export function overdueMandatoryFirst<T>(items: T[], state: (item: T) => { mandatory: boolean; dueStatus?: string }): T[] {
  const late = (item: T) => {
    const { mandatory, dueStatus } = state(item);
    return mandatory && dueStatus === 'overdue';
  };
  return [...items.filter(late), ...items.filter((item) => !late(item))];
}
