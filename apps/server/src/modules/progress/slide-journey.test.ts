import { journeyMessages, type Progress } from '@complyra/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { letSlidesPlay, playSlides, userIdOf } from '../../test/journey.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';
import { isCourseCompleted } from './course-completion.repository.ts';
import { listSlideProgress } from './slide-journey.repository.ts';

// Completion that means something (issue 12): the server follows the learner slide by slide and refuses
// completions and progress the player could not have produced.
describe('the learner journey behind progress and completion', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let course: { id: string; slides: number };
  let longCourse: { id: string; slides: number };
  let skippableCourse: { id: string; slides: number };
  let n = 0;

  const newLearner = async () => addEmployee(t.app, org.adminToken, org.tenant.id, `learner${++n}@journey-org.test`);
  const report = (token: string, courseId: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/update-progress`,
      headers: bearer(token),
      payload: { tenantId: org.tenant.id, ...payload },
    });
  const complete = (token: string, courseId: string) =>
    t.app.inject({ method: 'POST', url: `/api/tenant-admin/tenants/${org.tenant.id}/courses/${courseId}/complete`, headers: bearer(token) });

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    const superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Journey Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    course = { ...(await insertReadyCourse(t.database.db, { slides: 5 })), slides: 5 };
    longCourse = { ...(await insertReadyCourse(t.database.db, { slides: 3 })), slides: 3 };
    skippableCourse = { ...(await insertReadyCourse(t.database.db, { slides: 3 })), slides: 3 };
    // A minute of narration per slide: at 2x a learner needs about 24 s before leaving it.
    await t.database.db.execute(sql`update slide_narrations set audio_seconds = 60 where course_id in (${longCourse.id}, ${skippableCourse.id})`);
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, course.id);
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, longCourse.id);
    await assignThroughApi(t.app, org.adminToken, org.tenant.id, skippableCourse.id, { skippable: true });
  });
  afterAll(() => t.close());

  it('refuses a completion without playing a single slide', async () => {
    const learner = await newLearner();
    const direct = await complete(learner, course.id);
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toBe(journeyMessages.notFinished);
    const hundred = await report(learner, course.id, { progress: 100 });
    expect(hundred.statusCode).toBe(400);
    expect(hundred.json().message).toBe(journeyMessages.notFinished);
    const claimed = await report(learner, course.id, { progress: 90, slideNumber: 1 });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().message).toBe(journeyMessages.aheadOfSlides);
    expect(await isCourseCompleted(t.database.db, await userIdOf(t.app, learner), course.id)).toBe(false);
  });

  it('refuses a jump forward over slides not reached', async () => {
    const learner = await newLearner();
    await playSlides(t.app, t.database.db, { token: learner, tenantId: org.tenant.id }, course, 2);
    const jump = await report(learner, course.id, { progress: 40, slideNumber: 4 });
    expect(jump.statusCode).toBe(400);
    expect(jump.json().message).toBe(journeyMessages.skipped);
    const beyond = await report(learner, course.id, { progress: 20, slideNumber: 6 });
    expect(beyond.json().message).toBe(journeyMessages.noSuchSlide);
    // Going back to a slide already reached is fine and records nothing new.
    const back = await report(learner, course.id, { progress: 20, slideNumber: 1 });
    expect(back.statusCode).toBe(200);
  });

  it('refuses leaving a slide faster than its audio plays at 2x, and accepts it once it had time', async () => {
    const learner = await newLearner();
    expect((await report(learner, longCourse.id, { progress: 0, slideNumber: 1 })).statusCode).toBe(200);
    const early = await report(learner, longCourse.id, { progress: 33, slideNumber: 2, audioPlayedRatio: 0.9 });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(journeyMessages.tooFast);
    await letSlidesPlay(t.database.db, await userIdOf(t.app, learner));
    const later = await report(learner, longCourse.id, { progress: 33, slideNumber: 2, audioPlayedRatio: 0.9 });
    expect(later.statusCode).toBe(200);
  });

  it('lets a skippable course be left as fast as the learner seeks, still slide by slide', async () => {
    const learner = await newLearner();
    await report(learner, skippableCourse.id, { progress: 0, slideNumber: 1 });
    expect((await report(learner, skippableCourse.id, { progress: 33, slideNumber: 2 })).statusCode).toBe(200);
    expect((await report(learner, skippableCourse.id, { progress: 67, slideNumber: 3 })).statusCode).toBe(200);
    expect((await report(learner, skippableCourse.id, { progress: 100, slideNumber: 3 })).statusCode).toBe(200);
  });

  it('completes on the last slide, records why slide by slide, and answers one completion question', async () => {
    const learner = await newLearner();
    const userId = await userIdOf(t.app, learner);
    await playSlides(t.app, t.database.db, { token: learner, tenantId: org.tenant.id }, course, 4);
    const early = await complete(learner, course.id);
    expect(early.json().message).toBe(journeyMessages.notFinished);
    expect((await report(learner, course.id, { progress: 80, slideNumber: 5, audioPlayedRatio: 0.85 })).statusCode).toBe(200);
    await letSlidesPlay(t.database.db, userId);
    const done = await report(learner, course.id, { progress: 100, slideNumber: 5, audioPlayedRatio: 0.95 });
    expect(done.statusCode).toBe(200);
    expect(done.json<Progress>()).toMatchObject({ progress: 100, completed: true });
    expect((await complete(learner, course.id)).statusCode).toBe(200);
    expect(await isCourseCompleted(t.database.db, userId, course.id)).toBe(true);

    const journey = await listSlideProgress(t.database.db, userId, course.id);
    expect(journey.map((s) => s.slideNumber)).toEqual([1, 2, 3, 4, 5]);
    expect(journey.every((s) => s.reachedAt && s.completedAt)).toBe(true);
    expect(journey.map((s) => s.audioPlayedRatio)).toEqual([1, 1, 1, 0.85, 0.95]);
  });
});
