import { type Choices, type CourseModel, quizMinimumQuestions } from '@complyra/core';
import { adviceSharesTopic, courseWideWords, topicWords } from './advice-topics.ts';
import { choiceFlaw, phraseFlaw } from './choice-quality.ts';
import { type AnswerKind, type Fact, factSteps, slideWords, type WrongChoice } from './course-facts.ts';
import { finishSteps } from '../../lib/stepped-work.ts';
import { factFamily, noteSentences } from './fact-families.ts';
import { balanceLetters } from './letter-balance.ts';
import { stemsFor } from './question-stems.ts';
import { containsEither, contentWords, type DraftQuestion, normalize, questionProblems } from './question-checks.ts';
import { type Random, shuffle } from './random.ts';
import { type ChoiceCheck, ocrChoiceCheck } from './ocr-choice-check.ts';
import { saidElsewhereIn } from './said-elsewhere.ts';
import { hasNegation, negateStatement } from './statement-edits.ts';

/**
 * The built-in (offline) question writer. It reads the course model's facts (course-facts.ts) and asks about
 * their meaning. Wrong choices are of the answer's kind and provably wrong: edits of the course's own words
 * that turn them false, other steps of the same list, or answers of the same kind from other slides that the
 * source of the question does not say. Every item passes the key check and the fragment check before it is kept.
 */

export { quizMinimumQuestions };

/** Kinds whose wrong choices may also come from answers of the same kind elsewhere in the course. */
const poolKinds: Record<AnswerKind, AnswerKind[]> = {
  term: ['term'], definition: ['definition'], figure: ['figure'], measures: ['measures'],
  instruction: ['instruction', 'step'], step: ['step', 'instruction'], statement: [],
  // A thin course has few lists: what other slides state is not one of this list's members either.
  member: ['member', 'statement', 'instruction'],
};

/** Whether the course says a text (as one of its sentences, or in substance): such a text is no wrong choice. */
type CourseSays = (text: string) => boolean;

/** A point of a slide offered as a wrong choice, with the slide it is on. */
interface SlidePoint extends WrongChoice {
  slide: number;
}

interface Candidate extends WrongChoice {
  /** The group the candidate belongs to (members of one list, steps of one slide). */
  group?: string;
  /** The slide a choice taken from elsewhere in the course is said on. */
  slide?: number;
  /** An edit of the course's words (not the course's own words): the course must not say it anywhere. */
  edited?: boolean;
}

function poolsOf(facts: Fact[]): Map<AnswerKind, Fact[]> {
  const pools = new Map<AnswerKind, Fact[]>();
  for (const fact of facts) {
    const pool = pools.get(fact.kind) ?? [];
    if (!pool.some((f) => normalize(f.answer) === normalize(fact.answer))) pool.push(fact);
    pools.set(fact.kind, pool);
  }
  return pools;
}

/**
 * The key check: the source block says the key and none of the wrong choices, and a wrong choice said anywhere in
 * the course for the same stem would be a second right answer.
 */
function wrongIsProvable(fact: Fact, candidate: Candidate, courseSays: CourseSays, topic: Set<string>): boolean {
  const said = (where: string) => ` ${normalize(where)} `.includes(` ${normalize(candidate.text)} `);
  if (candidate.edited) {
    // An edit the course states (as one of its own sentences, or all its words in one of them) is not false.
    if (courseSays(candidate.text)) return false;
    return true;
  }
  if (said(fact.source)) return false;
  // Advice said on this slide is right for "what to do about" its topic; so is advice from another slide whose words
  // are mostly this slide's ("Manage keys/certificates properly" beside "Generate, distribute, and protect keys properly"),
  // and advice from a neighbouring slide or about a word of this slide's topic (advice-topics.ts).
  if (fact.kind !== 'instruction') return true;
  const words = contentWords(candidate.text);
  const slideText = slideWords(fact.slide);
  const onSlide = new Set(contentWords(slideText));
  return !said(slideText) && words.filter((w) => onSlide.has(w)).length < words.length / 2
    && !adviceSharesTopic(candidate.text, candidate.slide, fact.slide.number, topic);
}

