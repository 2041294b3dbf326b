import { assembleCourseModel } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { givesDate, quantityAsked, statesQuantity } from './answer-kind.ts';
import { builtinAnswer } from './builtin-answer.ts';
import { ChatIndex, courseDocuments } from './chat-index.ts';

const facts = { companyName: 'Kind Org', details: null, pocs: [] };
const slide = (number: number, title: string, bullets: string[]) => ({
  number, title, role: 'content' as const, notes: '', source: 'text' as const,
  points: bullets.map((text) => ({ text, level: 0, kind: 'statement' as const, block: 0 })),
});
// The e2e course (e2e/chatbot.spec.ts), plus a slide on passwords that gives no figure.
const bribery = [
  slide(1, 'Welcome', ['This course explains how we keep business honest.']),
  slide(2, 'What a bribe is', ['A bribe is anything of value offered to win an unfair advantage.']),
  slide(3, 'Gifts and hospitality', ['Never accept a gift worth more than 50 euros from a supplier.']),
  slide(4, 'Facilitation payments', ['Small payments to speed up officials are forbidden everywhere.']),
  slide(5, 'Speaking up', ['Raise every concern with the compliance team without delay.']),
  slide(6, 'Passwords', ['Change your password when you think someone else knows it.']),
];
const ask = (question: string) => {
  const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Anti-Bribery Basics' }, assembleCourseModel('en', bribery))]);
  return builtinAnswer(index, question, { courseTitle: 'Anti-Bribery Basics' }, facts);
};

describe('a question asking for a quantity', () => {
  it('is told by how it opens: how often, how many or long, the price of, when will', () => {
    expect(quantityAsked('How often should users change their passwords?')).toBe('frequency');
    expect(quantityAsked('How many people work at NIST?')).toBe('number');
    expect(quantityAsked('How big can a file in a GitHub repository be?')).toBe('number');
    expect(quantityAsked('¿Cuánto gana un científico de datos?')).toBe('number');
    expect(quantityAsked('What is the price of an OSCAL license?')).toBe('price');
    expect(quantityAsked('When will the next version be published?')).toBe('time');
    // Naming a price or a time is not asking for one.
    expect(quantityAsked('¿Qué precio queremos estimar en el desafío?')).toBeNull();
    expect(quantityAsked('When should I raise a concern?')).toBeNull();
    expect(quantityAsked('May I accept a gift from a supplier?')).toBeNull();
    // Which one ranks first.
    expect(quantityAsked('Which browser is the safest for online banking?')).toBe('comparison');
    expect(quantityAsked('¿Qué modelo de regresión es mejor para predecir el clima?')).toBe('comparison');
    expect(quantityAsked('Where can I learn more after this workshop?')).toBeNull();
  });

  it('is answered by a sentence stating a number, a frequency, a price or a time; an article is no number', () => {
    expect(statesQuantity('Keep the message short (less than 60-ish characters)', 'number')).toBe(true);
    expect(statesQuantity('Automation checks periodically (e.g., nightly build)', 'frequency')).toBe(true);
    expect(statesQuantity('Beware the side-doors: change my password, forgot my password', 'frequency')).toBe(false);
    expect(statesQuantity('Un modelo de regresión es capaz de predecir un número.', 'number')).toBe(false);
    expect(statesQuantity('The plan for Sprint 4 is due in September.', 'time')).toBe(true);
    expect(statesQuantity('Primary Recommendation: output encode all user supplied input', 'comparison')).toBe(true);
    expect(statesQuantity('Small payments to speed up officials are forbidden everywhere.', 'comparison')).toBe(false);
  });

  it('is refused when the slide holding its words states no such quantity, and answered when one does', () => {
    // Was answered from the passwords slide, which says when to change a password, not how often.
    expect(ask('How often should I change my password?').refusal).toBeDefined();
    expect(ask('How much can a gift from a supplier be worth?').sources[0]?.slide).toBe(3);
    // Asks which way ranks first; the slide on payments ranks none.
    expect(ask('What is the safest way to make facilitation payments?').refusal).toBeDefined();
    expect(ask('Which is the best way to pay officials, small payments or gifts?').refusal).toBeDefined();
    // The e2e expectation holds: a question asking no quantity is answered as before.
    const gift = ask('May I accept a gift from a supplier?');
    expect(gift.response.split('\n')[0]).toContain('Never accept a gift worth more than 50 euros from a supplier.');
    expect(gift.sources[0]?.slide).toBe(3);
  });

  it('finds a date, a month or a year, not any number', () => {
    expect(givesDate('Sprint 1 (June 2017)')).toBe(true);
    expect(givesDate('First developed in 2003')).toBe(true);
    expect(givesDate('The first thing we wanted to do in Sprint 3 is take a step back')).toBe(false);
    expect(givesDate('29 MILLION vulnerable downloads')).toBe(false);
  });
});
