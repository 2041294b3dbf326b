import type { CourseModel } from '@complyra/core';
import { normalize } from './text-form.ts';

/**
 * Wrong statements made by swapping one thing the sentence names for another of the same kind from the same
 * course: a term for a term, a name for a name ("Git" → "GitHub"), an actor for an actor ("attackers" →
 * "users"). Unlike a negation, a swap keeps the sentence's form, so "the one without «not»" gives nothing away
 * (issue 28). Two things the course names side by side ("XML and JSON") are not swapped: what it says of one
 * it may say of the other.
 */

/** Things of one kind: a sentence naming one of them may name another instead, where the kind's rule allows. */
interface Kind {
  things: string[];
  /**
   * name: only a sentence's subject ("HTTP is …"); actor: only the attacker for another or back; subject: the subject
   * of a sentence saying what it is ("La regresión es …"), for another such subject before the same verb.
   */
  rule: 'term' | 'name' | 'actor' | 'slot' | 'subject';
}

export interface SwapVocabulary {
  kinds: Kind[];
  /** The course's sentences, lower-cased with word edges: a swap must not make one of them. */
  sentences: string[];
  /** The sentences (by index) each thing is named in, to tell which things the course names together. */
  where: Map<string, Set<number>>;
}

// An attacker is never the user, the developer or the administrator; those roles may overlap one another, so only
// the attacker is swapped (for one of them, or one of them for the attacker).
const englishActors = [
  ['attacker', 'user', 'developer', 'administrator', 'employee'],
  ['attackers', 'users', 'developers', 'administrators', 'employees'],
];
const attacker = /^attackers?$/i;
// A name as the subject of its sentence, before its verb ("HTTP is a “stateless” protocol"), not inside a compound ("SQL injection").
const subjectVerb = new RegExp(`^\\s+(${['is', 'are', 'was', 'were', 'can', 'cannot', 'should', 'must', 'will', 'may', 'has', 'have',
  'does', 'lets', 'allows', 'provides', 'uses', 'requires', 'defines', 'supports'].join('|')})\\b`, 'i');
// A thing inside a list ("injection, broken access control, XSS"): another of its kind may be in the list too.
const listedBefore = /(,|\band|\bor|\by|\bo|\bund|\boder)\s*$/iu;
const listedAfter = /^\s*(,|and\b|or\b|y\b|o\b|und\b|oder\b)/iu;
const articles = /^(the|a|an|el|la|los|las|un|una|der|die|das|ein|eine)$/i;

/** A name or an acronym the course writes ("Git", "GitHub", "OWASP", "XSS"), not a word that opens a sentence. */
const nameLike = /^(\p{Lu}{2,}|\p{Lu}\p{Ll}+\p{Lu}\p{L}*)$/u;

