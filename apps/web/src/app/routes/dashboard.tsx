import { PagePlaceholder } from '../../components/page-placeholder';

// Placeholder: the screen itself arrives with its feature.
export default function DashboardRoute() {
  return <PagePlaceholder title="Dashboard" description="Your assigned courses and progress." />;
}
