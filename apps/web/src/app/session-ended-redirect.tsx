import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { acknowledgeSessionEnded, useSession } from '../lib/session';

/**
 * When a call is refused because the session expired or was revoked (the API client ends it), every
 * screen sends the user to their sign-in page, where the header says the session has ended.
 */
export function SessionEndedRedirect() {
  const { ended } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!ended) return;
    navigate(ended.signInHref, { replace: true, state: { sessionEnded: true } });
    acknowledgeSessionEnded();
  }, [ended, navigate]);
  return null;
}
