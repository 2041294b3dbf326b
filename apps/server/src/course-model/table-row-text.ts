// A table row is said as its cells in order. Short cells ("Exploitability: 3", "Prevalence: 2") are one line
// joined by commas; a cell that is a paragraph ends its own sentences, and a comma after its full stop glues
// two boxes into one run-on ("… were not expired., The prevalence of …"). Such cells are said sentence by
// sentence instead.

/** A cell that closes a sentence, as a paragraph in a table cell does: a word, then the mark ("1." is a page number). */
const endsSentence = /\p{L}{2,}["”’)]?[.!?…]["”’)]?\s*$/u;

/** The row's text: its non-empty cells, joined by commas, or as sentences when a cell ends one. */
export function tableRowText(cells: string[]): string {
  const said = cells.filter(Boolean);
  if (!said.some((cell) => endsSentence.test(cell))) return said.join(', ');
  return said.map((cell) => (endsSentence.test(cell) ? cell.trim() : `${cell.trim()}.`)).join(' ');
}
