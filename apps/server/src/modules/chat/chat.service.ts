import {
  type ChatAnswer, chatMessages, type ChatMessage as HistoryMessage, type TenantDetails, tenantDetailFields,
} from '@complyra/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LanguageProvider } from '../../ports/language-engine.ts';
import { listPocs } from '../assignments/assignments.repository.ts';
import { learnerCourseStanding } from '../learner/learner.service.ts';
import type { Caller } from '../../access/caller.ts';
import { requireAccess } from '../../access/require-access.ts';
import { readCourseModel } from '../course-model/course-model.repository.ts';
import { findTenantDetails } from '../tenant-details/tenant-details.repository.ts';
import { aiMessages, CitationFilter, citedSources } from './ai-answer.ts';
import { builtinAnswer, needsOrganizationFacts } from './builtin-answer.ts';
import { type ChatReply, type ChatScope, refusalReply } from './refusal-reply.ts';
import { retrieve, searchQuery } from './retrieval.ts';
import { ChatIndex, type ChatIndexCache, courseDocumentsInSlices } from './chat-index.ts';
import { type ChatCourse, findOrganizationCourse, listEnabledCourses, recordAiAudit } from './chat.repository.ts';
import { courseForTopic, topicAsked } from './course-for-topic.ts';
import { type LearnerCourse, learnerQuestion, learnerReply } from './learner-facts.ts';
import { companyNameOf, type OrganizationFacts } from './organization-facts.ts';
import { takeQuestionTurn } from './question-rate-limit.ts';

export interface ChatDeps {
  db: Db;
  indexes: ChatIndexCache;
  /** The app's language engine: its model answers when it has one; the built-in search otherwise. */
  language: LanguageProvider;
  /** Audit writes under way (the app waits for them when it closes). */
  pendingAudits: Set<Promise<void>>;
  onAuditError: (error: unknown) => void;
}

/** What is asked about: one course of the organization, or all its enabled courses and its details. */
export type ChatTarget = { tenantId: string; courseId: string } | { tenantId: string; courseId: null };

const courseKey = (course: ChatCourse) => `${course.id}:${course.version}:${new Date(course.updatedAt).getTime()}`;

async function courseIndex(deps: ChatDeps, course: ChatCourse): Promise<ChatIndex> {
  return deps.indexes.get(courseKey(course), async () => {
    const model = await readCourseModel(deps.db, course.id);
    return ChatIndex.build(model ? [await courseDocumentsInSlices(course, model)] : []);
  });
}

async function organizationFactsFor(db: Db, tenantId: string, courses: ChatCourse[]): Promise<OrganizationFacts> {
  const [row, pocs] = await Promise.all([findTenantDetails(db, tenantId), listPocs(db, tenantId, courses.map((c) => c.id))]);
  const saved = row?.details;
  const details = saved ? (Object.fromEntries(tenantDetailFields.map((f) => [f, saved[f]])) as TenantDetails) : null;
  const titles = new Map(courses.map((c) => [c.id, c.title]));
  return {
    companyName: companyNameOf(row?.companyName),
    details,
    pocs: pocs.map((p) => ({
      role: p.role,
      name: p.name,
      contact: p.contact || (p.email ?? ''),
      courseTitle: courses.length > 1 ? titles.get(p.courseId) : undefined,
    })),
  };
}

/** The learner's enabled courses with their progress, due dates and certificates, read only when the question is about them. */
async function learnerCourses(db: Db, tenantId: string, userId: string, courses: ChatCourse[]): Promise<LearnerCourse[]> {
  const byCourse = new Map((await learnerCourseStanding(db, tenantId, userId)).map((standing) => [standing.courseId, standing]));
  return courses.map((course) => {
    const standing = byCourse.get(course.id);
    return {
      title: course.title,
      progress: standing?.progress ?? 0,
      completed: (standing?.progress ?? 0) >= 100,
      certificate: standing?.passed ? (standing.certificate ? new Date(standing.certificate.issuedAt) : null) : undefined,
      dueAt: standing?.dueAt ?? null,
      dueStatus: standing?.dueStatus ?? 'none',
    };
  });
}

interface Prepared {
  index: ChatIndex;
  scope: ChatScope;
  /** The course asked about, or the enabled courses searched (the general chatbot's): whose contacts to name. */
  courses: ChatCourse[];
}

/** The course (enabled for the caller's organization) or all enabled courses, indexed. */
async function prepare(deps: ChatDeps, caller: Caller, target: ChatTarget): Promise<Prepared> {
  await requireAccess(deps.db, caller, 'course.ask', target);
  if (target.courseId) {
    const course = await findOrganizationCourse(deps.db, target.tenantId, target.courseId);
    // requireAccess has found it; a course removed since then is gone.
    if (!course) throw new AppError('NOT_FOUND', chatMessages.courseNotAvailable);
    return { index: await courseIndex(deps, course), scope: { courseTitle: course.title }, courses: [course] };
  }
  const courses = await listEnabledCourses(deps.db, target.tenantId);
  const key = `all:${courses.map(courseKey).join('|')}`;
  const index = await deps.indexes.get(key, async () => {
    const parts = await Promise.all(courses.map((course) => courseIndex(deps, course)));
    return ChatIndex.build(parts.flatMap((part) => part.courses));
  });
  return { index, scope: { courseTitle: null }, courses };
}

