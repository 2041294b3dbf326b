import { makeLayoutPdf, type PdfTextRun } from './deck-fixtures.ts';

// A phishing-awareness deck the way PowerPoint exports one to PDF: titles set on two lines, bullets
// wrapped after a hyphen or inside parentheses, "Term:" on a line of its own, a statistics slide and a
// closing slide. The narration tests read it through the real PDF reader.

const title = (lines: string[]): PdfTextRun[] => lines.map((text, i) => ({ text, x: 60, y: 470 - i * 44, size: 40 }));
const body = (lines: (string | [string, number])[], top = 370): PdfTextRun[] =>
  lines.map((line, i) => {
    const [text, level] = typeof line === 'string' ? [line, 0] : line;
    return { text, x: 80 + level * 30, y: top - i * 32, size: 22 };
  });

export const phishingDeckPages: PdfTextRun[][] = [
  [...title(['Phishing Awareness', 'Training']), { text: 'Presented by the Security Team', x: 60, y: 330, size: 22 }],
  [
    ...title(['What is phishing?']),
    ...body([
      '- Phishing:',
      'an e-mail, message or call that tricks you into revealing passwords or',
      'paying money',
      '- Vishing: phishing by phone call',
      '- Smishing: phishing by text message (SMS',
      'or chat apps)',
    ], 400),
  ],
  [
    ...title(['Protective', 'measures']),
    ...body([
      '- Use two-factor authentication (2FA) against cyber-',
      'attacks on your accounts',
      '- Check the sender address before you click a link',
      '- Never share your password, e.g. by e-mail or phone',
      '- Keep your software up to date',
    ]),
  ],
  [
    ...title(['Phishing in numbers']),
    ...body(['- 70% of reported attempts are phishing e-mails', '- 20% arrive as text messages', '- 8% are phone calls', '- 2% use QR codes'], 400),
  ],
  [
    ...title(['Signs of a phishing e-mail']),
    ...body([
      '- Urgent or threatening language',
      '- Unexpected attachments',
      '- Spelling mistakes',
      '- A sender address that does not match the company',
      '- Requests for passwords or payment',
    ], 400),
  ],
  [
    ...title(['What to do if you fall', 'victim?']),
    ...body(['- Disconnect from the network', '- Change your passwords', '- Report the incident to the IT help desk within one hour']),
  ],
  [
    ...title(['Reporting suspicious e-mails']),
    ...body(['- Use the Report Phishing button in Outlook', '- Do not reply to the sender', '- Delete the e-mail after reporting it'], 400),
  ],
  [...title(['Remember']), ...body(['- Think before you click', '- When in doubt, ask', ['- A short call can prevent a costly mistake', 1]], 400)],
  [{ text: 'Thank You', x: 300, y: 280, size: 54 }],
];

export const makePhishingPdf = () => makeLayoutPdf(phishingDeckPages);
