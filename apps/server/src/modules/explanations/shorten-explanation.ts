import type { SlideModel } from '@complyra/core';
import type { PointOfContact } from '../../ports/language-engine.ts';
import { countWords, isContactSentence, pointTokens, requiredTokens, spokenSentences } from './explanation-measures.ts';

// "Make it shorter": at least a quarter fewer words, every point of the slide still said, the point of
// contact still named. Cuts, in this order: words that add nothing inside each sentence, sentences that
// say again what another says, the narrator's lead-ins, then the sentences that say least of the slide
// (the notes' elaborations) until a third is gone.

export interface Shortened {
  text: string;
  /** Set when the text could not lose a quarter of its words without dropping a point. */
  message?: string;
}

/** The share of words "shorter" removes at least, and the share it aims at. */
export const minimumCut = 0.25;
const aimedCut = 1 / 3;
/** Sentences go only while this share of the words stays: a slide's whole explanation is never cut to a line. */
const keptAtLeast = 0.4;
const anaphor = /^(?:this|that|these|those|it|they|such|so|then|there)\b/i;

// Rewrites that say the same in fewer words. Each is undone on a sentence where it would lose a point's word.
const compressions: [RegExp, string][] = [
  [/^(?:so|now|well|okay|basically|essentially|also|and|in addition|furthermore|moreover|additionally|of course|in fact|in other words|as you can see|as we have seen|as a matter of fact),?\s+/i, ''],
  [/^first of all,?\s+/i, 'First, '],
  [/^remember to\s+/i, ''],
  [/^remember(?: that|,)\s+/i, ''],
  [/^make sure (?:that )?you\s+/i, ''],
  [/^(?:it is|it's) (?:important|worth|useful|good) (?:to note|noting|remembering|to remember|to know|knowing) that\s+/i, ''],
  [/^(?:note|keep in mind|bear in mind) that\s+/i, ''],
  [/^the slide also says:\s*/i, ''],
  [/^one question to think about is this:\s*/i, ''],
  [/\b(?:really|very|simply|actually|quite|just|certainly|definitely|totally|literally|basically|essentially)\s+/gi, ''],
  [/\bin order to\b/gi, 'to'],
  [/\bso as to\b/gi, 'to'],
  [/\b(?:due|owing) to the fact that\b/gi, 'because'],
  [/\b(?:in spite of|despite) the fact that\b/gi, 'although'],
  [/\ba (?:large|great|huge|significant) number of\b/gi, 'many'],
  [/\b(?:a lot of|lots of)\b/gi, 'many'],
  [/\bthe (?:vast )?majority of\b/gi, 'most'],
  [/\b(?:at this point in time|at the present time|at this moment in time)\b/gi, 'now'],
  [/\bin the near future\b/gi, 'soon'],
  [/\b(?:is|are) able to\b/gi, 'can'],
  [/\b(?:has|have) the ability to\b/gi, 'can'],
  [/\bwas able to\b/gi, 'could'],
  [/\bin the event that\b/gi, 'if'],
  [/\bprior to\b/gi, 'before'],
  [/\b(?:with regard to|with respect to|in regard to|in relation to)\b/gi, 'about'],
  [/\bfor the purpose of\b/gi, 'for'],
  [/\bin the process of\s+/gi, ''],
  [/\beach and every\b/gi, 'every'],
  [/\bwhether or not\b/gi, 'whether'],
  [/\buntil such time as\b/gi, 'until'],
  [/\bmake use of\b/gi, 'use'],
  [/\btake a look at\b/gi, 'look at'],
  [/\bas well as\b/gi, 'and'],
  [/\b(?:we are|we're) going to\b/gi, 'we will'],
  [/\b(?:you are|you're) going to\b/gi, 'you will'],
  [/\bis going to\b/gi, 'will'],
  [/\bon a daily basis\b/gi, 'daily'],
  [/\bon a regular basis\b/gi, 'regularly'],
  [/\bat the end of the day,?\s*/gi, ''],
  // Asides: a parenthesis, a clause between dashes, a non-restrictive relative clause.
  [/\s*\([^()]*\)/g, ''],
  [/\s+[—–-]\s+[^—–.]*\s+[—–-]\s+/g, ' '],
  [/,\s+(?:which|who|whose|where)\s+[^,.;!?]*,/gi, ','],
  [/,\s+(?:which|who|whose|where)\s+[^,;]*(?=[.!?]$)/gi, ''],
];

// The narrator's lead-ins, in the languages it speaks: they name the slide's title, not a point.
const leadIns = new RegExp(
  `^(?:${[
    '(?:let\'s|let us) (?:look at|turn to|move on to|start with a question)',
    'now we (?:come|turn) to',
    'this slide (?:is about|is headed|adds|shows)',
    'here is what this slide shows',
    'this slide has some',
    'we continue with',
    'today\'s topic is',
    'up next',
    'next,? we will look at',
    'that brings us to the end of the slides',
    'with that in mind',
    'having looked at',
    'take a moment',
    'thank you for taking the time',
    '(?:in )?the next slide|on the next slide',
    'veamos|ahora (?:pasamos a|empieza)|esta diapositiva (?:trata|se titula|añade)|esto es lo que muestra|seguimos con',
    'el tema de hoy|con esto terminan|gracias por|empecemos con una pregunta',
    'schauen wir|sehen wir uns|kommen wir|diese folie|weiter geht es|das thema|danke',
    'voyons|passons|cette diapositive|voici ce que|nous continuons|le sujet|merci',
  ].join('|')})\\b`,
  'i',
);
// A course's first and last words greet the learner and close the course: kept like the contact.
const welcome = /^(?:welcome|te damos la bienvenida|bienvenid|willkommen|bienvenue|that brings us to the end of (?!the slides))/i;

const tidy = (text: string) => text.replace(/\s+/g, ' ').replace(/\s+([,.!?;:])/g, '$1').replace(/,\s*([.!?])/g, '$1').replace(/^[,;:\s]+/, '').trim();
const capitalize = (text: string) => text.replace(/^(["'(«¿¡]?)(\p{Ll})/u, (_, open: string, c: string) => `${open}${c.toUpperCase()}`);
const endSentence = (text: string) => (/[.!?…:]["')\]»]*$/.test(text) ? text : `${text}.`);
const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** One sentence said in fewer words; each rewrite is kept only when no word in `mustKeep` goes. */
function compress(sentence: string, mustKeep: string[]): string {
  let current = sentence;
  for (const [pattern, replacement] of compressions) {
    const candidate = capitalize(tidy(current.replace(pattern, replacement)));
    if (candidate === current || !hasWords(candidate)) continue;
    const kept = pointTokens(candidate);
    if (mustKeep.every((t) => kept.has(t))) current = candidate;
  }
  return endSentence(current);
}

const normalized = (sentence: string) => sentence.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

interface Sentence {
  text: string;
  tokens: Set<string>;
  words: number;
  /** The contact's or the welcome sentence: never dropped. */
  kept: boolean;
  leadIn: boolean;
  dropped: boolean;
}

/** Shortens a slide's explanation; see the file comment for the order of cuts. */
export function shortenExplanation(text: string, slide: SlideModel, contacts: PointOfContact[]): Shortened {
  const required = requiredTokens(slide, text);
  const title = pointTokens(slide.title);
  const all: Sentence[] = spokenSentences(text).map((raw) => {
    const kept = isContactSentence(raw, contacts) || welcome.test(raw);
    const leadIn = !kept && leadIns.test(raw);
    return { text: raw, tokens: pointTokens(raw), words: countWords(raw), kept, leadIn, dropped: false };
  });
  // One sentence after the other, so a point word an aside repeats may go only while another sentence says it.
  // A lead-in goes whole or stays as the narrator said it ("Now we come to …" is not cut to "We come to …").
  for (const s of all) {
    if (s.kept || s.leadIn) continue;
    const mustKeep = [...s.tokens].filter((t) => required.has(t) && !all.some((o) => o !== s && o.tokens.has(t)));
    s.text = compress(s.text, mustKeep);
    s.tokens = pointTokens(s.text);
    s.words = countWords(s.text);
  }
  const live = () => all.filter((s) => !s.dropped);
  const wordsNow = () => live().reduce((n, s) => n + s.words, 0);
  // A sentence may go when every point word it says is said by another sentence that stays.
  const canDrop = (s: Sentence) => {
    if (s.kept || s.dropped) return false;
    const rest = live().filter((o) => o !== s);
    if (!rest.some((o) => !o.kept)) return false;
    return [...s.tokens].every((t) => !required.has(t) || rest.some((o) => o.tokens.has(t)));
  };
  // Sentences said twice, or whose every word another (longer) sentence says.
  for (const [i, s] of all.entries()) {
    const repeats = all.some((o, j) => {
      if (j === i || o.dropped) return false;
      if (normalized(o.text) === normalized(s.text)) return j < i;
      return o.words > s.words && [...s.tokens].every((t) => o.tokens.has(t));
    });
    if (s.tokens.size > 0 && repeats && canDrop(s)) s.dropped = true;
  }
  for (const s of all) if (s.leadIn && canDrop(s)) s.dropped = true;
  // Then the sentences that say least of the slide per word, until a third of the words is gone. A slide
  // without points keeps the sentences that share most words with the rest (its topic) and its first one.
  const original = countWords(text);
  const firstContent = all.find((s) => !s.kept && !s.leadIn);
  const value = (s: Sentence) => {
    if (required.size > 0) return [...s.tokens].filter((t) => required.has(t)).length / Math.max(1, s.words);
    const shared = [...s.tokens].filter((t) => title.has(t) || all.some((o) => o !== s && !o.dropped && o.tokens.has(t))).length;
    return shared / Math.max(1, s.words) + (s === firstContent ? 1 : 0);
  };
  // A sentence that the next one points back to ("This image …") goes only after the others.
  const pointedBack = (s: Sentence) => {
    const after = live()[live().indexOf(s) + 1];
    return after !== undefined && anaphor.test(after.text) ? 1 : 0;
  };
  while (wordsNow() > original * (1 - aimedCut)) {
    const next = live()
      .filter((s) => canDrop(s) && wordsNow() - s.words >= original * keptAtLeast)
      .sort((a, b) => value(a) + pointedBack(a) - (value(b) + pointedBack(b)))[0];
    if (!next) break;
    next.dropped = true;
  }
  const result = tidy(live().map((s) => s.text).join(' '));
  const cut = 1 - countWords(result) / Math.max(1, original);
  // Nothing cut (a capital letter or a space is not a cut): the text stays as it was.
  if (countWords(result) >= original) return { text, message: 'The explanation is already as short as it can be without dropping a point of the slide.' };
  if (cut < minimumCut) {
    return {
      text: result,
      message: `Only ${Math.round(cut * 100)}% of the words could go without dropping a point of the slide, the contact or most of the explanation.`,
    };
  }
  return { text: result };
}
