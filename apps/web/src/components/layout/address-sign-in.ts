import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setSession } from '../../lib/session';

const SIGN_IN_TRIGGERS = ['token', 'error', 'error_description'] as const;
const SIGN_IN_PARAMS = [...SIGN_IN_TRIGGERS, 'tenantId'] as const;

function decodeParam(value: string): string {
  // URLSearchParams already decodes once; servers sometimes encode twice, so try once more.
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * An address with ?token=&tenantId= (the backend's sign-in callback, or a link in the spec's form such
 * as the course player's) signs in; ?error=... reports a failed sign-in. Read them, store the session,
 * and replace the address with the bare one at once, so the token is left neither in the address bar
 * nor in the history. In-app links never carry a token.
 */
export function useAddressSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  const [loginError, setLoginError] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    // tenantId alone is an ordinary in-app address (the player's); it leaves only with a token.
    if (!SIGN_IN_TRIGGERS.some((name) => params.has(name))) return;

    const token = params.get('token');
    const tenantId = params.get('tenantId');
    const error = params.get('error');
    const errorDescription = params.get('error_description');

    if (token && tenantId) setSession(token, tenantId);
    const message = errorDescription || error;
    if (message) setLoginError(decodeParam(message));

    for (const name of SIGN_IN_PARAMS) params.delete(name);
    const rest = params.toString();
    // A replace navigation is history.replaceState underneath, and keeps the router in step.
    navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  return { loginError, dismissLoginError: () => setLoginError(null) };
}
