import { authMessages } from '@complyra/core/auth/auth.schema';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, ROLES } from '../../../config/paths';
import { afterSignInHref } from '../../../lib/return-after-sign-in';
import { decodeToken, setSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { LoginField, LoginSubmitButton } from './login-form-parts';
import { loginErrorMessage } from '../utils/login-error-message';

function dashboardFor(role: string | null) {
  if (role === ROLES.superAdmin) return paths.superuserDashboard.getHref();
  if (role === ROLES.admin) return paths.adminDashboard.getHref();
  return paths.dashboard.getHref();
}

/** E-mail and password sign-in for employees, used when no identity provider is configured. */
export function EmployeeSignInForm() {
  const id = useId();
  const navigate = useNavigate();
  const { state } = useLocation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const credentials = { email: email.trim().toLowerCase(), password };
    if (!credentials.email || !credentials.password) {
      setError(authMessages.fillAllFields);
      return;
    }
    try {
      const token = await login.mutateAsync(credentials);
      const claims = decodeToken(token);
      setSession(token, claims.tenantId);
      navigate(afterSignInHref(state, claims.role, dashboardFor(claims.role)), { replace: true });
    } catch (caught) {
      setPassword('');
      setError(loginErrorMessage(caught));
    }
  };

  const isBusy = login.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-destructive text-sm">
          {error}
        </p>
      )}
      <LoginField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="username"
        placeholder="you@company.com"
        disabled={isBusy}
        value={email}
        onValueChange={setEmail}
      />
      <LoginField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        disabled={isBusy}
        value={password}
        onValueChange={setPassword}
      />
      <LoginSubmitButton isBusy={isBusy}>Sign in</LoginSubmitButton>
    </form>
  );
}
