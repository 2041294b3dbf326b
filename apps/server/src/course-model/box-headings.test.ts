import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';

// A box that opens with its heading at the level of its points ("Recommendations" over advice, "Typical
// Impact" over what happens: OCR reads no indent) is said under its heading, never as a thing shown alone.

const boxes = (blocks: string[][]): DeckSlideText => {
  const lines: DeckLine[] = blocks.flatMap((texts, block) => texts.map((text) => ({ text, level: 0, block })));
  return { number: 10, title: 'Avoiding Injection Flaws', text: lines.map((l) => l.text).join('\n'), notes: '', lines, source: 'ocr' };
};

describe('a box opened by its heading at its points\' level', () => {
  it('names the heading as one, then says the box', () => {
    const { narration } = narrateOneSlide(boxes([
      ['Recommendations', 'Avoid the interpreter entirely', 'Encode all user input before passing it to the interpreter'],
      ['Typical Impact', 'Attackers steal user sessions and sensitive data'],
    ]));
    expect(narration).toContain('Next, we turn to recommendations.');
    expect(narration).toMatch(/Typical Impact[:.] attackers steal user sessions/i);
    expect(narration).not.toMatch(/(Here you see|This slide shows you) (recommendations|typical impact)/i);
  });

  it('leaves a short label over a short line alone: no heading is made of a drawing\'s parts', () => {
    const { narration } = narrateOneSlide(boxes([['External attacker', 'Steals credentials'], ['Internal attacker steals credentials and data from the network']]));
    expect(narration).not.toContain('Next, we turn to external attacker');
  });

  it('says a list whose items include an indirect question as one list, no item heading the others (image-only Git slide 3)', () => {
    const slide = { ...boxes([['Time', 'Who took it', 'State and Location of pieces']]), title: 'What is Version Control?' };
    const { narration } = narrateOneSlide(slide);
    expect(narration).not.toContain('Time: who took it');
    expect(narration).toMatch(/time, who took it and state and location of pieces\./i);
  });
});

describe('a lead-in that ends on its joining word and a colon', () => {
  it('is finished by the short lines after it, one sentence (Git PPTX slide 25)', () => {
    const lines: DeckLine[] = [
      'This command will show you the history of changes in the repository including:', 'the SHA', 'the author', 'the date', 'the commit message',
    ].map((text) => ({ text, level: 0, block: 1, label: true }));
    const { narration } = narrateOneSlide({ number: 10, title: 'Reviewing History', text: '', notes: '', lines });
    expect(narration).toContain('This command will show you the history of changes in the repository including the SHA, the author, the date and the commit message.');
  });
});
