import {
  type CatalogueCourse,
  courseProgressPercent,
  describeCourseProgress,
  describeReadyCourse,
  isCourseFinishing,
  splitCommaList,
} from '@complyra/core/courses/courses.schema';
import { describeRespeak, respeakOffer } from '@complyra/core/courses/course-voice';
import { formatCourseDuration, pluralize } from '@complyra/core/format/format-numbers';
import { AlertTriangle, AudioLines, CheckCircle2, Clock, Eye, MoreVertical, Pencil, RotateCcw, Trash2, Users } from 'lucide-react';
import { CourseCardFrame } from '../../../components/course-card/course-card-frame';
import { QuizCountNote } from '../../../components/course-card/quiz-count-note';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Progress } from '../../../components/ui/progress';

type SuperuserCourseCardProps = {
  course: CatalogueCourse;
  onViewDetails: (course: CatalogueCourse) => void;
  onUpdate: (course: CatalogueCourse) => void;
  onDelete: (course: CatalogueCourse) => void;
  onRetry: (course: CatalogueCourse) => void;
  isRetrying?: boolean;
  /** Speaks a ready course again with its language's current voice (offered when another voice spoke it). */
  onRespeak?: (course: CatalogueCourse) => void;
  isRespeaking?: boolean;
};

/** The super user's catalogue card (340px): enrolled users, View Details, Update / Delete, pipeline state. */
export function SuperuserCourseCard(props: SuperuserCourseCardProps) {
  const { course, onViewDetails, onUpdate, onDelete, onRetry, isRetrying, onRespeak, isRespeaking } = props;
  const tags = splitCommaList(course.tags);
  const offer = onRespeak ? respeakOffer(course) : null;
  const menu = (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="-mt-1 -mr-2" aria-label={`Actions for ${course.title}`}>
          <MoreVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onUpdate(course)}>
          <Pencil aria-hidden="true" />
          Update
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onDelete(course)} className="text-destructive focus:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );

  return (
    <CourseCardFrame
      title={course.title}
      variant="superuser"
      corner={menu}
      footer={(
        <>
          <Button variant="outline" size="sm" onClick={() => onViewDetails(course)}>
            <Eye aria-hidden="true" />
            View Details
          </Button>
          {offer && onRespeak && (
            <Button variant="outline" size="sm" onClick={() => onRespeak(course)} disabled={isRespeaking} title={offer.action} aria-label={offer.action}>
              <AudioLines aria-hidden="true" className={isRespeaking ? 'animate-pulse' : undefined} />
              Re-speak
            </Button>
          )}
          {course.status === 'failed' && (
            <Button size="sm" onClick={() => onRetry(course)} disabled={isRetrying}>
              <RotateCcw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
              Retry
            </Button>
          )}
        </>
      )}
    >
      <p className="line-clamp-3">{course.description}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
        <span className="inline-flex items-center gap-1">
          <Users className="size-3.5" aria-hidden="true" />
          {course.enrolledUsers} enrolled
        </span>
      </div>
      {tags.length > 0 && (
        <div className="flex flex-wrap gap-1 overflow-hidden" style={{ maxHeight: '3.25rem' }}>
          {tags.map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
        </div>
      )}
      <div className="mt-auto">
        {course.status === 'processing' && <ProcessingState course={course} />}
        {course.status === 'ready' && (
          <p
            role="status"
            className={
              course.slidesToReview
                ? 'flex flex-wrap items-center gap-x-1.5 gap-y-0.5 rounded-md bg-amber-500/10 px-2 py-1.5 text-amber-800 text-xs dark:text-amber-300'
                : 'flex flex-wrap items-center gap-x-1.5 gap-y-0.5 rounded-md bg-emerald-500/10 px-2 py-1.5 text-emerald-700 text-xs dark:text-emerald-400'
            }
          >
            {course.slidesToReview ? (
              <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
            ) : (
              <CheckCircle2 className="size-3.5 shrink-0" aria-hidden="true" />
            )}
            <span className="font-medium">{describeReadyCourse(course.slidesToReview)}</span>
            <span aria-hidden="true">·</span>
            <span>{pluralize(course.slidesTotal, 'slide')}</span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3" aria-hidden="true" />
              {formatCourseDuration(course.duration)}
            </span>
          </p>
        )}
        {/* At publish time: how many quiz questions the course supports, and a warning under the minimum. */}
        {course.status === 'ready' && <QuizCountNote count={course.quizQuestions} />}
        {course.status === 'ready' && course.respeak.status === 'speaking' && <RespeakingState course={course} />}
        {offer && (
          <p className="mt-1.5 flex items-center gap-1.5 text-muted-foreground text-xs">
            <AudioLines className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2">{offer.note}</span>
          </p>
        )}
        {course.status === 'failed' && (
          <p role="alert" className="flex items-start gap-1.5 rounded-md bg-destructive/10 px-2 py-1.5 text-destructive text-xs">
            <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2">
              <span className="font-medium">Failed:</span> {describeCourseProgress(course)}
            </span>
          </p>
        )}
      </div>
    </CourseCardFrame>
  );
}

function ProcessingState({ course }: { course: CatalogueCourse }) {
  const percent = courseProgressPercent(course);
  const text = describeCourseProgress(course);
  return (
    <div className="space-y-1.5" role="status" aria-live="polite">
      <Progress value={percent} aria-label={`${course.title}: ${text}`} />
      <p className="flex justify-between gap-2 text-xs">
        <span className="truncate">{text}</span>
        {/* Finishing: the words say what it is doing; a percent there would look stuck. */}
        {isCourseFinishing(course) ? null : <span className="tabular-nums">{percent}%</span>}
      </p>
    </div>
  );
}

/** Re-speaking keeps the course ready; this bar shows how many recordings the new voice has spoken. */
function RespeakingState({ course }: { course: CatalogueCourse }) {
  const { done, total } = course.respeak;
  const percent = total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0;
  const text = describeRespeak(course);
  return (
    <div className="mt-1.5 space-y-1" role="status" aria-live="polite">
      <Progress value={percent} aria-label={`${course.title}: ${text}`} />
      <p className="flex justify-between gap-2 text-xs">
        <span className="truncate">{text}</span>
        <span className="tabular-nums">{percent}%</span>
      </p>
    </div>
  );
}
