import { courseWatermark } from '@complyra/core/learner/learner.rules';
import { Star } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/utils';

export type CourseCardVariant = 'employee' | 'admin' | 'superuser';

type CourseCardFrameProps = {
  title: string;
  variant: CourseCardVariant;
  /** Mandatory courses are red, optional ones blue; undefined (catalogue cards) uses the neutral accent. */
  mandatory?: boolean;
  /** Top-right corner: a menu, a progress ring... */
  corner?: React.ReactNode;
  /** Bottom row: the card's buttons. */
  footer?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
};

/**
 * The shared frame of every course card (spec 000 "Course card (shared)"): 320px for employees, 340px
 * otherwise, red for mandatory and blue for optional courses, a star on mandatory employee cards and a
 * watermark with the first 8 characters of the title behind the top of the body. Variants fill the body,
 * corner and footer.
 */
export function CourseCardFrame({ title, variant, mandatory, corner, footer, children, className }: CourseCardFrameProps) {
  const accent =
    mandatory === undefined ? 'border-t-primary' : mandatory ? 'border-t-red-500' : 'border-t-blue-500';
  return (
    <article
      data-slot="course-card"
      data-mandatory={mandatory === undefined ? undefined : String(mandatory)}
      aria-label={title}
      className={cn(
        '@container relative isolate flex flex-col overflow-hidden rounded-xl border border-t-4 bg-card text-card-foreground shadow-sm',
        variant === 'employee' ? 'h-[320px]' : 'h-[340px]',
        accent,
        className,
      )}
    >
      <header className="flex items-start gap-2 px-5 pt-5">
        <h3 className="line-clamp-2 flex-1 font-semibold text-lg leading-snug">
          {variant === 'employee' && mandatory ? (
            <Star aria-label="Mandatory" className="mr-1 inline size-4 fill-red-500 text-red-500" />
          ) : null}
          {title}
        </h3>
        {corner}
      </header>
      <div className="relative flex min-h-0 flex-1 flex-col gap-2 px-5 pt-2 text-muted-foreground text-sm">
        {/*
          Behind the description at the top of the body (text only in every variant), never under the status
          box, tags or buttons lower down; -z-10 within the isolated card puts it under the text, over the card.
          Sized to the card (container units) for 8 of the widest capitals, so it shows whole at every width.
        */}
        <span
          aria-hidden="true"
          data-testid="course-watermark"
          className="-z-10 pointer-events-none absolute top-1 right-3 select-none whitespace-nowrap font-black text-[length:min(3.25rem,9.5cqw)] text-foreground/5 uppercase leading-none"
        >
          {courseWatermark(title)}
        </span>
        {children}
      </div>
      {footer ? <footer className="relative flex flex-wrap items-center gap-2 px-5 pt-2 pb-5">{footer}</footer> : null}
    </article>
  );
}
