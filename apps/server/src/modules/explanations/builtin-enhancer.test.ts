import path from 'node:path';
import {
  type BuiltinInstruction,
  builtinCannotMessage,
  builtinInstructions,
  type CourseModel,
  type SlideModel,
  unknownInstructionMessage,
} from '@complyra/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { narrateSlide } from '../../course-model/builtin-narrator.ts';
import { detectLanguage } from '../../course-model/detect-language.ts';
import { contentWords, pointCoverage } from '../../course-model/rewrite-words.ts';
import type { DeckSlideText } from '../../ports/deck-reader.ts';
import type { PointOfContact } from '../../ports/language-engine.ts';
import { courseModelOfDeck, listCorpusDecks } from '../../test/deck-course-models.ts';
import { applyInstruction, contractionPattern, type EnhanceContext, enhanceBuiltIn, instructionsIn } from './builtin-enhancer.ts';
import { averageSentenceLength, countWords, droppedPoints, longWordShare } from './explanation-measures.ts';
import { plainEnglish } from './plain-english.ts';
import { hardWordsIn } from './simplify-explanation.ts';

// Every built-in instruction on every slide of the real decks (test/fixtures/decks, see ATTRIBUTION.md):
// each deck is read and modelled as the ingest stores it, and each slide narrated by the built-in narrator
// as "Write again" does; the enhancer then works on that narration, as the explanation editor asks it to.

const contact: PointOfContact = { role: 'Compliance Officer', name: 'Priya Raman', contact: 'priya@example.test' };

interface Case {
  deck: string;
  slide: SlideModel;
  explanation: string;
}

const asDeckSlide = (slide: SlideModel): DeckSlideText => ({
  number: slide.number,
  title: slide.title,
  text: slide.points.map((p) => p.text).join('\n'),
  notes: slide.notes,
  lines: slide.points.map((p) => ({ text: p.text, level: p.level })),
  source: slide.source,
});

function narrate(deck: string, course: CourseModel): Case[] {
  const slides = course.slides.map(asDeckSlide);
  return course.slides.map((slide, i) => ({
    deck,
    slide,
    explanation: narrateSlide({
      courseTitle: 'Real deck',
      courseDescription: 'a real deck',
      learningObjectives: [],
      organizationName: 'Acme',
      pointsOfContact: [contact],
      slide: slides[i]!,
      previous: slides[i - 1] ?? null,
      next: slides[i + 1] ?? null,
      totalSlides: slides.length,
      course,
    }),
  }));
}

const cases: Case[] = [];
beforeAll(async () => {
  for (const file of listCorpusDecks()) cases.push(...narrate(path.basename(file), await courseModelOfDeck(file)));
}, 120_000);

const context = (slide: SlideModel): EnhanceContext => ({ slide, organizationName: 'Acme', pointsOfContact: [contact] });
const run = (instruction: BuiltinInstruction, c: Case) => applyInstruction(instruction, c.explanation, context(c.slide));
const where = (c: Case) => `${c.deck} slide ${c.slide.number}`;
/** Two English decks with speaker notes, where every rule is asserted with its figure. */
const englishDecks = ['ms-intro-git-github.pptx', 'nist-oscal-overview-2017.pptx'];
const deck = (name: string) => cases.filter((c) => c.deck === name);
const words = (list: string[]) => list.reduce((n, t) => n + countWords(t), 0);
/** Letters and digits only: what a rewrite that only splits sentences may not change. */
const wording = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

