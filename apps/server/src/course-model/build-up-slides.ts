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
    if (!sameTitleAs(slide, before) || before!.number !== slide.number - 1) return slide;
    const shown = new Set(before!.points.map((p) => heardAs(p.text)));
    const points = slide.points.map((p) => (shown.has(heardAs(p.text)) && !p.code ? { ...p, shownBefore: true } : p));
    return { ...slide, points };
  });
}
