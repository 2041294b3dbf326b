import { Loader2 } from 'lucide-react';

/** Full-screen wait while the server writes the questions. */
export function GeneratingOverlay({ message }: { message: string }) {
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-background/90" role="status" aria-live="polite">
      <Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" />
      <p className="text-lg font-medium">{message}</p>
    </div>
  );
}
