import { FilePenLine } from 'lucide-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { CoursePlayer } from '../../features/player/components/course-player';
import { usePageTitle } from '../../hooks/use-page-title';
import { getSession } from '../../lib/session';

/** /admin/course/{courseId}/play?tenantId&token: the same player with free navigation and no progress. */
export default function AdminCoursePlayRoute() {
  usePageTitle('Course Preview');
  const { courseId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const tenantId = searchParams.get('tenantId') ?? getSession().tenantId ?? '';
  return (
    <CoursePlayer
      key={courseId}
      courseId={courseId}
      tenantId={tenantId}
      initialProgress={0}
      mode="admin"
      onReturn={() => navigate(paths.adminDashboard.getHref())}
      onStartAssessment={() => undefined}
      actions={(
        <Button
          variant="outline"
          size="sm"
          onClick={() => navigate(`${paths.adminCourseExplanations.getHref(courseId)}?${new URLSearchParams({ tenantId })}`)}
        >
          <FilePenLine aria-hidden="true" /> Edit Explanations
        </Button>
      )}
    />
  );
}
