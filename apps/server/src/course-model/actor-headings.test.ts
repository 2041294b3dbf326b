import { describe, expect, it } from 'vitest';
import type { DeckLine } from '../ports/deck-reader.ts';
import { narrateOneSlide } from '../test/narrate-one-slide.ts';

// The OWASP talk's "Interpreters…" over "Take strings and interpret them as commands": the point says what
// interpreters do. Wrapped as advice ("Make sure you take strings …") it would teach the listener a falsehood.

const slideOf = (title: string, lines: DeckLine[]) => ({ number: 8, title, text: lines.map((l) => l.text).join('\n'), notes: '', lines });

describe('a heading that names who acts, over what they do', () => {
  it('says the heading and its point as one sentence, not as advice', () => {
    const { narration } = narrateOneSlide(
      slideOf('2013-A1 – Injection', [
        { text: 'Interpreters…', level: 0, block: 0 },
        { text: 'Take strings and interpret them as commands', level: 1, block: 0 },
      ]),
    );
    expect(narration).toContain('Interpreters take strings and interpret them as commands.');
    expect(narration).not.toContain('Make sure you take strings');
  });

  it('still gives advice under a heading that names no one acting', () => {
    const { narration } = narrateOneSlide(
      slideOf('Avoiding Injection Flaws', [
        { text: 'Recommendations', level: 0, block: 0 },
        { text: 'Use an interface that supports bind variables', level: 1, block: 0 },
      ]),
    );
    expect(narration).not.toContain('Recommendations use');
  });
});
