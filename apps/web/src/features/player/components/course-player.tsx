import type { RetryType } from '@complyra/core/assignments/assignments.schema';
import { playerMessages } from '@complyra/core/progress/progress.rules';
import { progressMessages } from '@complyra/core/progress/progress.messages';
import { AlertTriangle } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from '../../../lib/toast';
import { playerToast } from './player-toast';
import { CourseNotFound } from '../../../components/course-not-found';
import { paths } from '../../../config/paths';
import { PageSpinner } from '../../../components/page-spinner';
import { Button } from '../../../components/ui/button';
import { ApiError, refusalReason } from '../../../lib/api-client';
import { useCompleteCourse } from '../api/complete-course';
import { useExplanations } from '../../../lib/queries/explanations';
import { mediaLinkRefreshMs } from '../../../lib/media-links';
import { usePlayerCourse } from '../api/get-player-course';
import { useSlides } from '../api/get-slides';
import { useUpdateProgress } from '../api/update-progress';
import { type PlayerSlide, PlayerView } from './player-view';
import { PreparingCourse } from './preparing-course';
import { rememberInStorage, storageKeys } from '../../../lib/storage-keys';

/** Course properties the dashboard hands over in the route state. */
export type RouteCourse = { title?: string; mandatory?: boolean; skippable?: boolean; retryType?: RetryType };

// The spec's player fallback when neither the server nor the route state says otherwise.
const fallbackProperties = { mandatory: true, skippable: false, retryType: 'SAME' as RetryType };
const pollMs = 3000;

type CoursePlayerProps = {
  courseId: string;
  tenantId: string;
  initialProgress: number;
  /** Open at this slide (a chat source), instead of where the progress says. */
  initialSlide?: number | null;
  mode: 'employee' | 'admin';
  routeCourse?: RouteCourse | null;
  onReturn: () => void;
  onStartAssessment: () => void;
  /** More buttons beside Return to Dashboard (the admin preview's link to the explanation editor). */
  actions?: React.ReactNode;
  /** A panel beside the slides (the course chatbot), given a way to open a slide; the route supplies it. */
  sidePanel?: (openSlide: (slide: number) => void) => React.ReactNode;
};

