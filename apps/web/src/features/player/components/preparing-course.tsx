import { courseMessages } from '@complyra/core/courses/courses.messages';
import { Loader2 } from 'lucide-react';

/** Shown while the organization's personalized copy is generated; the parent keeps polling. */
export function PreparingCourse({ detail }: { detail?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 text-center" role="status">
      <Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" />
      <p className="max-w-md font-medium text-lg">{courseMessages.waitForPersonalized}</p>
      {detail ? <p className="text-muted-foreground text-sm">{detail}</p> : null}
    </div>
  );
}
