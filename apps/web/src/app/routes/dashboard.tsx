import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import type { ChatSource } from '@complyra/core/chat/chat.schema';
import { ChatbotDrawer } from '../../features/chat/components/chatbot-drawer';
import { LearnerDashboard } from '../../features/learner-dashboard/components/learner-dashboard';
import type { LearnerCourse } from '../../features/learner-dashboard/components/learner-course';
import { GeneratingOverlay } from '../../features/quiz/components/generating-overlay';
import { useStartQuiz } from '../../features/quiz/hooks/use-start-quiz';
import { usePageTitle } from '../../hooks/use-page-title';
import { quizMessages } from '@complyra/core/quiz/quiz.messages';
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

  // Take Quiz: the server writes the attempt (SAME or DIFFERENT on a retake), then the quiz page shows it.
  const { start, isGenerating } = useStartQuiz((id) => navigate(`${paths.courseQuiz.getHref(id)}?${withTenant()}`));
  const takeQuiz = ({ course }: LearnerCourse) => start({ courseId: course.id, tenantId });

  // A cited slide opens the player there.
  const openSource = (source: ChatSource) =>
    navigate(`${paths.coursePlay.getHref(source.courseId)}?${withTenant({ slide: String(source.slide) })}`);

  // The admin's report on one employee is the same screen, read-only, without the General Chatbot.
  if (reportUserId) return <LearnerDashboard tenantId={tenantId} userId={reportUserId} report />;
  return (
    <>
      {isGenerating ? <GeneratingOverlay message={quizMessages.generating} /> : null}
      <LearnerDashboard tenantId={tenantId} userId={userId} onPlay={play} onTakeQuiz={takeQuiz} />
      <ChatbotDrawer tenantId={tenantId} onOpenSource={openSource} />
    </>
  );
}
