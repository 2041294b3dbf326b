import type { SearchQuery, SlideHit } from './chat-index.ts';
import { foundShare } from './chat-index.ts';
import { wordRank, wordSimilarity } from './word-vectors.ts';

/** The commonest words of the vectors ("the", "you", "this") sit near every word: they are left out on both sides. */
const commonRank = 300;
const common = (word: string) => (wordRank(word) ?? Infinity) < commonRank;

/**
 * Whether every word of an English question the slide misses (in no form or synonym) is far in meaning from all the
 * slide's words: "Where can I buy a keyboard?" asks of something else, "How do I keep my libraries up to date?"
 * paraphrases a slide on libraries not kept up to date. Words without a vector decide nothing. Other languages: no.
 */
export function missesMeaning(query: SearchQuery, hit: SlideHit, floor: number): boolean {
  if (floor <= 0 || hit.language !== 'en') return false;
  const missed = query.own
    .filter((term) => (hit.credit.get(term) ?? 0) < foundShare)
    .map((term) => query.written.get(term)?.word.toLowerCase())
    .filter((word): word is string => word !== undefined && /^\p{L}{2,}$/u.test(word) && !common(word));
  if (missed.length === 0) return false;
  const wordsOf = (text: string) => (text.toLowerCase().match(/\p{L}{2,}/gu) ?? []).filter((w) => !common(w));
  const slideWords = new Set([hit.slideTitle, ...hit.documents.flatMap((d) => d.sentences)].flatMap(wordsOf));
  const closeness = missed.map((word) => {
    let best: number | null = null;
    for (const slideWord of slideWords) {
      const similarity = wordSimilarity(word, slideWord);
      if (similarity !== null && (best === null || similarity > best)) best = similarity;
    }
    return best;
  });
  const known = closeness.filter((c): c is number => c !== null);
  return known.length > 0 && known.length === closeness.length && known.every((c) => c < floor);
}
