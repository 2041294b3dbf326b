import { listPhrase, lowerFirst } from './spoken-text.ts';

// "In this exercise, we will:" over "Download and install Git." / "Perform first time configuration …" is
// one sentence cut into lines. Said line by line it becomes "In this exercise, we will." and a row of
// orders; a teacher says "In this exercise, we will download and install Git, perform … and configure …".

/** A lead-in a list completes: a line that ends in a colon. */
const leadIn = /^(.{3,120}?)\s*:\s*$/u;
/** A lead-in that a verb completes ("we will", "you will learn to", "you can"): no colon is said after it. */
const verbWanted = /\b(will|shall|can|could|should|must|may|to|learn|going to|need to|how to)$/i;
/** The longest item a spoken list takes: a longer line is a sentence of its own and ends the list. */
export const longestItem = 14;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The lead-in and its items said as one sentence: "we will download …, perform … and configure …". */
export function leadInSentence(lead: string, items: string[], and: string, language: string): string {
  const head = lead.replace(/\s*:\s*$/, '').trim();
  const said = items.map((item) => lowerFirst(item.trim().replace(/[.;,:]+$/, '')));
  const joint = language === 'en' && verbWanted.test(head) ? ' ' : ': ';
  return `${head}${joint}${listPhrase(said, and)}.`;
}

/** Whether a list of items can complete the lead-in: each short, none a lead-in itself. */
export const completesLeadIn = (item: string) => wordCount(item) <= longestItem && !leadIn.test(item) && /\p{L}/u.test(item);

/**
 * Lines of notes with each lead-in joined to the short lines after it; lines without a lead-in are left as
 * they are, and a lead-in with no short line after it stays a line of its own.
 */
export function joinLeadIns(lines: string[], and: string, language: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!leadIn.test(line.trim())) {
      out.push(line);
      continue;
    }
    const items: string[] = [];
    while (i + 1 < lines.length && completesLeadIn(lines[i + 1]!.trim())) items.push(lines[++i]!);
    out.push(items.length ? leadInSentence(line, items, and, language) : line);
  }
  return out;
}
