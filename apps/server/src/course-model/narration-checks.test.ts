import { describe, expect, it } from 'vitest';
import { phishingSlide } from '../test/phishing-slide.ts';
import { buildSlideModel } from './build-slide-model.ts';
import { checkNarration, checkRewrite, firstProblem } from './narration-checks.ts';

const before =
  'Phishing e-mails pretend to come from someone you trust. Check the sender address, hover over links before you click, ' +
  'and report anything suspicious to the security team.';

describe('checkRewrite (an AI rewrite of an explanation)', () => {
  const rewrite = (after: string, lengthRelaxed = false) => checkRewrite({ slide: phishingSlide, before, after, lengthRelaxed });

  it('accepts plain sentences that keep what the old text said', () => {
    const report = rewrite('Phishing e-mails pretend to come from someone you trust, so check the sender address, hover over links before you click and report anything suspicious to the security team.');
    expect(firstProblem(report)).toBeNull();
  });

  it('names the first problem in words an editor or a model can act on', () => {
    expect(firstProblem(rewrite('- Check the sender\n- Report it'))).toBe('it uses markdown, bullets or a list instead of plain sentences');
    expect(firstProblem(rewrite('As an AI language model, I rewrote it.'))).toBe('it talks about the rewrite instead of the slide');
    expect(firstProblem(rewrite('Report phishing.'))).toMatch(/^it is too short \(2 words, at least 11\)$/);
    expect(firstProblem(rewrite('Report phishing.', true))).toBe('it is too short (2 words, at least 5)');
    expect(firstProblem(rewrite('Please be careful with e-mails from people you do not know and think before you act on them every day.'))).toMatch(
      /^it drops points of the slide \(keeps \d+% of the slide's words the explanation said\)$/,
    );
  });

  it('reads a year before a new sentence as a sentence, not a numbered list', () => {
    const report = checkNarration({
      narration: 'Attacks have grown since 2019. Then check the sender address of every e-mail before you click any link in it.',
      slide: phishingSlide,
      language: 'en',
      context: '2019',
      written: 'ai',
    });
    expect(report.results.find((r) => r.check === 'plain-text')?.passed).toBe(true);
  });
});

const slide = buildSlideModel({ number: 2, title: 'Trips to Bora Bora', text: 'Book through the travel desk', notes: '' }, 'en');
const repeated = (narration: string) =>
  checkNarration({ narration, slide, language: 'en', context: '', written: 'built-in' }).results.find((r) => r.check === 'repeated-words')!;

describe('narration checks', () => {
  it('flags a word said twice in a row, unless the slide itself says it so', () => {
    expect(repeated('This slide is about about trips to Bora Bora. Book them through the the travel desk.')).toEqual({
      check: 'repeated-words',
      passed: false,
      problems: ['"about about" says a word twice', '"the the" says a word twice'],
    });
    expect(repeated('We look at trips to Bora Bora. Book them through the travel desk.')).toEqual({ check: 'repeated-words', passed: true, problems: [] });
  });
});
