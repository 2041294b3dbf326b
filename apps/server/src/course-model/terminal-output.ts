import type { DeckLine } from '../ports/deck-reader.ts';
import { isShellCommandLine } from './code-lines.ts';

// A terminal shown on a slide ("$ git status", then "On branch master" / "Your branch is up-to-date …", then
// "$ git log") is commands and what they printed, often in boxes of their own. Read line by line the output
// becomes the teacher's sentences ("Here you see on branch master."); a teacher names the commands and lets
// the listener read what they print. The lines between two commands are that output.

/** The most lines of output between two commands taken as a terminal's; more is a slide of prose between two commands. */
const mostOutputLines = 6;

/** A line that explains rather than prints: it names the command, speaks to the listener, or leads into a list. */
const explains = /\b(command|commands|you|we|our)\b|:$/i;

/** The indexes of the lines a terminal printed. */
export function terminalOutput(lines: DeckLine[]): Set<number> {
  const output = new Set<number>();
  // "$ls - used to list files" is a command with its explanation, one of a list of commands: nothing printed.
  const command = (line: DeckLine) => !line.cells && isShellCommandLine(line.text) && !/\s[-–—]\s+\p{L}/u.test(line.text);
  let last = -1;
  lines.forEach((line, i) => {
    if (!command(line)) return;
    const between = lines.slice(last + 1, i);
    // Output is lines of text without bullets under them; an explanation between two commands ("This command will
    // show you …:", a bullet under the command) speaks of the command or to the listener, and stays said.
    const printed = last >= 0 && between.length > 0 && between.length <= mostOutputLines &&
      between.every((l) => !l.cells && l.level === 0 && /\p{L}/u.test(l.text) && !explains.test(l.text.trim()));
    if (printed) between.forEach((_, k) => output.add(last + 1 + k));
    last = i;
  });
  return output;
}
