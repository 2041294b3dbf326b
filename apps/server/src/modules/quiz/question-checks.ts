import { choiceLetters, type ChoiceLetter, type Choices, type CourseModel, type SlideModel } from '@complyra/core';
import { z } from 'zod';
import { choiceFlaw } from './choice-quality.ts';
import { normalize } from './text-form.ts';

/**
 * The one set of checks every quiz question passes, whichever engine wrote it (built-in or AI) and in the
 * corpus tests. Each check returns a reason a person can read; the AI engine sends them back when it asks again.
 */
export interface DraftQuestion {
  question: string;
  choices: Choices;
  correctAnswer: ChoiceLetter;
  hint: string;
  /** The slide the question cites. */
  slide: number;
  /** The fact behind it: a DIFFERENT retry avoids facts already asked. */
  fact: string;
  source: 'builtin' | 'ai';
}

const choiceText = z.string().trim().min(1).max(220);

/**
 * The shape of a question as an engine that cannot be trusted (the AI service) hands it in, checked before
 * everything below: the texts, four choices, the key and the slide it cites.
 */
export const writtenQuestionShape = z.object({
  question: z.string().trim().min(8).max(400),
  choices: z.object({ A: choiceText, B: choiceText, C: choiceText, D: choiceText }),
  correctAnswer: z.enum(choiceLetters),
  hint: z.string().trim().min(1).max(300),
  slide: z.number().int().min(1),
});
export type WrittenQuestion = z.infer<typeof writtenQuestionShape>;

/** Why a reply does not have the shape, in words the AI service can act on. */
export function shapeProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : 'the question'}: ${issue.message}`);
}

export { normalize } from './text-form.ts';

const words = (text: string) => normalize(text).split(' ').filter((w) => w.length > 0);
export const contentWords = (text: string) => words(text).filter((w) => w.length >= 4 || /\p{N}/u.test(w));
const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

/** Whether one text holds the other as whole words (whaling ⊂ spear phishing whaling, 70 ⊂ 70%). */
export function containsEither(a: string, b: string): boolean {
  // Plural and singular are one term ("OWASP Cheat Sheet", "OWASP Cheat Sheets").
  const singular = (text: string) => normalize(text).replace(/(\p{L}{3,})s\b/gu, '$1');
  const x = ` ${singular(a)} `;
  const y = ` ${singular(b)} `;
  if (x.trim() === '' || y.trim() === '') return false;
  return x.includes(y) || y.includes(x);
}

/** Everything a slide says, the text a question's facts and numbers must come from. */
export function slideText(slide: SlideModel): string {
  return [slide.title, ...slide.points.flatMap((p) => [p.text, p.term ?? '', p.definition ?? '', p.figure ?? '', p.measures ?? '']), slide.notes].join('\n');
}

function jaccard(a: string, b: string): number {
  const x = new Set(words(a));
  const y = new Set(words(b));
  if (x.size === 0 && y.size === 0) return 1;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared);
}

const catchAll = /\b(all|none|both|neither) of (the )?(above|these|them)\b/i;

/** Reasons the question fails, or [] when it passes. `earlier` are questions already accepted for the quiz. */
export function questionProblems(question: DraftQuestion, model: CourseModel, earlier: readonly DraftQuestion[] = []): string[] {
  const problems: string[] = [];
  if (!choiceLetters.includes(question.correctAnswer)) problems.push('the answer key is not one of A, B, C, D');
  const texts = choiceLetters.map((letter) => question.choices[letter] ?? '');
  if (texts.some((text) => normalize(text) === '')) problems.push('a choice is empty');
  if (new Set(texts.map(normalize)).size !== 4) problems.push('the four choices are not distinct');
  if (texts.some((text) => catchAll.test(text))) problems.push('a choice is "all/none of the above"');
  // The fragment check: every choice a complete phrase in words (or a figure), never a heading cut short or a byline.
  for (const letter of choiceLetters) {
    const flaw = choiceFlaw(question.choices[letter] ?? '');
    if (flaw) problems.push(`choice ${letter} is not a complete phrase (${flaw})`);
  }
  if (normalize(question.question).length < 8) problems.push('the question is too short');
  const answer = question.choices[question.correctAnswer] ?? '';
  if (answer && containsEither(answer, question.question) && normalize(answer).length >= 3) {
    if (` ${normalize(question.question)} `.includes(` ${normalize(answer)} `)) problems.push('the question contains the answer');
  }
  if (answer && ` ${normalize(question.hint)} `.includes(` ${normalize(answer)} `)) problems.push('the hint names the answer');
  // A term beside a term that holds it (Phishing, Spear phishing) makes two defensible answers; a sentence beside its
  // negation ("Do not lock your screen") is the minimal edit that makes it false.
  const termLike = (text: string) => words(text).length <= 4;
  for (const letter of choiceLetters) {
    const choice = question.choices[letter] ?? '';
    if (letter !== question.correctAnswer && answer && (termLike(answer) || termLike(choice)) && containsEither(choice, answer)) {
      problems.push(`choice ${letter} contains or is contained by the right answer`);
    }
  }
  const slide = model.slides.find((s) => s.number === question.slide);
  if (!slide) {
    problems.push(`slide ${question.slide} does not exist`);
  } else {
    const source = slideText(slide);
    const sourceWords = new Set(words(source));
    const answerWords = contentWords(answer);
    const grounded = answerWords.filter((w) => sourceWords.has(w)).length;
    if (answerWords.length > 0 && grounded / answerWords.length < 0.6) problems.push(`the answer is not on slide ${slide.number}`);
    const sourceNumbers = new Set(numbersIn(source));
    // "slide 5" names where the fact is, not a fact.
    const asked = question.question.replace(/\bslide \d+\b/gi, '');
    const stray = [...numbersIn(asked), ...numbersIn(answer)].filter((n) => !sourceNumbers.has(n));
    if (stray.length > 0) problems.push(`the numbers ${stray.join(', ')} are not on slide ${slide.number}`);
  }
  for (const other of earlier) {
    const sameAnswer = normalize(other.choices[other.correctAnswer] ?? '') === normalize(answer);
    const sameStem = normalize(other.question) === normalize(question.question);
    // One stem may ask about several facts ("Which statement is correct?"); with the same answer it is the same question.
    const sameQuestion = (sameStem && sameAnswer) || (sameAnswer && jaccard(other.question, question.question) > 0.5);
    if (other.fact === question.fact || sameQuestion) {
      problems.push('it repeats an earlier question');
      break;
    }
  }
  return problems;
}

/** The largest share of right answers on one letter (the quiz's balance). */
export function largestLetterShare(questions: readonly { correctAnswer: ChoiceLetter }[]): number {
  if (questions.length === 0) return 0;
  const counts = new Map<ChoiceLetter, number>();
  for (const q of questions) counts.set(q.correctAnswer, (counts.get(q.correctAnswer) ?? 0) + 1);
  return Math.max(...counts.values()) / questions.length;
}
