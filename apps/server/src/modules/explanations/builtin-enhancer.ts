import { type BuiltinInstruction, builtinCannotMessage, type SlideModel, unknownInstructionMessage } from '@complyra/core';
import type { PointOfContact } from '../../ports/language-engine.ts';
import { contentWords, sentences } from '../../course-model/rewrite-words.ts';
import { detectLanguage } from '../../course-model/detect-language.ts';
import { refusedRequests } from './builtin-refusals.ts';
import { isContactSentence, spokenSentences } from './explanation-measures.ts';
import { shortenExplanation } from './shorten-explanation.ts';
import { simplifyExplanation } from './simplify-explanation.ts';
import { type SlideExample, slideExamples } from './slide-example.ts';

// The built-in enhancer: a closed set of instructions applied without a model, reading the slide's
// stored course model. Each instruction either changes the text as asked or leaves it and says why.

export interface EnhanceContext {
  slide: SlideModel;
  organizationName: string | null;
  pointsOfContact: PointOfContact[];
}

export interface Enhanced {
  text: string;
  /** Set when the text stayed as it was or could not do all that was asked, saying why in plain sentences. */
  message?: string;
}

const patterns: [BuiltinInstruction, RegExp][] = [
  ['shorter', /\b(short|shorter|shorten|concise|brief|briefer|condense|compress|trim|cut|reduce|tighten|summari[sz]e|summary|fewer words|less wordy)\b/i],
  ['more detail', /\b(more detail|detail|detailed|elaborate|expand|longer|in depth|more depth|more information)\b/i],
  ['add the slide\'s example', /\b(example|examples|instance)\b/i],
  ['simpler words', /\b(simple|simpler|simplify|plain|plainer|easy|easier|clearer|understandable|jargon|less technical)\b/i],
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

/** The language of the explanation, read from it and the slide's words. */
const languageOf = (text: string, slide: SlideModel) => detectLanguage([text, slide.title, ...slide.points.map((p) => p.text)].join(' '));

function shorter(text: string, ctx: EnhanceContext): Enhanced {
  return shortenExplanation(text, ctx.slide, ctx.pointsOfContact);
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
  return { text: insertBeforeClosing(text, additions.join(' '), ctx.pointsOfContact) };
}

// Closing sentences stay last: an added sentence goes before the contact, the recap and the goodbye.
const closing = /^(?:to recap|that brings us to the end|thank you)\b/i;

/** The text with a sentence added before its closing sentences. */
function insertBeforeClosing(text: string, sentence: string, contacts: PointOfContact[]): string {
  const all = spokenSentences(text);
  const at = all.findIndex((s) => isContactSentence(s, contacts) || closing.test(s));
  if (at < 0) return append(text, sentence);
  return tidy([...all.slice(0, at), sentence, ...all.slice(at)].join(' '));
}

/** Whether the text already gives the example: its words, or its figures when it has no long words. */
function gives(text: string, example: SlideExample) {
  const said = contentWords(text);
  const words = [...contentWords(example.body)];
  return text.toLowerCase().includes(example.body.toLowerCase()) || (words.length > 0 && words.every((w) => said.has(w)));
}

function addExample(text: string, ctx: EnhanceContext): Enhanced {
  const language = languageOf(text, ctx.slide);
  const examples = slideExamples(ctx.slide, language);
  if (examples.length === 0) return { text, message: builtinCannotMessage('invent an example, and this slide and its notes give none') };
  const example = examples.find((e) => !gives(text, e));
  if (!example) return { text, message: 'The explanation already gives the slide\'s example.' };
  // The point the example belongs to is already said: the example joins that sentence.
  const at = example.head ? text.toLowerCase().indexOf(example.head.toLowerCase()) : -1;
  if (example.head && at >= 0) {
    const end = at + example.head.length;
    const lead = example.sentence.slice(example.head.length).replace(/[.]$/, '');
    return { text: `${text.slice(0, end)}${lead}${text.slice(end)}` };
  }
  return { text: insertBeforeClosing(text, example.sentence, ctx.pointsOfContact) };
}

function simpler(text: string, ctx: EnhanceContext): Enhanced {
  const { text: result, message } = simplifyExplanation(text, languageOf(text, ctx.slide));
  return message ? { text: result, message } : { text: result };
}

const keepCase = (match: string, replacement: string) => (/^[A-Z]/.test(match) ? capitalize(replacement) : replacement);

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
  'simpler words': simpler,
  'more formal': (text) => moreFormal(text),
  friendlier: (text) => friendlier(text),
  'mention the contact': mentionContact,
};

/** Applies one built-in instruction. */
export function applyInstruction(instruction: BuiltinInstruction, text: string, ctx: EnhanceContext): Enhanced {
  return apply[instruction](text, ctx);
}

/**
 * Applies every built-in instruction the prompt names, in order. What it cannot do (translate, invent an
 * example, change the facts, answer a question) is refused in one sentence that says what it can do; a
 * prompt naming nothing it knows leaves the text and says that an AI service takes free-form requests.
 */
export function enhanceBuiltIn(prompt: string, text: string, ctx: EnhanceContext): Enhanced {
  let instructions = instructionsIn(prompt);
  // A question is refused only when the prompt asks for nothing else ("Can you make it shorter?" is a request).
  const refused = refusedRequests(prompt).filter((what) => what !== 'answer questions' || instructions.length === 0);
  // "Invent an example" is not "add the slide's example".
  if (refused.includes('invent an example')) instructions = instructions.filter((i) => i !== 'add the slide\'s example');
  const refusal = refused.length > 0 ? builtinCannotMessage(refused.join(' or ')) : null;
  if (instructions.length === 0) return { text, message: refusal ?? unknownInstructionMessage };
  let current = text;
  const messages: string[] = refusal ? [refusal] : [];
  for (const instruction of instructions) {
    const step = apply[instruction](current, ctx);
    current = step.text;
    if (step.message) messages.push(step.message);
  }
  return messages.length > 0 ? { text: current, message: messages.join(' ') } : { text: current };
}
