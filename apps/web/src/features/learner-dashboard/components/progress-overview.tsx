import { matchesMandatoryFilter, type MandatoryFilter } from '@complyra/core/learner/learner.rules';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { averageProgress, countCourses, type LearnerCourse } from './learner-course';

const options: { value: MandatoryFilter; label: string }[] = [
  { value: 'all', label: 'All Courses' },
  { value: 'mandatory', label: 'Mandatory Courses' },
  { value: 'nonMandatory', label: 'Non-Mandatory Courses' },
];

// The spec: the overview lists the first 3 courses.
const overviewCourseCount = 3;

export function ProgressOverview({ courses }: { courses: LearnerCourse[] }) {
  const [filter, setFilter] = useState<MandatoryFilter>('all');
  const selected = courses.filter((item) => matchesMandatoryFilter(item.course.mandatory, filter));
  const counts = countCourses(selected);
  const percent = averageProgress(selected);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Progress Overview</CardTitle>
        <select
          aria-label="Courses shown in the overview"
          value={filter}
          onChange={(event) => setFilter(event.target.value as MandatoryFilter)}
          className="h-9 rounded-md border bg-background px-2 text-sm"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-muted-foreground">Overall progress</span>
          <span className="font-semibold text-2xl" data-testid="overview-percent">
            {percent}%
          </span>
        </div>
        <Progress value={percent} aria-label="Overall progress" />
        <p className="text-muted-foreground text-sm" data-testid="overview-counts">
          {counts.completed} of {counts.total} completed · {counts.inProgress} in progress · {counts.notStarted} not started
        </p>
        {selected.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {selected.slice(0, overviewCourseCount).map((item) => (
              <li key={item.course.id} className="flex flex-col gap-1 text-sm">
                <span className="flex justify-between gap-2">
                  <span className="truncate">{item.course.title}</span>
                  <span className="text-muted-foreground tabular-nums">{item.progress}%</span>
                </span>
                <Progress value={item.progress} aria-label={`${item.course.title} progress`} className="h-1.5" />
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
