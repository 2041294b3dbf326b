import { Building2, KeyRound, Loader2, LogIn, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { oidcLoginHref, useOidcConfig } from '../../features/auth/api/get-oidc-config';
import { EmployeeSignInForm } from '../../features/auth/components/employee-sign-in-form';
import { LoginCard } from '../../features/auth/components/login-card';
import { usePageTitle } from '../../hooks/use-page-title';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * Where the header's Login leads. With an identity provider configured the employee continues there
 * (the backend runs the flow and comes back to / with the session in the address); without one,
 * e-mail and password are checked by POST /api/auth/login.
 */
export default function SigninRoute() {
  usePageTitle('Sign in');
  const oidc = useOidcConfig();
  return (
    <LoginCard
      title="Sign in"
      description="Sign in to your compliance training."
      icon={<KeyRound className="size-6" aria-hidden="true" />}
      footer={(
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center sm:gap-6">
          <Link to={paths.adminLogin.getHref()} className={`inline-flex items-center justify-center gap-1.5 ${linkClass}`}>
            <Building2 className="size-4" aria-hidden="true" />
            Organization admin
          </Link>
          <Link to={paths.login.getHref()} className={`inline-flex items-center justify-center gap-1.5 ${linkClass}`}>
            <ShieldCheck className="size-4" aria-hidden="true" />
            Platform admin
          </Link>
        </div>
      )}
    >
      {oidc.isPending ? (
        <div className="flex justify-center py-6" role="status">
          <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">Loading...</span>
        </div>
      ) : oidc.data?.enabled ? (
        <Button asChild size="lg" className="w-full">
          {/* A full page load: the flow runs on the backend and the identity provider. */}
          <a href={oidcLoginHref}>
            <LogIn aria-hidden="true" />
            Continue with your organization account
          </a>
        </Button>
      ) : (
        <EmployeeSignInForm />
      )}
    </LoginCard>
  );
}
