import { useParams, useSearchParams } from 'react-router';
import { QuestionBankPage } from '../../features/question-bank/components/question-bank-page';
import { usePageTitle } from '../../hooks/use-page-title';
import { getSession } from '../../lib/session';

/** /admin/course/{courseId}/questions?tenantId: the admin's view of the course's quiz question bank. */
export default function AdminCourseQuestionsRoute() {
  usePageTitle('Quiz Questions');
  const { courseId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const tenantId = searchParams.get('tenantId') ?? getSession().tenantId ?? '';
  return <QuestionBankPage key={`${courseId}:${tenantId}`} courseId={courseId} tenantId={tenantId} />;
}