function distractorsFor(fact: Fact, pools: Map<AnswerKind, Fact[]>, courseSays: CourseSays,
  otherPoints: SlidePoint[], wide: Set<string>,
  random: Random, ocrCheck: ChoiceCheck | null = null): Candidate[] | null {
  const chosen: Candidate[] = [];
  // The asked slide's topic words, once per item (advice-topics.ts).
  const topic = fact.kind === 'instruction' ? topicWords(fact.slide, wide) : new Set<string>();
  const ratio = (text: string) => Math.abs(Math.log((text.length + 5) / (fact.answer.length + 5)));
  const take = (candidate: Candidate) => {
    if (chosen.length === 3) return;
    const text = candidate.text;
    if (normalize(text) === normalize(fact.answer)) return;
    // Terms never beside a term that holds them; a sentence's edit holds the sentence by design.
    if (!candidate.edited && containsEither(text, fact.answer)) return;
    if (chosen.some((c) => containsEither(c.text, text))) return;
    if (candidate.group && candidate.group === fact.group) return;
    const flaw = fact.kind === 'figure' ? choiceFlaw(text) : phraseFlaw(text, { oneWord: fact.kind !== 'statement' && fact.kind !== 'instruction' });
    if (flaw !== null || (ocrCheck && ocrCheck(text) !== null)) return;
    if (!wrongIsProvable(fact, candidate, courseSays, topic)) return;
    chosen.push(candidate);
  };
  // Edits of the fact itself first (the smallest change that makes it false), then of the same kind elsewhere.
  const own = fact.ownWrong.map((w) => ({ ...w, edited: fact.kind !== 'step' }));
  if (own.length > 0) take(own[0]!);
  // Advice: one turned-around choice is enough; real advice about other topics tempts more than more negations.
  if (fact.kind !== 'instruction') for (const candidate of shuffle(own.slice(1), random)) take(candidate);
  for (const kind of poolKinds[fact.kind]) {
    const pool = shuffle(pools.get(kind) ?? [], random).filter((f) => f.slide.number !== fact.slide.number || kind === 'term'
      || kind === 'definition' || kind === 'figure' || kind === 'measures');
    // Choices of a similar length first, so the right one does not stand out by its size.
    // A figure is offered beside figures of its unit first (a share beside shares).
    const unit = (text: string) => text.replace(/[\d.,\s]+/g, '#');
    const near = pool.filter((f) => ratio(f.answer) <= Math.log(2) && (kind !== 'figure' || unit(f.answer) === unit(fact.answer)));
    for (const other of [...near, ...pool.filter((f) => !near.includes(f))]) {
      take({ text: other.answer, why: other.asWrong, group: other.group, slide: other.slide.number });
    }
  }
  // A list member's last resort: what other slides say, which the course does not put in this list.
  if (fact.kind === 'member') for (const point of shuffle(otherPoints, random)) if (point.slide !== fact.slide.number) take(point);
  // A statement's other wrong choices: other sentences of the course, each turned false by its smallest edit.
  if (fact.kind === 'instruction') for (const candidate of shuffle(own.slice(1), random)) take(candidate);
  if (fact.kind === 'statement' || fact.kind === 'instruction') {
    // Edits of the same kind first; a thin course also turns its other kind around (a rule of the course made false).
    const kinds: AnswerKind[] = fact.kind === 'statement' ? ['statement', 'instruction'] : ['instruction', 'statement'];
    for (const kind of kinds) {
      for (const other of shuffle(pools.get(kind) ?? [], random)) {
        if (other.ownWrong[0] && other !== fact) take({ ...other.ownWrong[0], edited: true });
      }
    }
  }
  return chosen.length === 3 ? chosen : null;
}

/** Sentences from which a course has enough "Which statement is correct?" items to skip the ones only negations make false. */
const richCourseStatements = 12;

/** A "Which statement is correct?" item: its key (the course's sentence, or a true negation) and three false statements. */
interface StatementItem {
  key: string;
  wrong: Candidate[];
}

/** How many keys and wrong choices of the "Which statement is correct?" items so far say "not": kept even over the bank. */
interface NegationTally {
  keys: number;
  negativeKeys: number;
  wrong: number;
  negativeWrong: number;
  /** How often each false statement was a wrong choice: the least offered come first, so a bank does not repeat one swap. */
  offered: Map<string, number>;
}

/** What a swap put in place of the sentence's words ("La métrica R-cuadrada" in a swap of "La regresión es …"). */
function swappedIn(swap: string, sentence: string): string {
  const a = swap.split(/\s+/);
  const b = sentence.split(/\s+/);
  while (a.length > 0 && b.length > 0 && normalize(a.at(-1)!) === normalize(b.at(-1)!)) {
    a.pop();
    b.pop();
  }
  return normalize(a.join(' '));
}

