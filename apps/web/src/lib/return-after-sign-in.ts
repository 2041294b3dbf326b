import { paths, ROLES } from '../config/paths';

// A signed-out visitor sent to a sign-in page from a deep link (a reminder e-mail's course link) goes back
// there after signing in, not to the dashboard. Only an address inside the app that the signed-in role may
// open is taken: never another site ("//evil.example") or another role's screens.

type ReturnState = { returnTo?: unknown };

/** The router state a guard gives the sign-in page: the address the visitor asked for. */
export function returnState(location: { pathname: string; search: string }): ReturnState {
  return { returnTo: `${location.pathname}${location.search}` };
}

/** Where to go after signing in as `role`: the address asked for when it is this role's, else the role's home. */
export function afterSignInHref(state: unknown, role: string | null, home: string): string {
  const returnTo = (state as ReturnState | null)?.returnTo;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\')) return home;
  const learnerArea = paths.dashboard.getHref();
  // Admins and the super user have their own sign-in pages and homes; only a learner returns to a deep link.
  const ownArea = role === ROLES.admin || role === ROLES.superAdmin ? null : learnerArea;
  if (!ownArea || !(returnTo === ownArea || returnTo.startsWith(`${ownArea}/`) || returnTo.startsWith(`${ownArea}?`))) return home;
  return returnTo;
}
