import { assembleCourseModel } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { builtinAnswer } from './builtin-answer.ts';
import { ChatIndex, courseDocuments } from './chat-index.ts';

// How the built-in reply is composed: its first sentence answers the question, from the slide that does.

const facts = { companyName: 'Reply Org', details: null, pocs: [] };
type Point = { text: string; level: number; kind: 'statement' | 'example'; code?: boolean; block?: number };
const slide = (number: number, title: string, points: Point[], notes = '') =>
  ({ number, title, role: 'content' as const, points, notes, source: 'text' as const });
/** A written point at a bullet level (0 the outermost). */
const at = (level: number, text: string, block = 0): Point => ({ text, level, kind: 'statement', block });

function replyOf(language: string, slides: ReturnType<typeof slide>[], question: string) {
  const index = new ChatIndex([courseDocuments({ id: 'c1', title: 'Course' }, assembleCourseModel(language, slides))]);
  return builtinAnswer(index, question, { courseTitle: 'Course' }, facts);
}
const firstLine = (answer: { response: string }) => answer.response.split('\n')[0]!;

describe('the reply’s lead sentence', () => {
  it('opens a yes-or-no answer with No when the slide denies it, in the course’s words after', () => {
    const answer = replyOf('en', [
      slide(1, 'Git and GitHub', [at(0, 'Version control tool')], 'Git is a version control tool which doesn’t require GitHub to work.'),
      slide(2, 'Remotes', [at(0, 'A remote repository hosts your code online, for example on GitHub')]),
    ], 'Does Git need GitHub to work?');
    expect(firstLine(answer)).toMatch(
      /^No — git is a version control tool which doesn’t require GitHub to work\. .*\[Slide 1\]\.$/u,
    );
  });

  it('leads a yes-or-no question with the slide whose sentence says its key words together, not the search\'s first', () => {
    const answer = replyOf('en', [
      slide(1, 'Risk and Vulnerability Rating', [at(0, 'Threat agent, attack vector, weakness prevalence, technical impact')]),
      slide(2, 'What did not change', [at(0, 'The list is about risks, not just vulnerabilities')]),
      slide(3, 'Injection', [at(0, 'Injection tricks an interpreter into running commands')]),
    ], 'Is the list about vulnerabilities and risks?');
    expect(answer.sources.map((s) => s.slide)[0]).toBe(2);
    expect(firstLine(answer)).toMatch(/risks, not just vulnerabilities/);
  });

  it('says Yes in the course’s language when the slide states it plainly', () => {
    const answer = replyOf('es', [
      slide(1, 'Prerequisitos', [at(0, 'Docker: instale y configure Docker para el desafío')]),
      slide(2, 'Desafío', [at(0, 'En este desafío predecimos el precio de las casas')]),
    ], '¿Necesito Docker para el desafío?');
    expect(firstLine(answer)).toMatch(/^Sí — Docker: instale y configure Docker/);
  });

  it('quotes the whole list a point introduces with a colon, not its first item only', () => {
    const answer = replyOf('en', [
      slide(1, 'Reviewing the History', [
        at(0, 'This command will show you the history of changes in the repository including:'),
        at(0, 'the SHA'), at(0, 'the author'), at(0, 'the date'), at(0, 'the commit message'),
      ]),
      slide(2, 'Branches', [at(0, 'A branch is a line of work in the repository')]),
    ], 'What information does the history of changes show?');
    expect(firstLine(answer)).toMatch(/including: the SHA, the author, the date, the commit message\./);
  });

  it('says the examples a deeper point lists after the point they belong to', () => {
    const answer = replyOf('en', [
      slide(1, 'Sensitive Data Exposure', [
        at(0, 'Failure to identify all the places that this sensitive data gets stored'),
        at(1, 'Databases, files, directories, log files, backups, etc.'),
        at(0, 'Failure to protect this data in every location'),
      ]),
      slide(2, 'Encryption', [at(0, 'Encrypt sensitive data at rest with a strong algorithm')]),
    ], 'Where does sensitive data get stored that people forget?');
    expect(firstLine(answer)).toMatch(
      /^Failure to identify all the places that this sensitive data gets stored: databases, files, directories, log files/,
    );
  });

  it('reads a title-cased point over deeper points as their label, not as an answer; an instruction stays one', () => {
    const answer = replyOf('en', [
      slide(1, 'Avoiding Cross-Site Scripting Flaws', [
        at(0, 'Defend Against the Flaw'),
        at(1, 'Use Content Security Policy (CSP)'),
        at(1, 'Primary Recommendation: Output encode all user supplied input'),
        at(0, 'Use proven mechanisms when sufficient'),
        at(1, 'E.g., SSL vs. XML-Encryption'),
      ]),
      slide(2, 'Cross-Site Scripting', [at(0, 'Raw data is sent to the browser without encoding')]),
    ], 'What is the best defense against cross-site scripting?');
    expect(firstLine(answer)).toMatch(
      /^Defend Against the Flaw: Primary Recommendation: Output encode all user supplied input\./,
    );
    const proven = replyOf('en', [
      slide(1, 'Transport Protection', [at(0, 'Use proven mechanisms when sufficient'), at(1, 'E.g., SSL vs. XML-Encryption')]),
      slide(2, 'Keys', [at(0, 'Rotate keys every year')]),
    ], 'Should I use proven mechanisms for transport protection?');
    expect(firstLine(proven)).toMatch(/^(Yes — )?[Uu]se proven mechanisms when sufficient\./);
  });

  it('does not lead with a sentence that leans on the one before ("He modifies it …")', () => {
    const answer = replyOf('en', [
      slide(1, 'Direct Object References Illustrated', [
        at(0, 'Attacker notices the account parameter in the address'),
        at(0, 'He then reads the victim’s account information', 1),
        at(0, 'The attacker reads the victim’s account information', 2),
      ]),
      slide(2, 'Access Control', [at(0, 'Check access on the server for every request')]),
    ], 'Who reads the victim’s account information?');
    expect(firstLine(answer)).not.toMatch(/^He /);
    // Two sentences of one block: the one standing alone opens the reply.
    const changed = replyOf('en', [
      slide(1, 'Direct Object References Illustrated', [
        at(0, 'He changes the account number in the address to a nearby number'),
        at(0, 'The attacker then sees the victim’s account number and balance'),
      ]),
      slide(2, 'Access Control', [at(0, 'Check access on the server for every request')]),
    ], 'What can someone do by changing the account number in the address?');
    expect(firstLine(changed)).toMatch(/^The attacker then sees .* He changes the account number/);
  });

  it('gives the lead to the slide that answers a quiz’s question, not to the slide that asks it', () => {
    const asked = 'Your model reaches an R squared of 0.95 on test data. What does this metric tell you about the model?';
    const answer = replyOf('en', [
      slide(1, 'Question 3', [at(0, asked)]),
      slide(2, 'Question 3', [at(0, asked, 0), at(1, 'The model explains most of the variance between predicted and actual values', 1)],
        'The R squared metric measures how much of the variance the model can explain.'),
    ], 'What does an R squared of 0.95 mean?');
    expect(answer.sources[0]?.slide).toBe(2);
    expect(firstLine(answer)).not.toMatch(/\?/);
  });

  it('answers "is it A or B?" with the option the slide states, the one it states most when its notes disagree', () => {
    const answer = replyOf('en', [
      slide(1, 'Version Control Systems', [at(0, 'Git'), at(0, 'Subversion')],
        'Centralized and distributed version control systems are concepts tools are built on. Git uses a distributed version control system. '
        + 'Git uses a centralized version control system. Git uses a distributed version control system.'),
      slide(2, 'Terminal', [at(0, 'The ls command lists files')]),
    ], 'Is Git centralized or distributed?');
    expect(firstLine(answer)).toMatch(/^Git uses a distributed version control system\./);
  });

  it('names the slide showing the command when its lines are about another case than the one asked', () => {
    const answer = replyOf('en', [
      {
        ...slide(1, 'How to get Git?', [
          at(0, 'Installing Git', 0), at(1, 'MacOS / Windows', 0), at(2, 'Download the software for Mac/Windows', 0),
          at(2, 'Install Git choosing all of the default options', 0), at(1, 'Linux', 1),
          { text: 'The slide shows the shell command apt-get install.', level: 0, kind: 'example', code: true, block: 2 },
        ]),
      },
      slide(2, 'Configuration', [at(0, 'Set your name and email once after installing')]),
    ], 'How do I install Git on Linux?');
    expect(firstLine(answer)).toBe('Use `apt-get install`. The course shows how on the slide **How to get Git?** [Slide 1].');
  });

  it('keeps the lead of the search\'s best slide showing only the command asked for, over a line that names none', () => {
    const shows = (text: string) => ({ text, level: 0, kind: 'example' as const, code: true, block: 0 });
    const slides = [
      slide(1, 'Terminology', [at(0, 'git cheat sheet')],
        'All of these terms are used with git, but if you prefer learning all of them first this git cheat sheet is for you.'),
      slide(2, 'Review Git Configuration', [shows('The slide shows the shell command git config; its comments say what it does: lists all the configuration properties.')]),
    ];
    const commands = [
      slide(3, 'Git Add', [at(0, 'This command moves your changes to the staging area')]),
      slide(4, 'Git Commit', [at(0, 'The git commit command saves your changes in the history')]),
      slide(5, 'Git Push', [at(0, 'The git push command sends your commits to the remote repository')]),
    ];
    const answer = replyOf('en', [...slides, ...commands], 'Which command lists all my git settings?');
    expect(firstLine(answer)).toBe('Use `git config`. The course shows how on the slide **Review Git Configuration** [Slide 2].');
  });

  it('answers "why is … dangerous?" with the harm, "why …?" with the reason', () => {
    const components = [
      slide(1, 'Known Vulnerable Components', [
        at(0, 'Widespread'),
        at(1, 'Old libraries are everywhere: teams rarely update their libraries'),
        at(1, 'Old libraries can be identified and exploited with automated tools'),
      ]),
      slide(2, 'Updating', [at(0, 'Check nightly whether your libraries are out of date')]),
    ];
    expect(firstLine(replyOf('en', components, 'Why are old libraries dangerous?'))).toMatch(/^Widespread: old libraries can be identified and exploited/);
    const versions = [
      slide(1, 'Version Control', [
        at(0, 'Old versions of the code are kept in the history'),
        at(0, 'Old versions of the code are kept so that you can go back to a safe point'),
      ]),
      slide(2, 'Branches', [at(0, 'A branch is a line of work')]),
    ];
    expect(firstLine(replyOf('en', versions, 'Why keep old versions of the code?'))).toMatch(/^Old versions of the code are kept so that/);
  });
});