/**
 * "Which statement is correct?" that "the one without «not»" does not answer (issue 28): two choices are negative and
 * two positive, and the key is the negative one about half the time, or all four are positive. The false positives are
 * swaps (another term, name or actor of the course) and edits of the sentence; the false negatives are negations of
 * what the course says; a negative key is only the course's own negative sentence (a swap denied is never a key:
 * "Vishing is not an attack", made from "Phishing is an attack", is not what the course says). A sentence and its own negation are never both offered: such a pair tells which two
 * to choose from.
 */
function statementItem(fact: Fact, pools: Map<AnswerKind, Fact[]>, courseSays: CourseSays, language: string,
  random: Random, ocrCheck: ChoiceCheck | null, tally: NegationTally): StatementItem | null {
  const stems = stemsFor(language);
  const negative = (text: string) => hasNegation(text, language);
  const fine = (text: string) => phraseFlaw(text) === null && (ocrCheck === null || ocrCheck(text) === null)
    && !courseSays(text);
  // What a true sentence of the course turns into when made false: its negation, and (a positive sentence only) its swaps and edits.
  const swapSubjects = new Map<string, string>();
  const madeFrom = new Map<string, string>();
  const falseOf = (f: Fact) => {
    for (const swap of f.swaps ?? []) swapSubjects.set(swap, swappedIn(swap, f.answer));
    // Its negation, swaps and edits of another sentence: one per item ("A profile is a complex, largely manual process" beside
    // "OSCAL is a complex, largely manual process" are one false statement twice). The key's own may be several.
    const made = f === fact ? [] : [...(f.swaps ?? []), ...f.ownWrong.map((w) => w.text)];
    for (const text of made) madeFrom.set(text, f.answer);
    return {
      denied: f.ownWrong[0]?.text,
      swapped: negative(f.answer) ? []
        : [...shuffle(f.swaps ?? [], random), ...shuffle(f.ownWrong.slice(1).map((w) => w.text), random)],
    };
  };
  const own = falseOf(fact);
  const others = pools.get('statement')?.filter((f) => f !== fact && normalize(f.answer) !== normalize(fact.answer)) ?? [];
  // Sentences of the same slide first: they are about the same topic.
  const ordered = [...shuffle(others.filter((f) => f.slide.number === fact.slide.number), random),
    ...shuffle(others.filter((f) => f.slide.number !== fact.slide.number), random)].slice(0, 12).map(falseOf);
  const falseNegatives = (exclude: string | undefined) => [own.denied, ...ordered.map((o) => o.denied)]
    .filter((t): t is string => t !== undefined && t !== exclude && negative(t) && fine(t));
  // Own swaps first, then one of each other sentence, then the rest of theirs: a thin course still has positive false
  // statements to offer before it has to fall back on negations (notes-pages OSCAL deck: "not" was .61 of wrong choices).
  const falsePositives = [...own.swapped, ...ordered.flatMap((o) => [...o.swapped.slice(0, 1), ...(o.denied ? [o.denied] : [])]),
    ...ordered.flatMap((o) => o.swapped.slice(1))]
    .filter((t) => !negative(t) && fine(t))
    .sort((a, b) => (tally.offered.get(a) ?? 0) - (tally.offered.get(b) ?? 0));

  const pick = (key: string, negatives: string[], positives: string[], neg: number, pos: number,
    pairs = false): StatementItem | null => {
    const chosen: string[] = [];
    const add = (list: string[], n: number, oneFromEach: boolean) => {
      for (const text of list) {
        if (chosen.length >= 3 || n === 0) return;
        const same = (c: string) => normalize(c) === normalize(text) || containsEither(c, text);
        if (normalize(text) === normalize(key) || chosen.some(same)) continue;
        // A choice and its negation: one of the two is right, which gives the pair away.
        const paired = (c: string) => negateStatement(c, language) === text || negateStatement(text, language) === c;
        if (!pairs && [key, ...chosen].some(paired)) continue;
        // One swap per thing swapped in: three choices about "La métrica R-cuadrada" point away from it at once.
        const about = (swap: string, other: string) => {
          const subject = swapSubjects.get(swap);
          return subject !== undefined && (swapSubjects.get(other) === subject || `${normalize(other)} `.startsWith(`${subject} `));
        };
        const source = madeFrom.get(text);
        const twice = (c: string) => oneFromEach && source !== undefined && madeFrom.get(c) === source;
        if (chosen.some((c) => about(text, c) || about(c, text) || twice(c))) continue;
        chosen.push(text);
        n--;
      }
    };
    add(negatives, neg, true);
    // One false statement per other sentence while there are enough; a thin course then takes a second rather than a "not".
    add(positives, pos, true);
    add(positives, neg + pos - chosen.length, false);
    if (chosen.length !== neg + pos) return null;
    return { key, wrong: chosen.map((text) => ({ text, why: stems.notSaid(text), edited: true })) };
  };

  if (negative(fact.answer)) {
    // The course's own negative sentence: one negative and two positive wrong choices.
    return pick(fact.answer, falseNegatives(undefined), falsePositives, 1, 2);
  }
  // The shares of "not" among keys and among wrong choices are equal when three times the negative keys make the
  // negative wrong choices. Any form this sentence allows that keeps the two shares within 0.1 of each other is taken
  // at random (the gap below over three times the keys is the difference of the shares); else the closest.
  const gap = (item: StatementItem) => Math.abs(3 * (tally.negativeKeys + (negative(item.key) ? 1 : 0))
    - (tally.negativeWrong + item.wrong.filter((w) => negative(w.text)).length));
  const allowedGap = 0.3 * (tally.keys + 1);
  const forms = shuffle([
    pick(fact.answer, falseNegatives(undefined), falsePositives, 2, 1),
    pick(fact.answer, falseNegatives(undefined), falsePositives, 1, 2),
    // Four positive choices: nothing to tell by a "not".
    pick(fact.answer, [], falsePositives, 0, 3),
  ].filter((item) => item !== null), random);
  const best = forms.find((item) => gap(item) <= allowedGap);
  if (best) return best;
  // A course of many sentences asks others instead of an item that lets "avoid the «not»" answer (notes-pages OSCAL
  // deck); a thin course keeps it rather than fall under the quiz minimum.
  // An item that brings the shares closer is still taken.
  const closest = forms.sort((a, b) => gap(a) - gap(b))[0];
  const gapNow = Math.abs(3 * tally.negativeKeys - tally.negativeWrong);
  if (closest && gap(closest) < gapNow) return closest;
  if (others.length + 1 >= richCourseStatements) return null;
  if (closest) return closest;
  // A sentence the course gives nothing to swap in (a thin course, a language without the edits): its negations,
  // as before, rather than no item; the tally above then weighs the next items the other way.
  // A thin course also turns its advice around.
  const advice = shuffle(pools.get('instruction') ?? [], random).map((f) => f.ownWrong[0]?.text).filter((t): t is string => t !== undefined && fine(t));
  // Fewest negations first: three around a positive key, which "the one without «not»" answers, only when nothing else is left.
  for (let negatives = 1; negatives <= 3; negatives++) {
    const item = pick(fact.answer, [...falseNegatives(undefined), ...advice], falsePositives, negatives, 3 - negatives, true);
    if (item) return item;
  }
  return null;
}