/** What the learner is sent of a reply: its words and sources (how it refuses is for the checks). */
const learnersPart = ({ response, sources }: ChatReply): ChatAnswer => ({ response, sources });

/** Facts the built-in answer does not use: a course question the slides answer names nobody. */
const noFacts: OrganizationFacts = { companyName: '', details: null, pocs: [] };

/**
 * Answers the last question of the conversation, piece by piece (the built-in engine in one piece), and
 * returns the whole answer with its sources. Every question is recorded in the AI audit trail.
 */
export async function* answerQuestion(
  deps: ChatDeps,
  caller: Caller,
  target: ChatTarget,
  history: HistoryMessage[],
): AsyncGenerator<string, ChatAnswer> {
  await takeQuestionTurn(deps.db, caller.userId);
  const started = performance.now();
  const question = history.at(-1)!.content.trim();
  // The learner's earlier questions: a follow-up ("and by text message?") is understood with the last one.
  const earlier = history.slice(0, -1).filter((m) => m.role === 'user').map((m) => m.content.trim()).slice(-3);
  const model = deps.language.model;
  const engine = model ? 'ai' : 'built-in';
  // The reply as made: a refusal keeps its kind, for the trail (the admin looks there for what the courses miss).
  let answer: ChatReply | null = null;
  try {
    const { index, scope, courses } = await prepare(deps, caller, target);
    // The general chatbot answers the learner's questions about their own courses from their records.
    const aboutLearner = target.courseId ? null : learnerQuestion(question);
    if (aboutLearner) {
      const mine = await learnerCourses(deps.db, target.tenantId, caller.userId, courses);
      answer = { response: learnerReply(aboutLearner, mine), sources: [] };
      yield answer.response;
      return learnersPart(answer);
    }
    // "Which course covers phishing?": the general chatbot names where the courses teach it, whichever engine answers.
    const topic = target.courseId ? null : topicAsked(question);
    const placesOfTopic = topic ? courseForTopic(index, topic) : null;
    if (placesOfTopic) {
      answer = placesOfTopic;
      yield answer.response;
      return learnersPart(answer);
    }
    const query = searchQuery(index, question, earlier);
    const hits = retrieve(index, question, { earlier, query });
    if (!model) {
      // The organization's facts are read only when the answer may name them (most course answers do not).
      const facts = needsOrganizationFacts(scope, question, hits)
        ? await organizationFactsFor(deps.db, target.tenantId, courses)
        : noFacts;
      answer = builtinAnswer(index, question, scope, facts, earlier, { query, hits });
      yield answer.response;
      return learnersPart(answer);
    }
    const facts = await organizationFactsFor(deps.db, target.tenantId, courses);
    if (hits.length === 0) {
      // Nothing retrieved: the honest refusal (pointing to the slides near the question), without asking the model
      // to make something up.
      answer = refusalReply(index, query, scope, facts);
      yield answer.response;
      return learnersPart(answer);
    }
    const filter = new CitationFilter(new Set(hits.map((h) => h.slide)));
    let text = '';
    try {
      for await (const piece of model.stream(aiMessages(hits, history, scope, facts), { temperature: 0.2 })) {
        const clean = filter.push(piece);
        if (clean) {
          text += clean;
          yield clean;
        }
      }
    } catch {
      // The service's own words go to the log of the request, the learner gets the spec's message.
      throw new AppError('SERVICE_UNAVAILABLE', target.courseId ? chatMessages.courseFailed : chatMessages.generalFailed);
    }
    const rest = filter.end();
    if (rest) {
      text += rest;
      yield rest;
    }
    answer = { response: text.trim(), sources: citedSources(text, hits) };
    return learnersPart(answer);
  } finally {
    // Written beside the answer, not before it: the learner does not wait for the trail.
    const recorded = recordAiAudit(deps.db, {
      userId: caller.userId,
      tenantId: target.tenantId,
      courseId: target.courseId,
      question,
      answer: answer?.response ?? '',
      engine,
      sources: (answer?.sources ?? []).map((s) => ({ courseId: s.courseId, slide: s.slide })),
      outcome: answer ? (answer.refusal ? 'refused' : 'answered') : 'failed',
      durationMs: Math.round(performance.now() - started),
    });
    deps.pendingAudits.add(recorded);
    void recorded.catch((error: unknown) => deps.onAuditError(error)).finally(() => deps.pendingAudits.delete(recorded));
  }
}
