import { describe, expect, it } from 'vitest';
import { ocrTable, type PlacedLine } from './ocr-table.ts';

// The NIST notes pages' slide 3 as OCR gives it (the lines below the title, as the PDF reader makes them; the
// header's word positions are set from its extent): a term, its meaning on the same baseline, wrapped under itself.
const line = (text: string, x: number, end: number, y: number, size = 9.3): PlacedLine => ({ text, x, end, y, size });
const header: PlacedLine = {
  ...line('OSCAL Term Meaning', 96.6, 197.9, 121.9, 8.9),
  words: [{ str: 'OSCAL', x: 96.6 }, { str: 'Term', x: 131 }, { str: 'Meaning', x: 160 }],
};
const terminology = [
  header,
  line('Control', 96.2, 127.8, 97.5, 9.7),
  line('A safeguard or countermeasure designed to satisfy a set of defined', 158.6, 450.6, 97.5, 9.7),
  line('security requirements. [based on NIST SP 800-53 definition]', 158.6, 418.9, 84.4, 10.4),
  line('Catalog', 96.6, 128.7, 68.3),
  line('A set of security control definitions. Examples include the', 158.6, 408.8, 68.3),
  line('hundreds of controls in NIST SP 800-53, the 100+ controls in ISO', 159, 437.1, 55.3),
  line('27002, and the practices in COBIT 5.', 159, 315.6, 42.2, 8.9),
  line('Profile', 96.6, 124, 26.2),
  line('A set of security requirements; also called a baseline or overlay.', 158.6, 435, 26.2),
  line('Examples include the control baselines in NIST SP 800-53, the', 159, 426.5, 13.1, 10.1),
  line('FedRAMP baselines, and the PCI DSS requirements.', 159, 383.1, 0),
];

describe('an OCR table read by its rows', () => {
  it('puts each term with its whole meaning, under the header split at the columns', () => {
    const read = ocrTable(terminology, 160);
    expect(read?.rest).toEqual([]);
    expect(read?.table.lines.map((l) => l.cells)).toEqual([
      ['OSCAL Term', 'Meaning'],
      ['Control', 'A safeguard or countermeasure designed to satisfy a set of defined security requirements. [based on NIST SP 800-53 definition]'],
      ['Catalog', 'A set of security control definitions. Examples include the hundreds of controls in NIST SP 800-53, the 100+ controls in ISO 27002, and the practices in COBIT 5.'],
      ['Profile', 'A set of security requirements; also called a baseline or overlay. Examples include the control baselines in NIST SP 800-53, the FedRAMP baselines, and the PCI DSS requirements.'],
    ]);
  });

  it('leaves the lines outside the table to be read as they are', () => {
    const title = line('A note about terminology', 96.6, 311.8, 153.1, 18.6);
    const read = ocrTable([title, ...terminology], 160);
    expect(read?.rest).toEqual([title]);
    expect(read?.table.lines).toHaveLength(4);
  });

  it('finds no table in a single term beside its text, nor in two columns of sentences', () => {
    expect(ocrTable(terminology.slice(0, 4), 160)).toBeNull();
    const columns = [
      line('Attackers send emails.', 60, 200, 300, 14),
      line('Users click the links.', 380, 520, 300, 14),
      line('Filters stop some.', 60, 180, 270, 14),
      line('Training helps more.', 380, 510, 270, 14),
    ];
    expect(ocrTable(columns, 540)).toBeNull();
  });

  it('finds no table in two boxes of prose wrapped side by side', () => {
    // The outlined OWASP CSRF slide: "GET request" beside "victim and", "(including" beside "performs the".
    const boxes = [
      line('GET request', 60, 130, 200, 12),
      line('victim and', 300, 360, 200, 12),
      line('(including', 60, 120, 185, 12),
      line('performs the', 300, 370, 185, 12),
      line('Credentials', 60, 130, 170, 12),
      line('action requested', 300, 390, 170, 12),
    ];
    expect(ocrTable(boxes, 540)).toBeNull();
  });
});
