import { actionAsked, particleWindow, phrasalActionAsked } from './action-asked.ts';
import { addressAsked, givesAddress } from './address-asked.ts';
import { givesDate, type QuantityAsked, quantityAsked, statesQuantity } from './answer-kind.ts';
import { type ChatIndex, foundShare, type SearchQuery, type SlideHit } from './chat-index.ts';
import { lexiconWords } from './computing-lexicon.ts';
import { acronymAsked, definesSubject, definitionAsked, definitionSubject, saysWhatItIs } from './definitions.ts';
import { questionKind, whoAsked } from './question-intent.ts';
import { everydayRank, isEverydayWord } from './everyday-words.ts';
import { analyzerFor, fold, words } from './search-terms.ts';
import { verbAsked } from './verb-asked.ts';

// Retrieval: the chat's search over the course model. Both engines answer from what it finds (the built-in
// one composes its reply from the sentences found, a model is given them as its only sources).

/**
 * Below this coverage of the question by the best slide, the course does not cover the question. Chosen on
 * the tuning question set (`npm run check:chat -- --curve`): the point where wrong answers stay rare without
 * refusing covered questions.
 */
export const coverageThreshold = 0.35;
/** Slides cited at most; a slide far below the best is left out. */
export const maxSlides = 3;
/** The share of the threshold a slide other than the best must cover to be cited beside it. */
export const citingShare = 0.75;
const relativeFloor = 0.2;
/**
 * The share of the threshold the best slide must reach by the learner's words themselves (their forms, synonyms):
 * chosen on all three question sets: at 0.6 it refuses nothing more, at 1 it refuses covered questions ("What files
 * will the project deliver?", "How do I send my work to GitHub?").
 */
const closeFloor = 0.85;

/** A follow-up leans on the turn before it: "and what about by text message?", "¿y en el banco?". */
const followUp = /^\s*¿?\s*(and|what about|how about|also|y|e|und|et|and if|what if|y si|und wenn|et si)\b/i;

export interface RetrievalOptions {
  /** The learner's earlier questions, oldest first: a follow-up is understood with the last one. */
  earlier?: string[];
  /** The abstention threshold (the check's curve varies it). */
  threshold?: number;
  /** The question's search terms when the caller has them already (`searchQuery`). */
  query?: SearchQuery;
  /** How many of a language's commonest words are everyday words (the check's curve varies it). */
  everydayRank?: number;
}

/** The question's search terms; a follow-up, or a question of one or two words after another, with the last one's. */
export function searchQuery(index: ChatIndex, question: string, earlier: string[] = []): SearchQuery {
  const query = index.query(question);
  const previous = earlier.at(-1);
  if (!previous || !(followUp.test(question) || query.own.length <= 2)) return query;
  // The earlier question's words weigh half: "and by text message?" is about text messages first.
  return index.query(question, [{ text: previous, weight: 0.5 }]);
}

/** What a learner's term weighs in a question's coverage (as the index counts it): rarer words more. */
const termWeight = (index: ChatIndex, query: SearchQuery, term: string) => index.rarity(term) * (query.weights.get(term) ?? 1);
const questionWeight = (index: ChatIndex, query: SearchQuery) =>
  query.own.reduce((sum, t) => sum + termWeight(index, query, t), 0);

/** How much a role stands for the verb of a "who" question: a synonym's share (it names the doer, not the deed). */
const roleShare = 0.5;

/**
 * A slide naming people by their role ("Custom profile maintainers: developing new profiles …") answers "who
 * writes the profiles?" without the verb: the verb counts as found, as a synonym would, when the slide missed it
 * but holds another word of the question.
 */