describe('built-in enhancer on every slide of the real decks', () => {
  it('reads all six decks', () => {
    expect(new Set(cases.map((c) => c.deck)).size).toBe(6);
    expect(cases.length).toBeGreaterThan(150);
  });

  it('shorter keeps every point of the slide and the contact on every slide; it cuts a quarter or says it could not', () => {
    for (const c of cases) {
      const result = run('shorter', c);
      expect(droppedPoints(c.slide, c.explanation, result.text), where(c)).toEqual([]);
      if (c.explanation.includes(contact.name)) expect(result.text, where(c)).toContain(`${contact.name}, ${contact.role}`);
      const cut = 1 - countWords(result.text) / countWords(c.explanation);
      if (cut >= 0.25) expect(result.message, where(c)).toBeUndefined();
      else if (result.text === c.explanation) expect(result.message, where(c)).toBe('The explanation is already as short as it can be without dropping a point of the slide.');
      else expect(result.message, where(c)).toBe(`Only ${Math.round(cut * 100)}% of the words could go without dropping a point of the slide, the contact or most of the explanation.`);
    }
  });

  it.each(englishDecks)('shorter on %s: a third of the words goes, most slides lose at least a quarter', (name) => {
    const slides = deck(name);
    const after = slides.map((c) => run('shorter', c).text);
    const before = words(slides.map((c) => c.explanation));
    expect(words(after) / before).toBeLessThan(0.7);
    const quarter = slides.filter((c, i) => countWords(after[i]!) <= countWords(c.explanation) * 0.75).length;
    // The narrator says little filler on slides of a few short points; there a quarter cannot go without a point.
    expect(quarter / slides.length).toBeGreaterThanOrEqual(0.6);
  });

  it('shorter for all slides, as Enhance Content runs it, keeps the contact sentence on the slide that carries it', () => {
    for (const name of englishDecks) {
      const carrying = deck(name).filter((c) => c.explanation.includes(contact.name));
      expect(carrying.length, name).toBe(1);
      for (const c of deck(name)) {
        const result = enhanceBuiltIn('Make it shorter', c.explanation, context(c.slide));
        if (c.explanation.includes(contact.name)) {
          expect(result.text, where(c)).toContain(`${contact.name}, ${contact.role}, is there to help at ${contact.contact}.`);
        }
      }
    }
  });

  it('simpler: on the English decks shorter sentences and no hard word left; other languages keep every word and say so', () => {
    for (const c of cases) {
      const result = run('simpler words', c);
      // The enhancer reads the language of the slide itself: a title slide of the Hebrew deck is in English.
      if (detectLanguage([c.explanation, c.slide.title, ...c.slide.points.map((p) => p.text)].join(' ')) === 'en') {
        expect(hardWordsIn(result.text), where(c)).toEqual([]);
        // "ensure" becomes "make sure": a sentence that is not split may gain a word.
        expect(averageSentenceLength(result.text), where(c)).toBeLessThanOrEqual(averageSentenceLength(c.explanation) + 1);
      } else {
        expect(wording(result.text), where(c)).toBe(wording(c.explanation));
        const englishOnly = 'The built-in engine knows common-word swaps for English only, so here it only';
        expect([`${englishOnly} made the sentences shorter.`, `${englishOnly} splits long sentences, and these are already short.`], where(c)).toContain(
          result.message,
        );
      }
    }
    for (const name of englishDecks) {
      const slides = deck(name);
      const before = slides.map((c) => c.explanation).join(' ');
      const after = slides.map((c) => run('simpler words', c).text).join(' ');
      expect(averageSentenceLength(after), name).toBeLessThan(averageSentenceLength(before) - 0.5);
      // Swaps shorten long words, but "in order to" becoming "to" drops short ones: the share barely moves.
      expect(longWordShare(after), name).toBeLessThan(longWordShare(before) + 0.005);
    }
  });

  it('add the slide\'s example after shorter: only words the slide or its notes give, before the contact; otherwise one sentence saying why', () => {
    let added = 0;
    for (const c of cases) {
      // The narrator already says the notes' examples; "shorter" drops some, and "add an example" brings one back.
      const short = run('shorter', c).text;
      const result = applyInstruction('add the slide\'s example', short, context(c.slide));
      const own = contentWords([c.slide.title, ...c.slide.points.map((p) => p.text), c.slide.notes].join(' '));
      if (result.message) {
        expect(result.text, where(c)).toBe(short);
        expect([builtinCannotMessage('invent an example, and this slide and its notes give none'), 'The explanation already gives the slide\'s example.'], where(c)).toContain(result.message);
        continue;
      }
      added++;
      const before = contentWords(short);
      // Every new word is the slide's or its notes', but for the words that introduce the example.
      for (const w of contentWords(result.text)) if (!before.has(w) && !['example', 'ejemplo'].includes(w)) expect(own.has(w), `${where(c)}: ${w}`).toBe(true);
      if (short.includes(contact.name)) expect(result.text.endsWith(short.slice(short.indexOf('If anything'))), where(c)).toBe(true);
    }
    expect(added).toBeGreaterThanOrEqual(8);
  });

  it('more detail: adds what the slide says and the text did not, before the contact and the goodbye, or says it already covers everything', () => {
    for (const c of cases) {
      const result = run('more detail', c);
      if (result.message) {
        expect(result.text, where(c)).toBe(c.explanation);
        continue;
      }
      // The old text stays, in order, with the slide's words added in one place.
      const old = c.explanation.split(' ');
      const now = result.text.split(' ');
      const differs = old.findIndex((w, i) => now[i] !== w);
      const head = differs < 0 ? old.length : differs;
      const tail = old.length - head;
      expect(now.slice(now.length - tail).join(' '), where(c)).toBe(old.slice(head).join(' '));
      const added = contentWords(now.slice(head, now.length - tail).join(' '));
      const own = contentWords([c.slide.title, ...c.slide.points.map((p) => p.text), c.slide.notes].join(' '));
      expect([...added].filter((w) => own.has(w)).length, where(c)).toBeGreaterThan(0);
      const contactAt = result.text.indexOf(contact.name);
      if (c.explanation.includes(contact.name)) expect(contactAt, where(c)).toBeGreaterThan(result.text.indexOf(now[head]!));
    }
  });

  it('more formal: no contractions or exclamations, every point kept', () => {
    for (const c of cases) {
      const result = run('more formal', c);
      expect(contractionPattern.test(result.text), where(c)).toBe(false);
      expect(result.text, where(c)).not.toContain('!');
      expect(pointCoverage(c.slide, c.explanation, result.text), where(c)).toBe(1);
    }
  });

  it('friendlier: changes the text, speaks with contractions, every point kept', () => {
    for (const c of cases) {
      const result = run('friendlier', c);
      expect(result.text, where(c)).not.toBe(c.explanation);
      expect(contractionPattern.test(result.text), where(c)).toBe(true);
      expect(pointCoverage(c.slide, c.explanation, result.text), where(c)).toBe(1);
    }
  });

  it('mention the contact: the contact is named once, every point kept', () => {
    for (const c of cases) {
      const result = run('mention the contact', c);
      expect(result.text.split(contact.name).length - 1, where(c)).toBeGreaterThanOrEqual(1);
      if (!result.message) expect(result.text.split(contact.name).length - 1, where(c)).toBe(1);
      expect(pointCoverage(c.slide, c.explanation, result.text), where(c)).toBe(1);
    }
  });
});

