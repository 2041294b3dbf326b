import { ShieldCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';

const columns = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: '#features' },
      { label: 'Sign in', to: paths.signin.getHref() },
    ],
  },
  {
    title: 'Contact',
    links: [
      { label: 'Send us a message', href: '#contact' },
      { label: 'Request a demo', href: '#contact' },
    ],
  },
] as const;

export function Footer() {
  const { pathname } = useLocation();
  const isRoot = pathname === paths.home.path;
  const year = new Date().getFullYear();

  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {isRoot && (
          <div className="grid gap-8 pb-10 sm:grid-cols-2 lg:grid-cols-4">
            <div className="sm:col-span-2">
              <div className="flex items-center gap-2 font-semibold text-lg">
                <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <ShieldCheck className="size-5" aria-hidden="true" />
                </span>
                Complyra
              </div>
              <p className="mt-3 max-w-sm text-muted-foreground text-sm">
                Compliance training your people finish: short courses, clear progress and certificates, one
                platform for every organization.
              </p>
            </div>
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="font-semibold text-sm">{column.title}</h2>
                <ul className="mt-3 space-y-2 text-muted-foreground text-sm">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      {'to' in link ? (
                        <Link to={link.to} className="hover:text-foreground">
                          {link.label}
                        </Link>
                      ) : (
                        <a href={link.href} className="hover:text-foreground">
                          {link.label}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        <p
          className={isRoot ? 'border-t pt-6 text-muted-foreground text-sm' : 'text-muted-foreground text-sm'}
        >
          © {year} Complyra. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
