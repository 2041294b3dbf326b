import { describe, expect, it } from 'vitest';
import type { OcrWord } from './ocr-words.ts';
import { withoutOcrFurniture } from './ocr-furniture.ts';

/** One OCR line: its words side by side from `x`, baseline `y`, on tesseract line `line`. */
const line = (text: string, x: number, y: number, size: number, lineNumber: number): OcrWord[] =>
  text.split(' ').map((str, i) => ({ str, x: x + i * size * 3, y, width: size * 2.5, size, confidence: 90, line: lineNumber }));
const said = (page: OcrWord[]) => [...new Set(page.map((w) => w.line))].map((l) => page.filter((w) => w.line === l).map((w) => w.str).join(' '));

describe('deck furniture in pictures of slides', () => {
  it('leaves out the logo line OCR reads a little differently on each slide, at its place, and keeps each slide\'s own title', () => {
    const logo = ['OWASP The Open Web Application Security Project', '(2) OWASP The Open Web Application Security Project', 'OWA SP Security Project', 'OWASP The Open Web Application Security Project'];
    const points = ['Not a standard', 'Title is about risks', 'Injection example', 'Risks added and merged'];
    const titles = ['About the OWASP Top 10', 'What Didn\'t Change', 'OWASP Top 10 Risk Rating', 'What\'s Changed?'];
    const pages = titles.map((title, i) => [
      ...line(title, 400, 510, 28, 1),
      ...line(logo[i]!, 70, 470, 10, 2),
      ...line(points[i]!, 80, 300, 18, 3),
    ]);
    // The title slide shows the logo line larger, elsewhere: said alike, it is furniture too.
    pages.push([...line('OWASP Top-10 2013', 200, 400, 40, 1), ...line('The Open Web Application Security Project', 100, 56, 20, 2)]);
    expect(withoutOcrFurniture(pages).map(said)).toEqual([
      ['About the OWASP Top 10', 'Not a standard'],
      ['What Didn\'t Change', 'Title is about risks'],
      ['OWASP Top 10 Risk Rating', 'Injection example'],
      ['What\'s Changed?', 'Risks added and merged'],
      ['OWASP Top-10 2013'],
    ]);
  });

  it('finds no furniture in fewer than four pages, nor in a line found on fewer than half of them', () => {
    const three = [0, 1, 2].map(() => line('Company Confidential', 60, 20, 10, 1));
    expect(withoutOcrFurniture(three)).toEqual(three);
    const pages = [0, 1, 2, 3, 4, 5, 6].map((i) => [...line(['Agenda', 'Version control', 'Install Git', 'Remotes', 'Branches', 'Pull requests', 'Next steps'][i]!, 60, 500, 28, 1), ...(i < 3 ? line('How Git works', 60, 400, 18, 2) : [])]);
    expect(withoutOcrFurniture(pages)).toEqual(pages);
  });
});
