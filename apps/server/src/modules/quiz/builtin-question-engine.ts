import { type Choices, type CourseModel, isCodeDescription, type SlideModel } from '@complyra/core';
import { factFamily, figureFamily, itemFamily, noteSentences, termFamily } from './fact-families.ts';
import { balanceLetters } from './letter-balance.ts';
import { containsEither, type DraftQuestion, normalize, questionProblems, slideText } from './question-checks.ts';
import { type Random, shuffle } from './random.ts';

/**
 * The built-in (offline) question writer. It reads the course model and asks about its facts: a term from
 * its definition and the reverse, a figure and what it measures, what the slide on a topic tells you to do,
 * which item belongs to the list a slide gives. Distractors are real items of the same kind from elsewhere
 * in the course.
 */

/** One askable fact in one form. `family` groups the forms of the same fact (term ↔ definition). */
interface Fact {
  key: string;
  family: string;
  slide: SlideModel;
  prompt: string;
  answer: string;
  /** Distractors come from items of the same pool. */
  pool: string;
}

const quote = (text: string) => `“${text.trim()}”`;
const topic = (slide: SlideModel) => (slide.title.trim() ? `the slide ${quote(slide.title)}` : `slide ${slide.number}`);
const usableItem = (text: string) => normalize(text).length >= 3 && text.length <= 220;
// Code, markup and fragments make poor choices: a list item is asked about when it reads as words.
const looksLikeCode = (text: string) => /[{}<>;=$\\]|^\s*(git|npm|cd|public|private|select)\s/i.test(text);
const askableItem = (text: string) => usableItem(text) && !looksLikeCode(text) && normalize(text).split(' ').length >= 3;

function collectFacts(model: CourseModel): { primary: Fact[]; alternate: Fact[] } {
  const primary: Fact[] = [];
  const alternate: Fact[] = [];
  const bySlide = new Map(model.slides.map((s) => [s.number, s]));
  for (const entry of model.glossary) {
    const slide = bySlide.get(entry.slide);
    if (!slide || !usableItem(entry.term) || !usableItem(entry.definition)) continue;
    const family = termFamily(entry.term);
    primary.push({ key: `${family}:term`, family, slide, pool: 'term', answer: entry.term, prompt: `Which term means: ${quote(entry.definition)}?` });
    alternate.push({ key: `${family}:definition`, family, slide, pool: 'definition', answer: entry.definition, prompt: `What does ${quote(entry.term)} mean?` });
  }
  for (const figure of model.figures) {
    const slide = bySlide.get(figure.slide);
    if (!slide || !usableItem(figure.measures)) continue;
    const family = figureFamily(figure.figure, figure.measures);
    primary.push({ key: `${family}:measures`, family, slide, pool: 'measures', answer: figure.measures, prompt: `According to the course, what does the figure ${figure.figure} describe?` });
    alternate.push({ key: `${family}:figure`, family, slide, pool: 'figure', answer: figure.figure, prompt: `Which figure does the course give for ${quote(figure.measures)}?` });
  }
  for (const slide of model.slides) {
    if (slide.role !== 'content') continue;
    // The narrator's description of a code block is not the slide's words: never a right answer or a distractor.
    let items = slide.points.filter((p) => ['instruction', 'statement', 'example'].includes(p.kind) && !isCodeDescription(p) && askableItem(p.text));
    // A slide whose words are only in its speaker notes (a notes-pages PDF, a picture slide): the narration said them.
    if (items.length < 2) items = [...items, ...noteSentences(slide.notes).map((text) => ({ text, level: 0, kind: 'statement' as const }))];
    // A list is two or more items; a lone sentence is asked about as what the slide says.
    for (const point of items) {
      const family = itemFamily(point.text);
      if (point.kind === 'instruction') {
        primary.push({ key: `${family}:do`, family, slide, pool: 'instruction', answer: point.text, prompt: `In the situation covered by ${topic(slide)}, what does the course tell you to do?` });
      } else {
        const prompt = items.length >= 2 ? `Which of these is one of the points ${topic(slide)} lists?` : `Which of these does ${topic(slide)} say?`;
        primary.push({ key: `${family}:list`, family, slide, pool: 'item', answer: point.text, prompt });
      }
      if (slide.title.trim()) {
        alternate.push({ key: `${family}:topic`, family, slide, pool: 'topic', answer: slide.title, prompt: `Which slide of the course says ${quote(point.text)}?` });
      }
    }
  }
  return { primary, alternate };
}

/** Items of each pool, with their slide, to draw distractors from. Instructions and items share a pool when short. */
function poolsOf(facts: Fact[]): Map<string, Fact[]> {
  const pools = new Map<string, Fact[]>();
  for (const fact of facts) {
    const pool = pools.get(fact.pool) ?? [];
    if (!pool.some((f) => normalize(f.answer) === normalize(fact.answer))) pool.push(fact);
    pools.set(fact.pool, pool);
  }
  return pools;
}

