import type { ExternalToast } from 'sonner';

/** The player's toasts appear at the top: at the bottom they covered Next and Finish Course. */
export const playerToast: ExternalToast = { position: 'top-center' };