/** The spec's failure text, with the server's reason under it when it refused (e.g. too little of a slide played). */
function failureToast(text: string, error: unknown) {
  const reason = refusalReason(error);
  toast.error(text, { id: text, ...playerToast, ...(reason ? { description: reason } : {}) });
}

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export function CoursePlayer(props: CoursePlayerProps) {
  const { courseId, tenantId, initialProgress, mode, routeCourse, onReturn, onStartAssessment } = props;
  // A source chosen in the chat panel re-opens the slides there.
  const [startSlide, setStartSlide] = useState<number | null>(props.initialSlide ?? null);
  const isPreview = mode === 'admin';
  const courseQuery = usePlayerCourse(courseId, tenantId, isPreview);
  const course = courseQuery.data;
  // Both hand out media links, renewed while the player stays open (useSlides does the same).
  const explanationsQuery = useExplanations(courseId, tenantId, { refetchInterval: mediaLinkRefreshMs });
  const explanations = explanationsQuery.data;
  const slidesQuery = useSlides(courseId, tenantId);
  // The organization's copy is still being narrated: its explanations are missing or have no audio yet.
  // A course whose copy status is known settles it; otherwise the explanations tell.
  const isPreparing =
    course?.copyStatus === 'processing' ||
    (!course &&
      explanations !== undefined &&
      (explanations.some((item) => !item.explanation_audio) ||
        explanations.length < (slidesQuery.data?.length ?? 0)));

  const { refetch: refetchCourse } = courseQuery;
  const { refetch: refetchExplanations } = explanationsQuery;
  const { refetch: refetchSlides } = slidesQuery;
  const onMediaError = useCallback(() => {
    void refetchSlides();
    void refetchExplanations();
  }, [refetchSlides, refetchExplanations]);
  useEffect(() => {
    if (!isPreparing) return;
    const timer = window.setInterval(() => {
      void refetchCourse();
      void refetchExplanations();
    }, pollMs);
    return () => window.clearInterval(timer);
  }, [isPreparing, refetchCourse, refetchExplanations]);

  const slidesError = slidesQuery.isError && !isNotFound(slidesQuery.error);
  const explanationsError = explanationsQuery.isError && !isNotFound(explanationsQuery.error);
  useEffect(() => {
    if (slidesError) toast.error(playerMessages.loadFailed, { id: playerMessages.loadFailed, ...playerToast });
  }, [slidesError]);
  useEffect(() => {
    if (explanationsError) {
      toast.error(playerMessages.explanationsFailed, { id: playerMessages.explanationsFailed, ...playerToast });
    }
  }, [explanationsError]);

  const properties = { ...fallbackProperties, ...routeCourse, ...(course ?? {}) };
  const title = course?.title ?? routeCourse?.title ?? 'Course';
  useEffect(() => {
    if (!course) return;
    rememberInStorage(storageKeys.courseName(courseId), course.title);
    rememberInStorage(storageKeys.courseRetryType(courseId), course.retryType);
  }, [course, courseId]);

  const slides = useMemo<PlayerSlide[]>(() => {
    const list = slidesQuery.data ?? [];
    const byNumber = new Map((explanations ?? []).map((item) => [item.slide, item]));
    if (list.length === 0) {
      return (explanations ?? []).map((item) => ({
        number: item.slide,
        title: `Slide ${item.slide}`,
        content: item.content,
        imageUrl: null,
        audioUrl: item.explanation_audio,
        subtitle: item.explanation_subtitle,
      }));
    }
    return list.map((slide) => {
      const explanation = byNumber.get(slide.number);
      return {
        number: slide.number,
        title: slide.title,
        content: slide.content,
        imageUrl: slide.imageUrl,
        audioUrl: explanation?.explanation_audio ?? null,
        subtitle: explanation?.explanation_subtitle ?? null,
      };
    });
  }, [slidesQuery.data, explanations]);

  const updateProgress = useUpdateProgress(courseId);
  const completeCourse = useCompleteCourse(tenantId, courseId);
  const { mutate: postProgress, mutateAsync: postProgressAsync } = updateProgress;
  const { mutateAsync: postComplete } = completeCourse;

  const onProgress = useCallback(
    (progress: number, slideNumber: number, audioPlayedRatio?: number) => {
      if (isPreview) return;
      postProgress(
        { tenantId, progress, slideNumber, audioPlayedRatio },
        { onError: (error) => failureToast(progressMessages.updateFailed, error) },
      );
    },
    [isPreview, postProgress, tenantId],
  );

  const slideCount = slides.length;
  const onFinish = useCallback(async (audioPlayedRatio?: number) => {
    if (isPreview) return true;
    try {
      await postProgressAsync({ tenantId, progress: 100, slideNumber: slideCount, audioPlayedRatio });
      await postComplete();
      toast.success(progressMessages.completed, playerToast);
      return true;
    } catch (error) {
      failureToast(progressMessages.completeFailed, error);
      return false;
    }
  }, [isPreview, postComplete, postProgressAsync, slideCount, tenantId]);

  const courseMissing = !isPreview && courseQuery.isSuccess && course === null;
  if (courseMissing || isNotFound(slidesQuery.error) || isNotFound(explanationsQuery.error)) {
    return <CourseNotFound returnTo={isPreview ? paths.adminDashboard.getHref() : paths.dashboard.getHref()} />;
  }

  if (slidesError || explanationsError) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center" role="alert">
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <p className="font-medium text-lg">{slidesError ? playerMessages.loadFailed : playerMessages.explanationsFailed}</p>
        <div className="flex gap-2">
          <Button
            onClick={() => {
              void slidesQuery.refetch();
              void explanationsQuery.refetch();
            }}
          >
            Try again
          </Button>
          <Button variant="outline" onClick={onReturn}>
            Return to Dashboard
          </Button>
        </div>
      </div>
    );
  }

  if (isPreparing) return <PreparingCourse />;
  if (slidesQuery.isPending || explanationsQuery.isPending || (courseQuery.isPending && !isPreview)) return <PageSpinner />;
  if (slideCount === 0) return <PreparingCourse />;

  // startSlideIndex(progress) = round(progress x count / 100), so this progress starts at that slide.
  const startProgress =
    startSlide && startSlide >= 1 && startSlide <= slideCount ? ((startSlide - 1) * 100) / slideCount : initialProgress;
  return (
    <div className="flex w-full">
      <div className="min-w-0 flex-1">
        <PlayerView
          key={`${courseId}:${startSlide ?? ''}`}
          courseTitle={title}
          slides={slides}
          initialProgress={startProgress}
          isPreview={isPreview}
          isSkippable={properties.skippable}
          onProgress={onProgress}
          onFinish={onFinish}
          onReturn={onReturn}
          onStartAssessment={onStartAssessment}
          onMediaError={onMediaError}
          actions={props.actions}
        />
      </div>
      {props.sidePanel?.(setStartSlide)}
    </div>
  );
}
