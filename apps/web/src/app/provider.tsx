import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ThemeProvider } from '../components/theme/theme-provider';
import { ClientOnly } from '../lib/client-only';

// The toaster is loaded after the first paint: toasts only follow what a user does.
const Toaster = lazy(() => import('../components/ui/sonner').then((m) => ({ default: m.Toaster })));

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <ClientOnly>
          <Suspense fallback={null}>
            <Toaster position="bottom-right" />
          </Suspense>
        </ClientOnly>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
