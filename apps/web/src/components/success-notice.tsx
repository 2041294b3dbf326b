import { CheckCircle2, Loader2 } from 'lucide-react';

/**
 * Takes a form's place the moment it succeeds, while the next screen loads: the finished form (its button
 * enabled again) must not stay on screen beside the success toast.
 */
export function SuccessNotice({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
      <p className="flex items-center gap-2 font-medium">
        <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden="true" />
        {children}
      </p>
    </div>
  );
}
