// snowball-stemmers ships no types; only what the chat's search uses.
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: { newStemmer(algorithm: string): Stemmer; algorithms(): string[] };
  export default snowball;
}
