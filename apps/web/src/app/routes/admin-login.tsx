import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { AdminLoginForm } from '../../features/auth/components/admin-login-form';
import { LoginCard } from '../../features/auth/components/login-card';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';

export default function AdminLoginRoute() {
  usePageTitle('Admin Login');
  return (
    <LoginCard
      title="Admin Login"
      description="Sign in with your organization administrator account."
      icon={<Building2 className="size-6" aria-hidden="true" />}
      footer={(
        <>
          Employee?{' '}
          <Link to={paths.signin.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in here
          </Link>
        </>
      )}
    >
      <AdminLoginForm />
    </LoginCard>
  );
}
