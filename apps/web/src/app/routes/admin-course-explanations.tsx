import { useParams, useSearchParams } from 'react-router';
import { ExplanationsEditor } from '../../features/explanations/components/explanations-editor';
import { usePageTitle } from '../../hooks/use-page-title';
import { getSession } from '../../lib/session';

/** /admin/course/{courseId}/explanations?tenantId&token: the admin's explanation editor. */
export default function AdminCourseExplanationsRoute() {
  usePageTitle('Course Explanations');
  const { courseId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const tenantId = searchParams.get('tenantId') ?? getSession().tenantId ?? '';
  return <ExplanationsEditor key={`${courseId}:${tenantId}`} courseId={courseId} tenantId={tenantId} />;
}
