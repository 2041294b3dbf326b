import type { CoursePoint, SlideModel } from '@complyra/core';

// A slide that maps one edition of a numbered list onto the next ("2010-A2 – Cross Site Scripting (XSS)" in one
// column, "2013-A3 – Cross Site Scripting (XSS)" in the other) is a table of two columns. Read by OCR its cells
// come line by line, across the columns and out of step, and said as they stand they are not speech ("This
// slide shows you 2010-A2 … Here you see 2013-A2 – Broken Authentication …"). A teacher says what moved: each
// item with its place in both editions, found by its name, and what only one edition has.

/** "2010-A2 – Cross Site Scripting": the edition, the item's code, its name. */
const entryPattern = /(?:^|\s)(\d{4})-(\p{Lu}\d{1,2})\s*[-–—:]\s*/gu;
/** "(NEW)": the slide marks the item new in its edition. */
const newMark = /\s*\((new|neu|nuevo|nouveau)\)\s*$/iu;

interface Entry {
  edition: string;
  code: string;
  name: string;
  block: number | undefined;
  isNew: boolean;
}

/** The entries a point writes: OCR may run the two columns' cells into one line. */
function entriesOf(text: string, block: number | undefined): Entry[] {
  const starts = [...text.matchAll(entryPattern)];
  return starts.map((m, i) => {
    const name = text.slice(m.index + m[0].length, starts[i + 1]?.index ?? text.length).trim();
    return { edition: m[1]!, code: m[2]!, name: name.replace(newMark, ''), block, isNew: newMark.test(name) };
  });
}

const heard = (name: string) => name.toLowerCase().replace(/[^\p{L}\d]+/gu, ' ').trim();
/** Names of one item in both editions: the same, or one cut short by OCR ("Security" for "Security Misconfiguration"). */
const sameItem = (a: string, b: string) => heard(a) === heard(b) || heard(b).startsWith(`${heard(a)} `) || heard(a).startsWith(`${heard(b)} `);
const longer = (a: string, b: string) => (a.length >= b.length ? a : b);

/** The sentences of a mapping: what stays, what moves, what one edition alone lists. */
export function mappingSentences(entries: Entry[], older: string, newer: string): string[] {
  const olds = entries.filter((e) => e.edition === older && e.name !== '');
  const news = entries.filter((e) => e.edition === newer && e.name !== '');
  const paired = new Map<Entry, Entry>();
  // The same name first, then a name cut short: "Security" pairs with its whole name only when no other does.
  for (const match of [(a: string, b: string) => heard(a) === heard(b), sameItem]) {
    for (const old of olds) {
      if (paired.has(old)) continue;
      const partner = news.find((n) => ![...paired.values()].includes(n) && match(old.name, n.name));
      if (partner) paired.set(old, partner);
    }
  }
  const sentences = olds.filter((o) => paired.has(o)).map((old) => {
    const now = paired.get(old)!;
    const name = longer(old.name, now.name);
    return old.code === now.code ? `${name} stays ${now.code} in ${newer}.` : `${name} goes from ${old.code} in ${older} to ${now.code} in ${newer}.`;
  });
  // A name of one word left unpaired is most likely cut short ("Insecure"): not said as an item.
  const whole = (e: Entry) => e.name.split(/\s+/).length >= 2;
  for (const now of news.filter((n) => ![...paired.values()].includes(n) && whole(n))) {
    sentences.push(now.isNew ? `${now.name} is new in ${newer}, as ${now.code}.` : `${now.code} in ${newer} is ${now.name}.`);
  }
  for (const old of olds.filter((o) => !paired.has(o) && whole(o))) sentences.push(`${old.code} in ${older} was ${old.name}.`);
  return sentences;
}

/** The least number of items both editions list before a slide is taken for a mapping. */
const leastPaired = 3;

/** The slide's points with a mapping of two editions said by item; other slides as they were. */
export function withEditionMapping(slide: SlideModel): SlideModel {
  const plain = (p: CoursePoint) => !p.cells && !p.code;
  const entries: Entry[] = [];
  const inMapping = new Set<CoursePoint>();
  slide.points.forEach((point, i) => {
    if (!plain(point)) return;
    const found = entriesOf(point.text, point.block);
    if (found.length > 0) {
      entries.push(...found);
      inMapping.add(point);
      return;
    }
    // "References" under "2010-A4 – Insecure Direct Object": the rest of the cell's name, wrapped.
    const before = slide.points[i - 1];
    const last = entries.at(-1);
    const wrapped = /^\p{Lu}[\p{L}\s()-]*$/u.test(point.text.trim());
    if (before && inMapping.has(before) && last && before.block === point.block && wrapped) {
      last.isNew ||= newMark.test(point.text);
      last.name = `${last.name} ${point.text.trim().replace(newMark, '')}`;
      inMapping.add(point);
    }
  });
  const editions = [...new Set(entries.map((e) => e.edition))].sort();
  if (editions.length !== 2) return slide;
  const [older, newer] = editions as [string, string];
  const sentences = mappingSentences(entries, older, newer);
  const pairedCount = sentences.filter((s) => / (stays|goes from) /.test(s)).length;
  if (pairedCount < leastPaired) return slide;
  const first = slide.points.findIndex((p) => inMapping.has(p));
  const block = slide.points[first]!.block;
  const said: CoursePoint[] = sentences.map((text) => ({ text, level: 0, kind: 'statement', ...(block === undefined ? {} : { block }) }));
  // The column heads name both editions ("OWASP Top 10 – 2010 OWASP Top 10 – 2013", "(old) (New)"): the sentences say them.
  const head = (p: CoursePoint) => p.text.includes(older) && p.text.includes(newer) && !/\d{4}-\p{Lu}\d/u.test(p.text);
  const marksOnly = (p: CoursePoint) => /^(\s*\([\p{L}\s]+\))+\s*$/u.test(p.text);
  // A cell whose code OCR lost ("Cross Site Request Forgery") names an item the sentences say.
  const namedCell = (p: CoursePoint) => entries.some((e) => heard(e.name) === heard(p.text));
  // "Merged: 2010-A7 and 2010-A9 2013-": a line OCR cut inside a code says nothing whole (as ocr-cut-sentences.ts).
  const cutInCode = (p: CoursePoint) => /\s\d{4}-$/.test(p.text.trim());
  const rest = slide.points.filter((p) => !inMapping.has(p) && !head(p) && !marksOnly(p) && !namedCell(p) && !cutInCode(p));
  const at = rest.findIndex((p) => slide.points.indexOf(p) > first);
  const points = at < 0 ? [...rest, ...said] : [...rest.slice(0, at), ...said, ...rest.slice(at)];
  return { ...slide, points };
}

/** Every slide with its mapping of two editions said by item (see withEditionMapping). */
export const withEditionMappings = (slides: SlideModel[]): SlideModel[] => slides.map(withEditionMapping);
