import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/use-page-title';

/** Stand-in for screens that later work fills in; keeps the route, title and heading in place. */
export function PagePlaceholder({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-semibold text-3xl tracking-tight">{title}</h1>
      {description && <p className="mt-2 text-muted-foreground">{description}</p>}
      {children}
    </div>
  );
}
