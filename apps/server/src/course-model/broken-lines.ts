import type { DeckLine } from '../ports/deck-reader.ts';
import { isCodeLine } from './code-lines.ts';
import { endsOnObjectlessVerb, hasVerb } from './english-grammar.ts';
import { endsOnJoiningWord, finishesCutLine } from './joining-words.ts';
import { longestItem } from './lead-in-lists.ts';
import { listPhrase, lowerFirst } from './spoken-text.ts';

// Lines a slide breaks where no sentence ends: a heading that leads into its points ("Occurs any time…" over
// "Raw data from attacker is sent to …"), and a line wrapped before its last words ("Use the standard session
// id provided by your" / "container", as OCR and narrow boxes cut them). Said as the slide shows them, each
// is a fragment ("Occurs any time.", "… provided by your."); the model joins them with their continuation
// or, with none, leaves the cut line out.

/** A heading that leads into what follows it: "Occurs any time…", "Raw data...", "Typical causes:". */
const leadIn = /\s*(…|\.\.\.|:)\s*$/u;

/** A line ending on an article or a possessive, which only a noun can follow. */
const endsOnDeterminer = /\b(the|a|an|your|my|our|their|its|his|her)\s*$/i;

/**
 * A line cut after its verb, before what it says the subject is: "This idea of a safe point is exactly" over
 * "what version control is". A clause that opens with a question word or "that" ("What version control is",
 * "upgrade those that are") ends there.
 */
const copulaEnd = /\S\s+(is|are|was|were)(\s+(exactly|just|simply|also|only|really|always|often|not))?\s*$/i;
const questionClauseEnd = /(^|\s)(what|who|how|where|why|which|whatever|that)\s[^,.;:]*$/i;
export const cutAfterCopula = (text: string) => copulaEnd.test(text) && !questionClauseEnd.test(text);

/** "Interpreters…", "Attackers…": people or things that act, whose points say what they do (the narrator says so). */
const actorHeading = /^(\p{L}+\s)?\p{L}+(ers|ors|ants|ists|(?<!m)ents)\s*(…|\.\.\.)$/iu;

const isPlainLine = (line: DeckLine | undefined): line is DeckLine =>
  line !== undefined && !line.cells && /\p{L}/u.test(line.text) && !isCodeLine(line.text);

const endsSentence = (text: string) => /[.!?]$/.test(text.trim()) && !/(…|\.\.\.)$/.test(text.trim());
const words = (text: string) => text.trim().split(/\s+/).length;

/** The end of a wrapped line: a preposition in lower case and what it governs, no verb ("in the profile", "for more details"). */
const openingPreposition = /^(in|on|at|for|from|with|within|into|of|by|to)\s+\p{L}/u;
/** "… machine-readable formats" over "that map profile requirements to …": a relative clause in lower case goes on the line before. */
const openingRelative = /^(that|which|whose)\s+\p{L}/u;
const continuesLine = (text: string) =>
  (openingPreposition.test(text) && words(text) <= 6 && !hasVerb(text)) || openingRelative.test(text);

/**
 * A point that names or describes without a sentence of its own: "Stored in database", "Displaying only
 * authorized links" (a participle opens it), "the commit message" (an article does) or a verbless phrase;
 * "Attacker simply tampers …" is a sentence.
 */
const participle = /^(\p{L}+(ed|ing|en)|sent|built|made|kept|held|set|put|read|run|shown|given|done|found|stolen)\b/iu;
const describes = (text: string) =>
  !/(,|\b(and|or|but))\s*$/i.test(text.trim()) &&
  (participle.test(text.trim()) || /^(the|a|an|your|our|their|its)\s/i.test(text.trim()) || !hasVerb(text));

/** A line that opens a list: "In this exercise, we will:", "… the history of changes including". */
const opensList = /(:|\b(including|such as|like|for example))\s*$/i;
const modalLeadIn = /\b(will|shall|can|should|must|to|learn)\s*:$/i;
/** A lead-in whose list finishes its sentence: "… the history of changes including" the SHA, the author, … */
const runsOn = /\b(including|such as|like)\s*:?$/i;

