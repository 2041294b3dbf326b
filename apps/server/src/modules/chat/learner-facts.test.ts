import { describe, expect, it } from 'vitest';
import { learnerQuestion } from './learner-facts.ts';

describe('the learner\'s questions about themselves', () => {
  it('are told from questions about the courses\' content', () => {
    expect(learnerQuestion('How far am I in my training?')).toBe('left');
    expect(learnerQuestion('Am I done with all my training?')).toBe('left');
    expect(learnerQuestion('What do I have to do next?')).toBe('left');
    expect(learnerQuestion('Did I pass the quiz?')).toBe('assessments');
    expect(learnerQuestion('What was my score on the assessment?')).toBe('assessments');
    expect(learnerQuestion('Am I late with any course?')).toBe('due');
    expect(learnerQuestion('Where can I download my certificate?')).toBe('certificates');
    expect(learnerQuestion('Which courses do I have?')).toBe('courses');
    // Content questions, even with "I" and "next" in them.
    expect(learnerQuestion('What should I do next if I get a phishing e-mail?')).toBeNull();
    expect(learnerQuestion('Can I accept a gift from a supplier?')).toBeNull();
    expect(learnerQuestion('What is a certificate authority?')).toBeNull();
  });
});
