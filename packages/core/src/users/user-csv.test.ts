import { describe, expect, it } from 'vitest';
import { parseUserCsv } from './user-csv.ts';

describe('parseUserCsv', () => {
  it('reads rows in header order, lower-cases e-mails and flags bad lines with their line number', () => {
    const csv =
      '\uFEFFEmail,Name\r\nAna@Example.com,"Ana, Jr."\r\n\r\nnot-an-email,Bob\r\ncy@example.com,\r\n';
    expect(parseUserCsv(csv)).toEqual({
      rows: [
        { row: 2, name: 'Ana, Jr.', email: 'ana@example.com' },
        { row: 4, name: 'Bob', email: 'not-an-email', error: 'Invalid email address' },
        { row: 5, name: '', email: 'cy@example.com', error: 'Name is required' },
      ],
    });
  });

  it('explains a missing header', () => {
    expect(parseUserCsv('ana@example.com,Ana').error).toBe(
      'The CSV file needs a header row with the columns name and email.',
    );
  });
});
