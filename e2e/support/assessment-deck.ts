import type { FixtureSlide } from '../../apps/server/src/test/deck-fixtures.ts';

/**
 * A deck with more than twenty facts of every kind the built-in engine asks about (terms, figures,
 * instructions, lists), so a DIFFERENT retry has ten new questions to ask.
 */
export const assessmentSlides: FixtureSlide[] = [
  { title: 'Anti-Bribery Basics', bullets: ['A short course on gifts, bribes and reporting.'] },
  {
    title: 'Key terms',
    bullets: [
      'Bribe: anything of value offered to influence a decision',
      'Facilitation payment: a small payment to speed up a routine task',
      'Kickback: a share of a contract paid back to the buyer',
      'Conflict of interest: a personal interest that clashes with your duty',
    ],
  },
  {
    title: 'Figures to remember',
    bullets: [
      '50 euros is the limit for a gift you may accept',
      '24 hours is the time to report an offered bribe',
      '3 years is how long gift records are kept',
      '10 years is the longest prison term under the act',
    ],
  },
  {
    title: 'What to do',
    bullets: [
      'Refuse any payment that is offered to win a contract',
      'Record every gift in the gift register',
      'Report a bribe request to the compliance officer',
      'Ask the legal team before you hire an agent abroad',
    ],
  },
  {
    title: 'Warning signs',
    bullets: [
      'An agent who asks for payment in cash',
      'Invoices for services that were never described',
      'A partner who refuses to sign the code of conduct',
      'Requests to pay into an account in another country',
    ],
  },
  {
    title: 'Gifts and hospitality',
    bullets: [
      'A modest business lunch with a supplier is usually fine',
      'Tickets to a major sporting final need prior approval',
      'Cash or vouchers are never accepted as gifts',
      'Gifts during a tender are refused whatever their value',
    ],
  },
];
