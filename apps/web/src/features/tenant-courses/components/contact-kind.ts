// How a point of contact's "email or phone" is shown (spec 000 section 5).

/** Loose on purpose: an @, word characters and a dot, as the spec describes. */
const looseEmail = /\S+@\w+\.\w+/;
/** An optional + and at least 7 digits; spaces, dashes and brackets are only formatting. */
const phone = /^\+?\d{7,}$/;

export type ContactKind = 'email' | 'phone' | 'text';

export function contactKind(contact: string): ContactKind {
  const value = contact.trim();
  if (looseEmail.test(value)) return 'email';
  if (phone.test(value.replace(/[\s()-]/g, ''))) return 'phone';
  return 'text';
}

export function contactHref(contact: string): string | null {
  const kind = contactKind(contact);
  const value = contact.trim();
  if (kind === 'email') return `mailto:${value}`;
  if (kind === 'phone') return `tel:${value.replace(/[\s()-]/g, '')}`;
  return null;
}
