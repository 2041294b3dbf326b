import { Clock, Mail, ShieldCheck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ClientOnly } from '../../../lib/client-only';

// The form (its validation and toasts) sits below the fold: it loads after the page's first paint.
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

const formPlaceholder = <div className="min-h-[32rem] rounded-xl border bg-card" aria-busy="true" />;

const promises = [
  { icon: Clock, text: 'A reply within one business day' },
  { icon: ShieldCheck, text: 'A walkthrough tailored to your regulations' },
  { icon: Mail, text: 'No mailing lists, no spam' },
];

export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">Contact</p>
          <h2 id="contact-heading" className="mt-2 font-semibold text-3xl tracking-tight sm:text-4xl">
            Let's make compliance training work for your team
          </h2>
          <p className="mt-4 max-w-lg text-lg text-muted-foreground">
            Tell us about your organization and what your people need to learn. We'll show you how Complyra
            fits.
          </p>
          <ul className="mt-8 space-y-4">
            {promises.map((item) => (
              <li key={item.text} className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <item.icon className="size-5" aria-hidden="true" />
                </span>
                <span>{item.text}</span>
              </li>
            ))}
          </ul>
        </div>
        <ClientOnly fallback={formPlaceholder}>
          <Suspense fallback={formPlaceholder}>
            <ContactForm />
          </Suspense>
        </ClientOnly>
      </div>
    </section>
  );
}
