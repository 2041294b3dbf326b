// `npm run bench:model`: what the course model and the built-in narrator cost. Reads 50 slides of real
// corpus decks (src/test/fixtures/decks), then times building the model and narrating every slide.
// Budget: the model of 50 slides in under 1 s (after the NLP library has loaded once per process).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCourseModel } from '../src/course-model/build-course-model.ts';
import type { DeckSlideText } from '../src/ports/deck-reader.ts';
import { openPptxDeck } from '../src/providers/decks/pptx-deck.ts';
import { narrateSlide } from '../src/course-model/builtin-narrator.ts';

const corpus = path.join(import.meta.dirname, '../src/test/fixtures/decks');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-model-bench-'));
const slides: DeckSlideText[] = [];
for (const name of ['owasp-top10-2013-talk.pptx', 'nist-oscal-overview-2017.pptx']) {
  const deck = await openPptxDeck(fs.readFileSync(path.join(corpus, name)), { workDir, soffice: null });
  slides.push(...deck.slides());
  await deck.close();
}
const fifty = slides.slice(0, 50).map((s, i) => ({ ...s, number: i + 1 }));
console.log(`Course model benchmark: ${fifty.length} real slides, ${os.availableParallelism()} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

let at = performance.now();
buildCourseModel(fifty.slice(0, 1));
console.log(`first use (loads the NLP library): ${(performance.now() - at).toFixed(0)} ms`);
// CPU time of this process as well as wall time: on a shared machine the wall clock also counts others' work.
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
at = performance.now();
const cpu = process.cpuUsage();
const course = buildCourseModel(fifty);
const modelMs = performance.now() - at;
const modelCpu = cpuMs(cpu);
console.log(
  `course model of ${fifty.length} slides: ${modelMs.toFixed(0)} ms wall, ${modelCpu.toFixed(0)} ms CPU ${modelCpu < 1000 ? '(within 1 s)' : '(OVER the 1 s budget)'}`,
);
at = performance.now();
const narrationCpu = process.cpuUsage();
for (const [i, slide] of fifty.entries()) {
  narrateSlide({
    courseTitle: 'Bench',
    courseDescription: '',
    learningObjectives: [],
    organizationName: null,
    pointsOfContact: [],
    slide,
    previous: fifty[i - 1] ?? null,
    next: fifty[i + 1] ?? null,
    totalSlides: fifty.length,
    course,
  });
}
console.log(`built-in narration of ${fifty.length} slides: ${(performance.now() - at).toFixed(0)} ms wall, ${cpuMs(narrationCpu).toFixed(0)} ms CPU`);
fs.rmSync(workDir, { recursive: true, force: true });
