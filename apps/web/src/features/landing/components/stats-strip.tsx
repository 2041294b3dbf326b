// Marketing placeholders from the spec, not measured data.
const stats = [
  { value: '98%', label: 'Completion rate' },
  { value: '84%', label: 'Knowledge retention' },
  { value: '+500', label: 'Organizations' },
  { value: '45%', label: 'Time saved' },
];

export function StatsStrip() {
  return (
    <section aria-label="Results" className="border-y bg-muted/30">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 sm:px-6 md:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="text-center">
            <dt className="text-muted-foreground text-sm">{stat.label}</dt>
            <dd className="order-first font-semibold text-3xl text-foreground tracking-tight sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
