import { describe, expect, it } from 'vitest';
import { drawFromBank } from './bank-draw.ts';
import type { BankItem } from './question-bank.repository.ts';
import { seededRandom } from './random.ts';

// A thin course's DIFFERENT retry brings facts back in another form; never as the question it already asked.
const stem = 'Which of these is one of the gifts the course names?';
const item = (fact: string, question: string, answer: string, slide = 1): BankItem => ({
  bankId: fact, retired: false, edited: false, source: 'builtin', hint: 'See the slide.', slide, fact, question,
  choices: { A: answer, B: `Not ${answer}`, C: `Never ${answer}`, D: `Rarely ${answer}` }, correctAnswer: 'A',
});

describe('drawFromBank', () => {
  const bank = [
    item('item:tickets:list', stem, 'Tickets need approval'),
    item('item:tickets:cloze', 'Tickets to a final need what?', 'Approval', 2),
    // Another form of the same fact that words its question and answer as the list form did.
    item('item:tickets:named', stem, 'Tickets need approval', 4),
    item('item:cash:list', stem, 'Cash is refused', 3),
  ];

  it('a DIFFERENT retry that must bring a fact back asks it in a form not asked, never the same question and answer', () => {
    const asked = [`${stem}|Tickets need approval`];
    // Every order the slides can be drawn in.
    for (let seed = 1; seed <= 20; seed++) {
      const { questions, reusedFacts } = drawFromBank(bank, {
        count: 10, random: seededRandom(seed), avoidFamilies: new Set(['item:tickets:list', 'item:tickets', 'item:cash:list', 'item:cash']),
        avoidAnswers: new Set(['Tickets need approval', 'Cash is refused']), avoidAsked: new Set(asked),
      });
      expect(reusedFacts).toBe(true);
      expect(questions.map((q) => q.fact)).toContain('item:tickets:cloze');
      expect(questions.map((q) => `${q.question}|${q.choices[q.correctAnswer]}`)).not.toContain(asked[0]);
    }
  });

  it('asks one stem twice at most while other questions remain', () => {
    const many = [...['a', 'b', 'c', 'd'].map((x, i) => item(`item:${x}:list`, stem, `Gift ${x}`, i + 1)),
      ...['e', 'f'].map((x, i) => item(`item:${x}:do`, `What should you do about ${x}?`, `Act on ${x}`, i + 5))];
    for (let seed = 1; seed <= 20; seed++) {
      const { questions } = drawFromBank(many, { count: 4, random: seededRandom(seed) });
      expect(questions.filter((q) => q.question === stem)).toHaveLength(2);
    }
  });

  it('a first attempt asks one question per fact', () => {
    const { questions } = drawFromBank(bank, { count: 10, random: seededRandom(1) });
    expect(new Set(questions.map((q) => q.fact.slice(0, q.fact.lastIndexOf(':')))).size).toBe(questions.length);
  });
});
