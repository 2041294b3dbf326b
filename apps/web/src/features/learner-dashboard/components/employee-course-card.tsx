import { describeDue } from '@complyra/core/assignments/describe-due';
import { formatCourseDuration } from '@complyra/core/format/format-numbers';
import { courseActionLabel } from '@complyra/core/learner/learner.rules';
import { Award, Clock, Play, RotateCcw } from 'lucide-react';
import { CourseCardFrame } from '../../../components/course-card/course-card-frame';
import { Button } from '../../../components/ui/button';
import type { LearnerCourse } from './learner-course';
import { ProgressRing } from './progress-ring';

type EmployeeCourseCardProps = {
  item: LearnerCourse;
  /** Absent on an admin's read-only report: the card shows no actions. */
  onPlay?: (item: LearnerCourse) => void;
  onTakeQuiz?: (item: LearnerCourse) => void;
};

/** Spec 001 "Course card (employee)": ring, star when mandatory, Start/Resume/Start Again, certificate link. */
export function EmployeeCourseCard({ item, onPlay, onTakeQuiz }: EmployeeCourseCardProps) {
  const { course, progress, record } = item;
  const label = courseActionLabel(progress);
  const canTakeQuiz = progress >= 100 && Boolean(record?.canRetakeQuiz);
  const certificateUrl = record?.canDownloadCertificate ? record.certificateUrl : null;
  return (
    <CourseCardFrame
      title={course.title}
      variant="employee"
      mandatory={course.mandatory}
      corner={<ProgressRing value={progress} />}
      footer={(
        <>
          {canTakeQuiz && onTakeQuiz ? (
            <Button size="sm" variant="outline" onClick={() => onTakeQuiz(item)}>
              Take Quiz
            </Button>
          ) : null}
          {onPlay ? (
            <Button size="sm" onClick={() => onPlay(item)}>
              {label === 'Start Again' ? <RotateCcw /> : <Play />}
              {label}
            </Button>
          ) : null}
          {certificateUrl ? (
            <Button size="sm" variant="link" asChild>
              <a href={certificateUrl} target="_blank" rel="noreferrer">
                <Award /> Certificate
              </a>
            </Button>
          ) : null}
        </>
      )}
    >
      <p className="line-clamp-4">{course.description}</p>
      <p className="mt-auto flex flex-wrap items-center gap-1 text-xs">
        <Clock className="size-3.5" aria-hidden="true" />
        {formatCourseDuration(course.duration)} · {course.mandatory ? 'Mandatory' : 'Optional'}
        <DueBadge record={record} />
      </p>
    </CourseCardFrame>
  );
}

const dueTone: Record<string, string> = {
  overdue: 'bg-destructive/10 text-destructive',
  'completed-late': 'bg-muted text-muted-foreground',
  'due-soon': 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  'on-time': 'bg-muted text-muted-foreground',
};

/** "Due in 3 days" / "Overdue" beside the course's status, from the employee's own due date. */
function DueBadge({ record }: { record: LearnerCourse['record'] }) {
  if (!record) return null;
  const text = describeDue(record.dueStatus, record.dueAt ? new Date(record.dueAt) : null, new Date());
  if (!text) return null;
  const title = record.dueAt ? `Due ${new Date(record.dueAt).toLocaleDateString()}` : undefined;
  return (
    <span className={`ml-1 rounded px-1.5 py-0.5 font-medium ${dueTone[record.dueStatus] ?? ''}`} title={title}>
      {text}
    </span>
  );
}
