import { describe, expect, it } from 'vitest';
import { joinWrappedHeadings } from './wrapped-headings.ts';

const lines = (...texts: string[]) => texts.map((text) => ({ text, level: 0 }));
const texts = (read: { text: string }[]) => read.map((l) => l.text);

describe('headings OCR read wrapped', () => {
  it('puts a title-case heading\'s last word, alone on its line, back on the heading', () => {
    // The outlined OWASP deck's box headings: said "It’s About Risks, Not Just and vulnerabilities" before.
    expect(texts(joinWrappedHeadings(lines('It’s About Risks, Not Just', 'Vulnerabilities', '• Title is: “The Top 10”'))))
      .toEqual(['It’s About Risks, Not Just Vulnerabilities', '• Title is: “The Top 10”']);
    expect(texts(joinWrappedHeadings(lines('OWASP Top 10 is an Awareness', 'Document')))).toEqual(['OWASP Top 10 is an Awareness Document']);
  });

  it('leaves bulleted points, sentences and lines that are no heading apart', () => {
    expect(texts(joinWrappedHeadings(lines('• Developers Guide', '• WebGoat')))).toEqual(['• Developers Guide', '• WebGoat']);
    expect(texts(joinWrappedHeadings(lines('Attacker sends the form', 'Application')))).toHaveLength(2);
    expect(texts(joinWrappedHeadings(lines('Development Methodology For 2013:', 'Same')))).toHaveLength(2);
    expect(texts(joinWrappedHeadings(lines('Released', 'Planned')))).toHaveLength(2);
    expect(texts(joinWrappedHeadings(lines('Version Control', 'Distributed systems')))).toHaveLength(2);
  });
});
