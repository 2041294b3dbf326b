import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { LoginCard } from '../../features/auth/components/login-card';
import { SuperAdminLoginForm } from '../../features/auth/components/super-admin-login-form';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';

export default function SuperAdminLoginRoute() {
  usePageTitle('Super Admin Login');
  return (
    <LoginCard
      title="Super Admin Login"
      description="Sign in with your platform administrator account."
      icon={<ShieldCheck className="size-6" aria-hidden="true" />}
      footer={(
        <>
          Organization admin?{' '}
          <Link to={paths.adminLogin.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
            Admin Login
          </Link>
        </>
      )}
    >
      <SuperAdminLoginForm />
    </LoginCard>
  );
}
