import type { CoursePoint } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { ocrPointsBesideNotes } from './ocr-beside-notes.ts';

const point = (text: string): CoursePoint => ({ text, level: 0, kind: 'statement', block: 0 });

describe('a picture of a slide read by OCR beside its notes', () => {
  it('keeps its lines the notes did not say, not its scraps (NIST OSCAL notes pages, slide 9)', () => {
    const read = [
      'Catalog maintainers: publishing catalogs into',
      'NIST. 150,',
      'Custom profile maintainers: developing new profiles or customizing existing for organization-specific use',
      'Tool vendors: creating tools that use OSCAL to support risk assessment',
      'Auditors/assessors',
      'Policy personnel',
      '2 Others',
      // A line ending on a comma goes on in the next: the narrator joins them (slide 8).
      'Enable a profile user to customize it for controls with options,',
      'such as specifying the timeout for idle sessions.',
    ];
    expect(ocrPointsBesideNotes(read.map(point)).map((p) => p.text)).toEqual([
      'Custom profile maintainers: developing new profiles or customizing existing for organization-specific use',
      'Tool vendors: creating tools that use OSCAL to support risk assessment',
      'Auditors/assessors',
      'Policy personnel',
      'Enable a profile user to customize it for controls with options,',
      'such as specifying the timeout for idle sessions.',
    ]);
  });
});
