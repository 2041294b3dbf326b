import { assembleCourseModel, type SlideModel } from '@complyra/core';
import { describe, expect, it } from 'vitest';
import { adviceSharesTopic, courseWideWords, topicWords } from './advice-topics.ts';
import { generateBuiltinQuestions } from './builtin-question-engine.ts';
import { seededRandom } from './random.ts';

// The Git deck's "what to do" items offered "Try to always write your commit message in an imperative way" as a
// wrong choice for an exercise that commits, and the next slide's "go to git-scm.com/downloads" for "Install Git".
type Slide = Omit<SlideModel, 'number' | 'source' | 'notes'>;
const advice = (text: string) => ({ text, level: 0, kind: 'instruction' as const });
const said = (text: string) => ({ text, level: 0, kind: 'statement' as const });
const gitCourse = (slides: Slide[]) => assembleCourseModel('en', slides.map((slide, i) => ({ ...slide, number: i + 1, notes: '', source: 'text' })));

const slides: Slide[] = [
  { title: 'Exercise – Install and Configure Git', role: 'content', points: [advice('Install Git on your computer'), advice('Configure Git with your code editor')] },
  { title: 'How to get Git', role: 'content', points: [advice('Go to git-scm.com/downloads'), advice('Download the software for Mac or Windows')] },
  { title: 'Git Status', role: 'content', points: [said('Git status shows the state of the working directory')] },
  { title: 'Git Log', role: 'content', points: [said('Git log shows the history of the repository')] },
  { title: 'Exercise – Working with a Local Repository', role: 'content', points: [advice('Make changes, add, and commit them'),
    advice('Review the history of the repository')] },
  { title: 'Git Branch', role: 'content', points: [said('A branch is a line of work in the repository')] },
  { title: 'Git Commit', role: 'content', points: [advice('Write your commit message in an imperative way'), advice('Commit small changes often')] },
  { title: 'Exercise – Working with Remotes', role: 'content', points: [advice('Fork a repository on GitHub'), advice('Open a pull request for your fork')] },
];

describe('advice from another slide as a wrong "what to do"', () => {
  it('is not offered from a neighbouring slide or about a word of the slide\'s own topic', () => {
    const model = gitCourse(slides);
    const wide = courseWideWords(model);
    expect(wide.has('commit')).toBe(false);
    const install = model.slides[0]!;
    const local = model.slides[4]!;
    expect(adviceSharesTopic('Go to git-scm.com/downloads', 2, install.number, topicWords(install, wide))).toBe(true);
    expect(adviceSharesTopic('Write your commit message in an imperative way', 7, local.number, topicWords(local, wide))).toBe(true);
    expect(adviceSharesTopic('Open a pull request for your fork', 8, install.number, topicWords(install, wide))).toBe(false);

    const items = [1, 2, 3, 4].flatMap((seed) => generateBuiltinQuestions(model, {
      count: 100, random: seededRandom(seed), allForms: true,
    }).questions.filter((q) => q.fact.endsWith(':do')));
    const wrong = (slide: number) => items.filter((q) => q.slide === slide)
      .flatMap((q) => Object.entries(q.choices).filter(([letter]) => letter !== q.correctAnswer).map(([, text]) => text));
    expect(wrong(5).length).toBeGreaterThan(0);
    expect(wrong(5)).not.toContain('Write your commit message in an imperative way');
    expect(wrong(1)).not.toContain('Go to git-scm.com/downloads');
    expect(wrong(1)).not.toContain('Download the software for Mac or Windows');
  });

  it('takes the words on half the slides or more as the course\'s subject, not a topic', () => {
    const model = gitCourse(slides);
    expect(courseWideWords(model).has('commit')).toBe(false);
    const everywhere = gitCourse(slides.map((slide) => ({ ...slide, points: [...slide.points, said('Security matters here')] })));
    expect(courseWideWords(everywhere).has('security')).toBe(true);
  });
});
