// A deck narrated slide by slide can open several slides in a row with the same sentence ("Let's start with a
// question: how Git works?" three times): a listener hears a loop, not a teacher going on. The check names
// the slides whose first sentence repeats the first sentence of the slide before.

const firstSentence = (narration: string) =>
  (narration.trim().split(/(?<=[.!?])\s+(?=["“(¿¡]?\p{Lu})/u)[0] ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The numbers of the slides that open with the sentence the slide before opened with. */
export function repeatedOpenings(slides: { number: number; narration: string }[]): number[] {
  return slides
    .filter((slide, i) => i > 0 && firstSentence(slide.narration) !== '' && firstSentence(slide.narration) === firstSentence(slides[i - 1]!.narration))
    .map((slide) => slide.number);
}
