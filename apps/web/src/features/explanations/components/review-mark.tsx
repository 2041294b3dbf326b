import type { ReviewReason } from '@complyra/core/course-model/course-model.schema';
import { AlertTriangle } from 'lucide-react';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';

export const reviewMarkMessages = {
  label: 'Review',
  heading: 'Why this slide may need a person',
  clears: 'Read the explanation beside the slide; approving your text clears these marks.',
} as const;

/**
 * The "Review" mark of a slide whose narration the engine was unsure of: a badge that opens (click, tap,
 * Enter or Space) a panel listing the reasons in plain sentences. Nothing when there are none.
 */
export function ReviewMark({ slide, reasons }: { slide: number; reasons: ReviewReason[] | undefined }) {
  if (!reasons?.length) return null;
  const count = reasons.length === 1 ? '1 reason' : `${reasons.length} reasons`;
  return (
    <Popover>
      <PopoverTrigger
        type="button"
        aria-label={`Review slide ${slide}: ${count}`}
        className="inline-flex min-h-6 items-center gap-1 rounded-md border border-amber-500/50 bg-amber-500/10 px-2 py-0.5 font-medium text-amber-800 text-xs outline-none hover:bg-amber-500/20 focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:text-amber-300"
      >
        <AlertTriangle className="size-3" aria-hidden="true" />
        {reviewMarkMessages.label}
      </PopoverTrigger>
      <PopoverContent aria-label={`Why slide ${slide} may need a person`}>
        <p className="font-medium">{reviewMarkMessages.heading}</p>
        <ul className="mt-2 list-disc space-y-1 pl-4">
          {reasons.map((reason) => (
            <li key={reason.code}>{reason.message}</li>
          ))}
        </ul>
        <p className="mt-2 text-muted-foreground text-xs">{reviewMarkMessages.clears}</p>
      </PopoverContent>
    </Popover>
  );
}
