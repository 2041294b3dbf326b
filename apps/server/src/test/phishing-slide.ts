import type { SlideModel } from '@complyra/core';

/** A content slide with an instruction, a statement, an example and a reporting point, for the editor's tests. */
export const phishingSlide: SlideModel = {
  number: 2,
  title: 'Recognising phishing',
  role: 'content',
  points: [
    { text: 'Check the sender address before opening attachments', level: 0, kind: 'instruction' },
    { text: 'Phishing messages create urgency and ask for passwords', level: 0, kind: 'statement' },
    { text: 'A fake invoice from a known supplier asking for new bank details', level: 0, kind: 'example' },
    { text: 'Report suspicious messages to the security team', level: 0, kind: 'instruction' },
  ],
  notes: 'Most breaches start with one click on a convincing message.',
  source: 'text',
};
