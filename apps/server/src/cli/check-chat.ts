import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CourseModel } from '@complyra/core';
import { buildCourseModel } from '../course-model/build-course-model.ts';
import { builtinAnswer } from '../modules/chat/builtin-answer.ts';
import { ChatIndex, courseDocuments } from '../modules/chat/chat-index.ts';
import { figuresLine, figuresOf, judge, outcomesLine, type QuestionResult, type QuestionSet } from '../modules/chat/question-set-score.ts';
import { nearFloor, nearSlides } from '../modules/chat/near-slides.ts';
import { everydayRank } from '../modules/chat/everyday-words.ts';
import { coverageThreshold, retrieve, type RetrievalOptions, searchQuery } from '../modules/chat/retrieval.ts';
import { openPptxDeck } from '../providers/decks/pptx-deck.ts';

// npm run check:chat -- [--set tuning|untuned|untuned-2|untuned-3|untuned-4|untuned-5|untuned-6|tuning-2|tuning-3|tuning-4|tuning-5|tuning-6|untuned-7|tuning-7|untuned-8|tuning-8|tuning-9|tuning-10|tuning-11|tuning-12|untuned-11 (or several, comma-separated)] [--misses] [--replies] [--curve] [--decks DIR]
// Asks the built-in chat engine every question of the chat's question sets (modules/chat/question-sets) on the
// corpus decks, read as the ingest reads them, and prints per deck: the right slide among the ≤ 3 cited, the
// right slide first, wrong answers given, covered questions refused, not-covered questions refused (and of the
// refusals, those pointing to slides near the question: still refusals). --curve prints the same figures over all
// decks for abstention thresholds around the chosen one, for the commonness of the words that count as everyday
// words (retrieval alone), and, for the questions retrieval refuses, how a refusal points for floors of nearness.

const args = process.argv.slice(2).filter((a) => a !== '--');
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const setsFolder = path.resolve(import.meta.dirname, '../modules/chat/question-sets');
const deckFolder = option('decks') ?? path.resolve(import.meta.dirname, '../test/fixtures/decks');
const setNames = option('set') ? option('set')!.split(',') : ['tuning', 'untuned', 'untuned-2', 'untuned-3', 'untuned-4', 'untuned-5', 'untuned-6', 'tuning-2', 'tuning-3', 'tuning-4', 'tuning-5', 'tuning-6', 'untuned-7', 'tuning-7', 'untuned-8', 'tuning-8', 'tuning-9', 'tuning-10', 'tuning-11', 'tuning-12', 'untuned-11'];
const facts = { companyName: 'Check Org', details: null, pocs: [{ role: 'Training lead', name: 'Pat Lee', contact: 'pat@check.test' }] };

const models = new Map<string, CourseModel>();
async function modelOf(file: string): Promise<CourseModel> {
  const known = models.get(file);
  if (known) return known;
  const deck = await openPptxDeck(readFileSync(path.join(deckFolder, file)), { workDir: '/tmp', soffice: null });
  try {
    const model = buildCourseModel(deck.slides());
    models.set(file, model);
    return model;
  } finally {
    await deck.close();
  }
}

for (const setName of setNames) {
  const set = JSON.parse(readFileSync(path.join(setsFolder, `${setName}.json`), 'utf8')) as QuestionSet;
  console.log(`\n${setName} set`);
  const all = [];
  for (const deck of set.decks) {
    const model = await modelOf(deck.file);
    const index = new ChatIndex([courseDocuments({ id: deck.file, title: deck.title }, model)]);
    const scope = { courseTitle: deck.title };
    const answers = deck.questions.map((question) => builtinAnswer(index, question.q, scope, facts));
    const results = deck.questions.map((question, i) => judge(question, answers[i]!));
    all.push(...results);
    console.log(`  ${deck.title} (${model.language}): ${figuresLine(figuresOf(results))}`);
    // The replies themselves, for grading by hand: what a learner reads, with the slides it should cite.
    if (args.includes('--replies')) {
      deck.questions.forEach((question, i) => {
        console.log(`\n    Q: ${question.q} (wanted ${question.slides.join('/') || 'refusal'})\n    ${answers[i]!.response.replace(/\n/g, '\n    ')}`);
      });
    }
    if (args.includes('--misses')) {
      for (const r of results.filter((r) => r.outcome !== 'right-first' && r.outcome !== 'not-covered-refused')) {
        console.log(`      ${r.outcome}: ${r.question.q} → cited ${r.cited.join(',') || 'none'}, wanted ${r.question.slides.join('/') || 'refusal'}`);
      }
    }
  }
  console.log(`  all decks: ${figuresLine(figuresOf(all))}`);
  console.log(`  by outcome: ${outcomesLine(figuresOf(all))}`);
  if (args.includes('--curve')) {
    // Retrieval alone, over all decks, for one setting changed at a time.
    const curve = async (options: RetrievalOptions) => {
      const results: QuestionResult[] = [];
      for (const deck of set.decks) {
        const index = new ChatIndex([courseDocuments({ id: deck.file, title: deck.title }, await modelOf(deck.file))]);
        for (const question of deck.questions) {
          const hits = retrieve(index, question.q, options);
          results.push(judge(question, { response: '', sources: hits.map((h) => ({ courseId: h.courseId, courseTitle: h.courseTitle, slide: h.slide, slideTitle: h.slideTitle, excerpt: '' })) }));
        }
      }
      return figuresLine(figuresOf(results));
    };
    console.log(`  abstention curve (chosen threshold ${coverageThreshold}):`);
    for (let threshold = 0.2; threshold <= 0.801; threshold += 0.05) {
      console.log(`    ${threshold.toFixed(2)}: ${await curve({ threshold })}`);
    }
    // A question is refused when a rare word of it is met nowhere on the slide: rare means outside the language's N commonest words.
    console.log(`  rare-word curve (chosen: outside the ${everydayRank} commonest words):`);
    for (const rank of [500, 1000, 2000, 3000, 4000, 5000, 7500, 10_000]) {
      console.log(`    ${String(rank).padStart(6)}: ${await curve({ everydayRank: rank })}`);
    }
    // The questions retrieval refuses: does the refusal point, and to the right slide?
    console.log(`  pointing curve, refused questions only (chosen floor ${nearFloor.toFixed(4)}):`);
    for (const floor of [0.15, 0.2, 0.25, nearFloor, 0.28, 0.3, 0.33, 0.35]) {
      const counts = { covered: 0, pointedRight: 0, pointedWrong: 0, notCovered: 0, notCoveredPointed: 0 };
      for (const deck of set.decks) {
        const index = new ChatIndex([courseDocuments({ id: deck.file, title: deck.title }, await modelOf(deck.file))]);
        for (const question of deck.questions) {
          if (retrieve(index, question.q).length > 0) continue;
          const pointed = nearSlides(index, searchQuery(index, question.q), { floor }).map((h) => h.slide);
          if (question.slides.length === 0) {
            counts.notCovered++;
            if (pointed.length > 0) counts.notCoveredPointed++;
            continue;
          }
          counts.covered++;
          if (pointed.some((n) => question.slides.includes(n))) counts.pointedRight++;
          else if (pointed.length > 0) counts.pointedWrong++;
        }
      }
      console.log(
        `    ${floor.toFixed(4)}: covered refused ${counts.covered}: pointing right ${counts.pointedRight}, ` +
          `pointing wrong ${counts.pointedWrong}; not covered refused ${counts.notCovered}: pointing ${counts.notCoveredPointed}`,
      );
    }
  }
}
