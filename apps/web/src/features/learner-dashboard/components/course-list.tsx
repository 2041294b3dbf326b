import { type CourseFilter, matchesCourseFilter } from '@complyra/core/learner/learner.rules';
import { learnerMessages } from '@complyra/core/learner/learner.messages';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/utils';
import { EmployeeCourseCard } from './employee-course-card';
import type { LearnerCourse } from './learner-course';

const filters: { value: CourseFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'inProgress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
];

type CourseListProps = {
  courses: LearnerCourse[];
  onPlay?: (item: LearnerCourse) => void;
  onTakeQuiz?: (item: LearnerCourse) => void;
};

export function CourseList({ courses, onPlay, onTakeQuiz }: CourseListProps) {
  const [filter, setFilter] = useState<CourseFilter>('all');
  const shown = courses.filter((item) => matchesCourseFilter(item.progress, filter));
  return (
    <section aria-labelledby="your-courses" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="your-courses" className="font-semibold text-xl">
          Your Courses
        </h2>
        <div role="group" aria-label="Filter courses" className="inline-flex rounded-lg bg-muted p-[3px] text-muted-foreground">
          {filters.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
              className={cn(
                'rounded-md px-3 py-1.5 font-medium text-sm focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                filter === option.value && 'bg-background text-foreground shadow-sm',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-12 text-center">
          <BookOpen className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">{learnerMessages.noCoursesTitle}</p>
          <p className="text-muted-foreground text-sm">{learnerMessages.noCoursesText}</p>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <EmployeeCourseCard key={item.course.id} item={item} onPlay={onPlay} onTakeQuiz={onTakeQuiz} />
          ))}
        </div>
      )}
    </section>
  );
}
