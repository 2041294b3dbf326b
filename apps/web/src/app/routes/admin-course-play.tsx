import { PagePlaceholder } from '../../components/page-placeholder';

// Placeholder: the screen itself arrives with its feature.
export default function AdminCoursePlayRoute() {
  return <PagePlaceholder title="Course Preview" description="Preview a course with free navigation." />;
}
