import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '../config/env.ts';
import { buildCourseModel } from '../course-model/build-course-model.ts';
import type { NarrationCheckName } from '../course-model/narration-checks.ts';
import { repeatedOpenings } from '../course-model/repeated-openings.ts';
import { reviewDeckNarration } from '../course-model/review-deck-narration.ts';
import { createIngestEngines } from '../providers/create-ingest-engines.ts';
import type { DeckSlideText } from '../ports/deck-reader.ts';
import { readShownWords } from './shown-slide-words.ts';

// npm run check:narration -- FILE.pdf|pptx [--language xx] [--org "Name" --contact "Name, Role, e-mail"] [--no-shown] [--slides-cache FILE.json]
// Reads the deck exactly as the ingest does (the same bounded deck process, OCR on, LibreOffice and
// Poppler when installed, the same settings from the environment), builds its course model, narrates it
// with the built-in narrator and prints, per slide, the text, the narration and each check's result; then
// the slides flagged per check. Unless --no-shown, every rendered slide is read by OCR and the narration
// is measured against what the slide shows ('shown-coverage'). Exits 1 when a slide is flagged.
// --slides-cache: the slides as the reader read them are kept in that file, and with --no-shown a later run
// takes them from it instead of reading the deck again (OCR of a whole deck takes minutes; comparing the
// narration before and after a change to the course model needs only the read slides).

const args = process.argv.slice(2).filter((a) => a !== '--');
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const valued = new Set(['language', 'org', 'contact', 'slides-cache'].map((name) => args.indexOf(`--${name}`) + 1).filter((at) => at > 0));
const file = args.find((a, i) => !a.startsWith('--') && !valued.has(i));
if (!file) {
  console.error('usage: npm run check:narration -- FILE.pdf|pptx [--language xx] [--org NAME --contact "Name, Role, contact"] [--no-shown] [--slides-cache FILE.json]');
  process.exit(2);
}
const language = option('language') ?? null;
const slidesCache = option('slides-cache');
const noShown = args.includes('--no-shown');
const cached = slidesCache && noShown && fs.existsSync(slidesCache);
const { slides, course, shown } = cached ? fromCache(slidesCache) : await readDeck(file);
if (slidesCache && !cached) fs.writeFileSync(slidesCache, JSON.stringify(slides));

/** The slides a run before kept (--slides-cache), with their course model: nothing shown is measured. */
function fromCache(cacheFile: string) {
  const read = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as DeckSlideText[];
  return { slides: read, course: buildCourseModel(read, language ?? undefined), shown: { measured: false, reason: '--no-shown' } as const };
}

/** The deck's slides as the ingest reads them and, unless --no-shown, what each rendered slide shows by OCR. */
async function readDeck(deckFile: string) {
  const body = fs.readFileSync(deckFile);
  const engines = createIngestEngines(parseEnv());
  const type = engines.detectDeckType(body);
  if (!type) throw new Error(`${deckFile} is neither a PDF nor a PPTX.`);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-check-'));
  const deck = await engines.openDeck(async () => body, type, { workDir, language });
  const read = deck.slides();
  const model = buildCourseModel(read, language ?? undefined);
  const seen = noShown
    ? ({ measured: false, reason: '--no-shown' } as const)
    : await readShownWords(deck, model.language, (n) => process.stderr.write(`\rOCR of slide ${n} of ${deck.slideCount}`));
  process.stderr.write('\n');
  await deck.close();
  await engines.close();
  // LibreOffice, started by the deck reader to draw the slides, may still be writing its profile as it ends:
  // a work folder it keeps filling is left in the temporary folder rather than ending the check without a report.
  try {
    fs.rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    process.stderr.write(`work folder ${workDir} left: ${(error as Error).message}\n`);
  }
  return { slides: read, course: model, shown: seen };
}

const [name = '', role = '', contact = ''] = (option('contact') ?? '').split(',').map((s) => s.trim());
const review = reviewDeckNarration(
  slides,
  {
    courseTitle: path.basename(file).replace(/\.(pdf|pptx)$/i, ''),
    courseDescription: '',
    learningObjectives: [],
    organizationName: option('org') ?? null,
    pointsOfContact: name ? [{ name, role, contact }] : [],
  },
  { course, shown: shown.measured ? shown.bySlide : undefined },
);

let flagged = 0;
const flaggedBy = new Map<NarrationCheckName, number[]>();
for (const { slide, narration, report } of review.slides) {
  if (!report.passed) flagged++;
  console.log(`\n=== Slide ${slide.number}${slide.title ? `: ${slide.title}` : ' (untitled)'}  [${report.passed ? 'ok' : 'FLAGGED'}]`);
  if (slide.source === 'ocr') console.log('--- read by OCR');
  if (slide.text) console.log(`--- text\n${slide.text}`);
  if (slide.notes) console.log(`--- notes\n${slide.notes}`);
  if (shown.measured) console.log(`--- shown (OCR of the rendered slide)\n${shown.bySlide.get(slide.number) ?? ''}`);
  console.log(`--- narration\n${narration}`);
  for (const result of report.results) {
    console.log(`  ${result.passed ? 'ok  ' : 'FAIL'} ${result.check}${result.problems.length ? `: ${result.problems.join('; ')}` : ''}`);
    if (!result.passed) flaggedBy.set(result.check, [...(flaggedBy.get(result.check) ?? []), slide.number]);
  }
  console.log(`  coverage ${report.coverage.toFixed(2)}`);
}
// A slide that opens as the slide before it did is flagged too (a check across slides, see repeated-openings.ts).
const openedAgainNumbers = repeatedOpenings(review.slides.map((r) => ({ number: r.slide.number, narration: r.narration })));
const openedAgain = review.slides.filter((r) => openedAgainNumbers.includes(r.slide.number));
for (const r of openedAgain) if (r.report.passed) flagged++;
if (openedAgain.length) flaggedBy.set('same-opening', openedAgain.map((r) => r.slide.number));
// A slide that says another slide's notes is flagged too (a check across slides, see repeated-notes.ts).
const notesAgain = review.slides.filter((r) => review.notes.problems.some((p) => p.startsWith(`slide ${r.slide.number} `)));
for (const r of notesAgain) if (r.report.passed && !openedAgain.includes(r)) flagged++;
if (notesAgain.length) flaggedBy.set('repeated-notes', notesAgain.map((r) => r.slide.number));
const mean = review.slides.reduce((sum, r) => sum + r.report.coverage, 0) / Math.max(1, review.slides.length);
console.log(`\n${review.slides.length} slides, language ${review.course.language}, ${flagged} flagged, mean coverage ${mean.toFixed(3)}`);
if (!shown.measured) console.log(`shown-coverage not measured: ${shown.reason}`);
for (const [check, numbers] of flaggedBy) console.log(`  ${check}: ${numbers.length} slides (${numbers.join(', ')})`);
if (!review.contact.passed) console.log(`FAIL contact-once: ${review.contact.problems.join('; ')}`);
if (!review.openings.passed) console.log(`FAIL same-opening: ${review.openings.problems.join('; ')}`);
if (!review.notes.passed) console.log(`FAIL repeated-notes: ${review.notes.problems.join('; ')}`);
process.exit(flagged === 0 && review.contact.passed && review.openings.passed && review.notes.passed ? 0 : 1);
