import { MessageCircle } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils';

type ChatSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The floating button's name (and the sheet's title for screen readers). */
  label: string;
  /** A drawer on the right, or a sheet from the bottom (the player on a phone). */
  side: 'right' | 'bottom';
  triggerClassName?: string;
  children: ReactNode;
};

/** A floating chat button and the chat it opens over the page (a Radix dialog: focus trap, Escape closes). */
export function ChatSheet({ open, onOpenChange, label, side, triggerClassName, children }: ChatSheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          className={cn(
            'fixed right-6 bottom-6 z-40 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/50',
            triggerClassName,
          )}
        >
          <MessageCircle className="size-6" aria-hidden="true" />
        </button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className={cn(
            'fixed z-50 flex flex-col overflow-hidden bg-background shadow-xl',
            side === 'right' ? 'inset-y-0 right-0 w-full border-l sm:max-w-md' : 'inset-x-0 bottom-0 h-[85vh] rounded-t-2xl border-t',
          )}
        >
          <DialogPrimitive.Title className="sr-only">{label}</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
