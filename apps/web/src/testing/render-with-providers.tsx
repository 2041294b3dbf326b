import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ThemeProvider } from '../components/theme/theme-provider';
import { Toaster } from '../components/ui/sonner';

// What component tests share: the app's providers around the screen under test and small fetch helpers.

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A JWT-shaped string; the browser never checks the signature. */
export function fakeToken(payload: Record<string, unknown>): string {
  return `e30.${btoa(JSON.stringify(payload))}.sig`;
}

/** jsdom has no matchMedia; the theme and sonner need one. */
export function stubMatchMedia() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    })),
  );
}

/** Query client without retries, the theme (sonner reads it) and the toaster around `ui`. */
export function renderWithProviders(ui: ReactNode) {
  stubMatchMedia();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return client;
}
