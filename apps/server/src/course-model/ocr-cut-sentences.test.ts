import type { CoursePoint, SlideModel } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { endsOnBareCount, endsOnObjectlessVerb } from './english-grammar.ts';
import { isCutSentence, withoutCutSentences } from './ocr-cut-sentences.ts';

const point = (text: string, block: number): CoursePoint => ({ kind: 'statement', text, level: 0, block });

describe('sentences OCR cut short', () => {
  it('knows a name and a verb that needs its object, not a plural noun, an order or a heading', () => {
    expect(['User sends', 'Hacker uses', 'Victim enters', 'tag contains'].map(endsOnObjectlessVerb)).toEqual([true, true, true, true]);
    expect(['Key points', 'Access controls', 'How it works', 'Forget automated analysis approaches', 'Details Developer Needs']
      .map(endsOnObjectlessVerb)).toEqual([false, false, false, false, false]);
    expect(['insider Steals 4', 'Step 4', 'OWASP Top 10', 'Microsoft Windows 10'].map(endsOnBareCount)).toEqual([true, false, false, false]);
  });

  it('cuts on a preposition only where nothing in its box follows', () => {
    expect(isCutSentence(point('User clicks on a link to', 3), point('http://www.hacker.com in a forum', 3))).toBe(false);
    expect(isCutSentence(point('Application authorizes request, which continues to', 2), point('Request sent', 3))).toBe(true);
    expect(isCutSentence(point('takes over victim’s', 7), undefined)).toBe(true);
  });

  // The outlined OWASP deck's slides 12 and 27 read by OCR (their words, their boxes).
  it('leaves the cut sentences out, marks the slide, and finishes a line whose last words OCR boxed apart', () => {
    const slide = (points: CoursePoint[]): SlideModel => ({ number: 12, title: 'Broken Authentication', role: 'content', points, source: 'ocr' } as SlideModel);
    const [read] = withoutCutSentences([slide([
      point('Hacker checks referrer logs on www.hacker.com', 4),
      point('Hacker uses', 5),
      point('takes over victim’s', 7),
      point('Internal attacker steals credentials and data from', 8),
      point('network', 9),
    ])], 'en');
    expect(read!.points.map((p) => p.text)).toEqual([
      'Hacker checks referrer logs on www.hacker.com',
      'Internal attacker steals credentials and data from network',
    ]);
    expect(read!.review?.map((r) => r.code)).toEqual(['cut-sentences']);
  });
});
