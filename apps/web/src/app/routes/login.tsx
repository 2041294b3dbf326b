import { PagePlaceholder } from '../../components/page-placeholder';

// Placeholder: the screen itself arrives with its feature.
export default function SuperAdminLoginRoute() {
  return (
    <PagePlaceholder
      title="Super Admin Login"
      description="Sign in with your platform administrator account."
    />
  );
}
