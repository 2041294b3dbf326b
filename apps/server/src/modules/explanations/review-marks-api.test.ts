import type { CatalogueCourse, Explanation, SlideModel, TenantCourse } from '@complyra/core';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSlides, slideNarrations, tenantCourses } from '../../db/schema.ts';
import type { IngestEngines } from '../../ports/ingest-engines.ts';
import { bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { saveCompleteDetails } from '../../test/organization.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

type T = Awaited<ReturnType<typeof createTestApp>>;

const instruction = (text: string) => ({ text, level: 0, kind: 'instruction' as const });
const ocr = { code: 'ocr' as const, message: 'Read by OCR from the slide\'s picture.' };
const lowConfidence = { code: 'low-confidence' as const, message: 'OCR was unsure of some words on this slide.' };

const slideModels: SlideModel[] = [
  { number: 1, title: 'Security Awareness', role: 'title', points: [], notes: '', source: 'text' },
  {
    number: 2,
    title: 'Strong passwords',
    role: 'content',
    points: [instruction('Use a passphrase of at least 14 characters'), instruction('Never reuse a password across accounts')],
    notes: '',
    source: 'ocr',
    review: [ocr, lowConfidence],
  },
  {
    number: 3,
    title: 'Reporting a phishing e-mail',
    role: 'content',
    points: [
      instruction('Forward the suspicious message to the security team as an attachment within one hour'),
      instruction('Do not click any link, open any attachment or reply to the sender'),
      instruction('Write down when the message arrived and whether you entered a password'),
      instruction('Call the service desk at once when you already typed your password on the page'),
    ],
    notes: '',
    source: 'text',
  },
];
/** What an engine unsure of a full slide may say: far less than the slide shows. */
const saidLittle = 'This slide is about reporting phishing.';
const littleSaid = { code: 'little-said', message: 'The narration says little of what the slide shows: 2 of the slide\'s 30 main words.' };

/** The narration engine says little of slide 3; every other slide is narrated by the real built-in engine. */
const sayingLittleOfSlide3 = (real: IngestEngines): IngestEngines => ({
  ...real,
  narrateSlide: (request) => (request.slide.number === 3 ? Promise.resolve({ text: saidLittle, engine: 'built-in' }) : real.narrateSlide(request)),
});

describe('Review marks in the explanation editor and on the course cards', () => {
  let t: T;
  let superToken: string;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let course: { id: string };

  const call = (token: string, method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const marks = async (token: string, tenantId: string) =>
    (await call(token, 'GET', `/api/courses/${course.id}/explanations?tenantId=${tenantId}`)).json<Explanation[]>()
      .map((e) => ({ slide: e.slide, review: e.review }));
  const adminCard = async (o: typeof org) =>
    (await call(o.adminToken, 'GET', `/api/tenant-admin/tenants/${o.tenant.id}/courses`)).json<TenantCourse[]>().find((c) => c.courseId === course.id)!;
  const copyReady = (tenantId: string) =>
    waitFor(async () => {
      const [row] = await t.database.db
        .select()
        .from(tenantCourses)
        .where(and(eq(tenantCourses.tenantId, tenantId), eq(tenantCourses.courseId, course.id)));
      return row?.copyStatus === 'ready' ? row : undefined;
    }, 60_000);
  const assign = (o: typeof org) =>
    t.app.inject({
      method: 'POST',
      url: '/api/courses/assign',
      headers: bearer(o.adminToken),
      payload: { courseId: course.id, tenantId: o.tenant.id, mandatory: true, skippable: false, retryType: 'SAME', pocs: [] },
    });

  beforeAll(async () => {
    t = await createTestApp({ startJobs: true, wrapEngines: sayingLittleOfSlide3 });
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Review Org');
    other = await createOrganization(t.app, superToken, 'Review Other Org');
    await saveCompleteDetails(t.app, org.adminToken, org.tenant.id);
    await saveCompleteDetails(t.app, other.adminToken, other.tenant.id);
    course = await insertReadyCourse(t.database.db, { title: 'Review marks course', slides: 3 });
    for (const model of slideModels) {
      await t.database.db
        .update(courseSlides)
        .set({ title: model.title, text: model.points.map((p) => p.text).join('\n'), model })
        .where(and(eq(courseSlides.courseId, course.id), eq(courseSlides.number, model.number)));
    }
    // The catalogue's own narration of slide 3 reads the whole slide.
    await t.database.db
      .update(slideNarrations)
      .set({ explanation: `${slideModels[2]!.title}. ${slideModels[2]!.points.map((p) => p.text).join('. ')}.` })
      .where(and(eq(slideNarrations.courseId, course.id), isNull(slideNarrations.tenantId), eq(slideNarrations.slideNumber, 3)));
    await assign(org);
    await assign(other);
    await copyReady(org.tenant.id);
    await copyReady(other.tenant.id);
  }, 300_000);
  afterAll(() => t.close());

  it('marks each slide of an organization\'s narration with the reasons it may need a person', async () => {
    const expected = [
      { slide: 1, review: [] },
      { slide: 2, review: [ocr, lowConfidence] },
      { slide: 3, review: [littleSaid] },
    ];
    expect(await marks(org.adminToken, org.tenant.id)).toEqual(expected);
    expect(await marks(other.adminToken, other.tenant.id)).toEqual(expected);
  });

  it('counts the slides to review on the admin\'s course card and on the super user\'s catalogue card', async () => {
    expect((await adminCard(org)).slidesToReview).toBe(2);
    expect((await adminCard(other)).slidesToReview).toBe(2);
    const catalogue = (await call(superToken, 'GET', '/api/courses')).json<CatalogueCourse[]>();
    // The catalogue's narration reads slide 3 whole: only slide 2, read by OCR, is left to review.
    expect(catalogue.find((c) => c.id === course.id)!.slidesToReview).toBe(1);
    const enabledList = (await call(org.adminToken, 'GET', `/api/tenant-admin/tenants/${org.tenant.id}/courses/enabled`)).json<TenantCourse[]>();
    expect(enabledList.find((c) => c.courseId === course.id)!.slidesToReview).toBe(2);
  });

  it('an admin\'s approved text clears the marks for that organization only', async () => {
    for (const slideIndex of [2, 3]) {
      const saved = await call(org.adminToken, 'PUT', '/api/courses/update-explanation', {
        courseId: course.id,
        tenantId: org.tenant.id,
        slideIndex,
        explanation: 'Our own words for this slide.',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<Explanation>().review).toEqual([]);
    }
    expect(await marks(org.adminToken, org.tenant.id)).toEqual([
      { slide: 1, review: [] },
      { slide: 2, review: [] },
      { slide: 3, review: [] },
    ]);
    expect((await adminCard(org)).slidesToReview).toBe(0);
    expect(await marks(other.adminToken, other.tenant.id)).toEqual([
      { slide: 1, review: [] },
      { slide: 2, review: [ocr, lowConfidence] },
      { slide: 3, review: [littleSaid] },
    ]);
    expect((await adminCard(other)).slidesToReview).toBe(2);
  });

  it('texts written again are drafts no person has read: the reader\'s reasons come back, little-said follows the new text', async () => {
    const regenerated = await call(org.adminToken, 'PATCH', '/api/courses/regenerate-explanations', { courseId: course.id, tenantId: org.tenant.id });
    expect(regenerated.statusCode).toBe(200);
    expect(await marks(org.adminToken, org.tenant.id)).toEqual([
      { slide: 1, review: [] },
      { slide: 2, review: [ocr, lowConfidence] },
      { slide: 3, review: [] },
    ]);
    expect((await adminCard(org)).slidesToReview).toBe(1);
  });
});
