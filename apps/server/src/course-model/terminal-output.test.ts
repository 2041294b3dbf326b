import { describe, expect, it } from 'vitest';
import type { DeckLine } from '../ports/deck-reader.ts';
import { buildSlideModel } from './build-slide-model.ts';
import { terminalOutput } from './terminal-output.ts';

const lines = (...texts: [string, number?, number?][]): DeckLine[] =>
  texts.map(([text, block = 0, level = 0]) => ({ text, level, block }));

describe('terminal output', () => {
  it('takes the lines between two commands, in boxes of their own, as what the first printed (Git PPTX slide 23)', () => {
    const read = lines(
      ['$ git status', 0],
      ['On branch master', 1],
      ['Your branch is up-to-date with \'origin/master\'.', 1],
      ['Nothing to commit, working directory clean', 1],
      ['$ git log', 2],
    );
    expect(terminalOutput(read)).toEqual(new Set([1, 2, 3]));
  });

  it('knows commands OCR read without their prompt (image-only Git slide 23)', () => {
    const read = lines(['git status', 0], ['On branch master', 1], ['Your branch is up-to-date with Nothing to commit, working directory clean', 1], ['git log', 2]);
    expect(terminalOutput(read)).toEqual(new Set([1, 2]));
  });

  it('leaves a bulleted explanation, a command alone and prose after the last command said', () => {
    expect(terminalOutput(lines(['$ git add .'], ['Stages every change', 0, 1], ['$ git commit -m "x"'])).size).toBe(0);
    expect(terminalOutput(lines(['$ git status'], ['This command shows the state of the working directory.'])).size).toBe(0);
    expect(terminalOutput(lines(['Git Status'], ['On branch master'], ['Git Log'])).size).toBe(0);
  });

  it('leaves an explanation between two commands said (Git PPTX slides 16 and 25)', () => {
    const listed = lines(['$git init', 0], ['Common terminal commands', 1], ['$ls - used to list files and directories', 1], ['$cd - used to change directories', 1]);
    expect(terminalOutput(listed).size).toBe(0);
    const explained = lines(
      ['$ git log', 0],
      ['This command will show you the history of changes in the repository including:', 1],
      ['the SHA', 1],
      ['$ git log --oneline', 2],
    );
    expect(terminalOutput(explained).size).toBe(0);
  });

  it('describes the commands and says none of the output, marking the slide for review (Git PPTX slide 23)', () => {
    const read = lines(['$ git status', 0], ['On branch master', 1], ['Your branch is up-to-date with \'origin/master\'.', 1], ['$ git log', 2]);
    const model = buildSlideModel({ number: 23, title: 'Reviewing History', text: '', notes: '', lines: read }, 'en');
    expect(model.points.map((p) => p.text)).toEqual(['The slide shows the shell commands git status and git log for Reviewing History.']);
    expect(model.review?.map((r) => r.code)).toEqual(['code-skipped']);
    // Not said, still shown: the chat finds the slide by what the terminal printed.
    expect(model.shown).toEqual(['On branch master', 'Your branch is up-to-date with \'origin/master\'.']);
  });

  it('leaves a command drawn on an arrow of a drawing of labels a label (image-only Git slide 28)', () => {
    const read = lines(['Working', 0], ['Staging Area', 1], ['Local Repository', 2], ['git push', 3]);
    const model = buildSlideModel({ number: 28, title: 'How Git works?', text: '', notes: '', lines: read }, 'en');
    expect(model.points.map((p) => p.text)).toContain('git push');
  });
});
