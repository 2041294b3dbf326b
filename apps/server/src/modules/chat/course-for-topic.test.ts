import { assembleCourseModel, type SlideModel } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { ChatIndex, courseDocuments } from './chat-index.ts';
import { courseForTopic, topicAsked } from './course-for-topic.ts';

const statement = (text: string) => ({ text, level: 0, kind: 'statement' as const, block: 0 });
const slide = (number: number, title: string, points: string[]): SlideModel =>
  ({ number, title, role: 'content', notes: '', source: 'text', points: points.map(statement) });
const index = new ChatIndex([
  courseDocuments({ id: 'bribery', title: 'Anti-Bribery Basics' }, assembleCourseModel('en', [
    slide(1, 'What a bribe is', ['A bribe is anything of value offered to win an unfair advantage.']),
    slide(2, 'Gifts and hospitality', ['Never accept a gift worth more than 50 euros from a supplier.']),
  ])),
  courseDocuments({ id: 'privacy', title: 'Data Protection' }, assembleCourseModel('en', [
    slide(1, 'Personal data', ['Collect only the personal data you need.']),
    slide(2, 'Supplier contracts', ['A supplier handling personal data signs a data processing agreement.']),
  ])),
]);

describe('which course covers a topic', () => {
  it('reads the topic a learner asks a course for, in the ways they ask it', () => {
    expect(topicAsked('Which course covers phishing?')).toBe('phishing');
    expect(topicAsked('What training is about gifts from suppliers?')).toBe('gifts from suppliers');
    expect(topicAsked('Is there a course on bribery?')).toBe('bribery');
    expect(topicAsked('Is there anything about passwords?')).toBe('passwords');
    expect(topicAsked('Where is data protection covered?')).toBe('data protection');
    expect(topicAsked('Where can I learn more about GDPR?')).toBe('GDPR');
    // Questions of content are no such question.
    expect(topicAsked('What is a bribe?')).toBeNull();
    expect(topicAsked('Which gifts may I accept?')).toBeNull();
  });

  it('names each course the topic is taught in, best first, with its slides; nothing when no slide holds it', () => {
    expect(courseForTopic(index, 'bribes')?.response).toBe('You\'ll find bribes in **Anti-Bribery Basics**, slide 1.');
    const suppliers = courseForTopic(index, 'suppliers');
    const course = String.raw`\*\*(Anti-Bribery Basics|Data Protection)\*\*`;
    expect(suppliers?.response).toMatch(new RegExp(String.raw`^You'll find suppliers in ${course}, slide 2, and in ${course}, slide 2\.$`));
    expect(new Set(suppliers?.sources.map((s) => s.courseId))).toEqual(new Set(['bribery', 'privacy']));
    expect(courseForTopic(index, 'fire safety drills')).toBeNull();
  });
});
