// The general chatbot answers the learner's questions about themselves from their records: the courses
// their organization assigned them and what is left, and their certificates. Never from the model's guesses.

export interface LearnerCourse {
  title: string;
  /** 0-100. */
  progress: number;
  completed: boolean;
  /** The date of the newest certificate, null while it is issued, undefined when the course was not passed. */
  certificate?: Date | null;
}

export type LearnerQuestion = 'left' | 'courses' | 'certificates' | 'due';

/** What a question asks about the learner, or null for a question about the courses' content or the company. */
export function learnerQuestion(question: string): LearnerQuestion | null {
  const q = question.toLowerCase();
  const aboutMe = /\b(i|my|me|mine|i'm|am i)\b/.test(q);
  if (/\bcertificates?\b/.test(q) && (aboutMe || /\b(which|what|how many)\b/.test(q)) && !/\bwhat is a certificate\b/.test(q)) return 'certificates';
  if (!aboutMe) return null;
  if (/\b(due|deadlines?)\b/.test(q) && /\bcourses?\b|\btraining\b/.test(q)) return 'due';
  const unfinished =
    /\b(left|remaining|still|finish|unfinished|complete|incomplete|not (yet )?(done|finished|started)|to do|todo|pending)\b/;
  if (unfinished.test(q)) {
    if (/\b(courses?|training|modules?|left|to do|todo)\b/.test(q)) return 'left';
  }
  if (/\b(which|what|list|show|how many)\b/.test(q) && /\b(courses?|trainings?)\b/.test(q) && /\b(assigned|have|take|my)\b/.test(q)) return 'courses';
  return null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const state = (c: LearnerCourse) =>
  c.completed ? 'finished' : c.progress > 0 ? `${Math.round(c.progress)}% done` : 'not started';

/** The reply to a question about the learner's own courses or certificates, from their records. */
export function learnerReply(kind: LearnerQuestion, courses: LearnerCourse[]): string {
  if (courses.length === 0) return 'Your organization has not assigned you any course yet.';
  const left = courses.filter((c) => !c.completed);
  const list = (items: LearnerCourse[], line: (c: LearnerCourse) => string) => items.map((c) => `• ${line(c)}`).join('\n');
  if (kind === 'certificates') {
    const earned = courses.filter((c) => c.certificate !== undefined);
    if (earned.length === 0) {
      return 'You have no certificate yet. You earn one by finishing a course and passing its assessment.';
    }
    const line = (c: LearnerCourse) => `**${c.title}**${c.certificate ? ` – issued ${day(c.certificate)}` : ' – being issued'}`;
    const rest = courses.length - earned.length;
    const more = rest > 0 ? `\n\n${rest === 1 ? 'One more course' : `${rest} more courses`} can still earn you one.` : '';
    return `You have ${earned.length === 1 ? 'a certificate' : `${earned.length} certificates`}:\n\n${list(earned, line)}${more}`;
  }
  if (kind === 'due') {
    const pending = left.length > 0 ? ` You still have ${left.length === 1 ? 'one course' : `${left.length} courses`} to finish:\n\n${list(left, (c) => `**${c.title}** – ${state(c)}`)}` : ' You have finished all your courses.';
    return `Your organization has not set due dates for your courses.${pending}`;
  }
  if (kind === 'left') {
    if (left.length === 0) return `You have finished all ${courses.length === 1 ? 'your course' : `${courses.length} of your courses`}. Well done!`;
    const done = courses.length - left.length;
    const head = `You still have ${left.length} of your ${courses.length} course${courses.length === 1 ? '' : 's'} to finish:`;
    return `${head}\n\n${list(left, (c) => `**${c.title}** – ${state(c)}`)}${done > 0 ? `\n\nYou have finished ${done === 1 ? 'one course' : `${done} courses`}.` : ''}`;
  }
  return `Your organization has assigned you ${courses.length === 1 ? 'one course' : `${courses.length} courses`}:\n\n${list(courses, (c) => `**${c.title}** – ${state(c)}`)}`;
}
