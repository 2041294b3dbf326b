import { choiceLetters, type ChoiceLetter, type Choices } from '@complyra/core';
import { type Random, shuffle } from './random.ts';

interface Lettered {
  choices: Choices;
  correctAnswer: ChoiceLetter;
}

/**
 * Puts the right answers on the letters in turn (A, B, C, D, A, …, in a shuffled order) and the wrong
 * choices in a random order around them: no letter holds more than a quarter (rounded up) of the answers.
 */
export function balanceLetters<T extends Lettered>(questions: readonly T[], random: Random): T[] {
  const offset = random(4);
  const letters = shuffle(
    questions.map((_, i) => choiceLetters[(i + offset) % 4]!),
    random,
  );
  return questions.map((q, i) => {
    const right = q.choices[q.correctAnswer];
    const wrong = shuffle(
      choiceLetters.filter((l) => l !== q.correctAnswer).map((l) => q.choices[l]),
      random,
    );
    const target = letters[i]!;
    const choices = {} as Choices;
    for (const letter of choiceLetters) choices[letter] = letter === target ? right : wrong.shift()!;
    return { ...q, choices, correctAnswer: target };
  });
}