/**
 * OCR reads every line at one level: the short lines after a line that opens a list are its points, as the
 * deck's own levels would say ("In this exercise, we will:" over "Download and install Git", …).
 */
function underTheirLeadIn(lines: DeckLine[]): DeckLine[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const line = out[i]!;
    if (!isPlainLine(line) || !opensList.test(line.text.trim())) continue;
    // "we will:" opens steps, each a sentence OCR may read as a box of its own.
    const steps = modalLeadIn.test(line.text.trim());
    for (let j = i + 1; j < out.length; j++) {
      const item = out[j]!;
      const inReach = item.block === line.block || steps;
      const fits = isPlainLine(item) && inReach && item.level === line.level && words(item.text) <= 10;
      if (!fits || (!steps && /[.!?:]$/.test(item.text.trim()))) break;
      out[j] = { ...item, level: line.level + 1, ...(line.block === undefined ? {} : { block: line.block }) };
    }
  }
  return out;
}

/**
 * A line of three words or more, with no end mark, that opens no name (a participle, an article), whose next
 * line is one bare word closing its block, and the two read as a sentence with a verb.
 */
function wrapsLastWord(line: DeckLine, next: DeckLine | undefined, after: DeckLine | undefined): boolean {
  const text = line.text.trim();
  if (!isPlainLine(next) || next.block !== line.block || next.level !== line.level) return false;
  if (after && after.block === line.block) return false;
  const last = next.text.trim();
  const names = participle.test(text) || /^(the|a|an|your|our|their|its)\s/i.test(text);
  return /^\p{L}+$/u.test(last) && words(text) >= 3 && !/[.!?:;,…]$/.test(text) && !names && hasVerb(`${text} ${last}`);
}

/**
 * The lines with each lead-in joined to its points and each cut line to its continuation (or left out).
 * `flat`: the lines were read by OCR, which gives no levels.
 */