const relatedPools: Record<string, string[]> = { instruction: ['instruction', 'item'], item: ['item', 'instruction'] };

const sameSlideIsRight = new Set(['instruction', 'item']);

function distractorsFor(fact: Fact, pools: Map<string, Fact[]>, random: Random): string[] | null {
  const onSlide = normalize(slideText(fact.slide));
  const chosen: string[] = [];
  // Choices of a similar length first, so the right one does not stand out by its size.
  const ratio = (text: string) => Math.abs(Math.log((text.length + 5) / (fact.answer.length + 5)));
  for (const name of relatedPools[fact.pool] ?? [fact.pool]) {
    const candidates = shuffle(pools.get(name) ?? [], random);
    const near = candidates.filter((c) => ratio(c.answer) <= Math.log(2));
    for (const candidate of [...near, ...candidates.filter((c) => !near.includes(c))]) {
      if (chosen.length === 3) break;
      const text = candidate.answer;
      // Items of a list on the same slide would be right too; terms and figures of one slide are not.
      if (candidate.slide.number === fact.slide.number && sameSlideIsRight.has(fact.pool)) continue;
      if (containsEither(text, fact.answer) || chosen.some((c) => containsEither(c, text))) continue;
      // A distractor the cited slide also says would be a second right answer.
      if (sameSlideIsRight.has(fact.pool) && ` ${onSlide} `.includes(` ${normalize(text)} `)) continue;
      chosen.push(text);
    }
  }
  return chosen.length === 3 ? chosen : null;
}

function hintFor(fact: Fact): string {
  const title = fact.slide.title.trim();
  if (fact.pool !== 'topic' && title && !containsEither(title, fact.answer) && !` ${normalize(title)} `.includes(` ${normalize(fact.answer)} `)) {
    return `Think back to the slide on ${quote(title)}.`;
  }
  return `Think back to slide ${fact.slide.number} of the course.`;
}

function toQuestion(fact: Fact, distractors: string[]): DraftQuestion {
  const choices: Choices = { A: fact.answer, B: distractors[0]!, C: distractors[1]!, D: distractors[2]! };
  return { question: fact.prompt, choices, correctAnswer: 'A', hint: hintFor(fact), slide: fact.slide.number, fact: fact.key, source: 'builtin' };
}

export interface GenerateOptions {
  count: number;
  random: Random;
  /** Fact families asked before; avoided while the course has others. */
  avoidFamilies?: ReadonlySet<string>;
  /** Questions already in the quiz (from another engine), which new ones must not repeat. */
  earlier?: readonly DraftQuestion[];
}

export interface GeneratedQuestions {
  questions: DraftQuestion[];
  /** True when avoided facts had to come back (in another form where the course allows). */
  reusedFacts: boolean;
}

export function generateBuiltinQuestions(model: CourseModel, options: GenerateOptions): GeneratedQuestions {
  const { primary, alternate } = collectFacts(model);
  const pools = poolsOf([...primary, ...alternate]);
  const avoid = options.avoidFamilies ?? new Set<string>();
  const accepted: DraftQuestion[] = [];
  const earlier = [...(options.earlier ?? [])];
  const usedFamilies = new Set(earlier.map((q) => factFamily(q.fact)));
  let reusedFacts = false;

  // Spread over the slides: one fact per slide in turn, slides in a random order.
  const spread = (facts: Fact[]) => {
    const bySlide = new Map<number, Fact[]>();
    for (const fact of shuffle(facts, options.random)) bySlide.set(fact.slide.number,
      [...(bySlide.get(fact.slide.number) ?? []), fact]);
    const queues = shuffle([...bySlide.values()], options.random);
    const out: Fact[] = [];
    while (queues.some((q) => q.length > 0)) for (const q of queues) if (q.length > 0) out.push(q.shift()!);
    return out;
  };
  const tryFacts = (facts: Fact[], reuse: boolean) => {
    for (const fact of facts) {
      if (accepted.length >= options.count) return;
      if (usedFamilies.has(fact.family)) continue;
      if (!reuse && avoid.has(fact.family)) continue;
      if (reuse && avoid.has(fact.family) && avoid.has(fact.key)) continue;
      const distractors = distractorsFor(fact, pools, options.random);
      if (!distractors) continue;
      const question = toQuestion(fact, distractors);
      if (questionProblems(question, model, [...earlier, ...accepted]).length > 0) continue;
      if (reuse && avoid.has(fact.family)) reusedFacts = true;
      accepted.push(question);
      usedFamilies.add(fact.family);
    }
  };
  tryFacts(spread(primary), false);
  tryFacts(spread(alternate), false);
  // The course has run out of new facts: bring old ones back in a form not asked before.
  tryFacts(spread([...alternate, ...primary]), true);
  return { questions: balanceLetters(accepted, options.random), reusedFacts };
}
