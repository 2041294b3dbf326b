import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { narrationSentences } from './narration-checks.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';
import { templateMisfits } from './template-fit.ts';

// A phishing e-mail shown on a slide by its header lines: said as the e-mail it is, never with a template
// wrapped round a header ("Subject means your Unclaimed Tax Refund", "From: Internal Revenue Service.").

const slide = (lines: DeckLine[], source: 'ocr' | 'text'): DeckSlideText =>
  ({ number: 4, title: 'Spot the phishing e-mail', text: lines.map((l) => l.text).join('\n'), notes: '', lines, source });

describe('an e-mail shown by its header lines', () => {
  it.each(['ocr', 'text'] as const)('is said as the e-mail, with its subject (%s)', (source) => {
    const { narration } = narrateOneSlide(slide([
      { text: 'Attackers send a message that looks official', level: 0, block: 0 },
      { text: 'From: Payroll Department', level: 1, block: 1 },
      { text: 'Subject: Your salary statement is ready', level: 1, block: 1 },
      { text: 'Please sign in to read your statement', level: 1, block: 1 },
    ], source));
    expect(narration).toContain('The slide shows an e-mail from Payroll Department with the subject “Your salary statement is ready”.');
    // The message is the sender's words, quoted: never advice of the narrator ("Make sure you please sign in").
    expect(narration).toContain('It reads: “Please sign in to read your statement.”');
    expect(narration).not.toMatch(/Subject means|From: Payroll|Make sure you/);
    expect(templateMisfits(narrationSentences(narration), 'en')).toEqual([]);
  });

  it('says a sender alone, and leaves a header line that runs on into the message as it stands', () => {
    expect(narrateOneSlide(slide([{ text: 'From: IT Service Desk', level: 0, block: 0 }, { text: 'Reset your password within 24 hours', level: 0, block: 0 }], 'text')).narration)
      .toContain('The slide shows an e-mail from IT Service Desk. It reads: “Reset your password within 24 hours.”');
    const runOn = 'From: IT Service Desk Subject: Password expiry Your password expires today.';
    expect(narrateOneSlide(slide([{ text: runOn, level: 0, block: 0 }], 'text')).narration).not.toContain('The slide shows an e-mail');
  });
});
