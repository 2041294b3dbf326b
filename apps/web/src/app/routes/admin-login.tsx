import { PagePlaceholder } from '../../components/page-placeholder';

// Placeholder: the screen itself arrives with its feature.
export default function AdminLoginRoute() {
  return (
    <PagePlaceholder
      title="Admin Login"
      description="Sign in with your organization administrator account."
    />
  );
}
