import { cn } from '../../../lib/utils';

/** A circular progress indicator with the percentage in the middle. */
export function ProgressRing({ value, className }: { value: number; className?: string }) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  const radius = 22;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      role="progressbar"
      aria-label="Course progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('relative size-14 shrink-0', className)}
    >
      <svg viewBox="0 0 56 56" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="28" cy="28" r={radius} fill="none" strokeWidth="5" className="stroke-muted" />
        <circle
          cx="28"
          cy="28"
          r={radius}
          fill="none"
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          className={percent >= 100 ? 'stroke-green-600' : 'stroke-primary'}
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center font-semibold text-foreground text-xs">{percent}%</span>
    </div>
  );
}
