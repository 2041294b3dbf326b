// Requests the built-in enhancer recognises and cannot do: it works only with the words the slide, its
// notes and the course's contacts give, so it does not translate, invent, change facts or answer questions.

const cannot: [RegExp, string][] = [
  [/\b(?:translat\w*|in(?:to)? (?:english|spanish|german|french|hebrew|italian|portuguese|dutch|polish|chinese|japanese|arabic|russian|hindi|klingon|another language|other languages?)|auf deutsch|en español|en français)\b/i, 'translate'],
  [/\b(?:invent\w*|make up|made[- ]up|come up with|think of|imagine|new|another|realistic|hypothetical|fictional|real[- ]world|your own|own)\b[^.?!]*\b(?:examples?|scenarios?|stor(?:y|ies)|case stud(?:y|ies))\b/i, 'invent an example'],
  [/\b(?:change|alter|update|correct|fix|replace)\b[^.?!]*\b(?:facts?|numbers?|figures?|dates?|statistics|data|years?|names?)\b/i, 'change the facts'],
  [/(?:\?\s*$|^\s*(?:what|why|how|who|when|where|which)\b[^.]*$|\banswer\b)/i, 'answer questions'],
];

/** What the prompt asks for that the built-in enhancer cannot do, as verb phrases ("translate"). */
export function refusedRequests(prompt: string): string[] {
  return cannot.filter(([pattern]) => pattern.test(prompt)).map(([, what]) => what);
}
