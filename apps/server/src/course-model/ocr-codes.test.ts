import { describe, expect, it } from 'vitest';
import type { DeckLine, DeckSlideText } from '../ports/deck-reader.ts';
import { buildCourseModel } from './build-course-model.ts';

// The outlined OWASP deck read by OCR: "A1: Injection" comes back "Al: Injection", "A2", "A3" read right.

const ocrSlide = (number: number, title: string, texts: string[], source: 'ocr' | 'text' = 'ocr'): DeckSlideText => {
  const lines: DeckLine[] = texts.map((text) => ({ text, level: 0, block: 0 }));
  return { number, title, text: texts.join('\n'), notes: '', lines, source };
};

describe('a code OCR read with the letter l for the digit 1', () => {
  it('is read back as A1 where the deck numbers its items A2, A3, …', () => {
    const course = buildCourseModel([
      ocrSlide(1, 'OWASP Top Ten', ['Al: Injection', 'A2: Broken Authentication', 'A3: Cross-Site Scripting']),
      ocrSlide(2, 'Al - Avoiding Injection Flaws', ['Use a safe API which avoids the interpreter entirely']),
    ]);
    expect(course.slides[0]!.points.map((p) => p.text)).toContain('A1: Injection');
    expect(course.slides[1]!.title).toBe('A1 - Avoiding Injection Flaws');
  });

  it('leaves "Al" alone where the deck numbers nothing so, and in a deck\'s text layer', () => {
    const plain = buildCourseModel([ocrSlide(1, 'Meet the team', ['Al: our trainer', 'Bo: our host'])]);
    expect(plain.slides[0]!.points.map((p) => p.text).join(' ')).toContain('Al');
    const typed = buildCourseModel([ocrSlide(1, 'OWASP Top Ten', ['Al: Injection', 'A2: Broken Authentication', 'A3: XSS'], 'text')]);
    expect(typed.slides[0]!.points.map((p) => p.text).join(' ')).toContain('Al');
  });
});
