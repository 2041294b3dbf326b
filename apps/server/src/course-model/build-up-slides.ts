import type { SlideModel } from '@complyra/core';

// A slide built up over several slides ("How Git works?" three times, one arrow more each time) repeats the
// points of the slide before it under the same title. A teacher says each point once, where it first appears,
// and says the later slides go on with the same topic (builtin-narrator.ts).

/** Titles compared as a listener hears them: case, marks and spacing aside. */
export const heardAs = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Whether the slide goes on under the title of the slide before it. */
export const sameTitleAs = (slide: SlideModel, before: SlideModel | undefined): boolean =>
  before !== undefined && heardAs(slide.title) !== '' && heardAs(before.title) === heardAs(slide.title);

/** The slides with each point the same-titled slide before showed marked `shownBefore`. */
export function markBuildUps(slides: SlideModel[]): SlideModel[] {
  return slides.map((slide, i) => {
    const before = slides[i - 1];
    // OCR may miss the title of the next step of a build-up (a picture added beside the same points) and
    // the first word of a point ("took it" for "Who took it"): such a point ends a point shown before.
    const untitledStep = before !== undefined && slide.source === 'ocr' && before.source === 'ocr' && heardAs(slide.title) === '';
    if ((!sameTitleAs(slide, before) && !untitledStep) || before!.number !== slide.number - 1) return slide;
    // A code example is compared by its description: the same commands shown again are said once.
    const shown = before!.points.map((p) => heardAs(p.text));
    const words = (heard: string) => heard.split(' ').length;
    const endOf = (heard: string, earlier: string) => earlier.endsWith(` ${heard}`) && words(heard) * 2 >= words(earlier);
    const seen = (heard: string) => shown.some((earlier) => earlier === heard || (untitledStep && heard !== '' && endOf(heard, earlier)));
    const points = slide.points.map((p) => (seen(heardAs(p.text)) ? { ...p, shownBefore: true } : p));
    return { ...slide, points };
  });
}

/**
 * The slide's notes without the lines an earlier slide's notes said: a slide copied to build a picture up (or
 * to reveal a quiz answer) keeps the notes of the one it was copied from, and a listener would hear them twice.
 */
export function ownNotes(slides: SlideModel[], slide: SlideModel): string {
  const said = new Set(
    slides
      .filter((s) => s.number < slide.number)
      .flatMap((s) => s.notes.split('\n'))
      .map(heardAs)
      .filter((l) => l.split(' ').length >= 4),
  );
  return slide.notes.split('\n').filter((line) => !said.has(heardAs(line))).join('\n');
}

/** The slides with each note line an earlier slide's notes said left out (see ownNotes). */
export const withoutRepeatedNotes = (slides: SlideModel[]): SlideModel[] =>
  slides.map((slide) => ({ ...slide, notes: ownNotes(slides, slide) }));
