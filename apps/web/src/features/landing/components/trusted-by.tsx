// Placeholder names until real customer logos are cleared for use.
const organizations = [
  'Northbeam',
  'Meridian Health',
  'Atlas Logistics',
  'Crestline',
  'Vantage Energy',
  'Harbor & Co',
];

export function TrustedBy() {
  return (
    <section aria-labelledby="trusted-heading" className="py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="trusted-heading" className="text-center font-medium text-muted-foreground text-sm">
          Trusted by compliance teams at growing organizations
        </h2>
        <ul className="mt-8 grid grid-cols-2 items-center gap-x-8 gap-y-6 sm:grid-cols-3 lg:grid-cols-6">
          {organizations.map((name) => (
            <li
              key={name}
              className="text-center font-semibold text-lg text-muted-foreground tracking-tight grayscale"
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
