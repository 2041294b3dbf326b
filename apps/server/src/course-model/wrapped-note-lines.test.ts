import { describe, expect, it } from 'vitest';
import { joinWrappedLines } from './wrapped-note-lines.ts';

describe('joinWrappedLines', () => {
  it('joins a notes line cut by the page edge with the line that finishes its sentence', () => {
    const lines = [
      'The OSCAL model includes implementation, assessment, metrics, etc., but the foundation is really catalog and profile based. We',
      'can’t move on without having those in place.',
    ];
    expect(joinWrappedLines(lines)).toEqual([
      'The OSCAL model includes implementation, assessment, metrics, etc., but the foundation is really catalog and profile based. We can’t move on without having those in place.',
    ]);
  });

  it('keeps lines that close their sentence, lines that open in capitals and short lead-ins apart', () => {
    const lines = [
      'This will save us time because it will help us keep our prose.',
      'documentation and schemas in sync.',
      'We are also working on documenting what we are trying to accomplish with it',
      'Next we move to the repository.',
      'The log shows the history including',
      'the SHA',
    ];
    expect(joinWrappedLines(lines)).toEqual(lines);
  });
});
