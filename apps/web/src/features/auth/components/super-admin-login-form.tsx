import { authMessages } from '@complyra/core/auth/auth.schema';
import { Loader2, LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { paths, ROLES } from '../../../config/paths';
import { decodeToken, setSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { revokeSession } from '../api/revoke-session';
import { loginErrorMessage } from '../utils/login-error-message';

/** Super Admin Login (spec 000 sections 2, 4, 8): only SUPER_ADMIN gets in. */
export function SuperAdminLoginForm() {
  const id = useId();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = { email: email.trim(), password: password.trim() };
    if (!credentials.email || !credentials.password) {
      toast.error(authMessages.fillAllFields);
      return;
    }
    try {
      const token = await login.mutateAsync(credentials);
      const claims = decodeToken(token);
      if (claims.role !== ROLES.superAdmin) {
        // The session is not kept: this form is for the platform owner only.
        setPassword('');
        void revokeSession(token);
        toast.error(authMessages.superAdminRequired);
        return;
      }
      setSession(token, claims.tenantId);
      toast.success(authMessages.loginSuccessful);
      navigate(paths.superuserDashboard.getHref(), { replace: true });
    } catch (error) {
      toast.error(loginErrorMessage(error));
    }
  };

  const isBusy = login.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          required
          disabled={isBusy}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
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
  );
}
