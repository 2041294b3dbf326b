import { formatCourseDuration } from '@complyra/core/format/format-numbers';
import type { TenantCourse } from '@complyra/core/assignments/assignments.schema';
import { courseMessages, describeReadyCourse, splitCommaList } from '@complyra/core/courses/courses.schema';
import { AlertTriangle, Eye, FilePenLine, ListChecks, Loader2, MoreVertical, Play } from 'lucide-react';
import { useNavigate } from 'react-router';
import { CourseCardFrame } from '../../../components/course-card/course-card-frame';
import { QuizCountNote } from '../../../components/course-card/quiz-count-note';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { paths } from '../../../config/paths';
import { getSession } from '../../../lib/session';

type AdminCourseCardProps = {
  course: TenantCourse;
  onViewDetails: (course: TenantCourse) => void;
  onToggle: (course: TenantCourse) => void;
  /** True while any toggle is in flight: one flip at a time, applied only after the server agrees. */
  isToggleBlocked: boolean;
  isToggling: boolean;
};

export function AdminCourseCard({ course, onViewDetails, onToggle, isToggleBlocked, isToggling }: AdminCourseCardProps) {
  const navigate = useNavigate();
  const isProcessing = course.copyStatus === 'processing';
  const action = course.isEnabled ? 'Deactivate' : 'Activate';

  const play = () => {
    // The preview player reads tenantId from its address (spec 000 "Course card"); the session token
    // stays in local storage, out of the address bar and the history.
    const { tenantId } = getSession();
    const query = new URLSearchParams({ tenantId: tenantId ?? '' });
    void navigate(`${paths.adminCoursePlay.getHref(course.courseId)}?${query.toString()}`);
  };

  const openQuestions = () => {
    const query = new URLSearchParams({ tenantId: getSession().tenantId ?? '' });
    void navigate(`${paths.adminCourseQuestions.getHref(course.courseId)}?${query.toString()}`);
  };

  return (
    <CourseCardFrame
      title={course.title}
      variant="admin"
      mandatory={course.mandatory}
      corner={(
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button" variant="ghost" size="icon" className="-mt-1 -mr-2" aria-label={`Actions for ${course.title}`}>
              {isToggling ? <Loader2 className="animate-spin" aria-hidden="true" /> : <MoreVertical aria-hidden="true" />}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem disabled={isToggleBlocked} onSelect={() => onToggle(course)}>
              {action}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={openQuestions}>
              <ListChecks aria-hidden="true" />
              Quiz questions
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      footer={(
        <>
          <Button type="button" size="sm" onClick={play} disabled={isProcessing}>
            <Play aria-hidden="true" />
            Play
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => onViewDetails(course)}>
            <Eye aria-hidden="true" />
            View Details
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={isProcessing}
            aria-label={`Edit explanations of ${course.title}`}
            onClick={() => {
              const query = new URLSearchParams({ tenantId: getSession().tenantId ?? '' });
              void navigate(`${paths.adminCourseExplanations.getHref(course.courseId)}?${query.toString()}`);
            }}
          >
            <FilePenLine aria-hidden="true" />
            Explanations
          </Button>
        </>
      )}
    >
      <p className="line-clamp-3">{course.description}</p>
      <p className="text-xs">
        {formatCourseDuration(course.duration)} · {course.mandatory ? 'Mandatory' : 'Optional'}
      </p>
      <div className="flex flex-wrap gap-1">
        {splitCommaList(course.tags)
          .slice(0, 4)
          .map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
      </div>
      {isProcessing ? (
        <p role="status" className="mt-auto flex items-center gap-2 rounded-md bg-muted p-2 text-xs">
          <Loader2 className="size-3 animate-spin" aria-hidden="true" />
          {courseMessages.waitForPersonalized}
        </p>
      ) : null}
      {/* Only when the engine was unsure of some slides: the card says nothing more of a course without marks. */}
      {!isProcessing && course.slidesToReview ? (
        <p role="status" className="mt-auto flex items-center gap-1.5 rounded-md bg-amber-500/10 px-2 py-1.5 text-amber-800 text-xs dark:text-amber-300">
          <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="font-medium">{describeReadyCourse(course.slidesToReview)}</span>
        </p>
      ) : null}
      {/* The admin is told when the course supports no (or too few) quiz questions. */}
      {!isProcessing && course.status === 'ready' ? <QuizCountNote count={course.quizQuestions} warningsOnly /> : null}
    </CourseCardFrame>
  );
}
