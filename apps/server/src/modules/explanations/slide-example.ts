import type { SlideModel } from '@complyra/core';

// "Add an example" adds only an example the slide or its speaker notes give: a point the course model
// marks as an example, a point with "e.g." or "for example", or a notes sentence that gives one.

const exampleMarker = new RegExp(
  ['\\be\\.\\s?g\\.', '\\bfor example\\b', '\\bfor instance\\b', '\\bsuch as\\b', '\\bpor ejemplo\\b', '\\bzum beispiel\\b', '\\bz\\.\\s?b\\.', '\\bpar exemple\\b', '\\bad esempio\\b', '\\bbijvoorbeeld\\b'].join('|'),
  'i',
);

export interface SlideExample {
  /** The example as the slide or its notes word it. */
  source: string;
  /** The example itself, without the words that introduce it. */
  body: string;
  /** The point the example belongs to, when the slide gives it in passing ("Use bind variables"). */
  head?: string;
  /** The sentence that adds it to an explanation. */
  sentence: string;
}

const lead: Record<string, string> = { en: 'For example', es: 'Por ejemplo', de: 'Zum Beispiel', fr: 'Par exemple', it: 'Ad esempio', nl: 'Bijvoorbeeld', pt: 'Por exemplo' };
const endSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** What follows the marker in a point: "Use bind variables (e.g., prepared statements)" gives "prepared statements". */
function afterMarker(text: string): string {
  const match = exampleMarker.exec(text);
  if (!match) return text;
  return text
    .slice(match.index + match[0].length)
    .replace(/^[\s,:]+/, '')
    .replace(/\).*$/, '')
    .trim();
}

/** The notes' sentences, each whole. */
const noteSentences = (notes: string) => notes.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=\p{Lu})/u).map((s) => s.trim()).filter(Boolean);

// After "For example," a leading article or pronoun goes lower case; a name ("Microsoft", "NIST") stays.
const articles = 'A|An|The|One|Some|This|That|These|Those|When|If|Your|Our|Un|Una|El|La|Los|Las|Ein|Eine|Der|Die|Das|Le|Les|Une';
const leadingArticle = new RegExp(`^(?:${articles})\\b`);
const lowerFirst = (text: string) => text.replace(leadingArticle, (w) => w.toLowerCase());
const upperFirst = (text: string) => text.replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** The examples the slide and its notes give, the slide's first; empty when they give none. */
export function slideExamples(slide: SlideModel, language: string): SlideExample[] {
  const forExample = lead[language] ?? lead.en!;
  const found: SlideExample[] = [];
  for (const point of slide.points) {
    if (point.kind === 'example' && !exampleMarker.test(point.text) && point.text.trim()) {
      const body = point.text.trim().replace(/[.;,]+$/, '');
      found.push({ source: point.text, body, sentence: endSentence(`${forExample}, ${lowerFirst(body)}`) });
      continue;
    }
    // A point that gives its example in passing is said whole, the example after the point it belongs to:
    // "Use bind variables (e.g. prepared statements)" becomes "Use bind variables, for example prepared statements."
    const match = exampleMarker.exec(point.text);
    const body = afterMarker(point.text).replace(/[.;,]+$/, '');
    if (!match || !body) continue;
    const head = point.text.slice(0, match.index).replace(/[\s(,:;–—-]+$/, '');
    const sentence = head ? `${upperFirst(head)}, ${forExample.toLowerCase()} ${body}` : `${forExample}, ${lowerFirst(body)}`;
    found.push({ source: point.text, body, sentence: endSentence(sentence), ...(head ? { head } : {}) });
  }
  // A notes sentence that gives an example is said the way the teacher says it.
  for (const sentence of noteSentences(slide.notes).filter((s) => exampleMarker.test(s))) {
    found.push({ source: sentence, body: afterMarker(sentence), sentence: endSentence(sentence) });
  }
  return found;
}
