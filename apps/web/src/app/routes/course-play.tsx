import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { CoursePlayer, type RouteCourse } from '../../features/player/components/course-player';
import { usePageTitle } from '../../hooks/use-page-title';
import { getSession } from '../../lib/session';

function readProgress(value: string | null): number {
  const progress = Number(value ?? 0);
  return Number.isFinite(progress) ? Math.min(100, Math.max(0, progress)) : 0;
}

function readRouteCourse(state: unknown): RouteCourse | null {
  if (typeof state !== 'object' || state === null || !('course' in state)) return null;
  const { course } = state as { course: unknown };
  return typeof course === 'object' && course !== null ? (course as RouteCourse) : null;
}

/**
 * /dashboard/course/{courseId}/play?tenantId&progress: the employee's course player. A link that also
 * carries token (the spec's form) signs in and loses it from the address at once (address-sign-in).
 */
export default function CoursePlayRoute() {
  usePageTitle('Course Player');
  const { courseId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const tenantId = searchParams.get('tenantId') ?? getSession().tenantId ?? '';

  const startAssessment = () => {
    const query = new URLSearchParams({ tenantId });
    navigate(`${paths.courseQuiz.getHref(courseId)}?${query}`);
  };

  return (
    <CoursePlayer
      key={courseId}
      courseId={courseId}
      tenantId={tenantId}
      initialProgress={readProgress(searchParams.get('progress'))}
      mode="employee"
      routeCourse={readRouteCourse(location.state)}
      onReturn={() => navigate(paths.dashboard.getHref())}
      onStartAssessment={startAssessment}
    />
  );
}
