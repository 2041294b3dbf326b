import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning';

// sonner is the largest library of the employee's dashboard and player, and they show a toast only when
// something fails or finishes: it loads with the first toast (the toaster itself loads after the first paint,
// app/provider.tsx), not before the screen can paint on a slow connection.
const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  void import('sonner').then(({ toast }) => toast[kind](message, options));
};

/** sonner's toast for the learner's screens: the same calls, the library fetched when the first one shows. */
export const toast = { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
