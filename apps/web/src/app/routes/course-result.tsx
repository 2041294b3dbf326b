import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { CourseResultPage } from '../../features/quiz/components/course-result-page';
import { usePageTitle } from '../../hooks/use-page-title';
import { getSession } from '../../lib/session';

/** /dashboard/course/{courseId}/result: the second result view. */
export default function CourseResultRoute() {
  usePageTitle('Result');
  const { courseId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const tenantId = searchParams.get('tenantId') ?? getSession().tenantId ?? '';
  const session = (extra: Record<string, string> = {}) => new URLSearchParams({ tenantId, token: getSession().token ?? '', ...extra }).toString();
  return (
    <CourseResultPage
      courseId={courseId}
      tenantId={tenantId}
      onReviewCourse={() => navigate(`${paths.coursePlay.getHref(courseId)}?${session({ progress: '0' })}`)}
      onRetryReady={(id) => navigate(`${paths.courseQuiz.getHref(id)}?${session()}`)}
      onDashboard={() => navigate(`${paths.dashboard.getHref()}?${session()}`)}
    />
  );
}
