// A drawing of numbered steps has each step's number in a circle beside its words. OCR reads the circle as
// "(1)", "(3)" or "(a)" (a 4 taken for a letter) and puts it wherever it fell on the line: "Logs are accessible
// (3) to all members". Said aloud it is noise inside a sentence, and it stops a wrapped sentence from being
// joined again ("Victim enters" over "(1) credit card"). The words without the mark are what the slide says.

/** A circled step number as OCR reads it: one digit or one letter in brackets, a word of its own. */
const stepMark = /(?<=^|\s)\((?:\d|[a-z])\)(?=\s|$)/gu;

/** An OCR line without its step marks; unchanged when the mark is all the line says. */
export function withoutStepMarks(text: string): string {
  const without = text.replace(stepMark, ' ').replace(/\s+/g, ' ').trim();
  return /\p{L}/u.test(without) ? without : text;
}
