import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { LearnerDashboard } from '../../features/learner-dashboard/components/learner-dashboard';
import type { LearnerCourse } from '../../features/learner-dashboard/components/learner-course';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../lib/session';

/**
 * /dashboard (the signed-in employee) and /admin/reports/user/{userId} (the same screen for that user).
 * Navigation to the player and the quiz lives here, so the dashboard feature does not know the player.
 */
export default function DashboardRoute() {
  usePageTitle('Dashboard');
  const { userId: reportUserId } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { tenantId: sessionTenantId, claims } = useSession();
  const tenantId = searchParams.get('tenantId') ?? sessionTenantId ?? claims?.tenantId ?? '';
  const userId = reportUserId ?? claims?.userId ?? null;

  // In-app links carry no token: the session is in local storage.
  const withTenant = (extra: Record<string, string> = {}) => new URLSearchParams({ tenantId, ...extra }).toString();

  const play = ({ course, progress }: LearnerCourse) => {
    // Start Again replays from the first slide; stored progress never goes down on the server.
    const from = progress >= 100 ? 0 : progress;
    navigate(`${paths.coursePlay.getHref(course.id)}?${withTenant({ progress: String(from) })}`, {
      state: {
        course: { title: course.title, mandatory: course.mandatory, skippable: course.skippable, retryType: course.retryType },
      },
    });
  };

  const takeQuiz = ({ course }: LearnerCourse) => navigate(`${paths.courseQuiz.getHref(course.id)}?${withTenant()}`);

  // The admin's report on one employee is the same screen, read-only.
  if (reportUserId) return <LearnerDashboard tenantId={tenantId} userId={reportUserId} report />;
  return <LearnerDashboard tenantId={tenantId} userId={userId} onPlay={play} onTakeQuiz={takeQuiz} />;
}
