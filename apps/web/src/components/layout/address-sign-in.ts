import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setSession } from '../../lib/session';

const SIGN_IN_PARAMS = ['token', 'tenantId', 'error', 'error_description'] as const;

function decodeParam(value: string): string {
  // URLSearchParams already decodes once; servers sometimes encode twice, so try once more.
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * The backend's sign-in callback lands on a page with ?token=&tenantId= (or ?error=...).
 * Read them once, store the session, and take them out of the address so the token is not left
 * in the address bar or the history.
 */
export function useAddressSignIn() {
  const location = useLocation();
  const navigate = useNavigate();
  const [loginError, setLoginError] = useState<string | null>(null);
  // Only the address the app was loaded with: in-app links that carry ?token= (the course player)
  // are the page's business, not a sign-in.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const params = new URLSearchParams(location.search);
    if (!SIGN_IN_PARAMS.some((name) => params.has(name))) return;

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
