import { assembleCourseModel } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { courseDocuments } from './chat-index.ts';

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
    expect(documents.map((d) => d.text)).toEqual([
      'Set your name and e-mail before your first commit',
      'Git init creates the repository in the folder you are in.',
    ]);
  });
});
