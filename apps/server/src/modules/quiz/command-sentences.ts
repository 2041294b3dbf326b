import type { CoursePoint, SlideModel } from '@complyra/core';

/**
 * "This command moves your changes to the staging area." under the title "Git Add", or beside a line that is only
 * "git status": the sentence says what one named command does, so it is that command's definition (the image-only
 * Git deck says what each command does only this way). A slide naming no command, or two, gives none: "this"
 * would point at a guess.
 */

// A command line with nothing but the program and its subcommand ("git log", "npm install").
const bareCommand = /^(git|npm|docker|kubectl)\s+[a-z][a-z-]*$/i;
const thisCommand = /^(this|the)\s+command\s+(?<does>.+)$/i;

function commandOf(slide: SlideModel): string | null {
  const named = new Set([slide.title, ...slide.points.map((p) => p.text)]
    .map((text) => text.trim().replace(/[.:]+$/, ''))
    .filter((text) => bareCommand.test(text))
    .map((text) => text.toLowerCase().replace(/\s+/g, ' ')));
  return named.size === 1 ? [...named][0]! : null;
}

/** The command a "This command …" sentence of the slide is about, and what it does; null for any other sentence. */
export function commandMeaning(slide: SlideModel, point: CoursePoint): { term: string; definition: string } | null {
  const does = thisCommand.exec(point.text.trim())?.groups?.does;
  const command = does ? commandOf(slide) : null;
  // What it does, without the list of what it includes ("… the history of changes in the repository including the
  // SHA, the author, …": the list's names are no words a choice can check, and the author reads as a byline).
  const definition = does?.replace(/[.!]+$/, '').replace(/,?\s+including\s.*$/i, '');
  return command && definition ? { term: command, definition } : null;
}
