// The charts' colours are the theme's CSS variables, so both themes read them with their own contrast.
export const chartColors = {
  completed: 'var(--success)',
  inProgress: 'var(--primary)',
  notStarted: 'var(--muted-foreground)',
  overdue: 'var(--destructive)',
  line: 'var(--primary)',
  score: 'var(--primary)',
  passRate: 'var(--success)',
} as const;

export const axisProps = {
  stroke: 'var(--border)',
  tick: { fill: 'var(--muted-foreground)', fontSize: 12 },
} as const;

export const gridStroke = 'var(--border)';

export const tooltipProps = {
  contentStyle: { background: 'var(--popover)', color: 'var(--popover-foreground)', border: '1px solid var(--border)', borderRadius: 8 },
  labelStyle: { color: 'var(--popover-foreground)' },
  cursor: { fill: 'var(--muted)', opacity: 0.5 },
} as const;

export const legendProps = { wrapperStyle: { color: 'var(--foreground)', fontSize: 12 } } as const;

/** The x axis of a chart per course: every course's title, cut to fit under its bars. */
export const courseAxisProps = {
  ...axisProps,
  dataKey: 'title',
  interval: 0,
  tickFormatter: (title: string) => (title.length > 14 ? `${title.slice(0, 13)}…` : title),
} as const;
