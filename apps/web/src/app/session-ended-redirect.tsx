import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { acknowledgeSessionEnded, useSession } from '../lib/session';

const arrived = (state: unknown) => (state as { sessionEnded?: unknown } | null)?.sessionEnded === true;

/**
 * When a call is refused because the session expired or was revoked (the API client ends it), every
 * screen sends the user to their sign-in page, where the header says the session has ended. The end
 * is acknowledged only once that page is shown, so route guards wait instead of redirecting elsewhere.
 */
export function SessionEndedRedirect() {
  const { ended } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!ended) return;
    if (location.pathname === ended.signInHref && arrived(location.state)) acknowledgeSessionEnded();
    else navigate(ended.signInHref, { replace: true, state: { sessionEnded: true } });
  }, [ended, location, navigate]);
  return null;
}
