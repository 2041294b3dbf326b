import { authMessages } from '@complyra/core/auth/auth.schema';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SuccessNotice } from '../../../components/success-notice';
import { paths, ROLES } from '../../../config/paths';
import { decodeToken, setSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { LoginField, LoginSubmitButton } from './login-form-parts';
import { revokeSession } from '../../../lib/sign-out';
import { loginErrorMessage } from '../utils/login-error-message';

/** Super Admin Login (spec 000 sections 2, 4, 8): only SUPER_ADMIN gets in. */
export function SuperAdminLoginForm() {
  const id = useId();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isDone, setIsDone] = useState(false);

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
      setIsDone(true);
      toast.success(authMessages.loginSuccessful);
      navigate(paths.superuserDashboard.getHref(), { replace: true });
    } catch (error) {
      toast.error(loginErrorMessage(error));
    }
  };

  const isBusy = login.isPending;
  if (isDone) return <SuccessNotice>Opening the Super User Dashboard...</SuccessNotice>;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <LoginField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="username"
        placeholder="you@example.com"
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
      <LoginSubmitButton isBusy={isBusy}>Login</LoginSubmitButton>
    </form>
  );
}
