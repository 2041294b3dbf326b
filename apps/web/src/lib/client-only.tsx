import { type ReactNode, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Renders `children` only in the browser: the prerendered landing page (and its hydration) shows `fallback`,
 * then the browser renders `children` at once. Used for parts that load their own chunk after the first
 * paint (the contact form, toasts), which the page's HTML must not hold half-working before its script runs.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return inBrowser ? children : fallback;
}
