import { PagePlaceholder } from '../../components/page-placeholder';

// Placeholder: the screen itself arrives with its feature.
export default function CoursePlayRoute() {
  return <PagePlaceholder title="Course Player" description="Narrated slides with audio and subtitles." />;
}