export function mendBrokenLines(read: DeckLine[], language: string, flat = false): DeckLine[] {
  const lines = flat ? underTheirLeadIn(read) : [...read];
  const out: DeckLine[] = [];
  const lower = (text: string) => (language === 'en' ? lowerFirst(text.trim()) : text.trim());
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const text = line.text.trim();
    if (!isPlainLine(line)) {
      out.push(line);
      continue;
    }
    // "… meets the options specified" over "in the profile.": a line that opens on a preposition, in lower case and
    // with no verb, is the end of the line before it, wrapped (said alone: "This slide shows you in the profile.").
    const previous = out.at(-1);
    if (language === 'en' && isPlainLine(previous) && previous.block === line.block && continuesLine(text) && !/[.!?:;]$/.test(previous.text.trim())) {
      out[out.length - 1] = { ...previous, text: `${previous.text.trim()} ${text}` };
      continue;
    }
    // The lines under a lead-in: the run after it, in its block, one level or more below it.
    const under: DeckLine[] = [];
    const inBlockBelow = (l: DeckLine | undefined) => l !== undefined && l.block === line.block && l.level > line.level;
    for (let j = i + 1; inBlockBelow(lines[j]); j++) under.push(lines[j]!);
    const head = text.replace(leadIn, '');
    // Read by OCR the points stand at the heading's level: "Interpreters…" then "Take strings …" is one sentence.
    const next = lines[i + 1];
    const sameLevelNext = isPlainLine(next) && next.block === line.block && next.level === line.level;
    if (/(…|\.\.\.)$/.test(text) && under.length === 0 && sameLevelNext && words(head) <= 6) {
      out.push({ ...line, text: `${head} ${lower(next!.text)}` });
      i++;
      continue;
    }
    const leadsIn = leadIn.test(text) && head !== '' && (words(head) <= 6 || runsOn.test(text)) && !actorHeading.test(text);
    if (leadsIn && under.length > 0 && under.every(isPlainLine)) {
      const ellipsis = !/:\s*$/.test(text);
      // "In this exercise, we will:" over its steps: the narrator says it as one sentence (lead-in-lists.ts).
      if (modalLeadIn.test(text)) {
        out.push({ ...line, text: `${text} ${under[0]!.text.trim()}` }, ...under.slice(1).map((l) => ({ ...l, level: line.level })));
        i += under.length;
        continue;
      }
      if (under.length === 1) {
        // "Occurs any time…" + "Raw data … is sent to …": one sentence; "Options:" + "Store a token": "Options: store …".
        out.push({ ...line, text: ellipsis ? `${head} ${lower(under[0]!.text)}` : `${head}: ${lower(under[0]!.text)}` });
        i++;
        continue;
      }
      // "Raw data…" over "Stored in database", "Reflected from web input", …: one sentence naming them.
      const short = under.every(
        (l) => l.level === under[0]!.level && words(l.text) <= longestItem && describes(l.text) && !endsSentence(l.text) && !l.text.includes(': '),
      );
      if (short && language === 'en') {
        const items = under.map((l) => lower(l.text).replace(/[.;,]+$/, ''));
        out.push({ ...line, text: `${head}${runsOn.test(text) ? ' ' : ': '}${listPhrase(items, 'and')}` });
        i += under.length;
        continue;
      }
    }
    // "Victim enters" over "credit card": OCR cut a short line after a verb that needs its object, the next line in lower case.
    if (language === 'en' && flat && endsOnObjectlessVerb(text) && isPlainLine(next) && next.block === line.block && /^\p{Ll}/u.test(next.text.trim())) {
      lines[i + 1] = { ...next, level: line.level, text: `${text} ${next.text.trim()}` };
      continue;
    }
    // "Service hosts Git" over "Projects", the last line of its box: OCR split a left-aligned sentence wrapped
    // before its last word (said as a list: "service hosts Git and projects"). A box's sentence with a verb,
    // unpunctuated, and one bare word closing the box are one line.
    const sibling = isPlainLine(previous) && previous.block === line.block && previous.level === line.level;
    if (language === 'en' && flat && !sibling && wrapsLastWord(line, next, lines[i + 2])) {
      lines[i + 1] = { ...next!, level: line.level, text: `${text} ${next!.text.trim()}` };
      continue;
    }
    // A deck's own paragraph ending on its verb is whole ("… upgrade those that are"): only OCR wraps one there.
    if (language === 'en' && (endsOnJoiningWord(text) || (flat && cutAfterCopula(text)))) {
      // "… provided by your" + "container": the words that finish the line are the next line of its block.
      // Several points under it are its list ("… such as" over three names): the narrator says them with it.
      // No list follows an article ("He modifies it to a" over "nearby number", …): its next line finishes it.
      if (under.length > 1 && !endsOnDeterminer.test(text)) {
        out.push(line);
        continue;
      }
      // OCR's levels are guesses from indents: in its block the next line finishes the cut one at any level.
      if (isPlainLine(next) && next.block === line.block && (next.level >= line.level || (flat && words(text) >= 2))) {
        // "… is exactly" + "What version control is": a question word inside the sentence is lower case.
        const continuation = next.text.trim().replace(/^(What|Who|How|Where|Why|Which|The|An?)\b/, (w) => w.toLowerCase());
        lines[i + 1] = { ...next, level: line.level, text: `${text} ${continuation}` };
        continue;
      }
      // "… data from" over "network" boxed apart by OCR: the few words in lower case finish it.
      if (flat && isPlainLine(next) && finishesCutLine(text, next.text)) {
        lines[i + 1] = { ...next, level: line.level, text: `${text} ${next.text.trim()}`, ...(line.block === undefined ? {} : { block: line.block }) };
        continue;
      }
      // With nothing after it a cut line says nothing whole: left out. (A line with points under it keeps them.)
      if (!next || next.block !== line.block || next.level < line.level) continue;
    }
    out.push(line);
  }
  return out;
}
