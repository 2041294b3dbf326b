// Deck furniture: a line that appears on most slides of a deck (a copyright, a conference name, a logo
// caption, a running footer) belongs to the deck, not to any slide, and is said on none of them.

import type { DeckSlideText } from '../ports/deck-reader.ts';

/** How a line is compared across slides: case and spacing ignored (a numbered point differs on every slide). */
export const furnitureKey = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The lines (as furnitureKey) found on at least half the slides of a deck of four or more. */
export function deckFurniture(slides: DeckSlideText[]): Set<string> {
  const furniture = new Set<string>();
  if (slides.length < 4) return furniture;
  const slidesWith = new Map<string, number>();
  // Slides in a row under one title (a drawing built up one element at a time) repeat their own lines: they
  // count as one slide, or a build-up's labels would be taken for the deck's footer.
  let counted = new Set<string>();
  slides.forEach((slide, i) => {
    const goesOn = i > 0 && furnitureKey(slide.title) !== '' && furnitureKey(slides[i - 1]!.title) === furnitureKey(slide.title);
    if (!goesOn) counted = new Set();
    const lines = slide.lines?.map((l) => l.text) ?? slide.text.split('\n');
    const keys = new Set(lines.map(furnitureKey).filter((k) => /\p{L}{2,}/u.test(k) && !counted.has(k)));
    for (const key of keys) {
      slidesWith.set(key, (slidesWith.get(key) ?? 0) + 1);
      counted.add(key);
    }
  });
  // A slide title repeated on many slides ("How Git works?") is the deck's structure, not furniture.
  const titles = new Set(slides.map((s) => furnitureKey(s.title)));
  for (const [key, count] of slidesWith) if (count >= Math.max(3, slides.length / 2) && !titles.has(key)) furniture.add(key);
  // OCR reads a logo ("OWASP" beside its emblem) as a line of one word on the slides where it makes it out at
  // all: such a word, alone on its line on a good share of the slides read by OCR, is the deck's too.
  const logos = new Map<string, number>();
  for (const slide of slides.filter((s) => s.source === 'ocr')) {
    const lines = slide.lines?.map((l) => l.text) ?? slide.text.split('\n');
    const words = new Set(lines.map(furnitureKey).filter((k) => /^\p{L}{3,}$/u.test(k)));
    for (const key of words) logos.set(key, (logos.get(key) ?? 0) + 1);
  }
  // (A slide whose title OCR read as the logo alone keeps its title: furniture leaves titles alone.)
  for (const [key, count] of logos) if (count >= Math.max(3, slides.length * 0.15)) furniture.add(key);
  return furniture;
}

/** Short words a slide writes ("in", "of"): not the scraps OCR makes of a logo's caption ("Ann li cation"). */
const shortWords = new Set('a an as at be by do go he if in is it me my no of on or so to up us we'.split(' '));

/**
 * "(2) OWASP", "OWASP MILLION", "OWASP The Open "Web Ann li cation": a logo word of the deck (a one-word line
 * of its furniture) that OCR read together with a scrap beside it: a number sign, a word in capitals, or a caption in
 * pieces (a stray quote mark, a piece of a word). It is the logo, said on no slide. A line that says more
 * ("OWASP Top 10 is an Awareness Document", "OWASP Code Review Guide:") is the slide's.
 */
export function isLogoWithScraps(text: string, furniture: Set<string>): boolean {
  const words = text.trim().split(/\s+/);
  const isLogo = (word: string) => furniture.has(furnitureKey(word)) && /^\p{L}{3,}$/u.test(word);
  const logoAt = [0, words.length - 1].find((i) => words.length >= 2 && isLogo(words[i]!));
  if (logoAt === undefined || /:$/.test(text.trim())) return false;
  const rest = words.filter((_, i) => i !== logoAt);
  const strayQuote = (w: string) => /^["“”]|["“”]$/.test(w) !== /^["“”].*["“”]$/.test(w);
  const inPieces = rest.some((w) => strayQuote(w) || (/^\p{Ll}{1,2}$/u.test(w) && !shortWords.has(w)));
  // One sign or one word in capitals beside the logo ("(2)", "MILLION"); "Local" beside "Repository" is a name.
  const sign = rest.length === 1 && (/^\(?\d+\)?$/.test(rest[0]!) || /^\p{Lu}{2,}$/u.test(rest[0]!));
  return sign || inPieces;
}
