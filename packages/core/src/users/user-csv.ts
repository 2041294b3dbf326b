import { emailText, text, textLimits } from '../system/text.ts';

export interface UserCsvRow {
  /** 1-based line number in the file, header included, so a person can find it. */
  row: number;
  name: string;
  email: string;
  error?: string;
}

const emailSchema = emailText();
const nameSchema = text(textLimits.name).min(1, 'Name is required');

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/**
 * Reads a `name,email` CSV with a header row (columns in any order, extra columns ignored).
 * Returns one entry per non-empty data line; invalid lines carry an error instead of being dropped.
 */
export function parseUserCsv(csv: string): { rows: UserCsvRow[]; error?: string } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.toLowerCase());
  const nameAt = header.indexOf('name');
  const emailAt = header.indexOf('email');
  if (nameAt < 0 || emailAt < 0)
    return { rows: [], error: 'The CSV file needs a header row with the columns name and email.' };
  const rows: UserCsvRow[] = [];
  lines.slice(1).forEach((line, index) => {
    if (!line.trim()) return;
    const cells = splitCsvLine(line);
    const name = cells[nameAt] ?? '';
    const email = (cells[emailAt] ?? '').toLowerCase();
    const row = index + 2;
    if (!emailSchema.safeParse(email).success)
      rows.push({ row, name, email, error: 'Invalid email address' });
    else {
      const nameError = nameSchema.safeParse(name).error?.issues[0]?.message;
      rows.push(nameError ? { row, name, email, error: nameError } : { row, name, email });
    }
  });
  return { rows };
}
