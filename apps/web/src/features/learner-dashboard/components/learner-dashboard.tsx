import { learnerMessages } from '@complyra/core/learner/learner.messages';
import { overdueMandatoryFirst } from '@complyra/core/learner/learner.rules';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { toast } from '../../../lib/toast';
import { PageSpinner } from '../../../components/page-spinner';
import { Button } from '../../../components/ui/button';
import { rememberInStorage, storageKeys } from '../../../lib/storage-keys';
import { useEnabledCourses } from '../../../lib/queries/enabled-courses';
import { useProfile } from '../api/get-profile';
import { useUserCourses } from '../api/get-user-courses';
import { CourseList } from './course-list';
import { CourseSummary } from './course-summary';
import { countCourses, type LearnerCourse } from './learner-course';
import { ProgressOverview } from './progress-overview';

type LearnerDashboardProps = {
  tenantId: string;
  /** From the token (own dashboard) or the address (an admin's user report); null when missing. */
  userId: string | null;
  /** An admin's read-only report on this user (/admin/reports/user/{userId}): their name, no actions. */
  report?: boolean;
  onPlay?: (item: LearnerCourse) => void;
  onTakeQuiz?: (item: LearnerCourse) => void;
};

function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center" role="alert">
      <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
      <p className="font-medium text-lg">{message}</p>
      {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
    </div>
  );
}

export function LearnerDashboard({ tenantId, userId, report = false, onPlay, onTakeQuiz }: LearnerDashboardProps) {
  const profile = useProfile(report ? (userId ?? undefined) : undefined);
  const enabledCourses = useEnabledCourses(tenantId);
  // The course records carry each course's progress: one call for all of them, not one per course after the
  // list arrives (a second round trip before the dashboard could paint). A course without a record is at 0%.
  const userCourses = useUserCourses(userId ?? '');

  const courses = useMemo<LearnerCourse[]>(() => {
    const records = new Map((userCourses.data ?? []).map((record) => [record.courseId, record]));
    const items = (enabledCourses.data ?? []).map((course) => {
      const record = records.get(course.id) ?? null;
      return { course, progress: record?.progress ?? 0, record };
    });
    return overdueMandatoryFirst(items, (item) => ({ mandatory: item.course.mandatory, dueStatus: item.record?.dueStatus }));
  }, [enabledCourses.data, userCourses.data]);

  // The quiz and the certificate read the learner's name from here (spec local storage key userName).
  const userName = profile.data?.name;
  useEffect(() => {
    // Another person's report must not become the signed-in admin's certificate name.
    if (userName && !report) rememberInStorage(storageKeys.userName, userName);
  }, [userName, report]);

  // The records are extras on the cards: their failure does not block the dashboard (progress then shows 0%).
  const isError = profile.isError || enabledCourses.isError;
  useEffect(() => {
    if (isError) toast.error(learnerMessages.loadFailed, { id: learnerMessages.loadFailed });
  }, [isError]);

  if (!userId) return <ErrorState message={learnerMessages.userIdMissing} />;
  // A report the server refuses (another organization's person, no such person) says why; no retry.
  if (report && profile.isError) return <ErrorState message={profile.error.message} />;
  if (isError) {
    return (
      <ErrorState
        message={learnerMessages.loadFailed}
        onRetry={() => {
          void profile.refetch();
          void enabledCourses.refetch();
        }}
      />
    );
  }
  if (profile.isPending || enabledCourses.isPending || userCourses.isPending) return <PageSpinner />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">
          {report ? profile.data.name : `Welcome, ${profile.data.name}`}
        </h1>
        <p className="text-muted-foreground">{profile.data.email}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <ProgressOverview courses={courses} />
        <div className="flex flex-col justify-center">
          <CourseSummary counts={countCourses(courses)} />
        </div>
      </div>
      <CourseList courses={courses} onPlay={onPlay} onTakeQuiz={onTakeQuiz} />
    </div>
  );
}
