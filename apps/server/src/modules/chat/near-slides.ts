import type { ChatIndex, SearchQuery, SlideHit } from './chat-index.ts';
import { citingShare, coverageThreshold, maxSlides, missedRareWords } from './retrieval.ts';

// When the answer gates refuse, the slides nearest the question: a refusal names them so the learner knows where to
// look ("the course does not cover that" is false of a covered question asked in other words). Only named, never
// quoted: below the gates nothing on them is known to answer.

export interface NearOptions {
  /** The least coverage of the question a near slide holds (the check's curve varies it). */
  floor?: number;
}

/**
 * The least coverage of a near slide: the share a slide must cover to be cited beside an answer's best slide.
 * Chosen on the tuning sets (`npm run check:chat -- --curve`): from 0.15 to 0.30 the refused covered questions
 * pointed to their slide stay the same (3 of 7), higher loses one; lower points more not-covered questions.
 */
export const nearFloor = coverageThreshold * citingShare;

/**
 * The slides near a question, best first, at most three; none for a nonsense or off-topic question. A slide is near
 * when it holds a word of the question few slides use (not only "git" in a course on git), two of its words (its
 * only word for a one-word question: "poem" alone in "write me a poem" is a coincidence), enough of it
 * (`nearFloor`), and every rare word of it in some form or synonym: a question naming what the courses never
 * mention ("VPN", "mortgage", "paella") asks about that, whatever slide shares its other words.
 */
export function nearSlides(index: ChatIndex, query: SearchQuery, options: NearOptions = {}): SlideHit[] {
  const floor = options.floor ?? nearFloor;
  const wordsHeld = Math.min(2, query.own.length);
  const isNear = (hit: SlideHit) =>
    hit.specific && hit.matched >= wordsHeld && hit.coverage >= floor && missedRareWords(index, query, hit).length === 0;
  return index.slides(query).filter(isNear).slice(0, maxSlides);
}
