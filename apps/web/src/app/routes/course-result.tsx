import { PagePlaceholder } from '../../components/page-placeholder';

// Placeholder: the screen itself arrives with its feature.
export default function CourseResultRoute() {
  return <PagePlaceholder title="Result" />;
}