const slide: SlideModel = {
  number: 3,
  title: 'Reporting phishing',
  role: 'content',
  points: [
    { text: 'Report suspicious messages to the security team', level: 0, kind: 'instruction' },
    { text: 'Do not delete the message before it is reported', level: 0, kind: 'instruction' },
  ],
  notes: 'Reporting early limits the damage. For example, one report stopped a fake invoice from reaching the finance team.',
  source: 'text',
};
const ctx = context(slide);
// A 91-word narration of the kind the built-in narrator writes: a lead-in, the notes, the points, the contact.
const narration =
  'Now we come to Reporting phishing. It is important to note that reporting early really limits the damage, which is ' +
  'why we ask you to be quick. Basically, reporting early limits the damage. Make sure you report suspicious messages ' +
  'to the security team. Also, do not delete the message before it is reported (the team needs the original). In order ' +
  'to help the team, please forward the message as an attachment. If anything is unclear, or you need to report something, ' +
  'Priya Raman, Compliance Officer, is there to help at priya@example.test.';

describe('shorter', () => {
  it('cuts a 91-word narration by more than a quarter, keeping both points and the contact', () => {
    expect(countWords(narration)).toBe(91);
    const result = enhanceBuiltIn('Make it shorter', narration, ctx);
    expect(result).toEqual({
      text:
        'Reporting early limits the damage. Report suspicious messages to the security team. Do not delete the message before it ' +
        'is reported. To help the team, please forward the message as an attachment. If anything is unclear, or you need to report ' +
        'something, Priya Raman, Compliance Officer, is there to help at priya@example.test.',
    });
    expect(countWords(result.text)).toBeLessThanOrEqual(91 * 0.75);
    expect(droppedPoints(slide, narration, result.text)).toEqual([]);
  });

  it('says in one sentence when it cannot cut a quarter without dropping a point, and returns its best', () => {
    const tight = 'Let\'s look at phishing. Report suspicious messages to the security team. Do not delete the message before it is reported.';
    expect(enhanceBuiltIn('shorter', tight, ctx)).toEqual({
      text: 'Report suspicious messages to the security team. Do not delete the message before it is reported.',
      message: 'Only 20% of the words could go without dropping a point of the slide, the contact or most of the explanation.',
    });
    const bare = 'Report suspicious messages to the security team. Do not delete the message before it is reported.';
    expect(enhanceBuiltIn('shorter', bare, ctx)).toEqual({ text: bare, message: 'The explanation is already as short as it can be without dropping a point of the slide.' });
  });
});

