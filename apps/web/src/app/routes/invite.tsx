import { Link, useParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { paths } from '../../config/paths';
import { useInvite } from '../../features/invite/api/get-invite';
import { AcceptInviteForm } from '../../features/invite/components/accept-invite-form';
import { usePageTitle } from '../../hooks/use-page-title';

export default function InviteRoute() {
  usePageTitle('Set your password');
  const { token = '' } = useParams();
  const invite = useInvite(token);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-16 sm:px-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">Set your password</CardTitle>
          <CardDescription>
            {invite.data ? `Welcome, ${invite.data.name}. Choose a password to start your training.` : 'Your invitation'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {invite.isPending ? <PageSpinner /> : null}
          {invite.isError ? (
            <div role="alert" className="grid gap-3 text-sm">
              <p>{invite.error.message}</p>
              <Link className="text-primary underline-offset-4 hover:underline" to={paths.signin.getHref()}>
                Go to sign in
              </Link>
            </div>
          ) : null}
          {invite.data ? <AcceptInviteForm token={token} email={invite.data.email} /> : null}
        </CardContent>
      </Card>
    </div>
  );
}
