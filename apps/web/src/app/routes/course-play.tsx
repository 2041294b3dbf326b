import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { CourseChatPanel } from '../../features/chat/components/course-chat-panel';
import { CoursePlayer, type RouteCourse } from '../../features/player/components/course-player';
import { GeneratingOverlay } from '../../features/quiz/components/generating-overlay';
import { useStartQuiz } from '../../features/quiz/hooks/use-start-quiz';
import { quizMessages } from '@complyra/core/quiz/quiz.messages';
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

  // Start Assessment: the server writes the attempt first, then the quiz page shows it.
  const { start, isGenerating } = useStartQuiz((id) => {
    const query = new URLSearchParams({ tenantId });
    navigate(`${paths.courseQuiz.getHref(id)}?${query}`);
  });
  const startAssessment = () => start({ courseId, tenantId });

  return (
    <>
      {isGenerating ? <GeneratingOverlay message={quizMessages.generating} /> : null}
      <CoursePlayer
        key={courseId}
        courseId={courseId}
        tenantId={tenantId}
        initialProgress={readProgress(searchParams.get('progress'))}
        initialSlide={Number(searchParams.get('slide')) || null}
        mode="employee"
        routeCourse={readRouteCourse(location.state)}
        onReturn={() => navigate(paths.dashboard.getHref())}
        onStartAssessment={startAssessment}
        sidePanel={(openSlide) => (
          <CourseChatPanel
            courseId={courseId}
            tenantId={tenantId}
            onOpenSource={(source) => {
              if (source.courseId === courseId) openSlide(source.slide);
            }}
          />
        )}
      />
    </>
  );
}
