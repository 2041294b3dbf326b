// The shapes of a slide's lines, as a reply sees them: a label heading the points below it, a list of short items,
// a question the slide asks, a figure's numbered step, a sentence leaning on the one before. The reply quotes
// statements that stand alone, with the label they sit under.

/** "Keep the message short" → "keep the message short", but "SQL injection" stays. */
export const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/**
 * A label of two or three words among longer points ("Don'ts", "Typical Impact:"), not a sentence; nor a table's
 * header row ("OSCAL Term, Meaning" names columns, it does not head the rows).
 */
export const isHeading = (point: string) =>
  point.trim().split(/\s+/).length <= 3 && /^\p{Lu}/u.test(point.trim()) && !/[.!?/,]|:./u.test(point.trim());

/** "Defend Against the Flaw": every word of four letters or more capitalized (an instruction is in sentence case). */
export const isTitleCase = (text: string) =>
  text.trim().split(/\s+/).every((word) => !/^\p{L}{4,}/u.test(word) || /^\p{Lu}/u.test(word));

/**
 * A label of up to six words heading the deeper points below it ("Defend Against the Flaw" over "Use Content
 * Security Policy"): a name, not a statement (no verb of being, no sentence's punctuation).
 */
export const isLabelOver = (point: string, level: number, nextLevel: number) =>
  nextLevel > level && point.trim().split(/\s+/).length <= 6 && isTitleCase(point)
  && !/[.!?,;:]$|[.!?;]\s/u.test(point.trim()) && !/\b(is|are|was|were|es|son|ist|sind|est|sont)\b/i.test(point);

/** "Databases, files, directories, log files, backups, etc.": a line of three or more short items. */
export const isListLine = (point: string) => {
  const items = point.trim().replace(/[.;]$/, '').split(/\s*,\s*/);
  return items.length >= 3 && items.every((item) => item.length > 0 && item.split(/\s+/).length <= 3);
};

/** A name of a few words, not a sentence ("Auditors/assessors", "Security and privacy personnel"). */
export const isShortName = (point: string) => point.trim().split(/\s+/).length <= 4 && !/[.!?:;]/.test(point);

/**
 * A numbered step of an illustration ("1 Victim enters credit card number in form"): it tells what happens in a
 * figure, it does not answer a question about what to do or what a thing is.
 */
export const isFigureStep = (text: string) => /^\d{1,2}\s+\p{Lu}\p{Ll}/u.test(text.trim());

/** The first word of a sentence that continues another: a reason, a consequence, a pronoun for what came before. */
export const leansOnPrevious = new RegExp(
  String.raw`^(because|so|that|this|these|those|it|he|she|they|his|her|their|and|but|which|` +
    String.raw`porque|as[ií]|esto|eso|él|ella|ellos|y|pero|er|sie|es|il|elle|ils)\b`,
  'i',
);

/** A sentence that asks (a quiz's question, "What could they make you do?"): it never answers. */
export const isQuestion = (text: string) => /\?[)»"”’]?$/.test(text.trim());

/** Fewer words than numbers and symbols: a formula or a computed value. */
export const isMostlyFigures = (text: string) => {
  const tokens = text.trim().split(/\s+/);
  return tokens.filter((t) => /\p{L}{2,}/u.test(t)).length * 2 <= tokens.length;
};