describe('simpler', () => {
  it('swaps hard words for common ones and splits at ";", ", and" and ", which"', () => {
    const text =
      'Prior to opening an attachment, utilize the checklist; ensure that the sender is known to you, and we will commence ' +
      'the review in the event that something looks wrong. Attackers copy the logo of a supplier, which makes the message look real.';
    expect(enhanceBuiltIn('Use simpler words', text, ctx)).toEqual({
      text:
        'Before opening an attachment, use the checklist. Make sure that the sender is known to you. We will start the review ' +
        'if something looks wrong. Attackers copy the logo of a supplier. This makes the message look real.',
    });
    // 42 words in 2 sentences become 38 in 5.
    expect(averageSentenceLength(text)).toBe(21);
    expect(averageSentenceLength(enhanceBuiltIn('simpler', text, ctx).text)).toBe(7.6);
    expect(plainEnglish.length).toBeGreaterThanOrEqual(40);
  });

  it('splits the sentences of another language and says the word swaps are English only', () => {
    const spanish = 'Los modelos de regresión se usan mucho en la empresa; funcionan con muestras de datos pequeñas y son fáciles de interpretar.';
    expect(enhanceBuiltIn('simpler', spanish, { ...ctx, slide: { ...slide, points: [], notes: '' } })).toEqual({
      text: 'Los modelos de regresión se usan mucho en la empresa. Funcionan con muestras de datos pequeñas y son fáciles de interpretar.',
      message: 'The built-in engine knows common-word swaps for English only, so here it only made the sentences shorter.',
    });
  });
});

