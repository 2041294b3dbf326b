import { Check, Lock } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../../../lib/utils';

type SlideDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slideTitles: string[];
  currentIndex: number;
  /** Slides beyond this one are not reachable yet (shown locked). */
  furthest: number;
  completed: number;
  onSelect: (index: number) => void;
};

/** The left slide-navigation drawer: a Radix dialog anchored to the left edge (focus trap, Escape closes). */
export function SlideDrawer({ open, onOpenChange, slideTitles, currentIndex, furthest, completed, onSelect }: SlideDrawerProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r bg-background shadow-lg"
          aria-describedby={undefined}
        >
          <DialogPrimitive.Title className="border-b px-4 py-3 font-semibold">Slides</DialogPrimitive.Title>
          <nav aria-label="Slides" className="flex-1 overflow-y-auto p-2">
            <ol className="flex flex-col gap-1">
              {slideTitles.map((title, index) => {
                const isLocked = index > furthest;
                return (
                  <li key={index}>
                    <button
                      type="button"
                      aria-current={index === currentIndex ? 'step' : undefined}
                      onClick={() => onSelect(index)}
                      className={cn(
                        'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        index === currentIndex && 'bg-accent font-medium',
                        isLocked && 'text-muted-foreground',
                      )}
                    >
                      <span className="w-6 shrink-0 text-muted-foreground tabular-nums">{index + 1}.</span>
                      <span className="line-clamp-2 flex-1">{title}</span>
                      {index < completed ? <Check className="size-4 text-green-600" aria-label="Completed" /> : null}
                      {isLocked ? <Lock className="size-3.5" aria-label="Locked" /> : null}
                    </button>
                  </li>
                );
              })}
            </ol>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
