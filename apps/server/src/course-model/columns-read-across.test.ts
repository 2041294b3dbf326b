import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';

// A tool's output drawn as a table of many columns (a dependency report: package, name, version, scope),
// read by OCR row by row across every column: package names and versions glued into lines, and a column
// of one repeated word ("compile compile compile …") as a line of its own. None of it is said aloud.

const slide = (texts: string[]): DeckSlideText => {
  const lines: DeckLine[] = texts.map((text, block) => ({ text, level: 0, block }));
  return { number: 39, title: 'Dependency report', text: texts.join('\n'), notes: '', lines, source: 'ocr' };
};

describe('a many-column table read across by OCR', () => {
  it('says its listing of packages as an example and leaves out a column of one repeated word', () => {
    const { narration } = narrateOneSlide(slide([
      'Output from the versions plugin shows which libraries are out of date',
      'org.acme.core acme-core 2.0.4 org.acme.web acme-web 11.0 net.example.cache cache 2.5.1',
      'compile compile compile compile compile provided',
      'This report can run every time the software is built',
    ]));
    expect(narration).not.toMatch(/org\.acme|2\.0\.4|compile compile/);
    expect(narration).toContain('code example');
    expect(narration).toContain('This report can run every time the software is built.');
  });

  it('keeps a sentence about one package and a word said twice', () => {
    const { narration } = narrateOneSlide(slide(['Update org.apache.commons to version 2.5.1 before the release', 'Check, check and check again before you ship']));
    expect(narration).toContain('org.apache.commons');
    expect(narration).toMatch(/check again/i);
  });
});
