import { type BuiltinInstruction, type SlideModel, unknownInstructionMessage } from '@complyra/core';
import type { PointOfContact } from '../../ports/language-engine.ts';
import { contentWords, pointCoverage, sentences, slideWords } from '../../course-model/rewrite-words.ts';

// The built-in enhancer: a closed set of instructions applied without a model, reading the slide's
// stored course model. Each instruction either changes the text as asked or leaves it and says why.

export interface EnhanceContext {
  slide: SlideModel;
  organizationName: string | null;
  pointsOfContact: PointOfContact[];
}

export interface Enhanced {
  text: string;
  /** Set when the text stayed as it was, saying why. */
  message?: string;
}

const patterns: [BuiltinInstruction, RegExp][] = [
  ['shorter', /\b(short|shorter|shorten|concise|brief|briefer|condense|compress|trim|fewer words|less wordy)\b/i],
  ['more detail', /\b(more detail|detail|detailed|elaborate|expand|longer|in depth|more depth|more information)\b/i],
  ['add the slide\'s example', /\b(example|examples|instance)\b/i],
  ['simpler words', /\b(simple|simpler|simplify|plain|plainer|easy|easier|clearer|understandable)\b/i],
  ['more formal', /\b(formal|professional|official)\b/i],
  ['friendlier', /\b(friendly|friendlier|warm|warmer|casual|conversational|engaging)\b/i],
  ['mention the contact', /\b(contact|contacts|point of contact|who to ask|whom to ask|reach out)\b/i],
];

