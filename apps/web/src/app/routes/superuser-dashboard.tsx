import { PagePlaceholder } from '../../components/page-placeholder';

// Placeholder: the screen itself arrives with its feature.
export default function SuperuserDashboardRoute() {
  return (
    <PagePlaceholder
      title="Super User Dashboard"
      description="Manage organizations, courses, and system-wide settings"
    />
  );
}