const plural = (term: string) => /\p{Ll}{2}s$/u.test(term) && !/(ss|us|is)$/.test(term);
const sharedWord = (a: string, b: string) => {
  const words = new Set(normalize(a).split(' ').filter((w) => w.length >= 4));
  return normalize(b).split(' ').some((w) => words.has(w));
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordAt = (thing: string, flags: string) => new RegExp(`(?<![\\p{L}\\p{N}_-])${escape(thing)}(?![\\p{L}\\p{N}_-])`, flags);

/** The kinds of things a course's statements may be swapped over: its terms, its names, and (in English) its actors. */
export function swapVocabulary(model: CourseModel, terms: readonly string[]): SwapVocabulary {
  const written = model.slides.flatMap((s) => [s.title, ...s.points.map((p) => p.text), ...s.notes.split(/(?<=[.!?])\s+/)])
    .filter((t) => t.trim());
  const sentences = written.map((t) => ` ${normalize(t)} `);
  const slidesOf = new Map<string, Set<number>>();
  for (const slide of model.slides) {
    for (const word of [slide.title, ...slide.points.map((p) => p.text)].join(' ').match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (nameLike.test(word)) slidesOf.set(word, (slidesOf.get(word) ?? new Set()).add(slide.number));
    }
  }
  // A name on two slides or more is the course's own, not a word read wrong once.
  const names = [...slidesOf].filter(([, slides]) => slides.size >= 2).map(([name]) => name);
  const said = (thing: string) => sentences.some((s) => s.includes(` ${normalize(thing)} `));
  const actors = model.language.startsWith('en') ? englishActors.map((kind) => kind.filter(said)) : [];
  const kinds: Kind[] = [{ things: terms.filter((t) => !/\d/.test(t)), rule: 'term' as const }, { things: names, rule: 'name' as const },
    ...actors.map((things) => ({ things, rule: 'actor' as const })), ...slotKinds(model).map((things) => ({ things, rule: 'slot' as const })),
    ...subjectKinds(written, (word) => model.slides.filter((slide) => ` ${normalize([slide.title, ...slide.points.map((p) => p.text)]
      .join(' '))} `.includes(` ${word} `)).length).map((things) => ({ things, rule: 'subject' as const }))]
    .filter((kind) => kind.things.length >= 2);
  const where = new Map<string, Set<number>>();
  for (const thing of new Set(kinds.flatMap((kind) => kind.things))) {
    const key = ` ${normalize(thing)} `;
    where.set(thing, new Set(sentences.flatMap((s, i) => (s.includes(key) ? [i] : []))));
  }
  return { kinds, sentences, where };
}

// "The X is …", "La X es …", "Die X sind …": a subject with its article, then the verb "to be" (singular or plural).
const copulas = ['is', 'are', 'es', 'son', 'ist', 'sind'];
const subjectArticles = ['the', 'a', 'an', 'el', 'la', 'los', 'las', 'un', 'una', 'der', 'die', 'das', 'ein', 'eine']
  .flatMap((article) => [article, article[0]!.toUpperCase() + article.slice(1)]).join('|');
// Without an article, a subject that opens with a capital ("Security control assessment is …", "OSCAL is …").
const subjectThenCopula = new RegExp(`^((?:${subjectArticles})(?:\\s+[\\p{L}\\p{N}-]+){1,3}|\\p{Lu}[\\p{L}\\p{N}-]*(?:\\s+\\p{Ll}[\\p{L}-]*){0,2})`
  + `\\s+(${copulas.join('|')})\\s`, 'u');
// A pronoun, a question word or a pointer is no subject to swap ("This is …", "What is …", "There are …").
const pointerSubject = new RegExp(`^(${['this', 'that', 'these', 'those', 'it', 'there', 'here', 'we', 'you', 'they', 'i', 'he', 'she',
  'what', 'why', 'which', 'who', 'how', 'when', 'where', 'while', 'examples?', 'esto', 'eso', 'esta', 'este', 'qué', 'das', 'es', 'dies',
  'hier', 'wir', 'was'].join('|')})(?![\\p{L}])`, 'iu');
const copulaAfter = new RegExp(`^\\s+(${copulas.join('|')})\\s`, 'iu');
// Subjects that name no one thing ("The following", "La mayoría").
const vagueSubject = new RegExp(`(?<![\\p{L}])(${['following', 'other', 'others', 'same', 'first', 'next', 'last', 'main', 'best',
  'only', 'result', 'problem', 'idea', 'example', 'concept', 'point', 'goal', 'thing', 'way', 'reason', 'case', 'mayoría', 'siguiente', 'otro', 'otra', 'mismo', 'misma', 'primero', 'primera'].join('|')})(?![\\p{L}])`, 'iu');

/**
 * Subjects of the course's sentences that say what something is, grouped by their verb ("es" with "es", "son" with
 * "son", so the sentence stays grammatical): "La regresión es …", "La métrica R-cuadrada es …". What the course says
 * one is, it does not say of another. Language-independent wherever the language puts an article before its subject.
 */
function subjectKinds(sentences: readonly string[], onSlides: (word: string) => number): string[][] {
  // Per verb, each subject once (by its lower case), as the course writes it.
  const byVerb = new Map<string, Map<string, string>>();
  for (const sentence of sentences) {
    const match = subjectThenCopula.exec(sentence.trim());
    if (!match || vagueSubject.test(match[1]!) || pointerSubject.test(match[1]!)) continue;
    // A subject the course talks about: its last word is on two slides or more (not "the idea" of one note).
    if (onSlides(normalize(match[1]!).split(' ').at(-1)!) < 2) continue;
    const verb = match[2]!.toLowerCase();
    byVerb.set(verb, (byVerb.get(verb) ?? new Map()).set(match[1]!.toLowerCase(), match[1]!));
  }
  return [...byVerb.values()].map((subjects) => [...subjects.values()]);
}

/**
 * Words that fill one slot of parallel sentences of a slide ("The cd command is used to …", "The touch command is
 * used to …"): things of one kind. Only one word differs before a shared stretch of two words or more.
 */
function slotKinds(model: CourseModel): string[][] {
  const frames = new Map<string, Set<string>>();
  for (const slide of model.slides) {
    const lines = slide.points.map((p) => p.text.split(/\s+/));
    for (const [i, a] of lines.entries()) {
      for (const b of lines.slice(i + 1)) {
        let p = 0;
        while (p < a.length && p < b.length && a[p]!.toLowerCase() === b[p]!.toLowerCase()) p++;
        const [x, y] = [a[p], b[p]];
        if (!x || !y || a.slice(p + 1, p + 3).join(' ').toLowerCase() !== b.slice(p + 1, p + 3).join(' ').toLowerCase()) continue;
        // The slot follows an article ("The cd command …"): a word that opens a sentence ("All", "Requested") is no thing.
        if (a.length < p + 3 || p === 0 || !articles.test(a[p - 1]!) || /^\P{L}*$/u.test(x) || /^\P{L}*$/u.test(y)) continue;
        const frame = `${a.slice(0, p).join(' ')} _ ${a.slice(p + 1, p + 3).join(' ')}`.toLowerCase();
        frames.set(frame, (frames.get(frame) ?? new Set()).add(x).add(y));
      }
    }
  }
  return [...frames.values()].map((kind) => [...kind]);
}

/** The sentence with one thing it names swapped for another of its kind; the course's own sentences are never made. */
export function swapEdits(text: string, vocabulary: SwapVocabulary): string[] {
  const edits: string[] = [];
  const together = (a: string, b: string) => {
    const [x, y] = [vocabulary.where.get(a), vocabulary.where.get(b)];
    return x !== undefined && y !== undefined && [...x].some((i) => y.has(i));
  };
  for (const { things, rule } of vocabulary.kinds) {
    for (const thing of things) {
      // Names keep their case ("Git" is not "git"); terms and actors are found in any case.
      const at = wordAt(thing, nameLike.test(thing) ? 'u' : 'iu').exec(text);
      if (!at) continue;
      const before = text.slice(0, at.index);
      const after = text.slice(at.index + at[0].length);
      if (listedBefore.test(before) || listedAfter.test(after)) continue;
      // "IP is a “stateless” protocol" may hold in the world though the course says it of HTTP: a name is not swapped
      // where the sentence says what kind of thing it is.
      // A term is swapped where a noun phrase starts, not inside one ("which security Catalog controls", OCR's mix of two lines).
      if (rule === 'term' && before.trim() !== '' && !/(^|\s)(the|a|an|of|in|for|by|with|to|is|are|and)\s+$/i.test(before)) continue;
      // What the sentence says of its subject is specific enough to be false of another ("is a measure of how much of the
      // variance …"); "is still quite common" or "is really useful" may hold of many things.
      if (rule === 'subject' && (before.trim() !== '' || !copulaAfter.test(after) || after.trim().split(/\s+/).length < 6)) continue;
      if (rule === 'name' && (before.trim() !== '' || !subjectVerb.test(after) || /^\s+(is|are)\s+(a|an|the)\b/i.test(after))) continue;
      for (const other of things) {
        if (other === thing || wordAt(other, 'iu').test(text) || together(thing, other)) continue;
        if (rule === 'actor' && !attacker.test(thing) && !attacker.test(other)) continue;
        // A term of another number breaks the sentence ("A Tool vendors can …"): a plural only for a plural.
        if (rule === 'term' && plural(thing) !== plural(other)) continue;
        // "La regresión" and "Un modelo de regresión" are about one thing: what is said of one may hold of the other.
        if (rule === 'subject' && sharedWord(thing, other)) continue;
        const written = /^\p{Lu}/u.test(at[0]) && !nameLike.test(other) ? other[0]!.toUpperCase() + other.slice(1) : other;
        const edit = text.slice(0, at.index) + written + text.slice(at.index + at[0].length);
        if (!vocabulary.sentences.includes(` ${normalize(edit)} `)) edits.push(edit);
      }
    }
  }
  return edits;
}
