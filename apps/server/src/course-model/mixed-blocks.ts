import type { SlideModel } from '@complyra/core';

// A slide read across its columns line by line glues phrases of different boxes into one false sentence:
// "Clone Phishing means vishing (Voice Smishing (SMS …". The sign is a seam: a run of one block's words
// ("vishing (Voice") followed at once by a run of another's ("Smishing (SMS"), the two words at the joint
// standing side by side nowhere on the slide (no block, not the title, not the notes); or two figures of
// different blocks side by side ("70% 20%"). A list of the boxes ("clone phishing, vishing and smishing")
// is not a seam: a comma or "and" joins its items.

const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}'’%-]*/gu;
const norm = (word: string) => word.toLowerCase().replace(/['’]s$/, '');

/** Words too common to tell blocks apart. */
const common = new Set(
  ('a an the and or of to in on at for with by from is are be as it its this that these those you your we our they their ' +
    'not no can will may should must means make sure gives slide point points here next see shows look let ' +
    'y e o u und oder et ou').split(' '),
);

interface Seam {
  left: string;
  right: string;
}

const wordsOf = (text: string) => (text.match(wordPattern) ?? []).map(norm);

/**
 * For every word of the slide's blocks, the blocks it appears in; the word pairs each block writes side by
 * side; and the pairs the slide writes anywhere (its title and notes run across blocks).
 */
function blockIndex(slide: SlideModel) {
  const blocksOf = new Map<string, Set<number>>();
  const pairs = new Set<string>();
  const blockPairs = new Map<string, Set<number>>();
  for (const text of [slide.title, slide.notes]) {
    const words = wordsOf(text);
    words.forEach((word, i) => i > 0 && pairs.add(`${words[i - 1]} ${word}`));
  }
  for (const point of slide.points) {
    if (point.block === undefined) continue;
    const words = wordsOf(point.text);
    words.forEach((word, i) => {
      if (!blocksOf.has(word)) blocksOf.set(word, new Set());
      blocksOf.get(word)!.add(point.block!);
      if (i === 0) return;
      const pair = `${words[i - 1]} ${word}`;
      pairs.add(pair);
      if (!blockPairs.has(pair)) blockPairs.set(pair, new Set());
      blockPairs.get(pair)!.add(point.block!);
    });
  }
  return { blocksOf, pairs, blockPairs };
}

const isFigure = (word: string) => /^\d[\d.,]*%?$/.test(word);

/** The seams of one sentence: neighbouring words of two different blocks that no block writes together. */
function seams(sentence: string, index: ReturnType<typeof blockIndex>): Seam[] {
  const found: Seam[] = [];
  const words = [...sentence.matchAll(wordPattern)];
  for (let i = 1; i < words.length; i++) {
    const left = words[i - 1]!;
    let right = words[i]!;
    // "X means Y" glues two boxes as surely as a space: the narrator's "means" stood where a colon was.
    if (norm(right[0]) === 'means' && words[i + 1]) right = words[i + 1]!;
    // Only words separated by spaces or brackets: a comma, colon or dash is a joint a speaker makes.
    const between = sentence.slice(left.index! + left[0].length, right.index!).replace(/\bmeans\b/, ' ');
    if (!/^[\s()[\]]+$/.test(between)) continue;
    const [a, b] = [norm(left[0]), norm(right[0])];
    if (common.has(a) || common.has(b) || index.pairs.has(`${a} ${b}`)) continue;
    const blocksA = index.blocksOf.get(a);
    const blocksB = index.blocksOf.get(b);
    if (!blocksA || !blocksB || [...blocksA].some((block) => blocksB.has(block))) continue;
    // Each side must be a run of its block (two words it writes together), unless both are figures.
    const before = i >= 2 ? index.blockPairs.get(`${norm(words[i - 2]![0])} ${a}`) : undefined;
    const afterAt = words.indexOf(right);
    const after = words[afterAt + 1] ? index.blockPairs.get(`${b} ${norm(words[afterAt + 1]![0])}`) : undefined;
    const runOf = (pairBlocks: Set<number> | undefined, wordBlocks: Set<number>) =>
      [...(pairBlocks ?? [])].some((block) => wordBlocks.has(block));
    const runs = runOf(before, blocksA) && runOf(after, blocksB);
    if (!runs && !(isFigure(a) && isFigure(b))) continue;
    found.push({ left: left[0], right: right[0] });
  }
  return found;
}

/** Sentences that carry words of two blocks joined at a seam, each with its first seam. */
export function mixedBlockSentences(sentences: string[], slide: SlideModel): { sentence: string; seam: string }[] {
  const blocks = new Set(slide.points.map((p) => p.block).filter((b) => b !== undefined));
  if (blocks.size < 2) return [];
  const index = blockIndex(slide);
  return sentences.flatMap((sentence) => {
    const seam = seams(sentence, index)[0];
    return seam ? [{ sentence, seam: `${seam.left} ${seam.right}` }] : [];
  });
}