function withVerbByRole(index: ChatIndex, question: string, query: SearchQuery, hit: SlideHit): SlideHit {
  const verb = whoAsked(question)?.verb;
  const term = verb ? analyzerFor(hit.language).term(verb) : null;
  if (!term || !hit.intent || hit.credit.has(term) || !query.own.includes(term)) return hit;
  // The role stands for the verb, never for what the people do it to: "who gave this talk?" is not answered by a
  // slide naming a role ("the URL indicates his role") and no other word of the question.
  if (hit.matched === 0) return hit;
  const coverage = Math.min(1, hit.coverage + (roleShare * termWeight(index, query, term)) / questionWeight(index, query));
  const credit = new Map([...hit.credit, [term, roleShare]]);
  return { ...hit, coverage, credit, matched: hit.matched + 1, missed: hit.missed - 1 };
}

/** The share of the question's words a slide holds by themselves, a form of them or a synonym (not a related word). */
function closeCoverage(index: ChatIndex, query: SearchQuery, hit: SlideHit): number {
  const total = questionWeight(index, query);
  const closeShare = (t: string) => ((hit.credit.get(t) ?? 0) >= foundShare ? hit.credit.get(t)! : 0);
  const close = query.own.reduce((sum, t) => sum + termWeight(index, query, t) * closeShare(t), 0);
  return total > 0 ? close / total : 0;
}

/**
 * The least share of the question a slide must hold in the learner's own words or forms of them. Chosen on the
 * tuning sets: from 0.1 to 0.12 it refuses one off-topic question more and nothing else; at 0.15 it refuses "What's
 * the first command to turn a folder into a Git project?" (found by "directory" and "repository").
 */
const ownFloor = 0.12;
/** The credit of a form of the learner's word (`ChatIndex.slides`: the word itself 1, a longer form 0.8). */
const formShare = 0.8;

/** Whether a slide holds `ownFloor` of the question's words by themselves or a form of them (no synonym, no related word). */
export function holdsOwnWords(index: ChatIndex, query: SearchQuery, hit: SlideHit): boolean {
  const total = questionWeight(index, query);
  const held = query.own.reduce((sum, t) => sum + ((hit.credit.get(t) ?? 0) >= formShare ? termWeight(index, query, t) : 0), 0);
  return total > 0 && held / total >= ownFloor;
}

/**
 * The rare words of the question ("undo", "certified", "logística": not among its language's everyday words) that
 * the courses never use and the slide meets in no form or synonym. Everyday words ("latest", "computer") are how
 * learners paraphrase; a slide may well answer without them.
 */
export function missedRareWords(index: ChatIndex, query: SearchQuery, hit: SlideHit, within = everydayRank): string[] {
  return query.own.filter((term) => {
    const written = query.written.get(term);
    if (!written || index.has(term) || (hit.credit.get(term) ?? 0) >= foundShare) return false;
    return /^\p{L}{3,}$/u.test(written.word) && !isEverydayWord(written.word, written.language, within);
  });
}

/**
 * A missed rare word: the slide answers another question ("How do I undo my last commit?" is not answered by the
 * slide on committing). So may a slide holding all but one of four or more words of the question ("¿Cómo compruebo
 * que mi modelo funcionará con datos nuevos?": the lists count each form of a word apart, and a language's verb
 * forms are many): a missed rare word refuses when it is at least a third of the question's words; a missed word
 * English's dictionary knows, with the everyday words no course uses at half, when it is a third of the words that
 * tell one slide from another ("Does OSCAL support digital signatures on profiles?").
 */
function missesRareWord(index: ChatIndex, query: SearchQuery, hit: SlideHit, within: number): boolean {
  const missed = missedRareWords(index, query, hit, within);
  if (missed.length === 0) return false;
  if (missed.length * 3 >= query.own.length) return true;
  // A missed word English's dictionary knows names a thing of its own (not another language's form of a verb,
  // which the lists count apart: "equivoca"): the question's telling words are counted against it.
  if (missed.every((term) => query.maybeTypos.has(term))) return false;
  // Words the course says nearly everywhere ("OSCAL" in a course on OSCAL) tell no slide from another: not counted.
  const telling = query.own.filter((term) => !index.has(term) || index.isSpecific(term)).length;
  // An everyday word no course uses ("digital" in "digital signatures") is missed too, and counts half.
  const everydayMissed = query.own.filter((term) => {
    const written = query.written.get(term);
    return written !== undefined && !index.has(term) && (hit.credit.get(term) ?? 0) < foundShare && !missed.includes(term);
  }).length;
  return (missed.length + everydayMissed / 2) * 3 >= telling;
}

