import { describe, expect, it } from 'vitest';
import { joinBrokenLines } from './deck-lines.ts';

const lines = (...texts: string[]) => texts.map((text) => ({ text, level: 0 }));

describe('joining lines a slide broke', () => {
  it('joins a line that ends on a comma or on a word no phrase ends on, whatever case the next starts in', () => {
    expect(joinBrokenLines(lines('Development Methodology for', 'Next Version?', 'Risks Added, Risks Merged,', 'Risks Reordered')).map((l) => l.text)).toEqual([
      'Development Methodology for Next Version?',
      'Risks Added, Risks Merged, Risks Reordered',
    ]);
  });

  it('keeps separate points apart: a line that ends a phrase, and a line with its own bullet', () => {
    expect(joinBrokenLines(lines('Use two-factor authentication', 'Check the sender', 'Report to the', '• Security team')).map((l) => l.text)).toEqual([
      'Use two-factor authentication',
      'Check the sender',
      'Report to the',
      'Security team',
    ]);
  });

  it('joins only a lone \'Term:\' in PPTX paragraphs, which are the author\'s own lines', () => {
    expect(joinBrokenLines(lines('Phishing:', 'a trick', 'Report to the', 'Security team'), { wrapped: false }).map((l) => l.text)).toEqual([
      'Phishing: a trick',
      'Report to the',
      'Security team',
    ]);
  });
});
