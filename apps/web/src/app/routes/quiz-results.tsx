import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { QuizResultsPage } from '../../features/quiz/components/quiz-results-page';
import { readLastQuizCourseId } from '../../features/quiz/quiz-storage';
import { usePageTitle } from '../../hooks/use-page-title';
import { getSession, useSession } from '../../lib/session';

/** /quiz-results: the course from the query, else the last quiz course in local storage. */
export default function QuizResultsRoute() {
  usePageTitle('Quiz Results');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { claims } = useSession();
  const tenantId = searchParams.get('tenantId') ?? getSession().tenantId ?? claims?.tenantId ?? '';
  const courseId = searchParams.get('courseId') ?? readLastQuizCourseId();
  const session = () => new URLSearchParams({ tenantId, token: getSession().token ?? '' }).toString();
  return (
    <QuizResultsPage
      courseId={courseId}
      tenantId={tenantId}
      userId={claims?.userId ?? null}
      onDashboard={() => navigate(`${paths.dashboard.getHref()}?${session()}`)}
      onRetryReady={(id) => navigate(`${paths.courseQuiz.getHref(id)}?${session()}`)}
    />
  );
}
