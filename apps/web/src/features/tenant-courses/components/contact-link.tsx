import { contactHref } from './contact-kind';

/** An e-mail becomes a mailto link, a phone number a tel link, anything else stays text. */
export function ContactLink({ contact }: { contact: string }) {
  const href = contactHref(contact);
  if (!href) return <span>{contact}</span>;
  return (
    <a href={href} className="text-primary underline-offset-4 hover:underline">
      {contact}
    </a>
  );
}