/** A hint that narrows: it rules out one wrong choice with the course's reason, never naming the answer. */
function hintFor(fact: Fact, wrong: Candidate[], random: Random): string {
  const answer = ` ${normalize(fact.answer)} `;
  const usable = shuffle(wrong, random).filter((w) => !` ${normalize(w.why)} `.includes(answer) && !containsEither(w.why, fact.prompt));
  return usable[0]?.why ?? `Rule out ${`“${wrong[0]!.text}”`}: the course does not say it.`;
}

function toQuestion(fact: Fact, wrong: Candidate[], random: Random, key = fact.answer): DraftQuestion {
  const choices: Choices = { A: key, B: wrong[0]!.text, C: wrong[1]!.text, D: wrong[2]!.text };
  return { question: fact.prompt, choices, correctAnswer: 'A', hint: hintFor(fact, wrong, random), slide: fact.slide.number, fact: fact.key, source: 'builtin' };
}

export interface GenerateOptions {
  count: number;
  random: Random;
  /** Fact families asked before; avoided while the course has others. */
  avoidFamilies?: ReadonlySet<string>;
  /** Right answers of the previous attempt: a DIFFERENT retry repeats none (nor their questions) while it can. */
  avoidAnswers?: ReadonlySet<string>;
  /** Questions already in the quiz (from another engine), which new ones must not repeat. */
  earlier?: readonly DraftQuestion[];
  /** The question bank: every form of every fact (term → definition and back), not one question per fact. */
  allForms?: boolean;
}

export interface GeneratedQuestions {
  questions: DraftQuestion[];
  /** True when avoided facts had to come back (in another form where the course allows). */
  reusedFacts: boolean;
}

export function generateBuiltinQuestions(model: CourseModel, options: GenerateOptions): GeneratedQuestions {
  return finishSteps(questionSteps(model, options));
}

/**
 * generateBuiltinQuestions' work a step at a time (`finishStepsInTurns`): it pauses after each slide whose facts it
 * has collected and after each fact it has tried as a question.
 */
