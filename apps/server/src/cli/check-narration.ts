import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reviewDeckNarration } from '../course-model/review-deck-narration.ts';
import { detectDeckType } from '../providers/decks/detect-deck-type.ts';
import { openPdfDeck } from '../providers/decks/pdf-deck.ts';
import { openPptxDeck } from '../providers/decks/pptx-deck.ts';

// npm run check:narration -- FILE.pdf|pptx [--org "Name" --contact "Name, Role, e-mail"]
// Reads the deck, builds its course model, narrates it with the built-in narrator and prints, per slide,
// the text, the narration and each check's result. Exits 1 when a slide is flagged.

const args = process.argv.slice(2).filter((a) => a !== '--');
const file = args.find((a) => !a.startsWith('--'));
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
if (!file) {
  console.error('usage: npm run check:narration -- FILE.pdf|pptx [--org NAME --contact "Name, Role, contact"]');
  process.exit(2);
}
const body = fs.readFileSync(file);
const type = detectDeckType(body);
if (!type) throw new Error(`${file} is neither a PDF nor a PPTX.`);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-check-'));
const deck = type === 'pdf' ? await openPdfDeck(body) : await openPptxDeck(body, { workDir, soffice: null });
const [name = '', role = '', contact = ''] = (option('contact') ?? '').split(',').map((s) => s.trim());
const review = reviewDeckNarration(deck.slides(), {
  courseTitle: path.basename(file).replace(/\.(pdf|pptx)$/i, ''),
  courseDescription: '',
  learningObjectives: [],
  organizationName: option('org') ?? null,
  pointsOfContact: name ? [{ name, role, contact }] : [],
});
await deck.close();
fs.rmSync(workDir, { recursive: true, force: true });

let flagged = 0;
for (const { slide, narration, report } of review.slides) {
  if (!report.passed) flagged++;
  console.log(`\n=== Slide ${slide.number}${slide.title ? `: ${slide.title}` : ' (untitled)'}  [${report.passed ? 'ok' : 'FLAGGED'}]`);
  if (slide.text) console.log(`--- text\n${slide.text}`);
  if (slide.notes) console.log(`--- notes\n${slide.notes}`);
  console.log(`--- narration\n${narration}`);
  for (const result of report.results) console.log(`  ${result.passed ? 'ok  ' : 'FAIL'} ${result.check}${result.problems.length ? `: ${result.problems.join('; ')}` : ''}`);
  console.log(`  coverage ${report.coverage.toFixed(2)}`);
}
const mean = review.slides.reduce((sum, r) => sum + r.report.coverage, 0) / Math.max(1, review.slides.length);
console.log(`\n${review.slides.length} slides, language ${review.course.language}, ${flagged} flagged, mean coverage ${mean.toFixed(3)}`);
if (!review.contact.passed) console.log(`FAIL contact-once: ${review.contact.problems.join('; ')}`);
process.exit(flagged === 0 && review.contact.passed ? 0 : 1);
