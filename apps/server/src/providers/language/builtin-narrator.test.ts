import { describe, expect, it } from 'vitest';
import type { NarrationRequest } from '../../modules/ingest/ingest-engines.ts';
import { narrateSlide } from './builtin-narrator.ts';

const slides = [
  { number: 1, title: 'Information Security Basics', text: 'Why it matters\nWho it is for', notes: '' },
  { number: 2, title: 'Recognising phishing', text: 'Check the sender address\nnever click unexpected links\nUrgent requests are a warning sign', notes: '' },
  { number: 3, title: 'Reporting an incident', text: 'Report suspicious e-mails within one hour', notes: 'Mistakes happen. Reporting quickly limits the damage.' },
];
const base = (index: number, org: Partial<NarrationRequest> = {}): NarrationRequest => ({
  courseTitle: 'Security Basics',
  courseDescription: 'A short course on keeping our data safe.',
  learningObjectives: ['Recognise phishing e-mails', 'Report incidents quickly'],
  organizationName: null,
  pointsOfContact: [],
  slide: slides[index]!,
  previous: slides[index - 1] ?? null,
  next: slides[index + 1] ?? null,
  totalSlides: slides.length,
  ...org,
});

describe('built-in narrator', () => {
  it('explains a slide in sentences instead of reading the bullets, and leads to the next slide', () => {
    const text = narrateSlide(base(1));
    expect(text).not.toContain('Check the sender address');
    expect(text).toContain('check the sender address');
    expect(text).toContain('never click unexpected links');
    expect(text).toMatch(/reporting an incident\.$/);
    expect(text.split(/(?<=[.!?])\s/).length).toBeGreaterThanOrEqual(4);
    expect(text).toBe(narrateSlide(base(1))); // deterministic
  });

  it('welcomes on the first slide and names the organization and its point of contact where it fits', () => {
    const org = { organizationName: 'Acme Logistics', pointsOfContact: [{ role: 'Security Officer', name: 'Dana Smith', contact: 'dana@acme.test' }] };
    expect(narrateSlide(base(0, org))).toMatch(/^Welcome to Security Basics, prepared for everyone at Acme Logistics\./);
    const last = narrateSlide(base(2, org));
    expect(last).toContain('Dana Smith, our Security Officer, is there to help at dana@acme.test.');
    expect(last).toContain('Reporting quickly limits the damage.');
    expect(last).toMatch(/That brings us to the end of Security Basics at Acme Logistics\./);
    expect(narrateSlide(base(0))).not.toContain('Acme');
  });
});