export function* questionSteps(model: CourseModel, options: GenerateOptions): Generator<void, GeneratedQuestions> {
  const facts = yield* factSteps(model);
  const pools = poolsOf(facts);
  const stems = stemsFor(model.language);
  const otherPoints = model.slides.filter((slide) => slide.role === 'content' && slide.title.trim()).flatMap((slide) => slide.points
    .filter((p) => p.kind !== 'question').map((p) => ({ text: p.text.trim().replace(/[.;,]+$/, ''), why: stems.trueElsewhere(p.text.trim(), slide.title.trim()), slide: slide.number })));
  const courseSentences = new Set(model.slides
    .flatMap((slide) => [...slide.points.map((p) => p.text), ...noteSentences(slide.notes)])
    .map(normalize));
  const saidElsewhere = saidElsewhereIn(model);
  const courseSays: CourseSays = (text) => courseSentences.has(normalize(text)) || saidElsewhere(text);
  const wide = courseWideWords(model);
  const ocrCheck = ocrChoiceCheck(model);
  const tally: NegationTally = { keys: 0, negativeKeys: 0, wrong: 0, negativeWrong: 0, offered: new Map() };
  const avoid = options.avoidFamilies ?? new Set<string>();
  const avoidAnswers = new Set([...(options.avoidAnswers ?? [])].map(normalize));
  const accepted: DraftQuestion[] = [];
  const earlier = [...(options.earlier ?? [])];
  const usedFamilies = new Set(earlier.map((q) => factFamily(q.fact)));
  let reusedFacts = false;

  // Spread over the slides and the kinds: one fact per slide in turn, slides in a random order.
  const bySlide = new Map<number, Fact[]>();
  for (const fact of shuffle(facts, options.random)) {
    bySlide.set(fact.slide.number, [...(bySlide.get(fact.slide.number) ?? []), fact]);
  }
  const queues = shuffle([...bySlide.values()], options.random);
  const spread: Fact[] = [];
  while (queues.some((q) => q.length > 0)) for (const q of queues) if (q.length > 0) spread.push(q.shift()!);

  const repeatsPrevious = (fact: Fact) => avoidAnswers.has(normalize(fact.answer));
  // reuse 0: new facts only; 1: an old fact in a form not asked; 2: any fact (a thin course's retry asks again).
  function* tryFacts(reuse: 0 | 1 | 2): Generator<void> {
    for (const fact of spread) {
      if (accepted.length >= options.count) return;
      yield;
      if (!options.allForms && usedFamilies.has(fact.family)) continue;
      if (reuse === 0 && (avoid.has(fact.family) || repeatsPrevious(fact))) continue;
      if (reuse === 1 && avoid.has(fact.key)) continue;
      const item = fact.kind === 'statement'
        ? statementItem(fact, pools, courseSays, model.language, options.random, ocrCheck, tally)
        : { key: fact.answer, wrong: distractorsFor(fact, pools, courseSays, otherPoints, wide, options.random, ocrCheck) };
      if (!item?.wrong) continue;
      const question = toQuestion(fact, item.wrong, options.random, item.key);
      if (questionProblems(question, model, [...earlier, ...accepted]).length > 0) continue;
      if (reuse > 0 && (avoid.has(fact.family) || repeatsPrevious(fact))) reusedFacts = true;
      accepted.push(question);
      usedFamilies.add(fact.family);
      if (fact.kind === 'statement') {
        tally.keys++;
        tally.wrong += 3;
        if (hasNegation(item.key, model.language)) tally.negativeKeys++;
        tally.negativeWrong += item.wrong.filter((w) => hasNegation(w.text, model.language)).length;
        for (const w of item.wrong) tally.offered.set(w.text, (tally.offered.get(w.text) ?? 0) + 1);
      }
    }
  }
  yield* tryFacts(0);
  if (!options.allForms) {
    // The course has run out of new facts: bring old ones back in a form not asked before, then as they were.
    yield* tryFacts(1);
    // Only a course too thin for the minimum asks a question of the last attempt again (fewer questions otherwise).
    if (accepted.length < Math.min(quizMinimumQuestions, options.count)) yield* tryFacts(2);
  }
  return { questions: balanceLetters(accepted, options.random), reusedFacts };
}

/** How many questions the course supports: the facts that make a valid item, one per fact. */
export function supportedQuestionCount(model: CourseModel, random: Random): number {
  return generateBuiltinQuestions(model, { count: Number.MAX_SAFE_INTEGER, random }).questions.length;
}
