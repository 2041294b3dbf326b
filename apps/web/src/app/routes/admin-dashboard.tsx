import { PagePlaceholder } from '../../components/page-placeholder';

// Placeholder: the screen itself arrives with its feature.
export default function AdminDashboardRoute() {
  return (
    <PagePlaceholder
      title="Organization Admin Dashboard"
      description="Users, courses, statistics and recent activity for your organization."
    />
  );
}
