import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { QuizPage } from '../../features/quiz/components/quiz-page';
import { usePageTitle } from '../../hooks/use-page-title';
import { getSession } from '../../lib/session';

/** /dashboard/course/{courseId}/quiz?tenantId&token: the quiz kept by the player or the dashboard. */
export default function CourseQuizRoute() {
  usePageTitle('Quiz');
  const { courseId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const tenantId = searchParams.get('tenantId') ?? getSession().tenantId ?? '';
  const query = () => new URLSearchParams({ tenantId, token: getSession().token ?? '' }).toString();
  const toCourse = useCallback(
    () => navigate(`${paths.coursePlay.getHref(courseId)}?${new URLSearchParams({ tenantId, token: getSession().token ?? '' })}`, { replace: true }),
    [navigate, courseId, tenantId],
  );
  return (
    <QuizPage
      key={courseId}
      courseId={courseId}
      onMissing={toCourse}
      onSubmitted={(id) => navigate(`${paths.quizResults.getHref()}?${query()}&courseId=${encodeURIComponent(id)}`)}
    />
  );
}
