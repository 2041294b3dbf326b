import { assembleCourseModel } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { builtinAnswer } from './builtin-answer.ts';
import { ChatIndex, courseDocuments } from './chat-index.ts';

const facts = { companyName: 'Index Org', details: null, pocs: [] };

describe('chat index', () => {
  it('never takes the narrator\'s description of a code block as a point to quote', () => {
    const model = assembleCourseModel('en', [
      {
        number: 1,
        title: 'First time Git configuration',
        role: 'content',
        points: [
          { text: 'The slide shows the shell command git config for first time Git configuration.', level: 0, kind: 'example', code: true },
          { text: 'Set your name and e-mail before your first commit', level: 0, kind: 'instruction' },
        ],
        notes: '',
        source: 'text',
      },
      {
        number: 2,
        title: 'Stored before the flag',
        role: 'content',
        points: [{ text: 'The slide shows the shell command git init for a new repository.', level: 0, kind: 'example' }],
        notes: 'Git init creates the repository in the folder you are in.',
        source: 'text',
      },
    ]);
    const { documents } = courseDocuments({ id: 'c1', title: 'Git' }, model);
    const quotable = documents.filter((d) => d.sentences.length > 0);
    expect(quotable.map((d) => d.text)).toEqual([
      'Set your name and e-mail before your first commit',
      'Git init creates the repository in the folder you are in.',
    ]);
    // What the code does is searched on the slide's own document, which has nothing to quote.
    expect(documents.filter((d) => d.sentences.length === 0).map((d) => [d.slide, d.text, d.shows])).toEqual([
      [1, '', 'the shell command git config for first time Git configuration.'],
      [2, '', 'the shell command git init for a new repository.'],
    ]);
  });

  it('finds a slide that only shows code by what the code does, and names the slide instead of quoting it', () => {
    const model = assembleCourseModel('en', [
      {
        number: 1,
        title: 'Review Git Configuration',
        role: 'content',
        points: [{ text: 'The slide shows the shell command git config; its comments say what it does: lists all the configuration properties.', level: 0, kind: 'example', code: true }],
        notes: '',
        source: 'text',
      },
      {
        number: 2,
        title: 'Branches',
        role: 'content',
        points: [{ text: 'A branch is a line of work that can be merged back', level: 0, kind: 'statement' }],
        notes: '',
        source: 'text',
      },
    ]);
    const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Git' }, model)]);
    const answer = builtinAnswer(index, 'How do I list the configuration properties?', { courseTitle: 'Git' }, facts);
    expect(answer.sources.map((s) => [s.slide, s.excerpt])).toEqual([[1, 'Review Git Configuration']]);
    expect(answer.response).toBe('The course shows how on the slide **Review Git Configuration** [Slide 1].');
  });
  it('marks a block that mostly names other slides (an agenda) as an overview, so the slides it names come first', () => {
    const statement = (text: string) => ({ text, level: 0, kind: 'statement' as const });
    const slide = (number: number, title: string, points: string[]) => ({
      number, title, role: 'content' as const, points: points.map(statement), notes: '', source: 'text' as const,
    });
    const model = assembleCourseModel('en', [
      slide(1, 'Agenda', ['Reporting phishing e-mails', 'Strong password rules', 'Locking your screen']),
      slide(2, 'Reporting phishing e-mails', ['Forward a suspicious message to the security team within one hour']),
      slide(3, 'Strong password rules', ['Use a passphrase of at least 14 characters']),
      slide(4, 'Locking your screen', ['Lock your screen whenever you leave your desk']),
    ]);
    const course = courseDocuments({ id: 'c1', title: 'Security' }, model);
    expect(course.documents.map((d) => [d.slide, d.overview])).toEqual([[1, true], [2, false], [3, false], [4, false]]);
    const answer = builtinAnswer(new ChatIndex([course]), 'How do I report phishing e-mails?', { courseTitle: 'Security' }, facts);
    expect(answer.sources[0]?.slide).toBe(2);
  });
});
