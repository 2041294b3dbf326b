import { authMessages } from '@complyra/core/auth/auth.schema';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { AccessDeniedDialog } from '../../../components/access-denied-dialog';
import { paths, ROLES } from '../../../config/paths';
import { decodeToken, setSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { LoginField, LoginSubmitButton } from './login-form-parts';
import { revokeSession } from '../../../lib/sign-out';
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
        <LoginField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="admin@company.com"
          disabled={isBusy}
          value={email}
          onValueChange={setEmail}
        />
        <LoginField
          id={`${id}-domain`}
          label="Domain"
          autoComplete="organization"
          autoCapitalize="none"
          placeholder="company.com"
          disabled={isBusy}
          value={domain}
          onValueChange={setDomain}
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
      <AccessDeniedDialog
        open={deniedMessage !== null}
        onOpenChange={(open) => !open && setDeniedMessage(null)}
        message={deniedMessage ?? ''}
      />
    </>
  );
}
