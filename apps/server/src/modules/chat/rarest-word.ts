import type { ChatIndex, SearchQuery } from './chat-index.ts';
import { isEverydayWord } from './everyday-words.ts';
import { analyzerFor } from './search-terms.ts';
import { wordNet } from './wordnet.ts';

// The word a question is about: its rarest content word. A word outside the language's everyday words comes
// before any everyday one ("commit" before "message" in "Can I change the message of a commit I already made?"),
// then the word fewer of the course's documents hold. A reply may say Yes or No only with a sentence saying it,
// a longer form of it, or (English) a WordNet synonym: not the search's looser words (the computing lexicon's
// "authentication" for "login", WordNet's broader words), which find the slide but do not say the same thing.

/**
 * The terms that say a text's rarest content word (the learner's own words in it): the word's term, its longer
 * forms the search looks for, and its WordNet synonyms. Empty when the text holds none of the learner's words.
 */
export function rarestWordTerms(index: ChatIndex, query: SearchQuery, text: string, language: string): Set<string> {
  const inText = new Set(analyzerFor(language).terms(text));
  const everyday = (term: string) => {
    const written = query.written.get(term);
    return written ? isEverydayWord(written.word, written.language) : true;
  };
  const [rarest] = query.own
    .filter((term) => inText.has(term))
    .sort((a, b) => Number(everyday(a)) - Number(everyday(b)) || index.rarity(b) - index.rarity(a));
  if (rarest === undefined) return new Set();
  const sayIt = new Set([rarest]);
  for (const variant of query.variants) if (query.standsFor.get(variant) === rarest) sayIt.add(variant);
  const written = query.written.get(rarest);
  if (written?.language === 'en') {
    for (const synonym of wordNet.related(written.word).synonyms) {
      const terms = analyzerFor('en').terms(synonym);
      // A synonym of several words ("log in") says it only with all of them: its rarest one stands for it.
      if (terms.length === 1) sayIt.add(terms[0]!);
      else if (terms.length > 1) sayIt.add([...terms].sort((a, b) => index.rarity(b) - index.rarity(a))[0]!);
    }
  }
  return sayIt;
}
