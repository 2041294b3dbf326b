import { authMessages } from '@complyra/core/auth/auth.schema';
import { Loader2, LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { AccessDeniedDialog } from '../../../components/access-denied-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { paths, ROLES } from '../../../config/paths';
import { decodeToken, setSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { revokeSession } from '../api/revoke-session';
import { adminLoginErrorMessage } from '../utils/login-error-message';

/** Admin Login (spec 000 sections 2, 4, 5, 8): every problem is shown in the Access Denied dialog. */
export function AdminLoginForm() {
  const id = useId();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [domain, setDomain] = useState('');
  const [password, setPassword] = useState('');
  const [deniedMessage, setDeniedMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = {
      email: email.trim().toLowerCase(),
      domain: domain.trim().toLowerCase(),
      password,
    };
    if (!credentials.email || !credentials.domain || !credentials.password) {
      setDeniedMessage(authMessages.fillAllFields);
      return;
    }
    try {
      const token = await login.mutateAsync(credentials);
      const claims = decodeToken(token);
      const target =
        claims.role === ROLES.superAdmin
          ? paths.superuserDashboard.getHref()
          : claims.role === ROLES.admin
            ? paths.adminDashboard.getHref()
            : null;
      if (!target) {
        setDeniedMessage(authMessages.unauthorizedRole);
        void revokeSession(token);
        return;
      }
      setSession(token, claims.tenantId);
      navigate(target, { replace: true });
    } catch (error) {
      setDeniedMessage(adminLoginErrorMessage(error));
    }
  };

  const isBusy = login.isPending;
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            placeholder="admin@company.com"
            required
            disabled={isBusy}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-domain`}>Domain</Label>
          <Input
            id={`${id}-domain`}
            autoComplete="organization"
            autoCapitalize="none"
            placeholder="company.com"
            required
            disabled={isBusy}
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-password`}>Password</Label>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            required
            disabled={isBusy}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" size="lg" disabled={isBusy}>
          {isBusy ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              Logging in...
            </>
          ) : (
            <>
              <LogIn aria-hidden="true" />
              Login
            </>
          )}
        </Button>
      </form>
      <AccessDeniedDialog
        open={deniedMessage !== null}
        onOpenChange={(open) => !open && setDeniedMessage(null)}
        message={deniedMessage ?? ''}
      />
    </>
  );
}