/**
 * Whether the slide misses the verb the question asks about (`verbAsked`), in every form and synonym, where that
 * verb is the question's topic: one no course and no lexicon knows, outside the everyday words ("Can Git undo a
 * commit I already pushed?" is not answered by the slide on pushing commits, "¿Cómo compro una casa en otra
 * ciudad?" by the challenge's houses in a city); and in English any verb a yes-or-no question asks of what it names
 * ("Does OSCAL replace FedRAMP?" is not answered by the slide naming FedRAMP's profiles in OSCAL format). An
 * English how-to's verb is `actionHolder`'s; another language's known verb may be said in another form of it.
 */
export function missesVerbAsked(index: ChatIndex, question: string, query: SearchQuery, hit: SlideHit): boolean {
  const verb = verbAsked(question, hit.language);
  const term = verb ? analyzerFor(hit.language).term(verb) : null;
  if (!verb || !term || !query.own.includes(term)) return false;
  // An everyday verb ("mean", "cover") is how learners paraphrase the slide's own: unknown, it decides nothing alone.
  const unknown = !index.has(term) && lexiconWords(term, hit.language).length === 0 && !isEverydayWord(verb, hit.language);
  const yesNoVerb = hit.language === 'en' && actionAsked(question) === null;
  return (unknown || yesNoVerb) && (hit.credit.get(term) ?? 0) < foundShare;
}

/**
 * The names the question gives (a capitalised word not opening it: "Windows", "Scrum") that no course and no
 * lexicon knows, and the slide says in no form or synonym. A name is no paraphrase: "How do I change the idle
 * session timeout in Windows?" is about Windows, which the slide on idle-session timeouts never names.
 */
export function missedUnknownNames(index: ChatIndex, question: string, query: SearchQuery, hit: SlideHit): string[] {
  const analyzer = analyzerFor(hit.language);
  const [, ...afterFirst] = question.split(/[^\p{L}\p{N}-]+/u).filter((w) => w.length > 0);
  return afterFirst.filter((word) => {
    if (!/^\p{Lu}\p{L}/u.test(word)) return false;
    const term = analyzer.term(word);
    if (!term || !query.own.includes(term) || index.has(term) || lexiconWords(term, hit.language).length > 0) return false;
    // A name WordNet does not know may misspell the course's words ("Gihtub"): only when it is one edit from one.
    if ((hit.credit.get(term) ?? 0) >= foundShare) return false;
    return !query.maybeTypos.has(term) || !index.spellsLikeCourseWord(word);
  });
}

/** What a missed everyday word no course uses counts against the words a slide holds: a paraphrase, half a miss. */
const paraphraseMiss = 0.5;
/**
 * The words a slide must hold for a missed everyday word to count half: with fewer, the missed word is what the
 * question asks ("How do I delete a branch?", "What salary does a security assessor earn?").
 */
const paraphraseFloor = 3;

/**
 * The question's words a slide misses, counted: an everyday word the courses never use ("keep", "enough",
 * "behind") is how a learner paraphrases, and counts half ("How do I keep my third-party libraries up to date?"
 * is answered by the slide saying libraries are not kept up to date, though it says neither "keep" nor "third-party").
 */
function missedWords(index: ChatIndex, query: SearchQuery, hit: SlideHit): number {
  if (hit.matched < paraphraseFloor) return hit.missed;
  return query.own.reduce((sum, term) => {
    const found = (hit.credit.get(term) ?? 0) >= (index.has(term) ? Number.MIN_VALUE : foundShare);
    if (found) return sum;
    const written = query.written.get(term);
    const paraphrase = !index.has(term) && written !== undefined && isEverydayWord(written.word, written.language);
    return sum + (paraphrase ? paraphraseMiss : 1);
  }, 0);
}