describe('add the slide\'s example', () => {
  it('adds the notes\' example before the contact sentence', () => {
    const text = 'Report suspicious messages to the security team. If anything is unclear, Priya Raman, Compliance Officer, is there to help.';
    expect(enhanceBuiltIn('add an example', text, ctx).text).toBe(
      'Report suspicious messages to the security team. For example, one report stopped a fake invoice from reaching the finance team. ' +
        'If anything is unclear, Priya Raman, Compliance Officer, is there to help.',
    );
  });

  it('adds a point of kind example in its own words', () => {
    const withPoint = { ...slide, notes: '', points: [...slide.points, { text: 'A fake invoice from a known supplier', level: 0, kind: 'example' as const }] };
    expect(enhanceBuiltIn('add the slide\'s example', 'Report suspicious messages.', { ...ctx, slide: withPoint }).text).toBe(
      'Report suspicious messages. For example, a fake invoice from a known supplier.',
    );
  });

  it('puts an example a point gives in passing back into the sentence of that point', () => {
    const inPassing = { ...slide, notes: '', points: [{ text: 'Use an interface that supports bind variables (e.g., prepared statements)', level: 0, kind: 'instruction' as const }] };
    expect(enhanceBuiltIn('add an example', 'Use an interface that supports bind variables. Never build queries from text.', { ...ctx, slide: inPassing }).text).toBe(
      'Use an interface that supports bind variables, for example prepared statements. Never build queries from text.',
    );
  });

  it('refuses in one sentence when the slide and its notes give no example', () => {
    const none = { ...slide, notes: 'Reporting early limits the damage.' };
    expect(enhanceBuiltIn('Add an example', 'Report it.', { ...ctx, slide: none })).toEqual({
      text: 'Report it.',
      message:
        'The built-in engine can make the text shorter, simpler, more formal or friendlier, add more detail or the slide\'s own example, or mention the contact; it cannot invent an example, and this slide and its notes give none.',
    });
  });
});

describe('what the built-in engine cannot do', () => {
  const text = 'Report suspicious messages to the security team.';
  const can = 'The built-in engine can make the text shorter, simpler, more formal or friendlier, add more detail or the slide\'s own example, or mention the contact';

  it.each([
    ['Translate it into German', `${can}; it cannot translate.`],
    ['Invent a realistic example about a bank', `${can}; it cannot invent an example.`],
    ['Change the numbers to this year\'s figures', `${can}; it cannot change the facts.`],
    ['What should I do with a suspicious text message?', `${can}; it cannot answer questions.`],
    ['Rewrite it as a haiku', `${can}; other requests need an AI service (set AI_BASE_URL).`],
  ])('"%s" leaves the text and says, in one sentence, what it can do', (prompt, message) => {
    expect(enhanceBuiltIn(prompt, text, ctx)).toEqual({ text, message });
    expect(message.match(/[.!?](\s|$)/g)).toHaveLength(1);
  });

  it('does what it can of a mixed request and refuses the rest', () => {
    const result = enhanceBuiltIn('Translate into French and make it shorter', narration, ctx);
    expect(result.message).toBe(`${can}; it cannot translate.`);
    expect(countWords(result.text)).toBeLessThan(60);
  });

  it('reads a polite question as the request it makes', () => {
    expect(enhanceBuiltIn('Can you make it shorter?', narration, ctx).message).toBeUndefined();
  });
});

describe('reading a prompt', () => {
  it('finds each suggested instruction by its own words, and several in one prompt', () => {
    for (const instruction of builtinInstructions) expect(instructionsIn(instruction)).toEqual([instruction]);
    expect(instructionsIn('Make it shorter and friendlier please')).toEqual(['shorter', 'friendlier']);
    expect(instructionsIn('Summarise it without jargon')).toEqual(['shorter', 'simpler words']);
  });

  it('the message for an unknown prompt is one sentence naming what it can do and AI_BASE_URL', () => {
    expect(unknownInstructionMessage).toBe(
      'The built-in engine can make the text shorter, simpler, more formal or friendlier, add more detail or the slide\'s own example, or mention the contact; other requests need an AI service (set AI_BASE_URL).',
    );
  });
});

describe('requests that look like something else', () => {
  const text = 'Report suspicious messages to the security team.';
  it('an imperative is not a question, and a prompt naming nothing known gets the AI service sentence', () => {
    expect(enhanceBuiltIn('Do something fun with it', text, ctx)).toEqual({ text, message: unknownInstructionMessage });
    expect(enhanceBuiltIn('Why is phishing dangerous', text, ctx).message).toBe(builtinCannotMessage('answer questions'));
  });
});
