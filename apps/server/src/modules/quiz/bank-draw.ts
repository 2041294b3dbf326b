import { quizMinimumQuestions } from '@complyra/core';
import { factFamily } from './fact-families.ts';
import { balanceLetters } from './letter-balance.ts';
import { normalize } from './question-checks.ts';
import type { BankItem } from './question-bank.repository.ts';
import { type Random, shuffle } from './random.ts';

/**
 * One attempt's questions drawn from the organization's bank (retired questions already left out): one question per
 * fact, spread over the slides, new facts first. A DIFFERENT retry avoids the facts and right answers asked before
 * while the bank has others, then brings facts back in a form not asked, then as they were (a thin course).
 */

export interface DrawOptions {
  count: number;
  random: Random;
  avoidFamilies?: ReadonlySet<string>;
  avoidAnswers?: ReadonlySet<string>;
  /** Question and right answer pairs asked before ("question|answer"): a fact brought back in another form never comes back as the same question. */
  avoidAsked?: ReadonlySet<string>;
  /** Questions already in the attempt (kept from the last attempt, or written by the AI service). */
  earlier?: readonly { fact: string; question?: string; choices: BankItem['choices']; correctAnswer: BankItem['correctAnswer'] }[];
}

const askedKey = (pair: string) => pair.split('|').map(normalize).join('|');

/** How many questions a quiz can ask from these items: one per fact. */
export const askableCount = (items: readonly { fact: string }[]) => new Set(items.map((i) => factFamily(i.fact))).size;

export function drawFromBank(bank: readonly BankItem[], options: DrawOptions): { questions: BankItem[]; reusedFacts: boolean } {
  const avoid = options.avoidFamilies ?? new Set<string>();
  const avoidAnswers = new Set([...(options.avoidAnswers ?? [])].map(normalize));
  const earlier = options.earlier ?? [];
  const avoidAsked = new Set([...(options.avoidAsked ?? [])].map(askedKey));
  const usedFamilies = new Set(earlier.map((q) => factFamily(q.fact)));
  const usedAnswers = new Set(earlier.map((q) => normalize(q.choices[q.correctAnswer])));
  const drawn: BankItem[] = [];
  let reusedFacts = false;

  // One item per slide in turn, slides in a random order, so a quiz covers the course.
  const bySlide = new Map<number, BankItem[]>();
  for (const item of shuffle(bank.filter((i) => !i.retired), options.random)) {
    bySlide.set(item.slide, [...(bySlide.get(item.slide) ?? []), item]);
  }
  const queues = shuffle([...bySlide.values()], options.random);
  const spread: BankItem[] = [];
  while (queues.some((q) => q.length > 0)) for (const q of queues) if (q.length > 0) spread.push(q.shift()!);

  const answerOf = (item: BankItem) => normalize(item.choices[item.correctAnswer]);
  const repeatsPrevious = (item: BankItem) => avoidAnswers.has(answerOf(item));
  // 0: new facts only; 1: an old fact in a form not asked; 2: any fact (a thin course's retry asks again).
  const stemCount = (item: BankItem) => [...earlier, ...drawn].filter((q) => q.question === item.question).length;
  const pass = (reuse: 0 | 1 | 2, stemLimit = Infinity) => {
    for (const item of spread) {
      if (drawn.length + earlier.length >= options.count) return;
      if (stemCount(item) >= stemLimit) continue;
      const family = factFamily(item.fact);
      if (usedFamilies.has(family) || usedAnswers.has(answerOf(item))) continue;
      if (reuse === 0 && (avoid.has(family) || repeatsPrevious(item))) continue;
      if (reuse === 1 && (avoid.has(item.fact) || avoidAsked.has(askedKey(`${item.question}|${item.choices[item.correctAnswer]}`)))) continue;
      if (reuse > 0 && (avoid.has(family) || repeatsPrevious(item))) reusedFacts = true;
      drawn.push(item);
      usedFamilies.add(family);
      usedAnswers.add(answerOf(item));
    }
  };
  // A quiz that asks "Which of these is one of the warning signs …?" four times reads as one question: twice at most while others remain.
  pass(0, 2);
  pass(0);
  pass(1);
  if (drawn.length + earlier.length < Math.min(quizMinimumQuestions, options.count)) pass(2);
  return { questions: balanceLetters(drawn, options.random), reusedFacts };
}
