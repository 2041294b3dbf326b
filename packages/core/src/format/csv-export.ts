/**
 * Writing CSV files people open in a spreadsheet: UTF-8 with a byte-order mark (so Excel reads accents
 * right), RFC 4180 quoting, and no cell that a spreadsheet would run as a formula (OWASP "CSV injection").
 */

/** Starts every exported file: Excel takes a file without it for the local code page. */
export const csvByteOrderMark = '\uFEFF';

/** What a spreadsheet reads as the start of a formula (tab and carriage return too, as some do). */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: a formula-looking text gets a leading apostrophe, and any cell with a comma, quote or line break is quoted. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are ours, not the user's: a negative number stays a number.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells, ended with CRLF as RFC 4180 asks. */
export function csvRow(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
