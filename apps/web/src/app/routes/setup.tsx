import { setupMessages } from '@complyra/core/setup/setup.schema';
import { KeyRound } from 'lucide-react';
import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { LoginCard } from '../../features/auth/components/login-card';
import { useSetupStatus } from '../../features/setup/api/setup';
import { SetupForm } from '../../features/setup/components/setup-form';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../hooks/use-page-title';

/** /setup?code=…: the one-time first-run page; once a super user exists it sends people to sign in. */
export default function SetupRoute() {
  usePageTitle(setupMessages.title);
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const status = useSetupStatus(code);

  if (status.error instanceof ApiError && status.error.status === 404) {
    return <Navigate to={paths.login.getHref()} replace />;
  }
  return (
    <LoginCard
      title={setupMessages.title}
      description="Create the super user: the platform owner who uploads courses and adds organizations."
      icon={<KeyRound className="size-6" aria-hidden="true" />}
    >
      {status.isPending ? <PageSpinner /> : null}
      {status.isError ? <p role="alert" className="text-sm">{status.error.message}</p> : null}
      {status.data ? <SetupForm code={code} /> : null}
    </LoginCard>
  );
}