/** "How many controls …?", "¿Cuántas bicicletas …?": the term of the thing counted, or null. */
function countedNoun(question: string, language: string): string | null {
  const noun = /\b(?:how\s+many|cu[áa]nt[oa]s)\s+(\p{L}+)/iu.exec(question)?.[1];
  return noun ? analyzerFor(language).term(noun) : null;
}

/**
 * Whether a found sentence of the slide gives a number of the thing counted, in figures ("the 100+ controls"); not
 * a number inside a name ("SP 800-53 control catalog").
 */
function countsNoun(hit: SlideHit, noun: string): boolean {
  const analyzer = analyzerFor(hit.language);
  const counts = (sentence: string) =>
    [...sentence.matchAll(/(?:^|\s)\d[\d,.]*\+?\s+(\p{L}+)/gu)].some((m) => analyzer.term(m[1]!) === noun);
  return hit.documents.some((d) => d.sentences.some(counts));
}

/** Whether a sentence of the slide holding a word of the search gives what is asked (an address, a date). */
function givesFound(query: SearchQuery, hit: SlideHit, gives: (sentence: string) => boolean): boolean {
  const analyzer = analyzerFor(hit.language);
  const found = (sentence: string) => gives(sentence) && analyzer.terms(sentence).some((t) => query.weights.has(t));
  return hit.documents.some((d) => d.sentences.some(found));
}

/**
 * Whether the courses name one side of a comparison: none of its words is one they never use but an everyday
 * word ("SP 800-171" is not named by a course saying "SP 800-53"; "the newest Git" is named by "Git").
 */
function namedInCourses(index: ChatIndex, side: string, language: string): boolean {
  const written = words(side);
  const analyzer = analyzerFor(language);
  return written.every((word) => {
    const term = analyzer.term(word);
    return term === null || index.has(term) || isEverydayWord(word, language);
  });
}

/**
 * Whether a sentence the slide was found by (one holding a word of the search) states the quantity asked. Not its
 * title: "2013-A2 – Broken Authentication", "Sprint 4 (Sept. 2017)" number a part, they answer no "how many".
 */
function statesQuantityAsked(query: SearchQuery, hit: SlideHit, quantity: QuantityAsked): boolean {
  const analyzer = analyzerFor(hit.language);
  const holdsSearchedWord = (sentence: string) => analyzer.terms(sentence).some((t) => query.weights.has(t));
  const answers = (sentence: string) => statesQuantity(sentence, quantity) && holdsSearchedWord(sentence);
  // A ranking ("Primary Recommendation: output encode …") may head the block whose other points hold the words.
  if (quantity === 'comparison') return hit.documents.some((d) => statesQuantity(d.text, quantity));
  return hit.documents.some((d) => d.sentences.some(answers));
}

/**
 * For a how-to question, the best slide that says the action asked ("delete", "compare"), in some form or
 * synonym, among those covering the question; undefined when none does (the course does not say how to do it).
 * The slide is put first in `hits`. Any other question: the best slide.
 */
function actionHolder(question: string, query: SearchQuery, hits: SlideHit[], threshold: number): SlideHit | undefined {
  const english = hits[0]?.language === 'en';
  const verb = english ? actionAsked(question) : null;
  const term = verb ? analyzerFor('en').term(verb) : null;
  const phrasal = english && !verb ? phrasalActionAsked(question) : null;
  if (phrasal) return holderOf(hits, threshold, (h) => saysPhrasal(h, phrasal));
  if (!term || !query.own.includes(term)) return hits[0];
  return holderOf(hits, threshold, (h) => (h.credit.get(term) ?? 0) >= foundShare);
}

/**
 * Whether a sentence of the slide says a phrasal verb: its verb with the particle after it ("take … out"), or one
 * of WordNet's words for it ("remove"). "Use `git add`" answers no "How do I take a file back out of …?".
 */
