import type { DueStatus } from '@complyra/core';

// The general chatbot answers the learner's questions about themselves from their records: the courses
// their organization assigned them, what is left and by when, their assessments and their certificates.
// Never from the model's guesses.

export interface LearnerCourse {
  title: string;
  /** 0-100. */
  progress: number;
  completed: boolean;
  /** The date of the newest certificate, null while it is issued, undefined when the course was not passed. */
  certificate?: Date | null;
  /** When the organization wants it finished (null: no due date), and where the learner stands against it. */
  dueAt: Date | null;
  dueStatus: DueStatus;
}

export type LearnerQuestion = 'left' | 'courses' | 'certificates' | 'due' | 'assessments';

/** What a question asks about the learner, or null for a question about the courses' content or the company. */
export function learnerQuestion(question: string): LearnerQuestion | null {
  const q = question.toLowerCase();
  const aboutMe = /\b(i|my|me|mine|i'm|am i)\b/.test(q);
  if (/\bcertificates?\b/.test(q) && (aboutMe || /\b(which|what|how many)\b/.test(q)) && !/\bwhat is a certificate\b/.test(q)) return 'certificates';
  if (!aboutMe) return null;
  if (/\b(due|deadlines?|overdue|late)\b/.test(q) && /\b(courses?|training|modules?|anything|something)\b/.test(q)) return 'due';
  const aboutAssessment = /\b(quiz(zes)?|assessments?|tests?|exams?|courses?)\b/.test(q);
  if (/\b(pass(ed)?|fail(ed)?|score|result)\b/.test(q) && aboutAssessment) return 'assessments';
  const unfinished =
    /\b(left|remaining|still|finish(ed)?|unfinished|complete(d)?|incomplete|done|to do|todo|pending|how far|progress)\b/;
  if (unfinished.test(q)) {
    if (/\b(courses?|training|modules?|left|to do|todo|how far|progress)\b/.test(q)) return 'left';
  }
  // "What do I have to do next?" (not "what should I do next if I get a phishing e-mail?").
  if (/\b(what('s| is) next|do next)\s*[?.!]*$/.test(q)) return 'left';
  if (/\b(which|what|list|show|how many)\b/.test(q) && /\b(courses?|trainings?)\b/.test(q) && /\b(assigned|have|take|my)\b/.test(q)) return 'courses';
  return null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const state = (c: LearnerCourse) =>
  c.completed ? 'finished' : c.progress > 0 ? `${Math.round(c.progress)}% done` : 'not started';
/** "due 2026-12-10" or "overdue since 2026-11-01" for a course still to finish; null without a due date. */
const dueWords = (c: LearnerCourse) =>
  !c.dueAt || c.completed ? null : c.dueStatus === 'overdue' ? `overdue since ${day(c.dueAt)}` : `due ${day(c.dueAt)}`;
const stateAndDue = (c: LearnerCourse) => [state(c), dueWords(c)].filter(Boolean).join(', ');

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
    if (!left.some((c) => c.dueAt)) {
      const pending = left.length > 0 ? ` You still have ${left.length === 1 ? 'one course' : `${left.length} courses`} to finish:\n\n${list(left, (c) => `**${c.title}** – ${state(c)}`)}` : ' You have finished all your courses.';
      return `Your organization has not set due dates for your courses.${pending}`;
    }
    // Soonest first; courses without a due date after them.
    const byDue = [...left].sort((a, b) => (a.dueAt?.getTime() ?? Infinity) - (b.dueAt?.getTime() ?? Infinity));
    const overdue = left.filter((c) => c.dueStatus === 'overdue').length;
    const head = overdue > 0 ? `${overdue === 1 ? 'One course is' : `${overdue} courses are`} overdue. ` : '';
    const line = (c: LearnerCourse) => `**${c.title}** – ${dueWords(c) ?? 'no due date'} (${state(c)})`;
    return `${head}Your courses to finish, by due date:\n\n${list(byDue, line)}`;
  }
  if (kind === 'assessments') {
    const passed = courses.filter((c) => c.certificate !== undefined);
    const open = courses.filter((c) => c.certificate === undefined);
    const parts: string[] = [];
    if (passed.length > 0) parts.push(`You passed the assessment of:\n\n${list(passed, (c) => `**${c.title}**`)}`);
    if (open.length > 0) {
      const line = (c: LearnerCourse) => `**${c.title}** – ${c.completed ? 'open now: the course is finished' : `opens when you finish the course (${state(c)})`}`;
      parts.push(`${passed.length > 0 ? 'Not yet passed' : 'You have not passed an assessment yet'}:\n\n${list(open, line)}`);
    }
    return parts.join('\n\n');
  }
  if (kind === 'left') {
    if (left.length === 0) return `You have finished all ${courses.length === 1 ? 'your course' : `${courses.length} of your courses`}. Well done!`;
    const done = courses.length - left.length;
    const head = `You still have ${left.length} of your ${courses.length} course${courses.length === 1 ? '' : 's'} to finish:`;
    return `${head}\n\n${list(left, (c) => `**${c.title}** – ${stateAndDue(c)}`)}${done > 0 ? `\n\nYou have finished ${done === 1 ? 'one course' : `${done} courses`}.` : ''}`;
  }
  return `Your organization has assigned you ${courses.length === 1 ? 'one course' : `${courses.length} courses`}:\n\n${list(courses, (c) => `**${c.title}** – ${stateAndDue(c)}`)}`;
}
