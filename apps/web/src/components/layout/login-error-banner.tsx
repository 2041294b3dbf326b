import { AlertCircle, X } from 'lucide-react';
import { Button } from '../ui/button';

export function LoginErrorBanner({ title = 'Login error', message, onDismiss }: {
  title?: string;
  message: string;
  onDismiss: () => void;
}) {
  return (
    <div className="fixed inset-x-0 top-16 z-30 px-4 pt-3 sm:px-6 lg:px-8">
      <div
        role="alert"
        className="mx-auto flex max-w-3xl items-start gap-3 rounded-lg border border-destructive/40 bg-background p-4 text-sm shadow-lg"
      >
        <AlertCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="flex-1">
          <p className="font-medium text-destructive">{title}</p>
          <p className="mt-1 break-words text-foreground">{message}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          onClick={onDismiss}
          aria-label="Dismiss"
          title="Dismiss"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
