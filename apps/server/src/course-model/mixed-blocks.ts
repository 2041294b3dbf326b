import type { SlideModel } from '@complyra/core';

// A slide read across its columns line by line glues phrases of different boxes into one false sentence:
// "Clone Phishing means vishing (Voice Smishing (SMS …". The sign is a seam: two words side by side in a
// sentence that stand side by side in no block of the slide, each belonging to a different block. A list
// of the boxes ("clone phishing, vishing and smishing") is not a seam: a comma or "and" joins its items.

const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}'’%-]*/gu;
const norm = (word: string) => word.toLowerCase().replace(/['’]s$/, '');

/** Words too common to tell blocks apart. */
const common = new Set(
  ('a an the and or of to in on at for with by from is are be as it its this that these those you your we our they their ' +
    'not no can will may should must means make sure gives slide point points here next').split(' '),
);

interface Seam {
  left: string;
  right: string;
}

/** For every word of the slide's blocks, the blocks it appears in; and the word pairs each block writes side by side. */
function blockIndex(slide: SlideModel) {
  const blocksOf = new Map<string, Set<number>>();
  const pairs = new Set<string>();
  for (const point of slide.points) {
    if (point.block === undefined) continue;
    const words = (point.text.match(wordPattern) ?? []).map(norm);
    words.forEach((word, i) => {
      if (!blocksOf.has(word)) blocksOf.set(word, new Set());
      blocksOf.get(word)!.add(point.block!);
      if (i > 0) pairs.add(`${words[i - 1]} ${word}`);
    });
  }
  return { blocksOf, pairs };
}

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
