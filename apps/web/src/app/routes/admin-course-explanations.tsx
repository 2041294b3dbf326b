import { PagePlaceholder } from '../../components/page-placeholder';

// Placeholder: the screen itself arrives with its feature.
export default function AdminCourseExplanationsRoute() {
  return (
    <PagePlaceholder
      title="Course Explanations"
      description="Review and enhance the spoken explanation of each slide."
    />
  );
}
