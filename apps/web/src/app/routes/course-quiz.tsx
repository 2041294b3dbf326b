import { PagePlaceholder } from '../../components/page-placeholder';

// Placeholder: the screen itself arrives with its feature.
export default function CourseQuizRoute() {
  return <PagePlaceholder title="Quiz" description="Answer each question to complete the assessment." />;
}