/** The built-in instructions a prompt asks for, in a fixed order; empty when it asks for none of them. */
export function instructionsIn(prompt: string): BuiltinInstruction[] {
  return patterns.filter(([, pattern]) => pattern.test(prompt)).map(([instruction]) => instruction);
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').replace(/\s+([,.!?;:])/g, '$1').trim();
/** The text as it was with sentences added after it. */
const append = (text: string, addition: string) => `${text.trimEnd()} ${tidy(addition)}`;
const capitalize = (text: string) => text.replace(/^\s*([a-z])/, (_, c: string) => c.toUpperCase());
const endSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

// Phrases that add no fact: removed or cut down when a text must get shorter.
const fillers: [RegExp, string][] = [
  [/\b(?:let's|let us) (?:turn|move on) to\b/gi, ''],
  [/\b(?:now we come to|next up is|here is the next part of the picture|let us take a closer look at this slide)\b/gi, ''],
  [/\bthis slide is (?:about|headed)\b/gi, ''],
  [/\blet's start with a question:\s*/gi, ''],
  [/\bto answer this question,?\s*/gi, ''],
  [/\bonce upon a time,?\s*/gi, ''],
  [/\bwe are going to\b/gi, 'we will'],
  [/\b(?:lots|a lot) of\b/gi, 'many'],
  [/\band finally\b/gi, 'and'],
  [/\bthe slide (?:lists|also mentions)\b/gi, 'it lists'],
  [/\bhaving looked at [^,]+, we move on to\b/gi, ''],
  [/\b(?:it is|it's) (?:important|worth) (?:to note|noting|remembering) that\b/gi, ''],
  [/\b(?:in other words|basically|essentially|of course|as you can see|in fact),?\s*/gi, ''],
  [/\b(?:really|very|simply|actually|quite|just|certainly)\s+/gi, ''],
  [/\bin order to\b/gi, 'to'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\ba (?:large|great) number of\b/gi, 'many'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bis able to\b/gi, 'can'],
  [/\bare able to\b/gi, 'can'],
];

// Sentences that only lead on to the next slide or close politely: they carry none of this slide's points.
const transitions = new RegExp(
  '^(?:next,? we will look at|up next:|with that in mind, let\'s move on to|take a moment to look at the slide|thank you for taking the time)',
  'i',
);

function shorter(text: string, ctx: EnhanceContext): Enhanced {
  const own = slideWords(ctx.slide);
  const originalSentences = sentences(text);
  // Compress each sentence first; a compressed sentence that would lose a slide word stays as it was.
  let kept = originalSentences.map((s) => {
    let compressed = s;
    for (const [pattern, replacement] of fillers) compressed = compressed.replace(pattern, replacement);
    compressed = capitalize(tidy(compressed));
    if (!/[\p{L}\p{N}]/u.test(compressed.replace(/[.!?]/g, ''))) return '';
    const lost = [...contentWords(s)].some((w) => own.has(w) && !contentWords(compressed).has(w));
    return lost ? s : endSentence(compressed);
  });
  // Then drop sentences whose slide words are all said by another kept sentence (or that only lead on).
  const order = kept
    .map((s, i) => ({ i, words: [...contentWords(s)].filter((w) => own.has(w)) }))
    .sort((a, b) => a.words.length - b.words.length);
  for (const { i, words } of order) {
    if (!kept[i]) continue;
    const others = contentWords(kept.filter((s, j) => j !== i && s).join(' '));
    const redundant = words.every((w) => others.has(w));
    if (redundant && (words.length > 0 || transitions.test(kept[i]!) || kept.filter(Boolean).length > 2)) {
      if (kept.filter(Boolean).length > 1) kept[i] = '';
    }
  }
  kept = kept.filter(Boolean);
  const result = tidy(kept.join(' '));
  if (pointCoverage(ctx.slide, text, result) < 0.9 || result.length >= text.length) {
    return { text, message: 'The explanation is already as short as it can be without dropping a point of the slide.' };
  }
  return { text: result };
}

/** Points of the slide the text does not say yet (most of their content words are missing). */
function unsaidPoints(text: string, slide: SlideModel) {
  const said = contentWords(text);
  return slide.points.filter((p) => {
    const words = [...contentWords(p.text)];
    return words.length > 0 && words.filter((w) => said.has(w)).length / words.length < 0.5;
  });
}

const asSentence = (point: SlideModel['points'][number]) => {
  if (point.kind === 'term' && point.term && point.definition) return `${capitalize(point.term)} means ${point.definition.replace(/[.]+$/, '')}.`;
  if (point.kind === 'figure' && point.figure && point.measures) return `The figure to remember is ${point.figure}: ${point.measures.replace(/[.]+$/, '')}.`;
  return endSentence(capitalize(point.text));
};

function moreDetail(text: string, ctx: EnhanceContext): Enhanced {
  const missing = unsaidPoints(text, ctx.slide).filter((p) => p.kind !== 'example');
  const additions = missing.slice(0, 3).map((p, i) => `${i === 0 ? 'The slide also says: ' : ''}${asSentence(p)}`);
  if (additions.length === 0) {
    const notes = sentences(ctx.slide.notes).filter((s) => [...contentWords(s)].some((w) => !contentWords(text).has(w)));
    additions.push(...notes.slice(0, 2));
  }
  if (additions.length === 0) return { text, message: 'The explanation already covers every point of this slide.' };
  return { text: append(text, additions.join(' ')) };
}

const examplePattern = /\b(e\.g\.|for example|for instance|such as|example|ejemplo)\b/i;

function addExample(text: string, ctx: EnhanceContext): Enhanced {
  const example =
    ctx.slide.points.find((p) => p.kind === 'example') ??
    ctx.slide.points.find((p) => examplePattern.test(p.text)) ??
    sentences(ctx.slide.notes).map((s) => ({ text: s, kind: 'example' as const, level: 0 })).find((p) => examplePattern.test(p.text));
  if (!example) return { text, message: 'This slide has no example to add.' };
  const said = contentWords(text);
  const words = [...contentWords(example.text)];
  if (words.length > 0 && words.every((w) => said.has(w))) return { text, message: 'The explanation already gives the slide\'s example.' };
  const body = example.text.trim().replace(/^(?:e\.g\.|for example|for instance),?\s*/i, '').replace(/[.]+$/, '');
  return { text: append(text, `For example: ${body}.`) };
}

const plainWords: [RegExp, string][] = [
  [/\butili[sz]e\b/gi, 'use'],
  [/\butili[sz]ing\b/gi, 'using'],
  [/\bensure\b/gi, 'make sure'],
  [/\bapproximately\b/gi, 'about'],
  [/\bprior to\b/gi, 'before'],
  [/\bcommence\b/gi, 'start'],
  [/\bsubsequently\b/gi, 'later'],
  [/\badditionally\b/gi, 'also'],
  [/\bindividuals\b/gi, 'people'],
  [/\bregarding\b/gi, 'about'],
  [/\bdemonstrate\b/gi, 'show'],
  [/\bobtain\b/gi, 'get'],
  [/\brequire\b/gi, 'need'],
  [/\brequires\b/gi, 'needs'],
  [/\bassist\b/gi, 'help'],
  [/\bsufficient\b/gi, 'enough'],
  [/\bnumerous\b/gi, 'many'],
  [/\bfacilitate\b/gi, 'help'],
  [/\bterminate\b/gi, 'end'],
  [/\bnevertheless\b/gi, 'still'],
  [/\btherefore\b/gi, 'so'],
  [/\bin order to\b/gi, 'to'],
  [/\bin the event that\b/gi, 'if'],
  [/\bwith regard to\b/gi, 'about'],
];
/** Any word the simpler-words instruction replaces. */
export const hardWords = new RegExp(plainWords.map(([pattern]) => pattern.source).join('|'), 'i');

const keepCase = (match: string, replacement: string) => (/^[A-Z]/.test(match) ? capitalize(replacement) : replacement);

function simpler(text: string): Enhanced {
  let result = text;
  for (const [pattern, replacement] of plainWords) result = result.replace(pattern, (m) => keepCase(m, replacement));
  // Long sentences split where a clause starts, so each says one thing.
  result = sentences(result)
    .map((s) => ((s.match(/\S+/g) ?? []).length > 20 ? s.replace(/[,;] (and|but|so|which) /, (_, joiner: string) => `. ${capitalize(joiner === 'which' ? 'this' : joiner)} `) : s))
    .join(' ');
  result = tidy(result);
  if (result === text) return { text, message: 'The explanation already uses simple words.' };
  return { text: result };
}

const contractions: [string, string][] = [
  ['let\'s', 'let us'],
  ['don\'t', 'do not'],
  ['doesn\'t', 'does not'],
  ['can\'t', 'cannot'],
  ['won\'t', 'will not'],
  ['isn\'t', 'is not'],
  ['aren\'t', 'are not'],
  ['you\'re', 'you are'],
  ['we\'re', 'we are'],
  ['they\'re', 'they are'],
  ['it\'s', 'it is'],
  ['that\'s', 'that is'],
  ['here\'s', 'here is'],
  ['there\'s', 'there is'],
  ['we\'ll', 'we will'],
  ['you\'ll', 'you will'],
  ['we\'ve', 'we have'],
  ['you\'ve', 'you have'],
  ['i\'m', 'I am'],
];
export const contractionPattern = new RegExp(`\\b(${contractions.map(([c]) => c.replace('\'', '[\'’]')).join('|')})\\b`, 'i');

function moreFormal(text: string): Enhanced {
  let result = text.replace(/’/g, '\'');
  for (const [short, long] of contractions) {
    result = result.replace(new RegExp(`\\b${short.replace('\'', '\'')}\\b`, 'gi'), (m) => keepCase(m, long));
  }
  result = result
    .replace(/\bUp next:/g, 'The next topic is')
    .replace(/\ba lot of\b/gi, (m) => keepCase(m, 'many'))
    .replace(/\bokay\b/gi, (m) => keepCase(m, 'acceptable'))
    .replace(/\bkids\b/gi, 'children')
    .replace(/!/g, '.');
  result = tidy(result);
  if (result === text) return { text, message: 'The explanation is already formal.' };
  return { text: result };
}

function friendlier(text: string): Enhanced {
  let result = text;
  for (const [short, long] of contractions) {
    if (short === 'i\'m') continue;
    result = result.replace(new RegExp(`\\b${long}\\b`, 'g'), short).replace(new RegExp(`\\b${capitalize(long)}\\b`, 'g'), capitalize(short));
  }
  const opener = 'Here\'s something worth knowing.';
  const closer = 'We\'re in this together.';
  if (/^(hi|hello|welcome)\b/i.test(result)) {
    if (!result.endsWith(closer)) result = `${result} ${closer}`;
  } else if (!result.startsWith(opener)) result = `${opener} ${result}`;
  return { text: tidy(result) };
}

function mentionContact(text: string, ctx: EnhanceContext): Enhanced {
  const contact = ctx.pointsOfContact[0];
  if (!contact) return { text, message: 'No point of contact is set for this course.' };
  if (text.includes(contact.name)) return { text, message: 'The explanation already mentions the point of contact.' };
  const who = contact.role ? `${contact.name}, our ${contact.role},` : contact.name;
  return { text: append(text, `If you have questions, ${who} is there to help${contact.contact ? ` at ${contact.contact}` : ''}.`) };
}

const apply: Record<BuiltinInstruction, (text: string, ctx: EnhanceContext) => Enhanced> = {
  shorter,
  'more detail': moreDetail,
  'add the slide\'s example': addExample,
  'simpler words': (text) => simpler(text),
  'more formal': (text) => moreFormal(text),
  friendlier: (text) => friendlier(text),
  'mention the contact': mentionContact,
};

/** Applies one built-in instruction. */
export function applyInstruction(instruction: BuiltinInstruction, text: string, ctx: EnhanceContext): Enhanced {
  return apply[instruction](text, ctx);
}

/**
 * Applies every built-in instruction the prompt names, in order. A prompt naming none leaves the text
 * unchanged and says which instructions are known and that an AI service takes free-form requests.
 */
export function enhanceBuiltIn(prompt: string, text: string, ctx: EnhanceContext): Enhanced {
  const instructions = instructionsIn(prompt);
  if (instructions.length === 0) return { text, message: unknownInstructionMessage };
  let current = text;
  const messages: string[] = [];
  for (const instruction of instructions) {
    const step = apply[instruction](current, ctx);
    current = step.text;
    if (step.message) messages.push(step.message);
  }
  return current === text ? { text, message: messages.join(' ') } : { text: current };
}
