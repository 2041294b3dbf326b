// `node --import tsx apps/server/bench/quiz-items.ts [deck…]`: prints every built-in quiz item per corpus deck
// (stem, choices with the key marked, hint, source slide, fact) for grading by hand, two attempts (first and a
// DIFFERENT retry), and how many questions each deck supports.
import path from 'node:path';
import { generateBuiltinQuestions } from '../src/modules/quiz/builtin-question-engine.ts';
import { factFamily } from '../src/modules/quiz/fact-families.ts';
import { seededRandom } from '../src/modules/quiz/random.ts';
import { courseModelOfDeck, listCorpusDecks } from '../src/test/deck-course-models.ts';

const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : listCorpusDecks();
for (const file of files) {
  const model = await courseModelOfDeck(file);
  const random = seededRandom(42);
  const supported = generateBuiltinQuestions(model, { count: 1000, random: seededRandom(1) }).questions.length;
  console.log(`\n=== ${path.basename(file)}: ${model.slides.length} slides, supports ${supported} questions`);
  const first = generateBuiltinQuestions(model, { count: 10, random });
  const avoid = new Set(first.questions.flatMap((q) => [q.fact, factFamily(q.fact)]));
  const avoidAnswers = new Set(first.questions.map((q) => q.choices[q.correctAnswer]));
  const second = generateBuiltinQuestions(model, { count: 10, random, avoidFamilies: avoid, avoidAnswers });
  for (const [label, attempt] of [['first', first], ['DIFFERENT retry', second]] as const) {
    console.log(`--- ${label}: ${attempt.questions.length} items${attempt.reusedFacts ? ' (facts reused)' : ''}`);
    for (const [i, q] of attempt.questions.entries()) {
      console.log(`${i + 1}. [slide ${q.slide}] ${q.question}   {${q.fact}}`);
      for (const [letter, text] of Object.entries(q.choices)) console.log(`   ${letter === q.correctAnswer ? '*' : ' '}${letter}. ${text}`);
      console.log(`   hint: ${q.hint}`);
    }
  }
}