function saysPhrasal(hit: SlideHit, phrasal: NonNullable<ReturnType<typeof phrasalActionAsked>>): boolean {
  const analyzer = analyzerFor(hit.language);
  const synonyms = new Set(phrasal.synonyms.map((w) => analyzer.term(w)).filter((t) => t !== null));
  // A light verb is a common word, no term: its own form then ("take").
  const verb = analyzer.term(phrasal.verb);
  const isVerb = (w: string) => w === phrasal.verb || (verb !== null && analyzer.term(w) === verb);
  return hit.documents.some((d) =>
    d.sentences.some((sentence) => {
      const said = words(sentence);
      return said.some((w, i) =>
        synonyms.has(analyzer.term(w) ?? '') || (isVerb(w) && said.slice(i + 1, i + 2 + particleWindow).includes(phrasal.particle)));
    }),
  );
}

/** The best slide among the first cited covering the question that does what is asked, put first in `hits`. */
function holderOf(hits: SlideHit[], threshold: number, holds: (h: SlideHit) => boolean): SlideHit | undefined {
  const holder = hits.slice(0, maxSlides).find((h) => holds(h) && h.coverage >= threshold);
  if (holder) {
    hits.splice(hits.indexOf(holder), 1);
    hits.unshift(holder);
  }
  return holder;
}

/** The slides worth citing for a question, best first; empty when the courses do not cover it. */
export function retrieve(index: ChatIndex, question: string, options: RetrievalOptions = {}): SlideHit[] {
  const threshold = options.threshold ?? coverageThreshold;
  const subject = definitionSubject(question);
  const query = options.query ?? searchQuery(index, question, options.earlier);
  const hits = index.slides(query, { boostTerm: subject !== null }).map((hit) => withVerbByRole(index, question, query, hit));
  // "What does OSCAL stand for?" is answered by the slide that spells it out, whatever else the search found.
  const acronym = acronymAsked(question);
  const spelled = acronym ? index.expansion(acronym) : null;
  const spelledOn = spelled ? index.slideHit(spelled.courseId, spelled.slide) : null;
  if (spelledOn) {
    const sameSlide = (h: SlideHit) => h.courseId === spelledOn.courseId && h.slide === spelledOn.slide;
    const others = hits.filter((h) => !sameSlide(h) && h.coverage >= threshold);
    return [spelledOn, ...others].slice(0, maxSlides);
  }
  const top = actionHolder(question, query, hits, threshold);
  // Only words every slide uses ("git" in a git course) say nothing about which slide answers.
  // And most of the question's words must be found: "write me a poem" is not answered by "write your commit message".
  if (!top || top.coverage < threshold || top.matched <= missedWords(index, query, top)) return [];
  const defined = definitionAsked(question);
  // "What is a catalog?": a slide with a line defining it ("Catalog: Defines a set of …").
  const defining = defined
    ? hits.filter((h) => {
        const keyTerms = index.keyTerms(defined, h.language);
        const terms = (text: string) => analyzerFor(h.language).terms(text);
        return h.documents.some((d) => d.sentences.some((sentence) => definesSubject(sentence, keyTerms, terms)));
      })
    : [];
  // A question naming only the course's subject ("why do we need OSCAL?") is answered by the slide that says
  // what it is for, when one does, and "¿Qué es regresión?" in a regression course by the line defining it.
  // Wherever the search ranks it: every slide of a Git course says "git", so the order says nothing for "What is Git?".
  const definedOnASlide = defining.length > 0;
  if (!top.specific && !(top.intent && top.missed === 0) && !definedOnASlide) return [];
  // Nor by loosely related words only: "How often should we run a penetration test?" is not answered by a slide
  // saying "runs" and, for the rest, "attack" and "examine".
  if (closeCoverage(index, query, top) < threshold * closeFloor) return [];
  // Nor by synonyms only, which may be of another sense: "How do I find a book in the public library catalog?" is
  // not answered by a slide saying "record" and "component" (WordNet's words for "book" and "library").
  if (!holdsOwnWords(index, query, top)) return [];
  if (missesRareWord(index, query, top, options.everydayRank ?? everydayRank)) return [];
  if (missesVerbAsked(index, question, query, top)) return [];
  if (missedUnknownNames(index, question, query, top).length > 0) return [];
  // "How often …?", "How many …?": the passages found on the slide must state a frequency, a number.
  const quantity = quantityAsked(question);
  if (quantity && !statesQuantityAsked(query, top, quantity)) return [];
  const kind = questionKind(question);
  // "What is the difference between SP 800-53 and SP 800-171?": a side the courses never name is not covered,
  // whatever the slides say of the other.
  if (kind.kind === 'difference' && kind.sides.some((side) => !namedInCourses(index, side, top.language))) return [];
  const worthCiting = (h: SlideHit) => h.coverage >= threshold * citingShare && h.score >= top.score * relativeFloor;
  let chosen = hits.filter(worthCiting).slice(0, maxSlides);
  // "How many controls does ISO 27002 have?": the slide counting them ("the 100+ controls in ISO 27002") leads, not
  // one that only names ISO 27002 beside a date.
  const counted = quantity === 'number' ? countedNoun(question, top.language) : null;
  const counting = counted ? chosen.find((h) => countsNoun(h, counted)) : undefined;
  if (counting) chosen = [counting, ...chosen.filter((h) => h !== counting)];
  // "What website do I download Git from?", "When did the first sprint take place?": the slide giving an address,
  // a date, in a sentence the search found, leads.
  const shape = addressAsked(question) ? givesAddress : quantity === 'time' ? givesDate : null;
  const giving = shape ? chosen.find((h) => givesFound(query, h, shape)) : undefined;
  if (giving) chosen = [giving, ...chosen.filter((h) => h !== giving)];
  if (defined) {
    // The slides with a line defining the subject come first.
    chosen = [...defining.slice(0, 2), ...chosen.filter((h) => !defining.slice(0, 2).includes(h))].slice(0, maxSlides);
  }
  if (kind.kind === 'difference') {
    // "What's the difference between Git and GitHub?": the slide saying what each of them is ("Git is a version
    // control tool …", "GitHub is a cloud platform …") comes first, not one that names both in passing.
    const saysBoth = hits.find((h) => {
      const analyzer = analyzerFor(h.language);
      const sentences = h.documents.flatMap((d) => d.sentences);
      return kind.sides.every((side) => {
        const terms = analyzer.terms(side);
        return terms.length > 0 && sentences.some((sentence) => saysWhatItIs(sentence, terms, (w) => analyzer.term(w)));
      });
    });
    if (saysBoth) chosen = [saysBoth, ...chosen.filter((h) => h !== saysBoth)].slice(0, maxSlides);
  }
  if (subject) {
    // A glossary term named by the question goes first, its definition as the slide's best point.
    const wanted = fold(subject).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    const entry = index.glossary.find((g) => fold(g.term).replace(/[^\p{L}\p{N}]+/gu, ' ').trim() === wanted);
    if (entry) {
      const found = hits.find((h) => h.courseId === entry.courseId && h.slide === entry.slide);
      const best = found ?? top;
      const text = `${entry.term}: ${entry.definition}`;
      const definition: SlideHit = {
        ...best,
        courseId: entry.courseId,
        courseTitle: entry.courseTitle,
        slide: entry.slide,
        slideTitle: found?.slideTitle ?? best.slideTitle,
        best: { ...best.best, sentences: [text], levels: [0], text, fromNotes: false },
        documents: [{ ...best.best, sentences: [text], levels: [0], text, fromNotes: false }],
      };
      const others = chosen.filter((h) => !(h.courseId === entry.courseId && h.slide === entry.slide));
      return [definition, ...others].slice(0, maxSlides);
    }
  }
  return chosen;
}
