import { tenantCopyJob, type TenantCopyJobData } from '../modules/ingest/ingest-job-names.ts';
import { createTestApp } from './test-app.ts';
import { bearer } from './actors.ts';
import type { TestApp } from './test-app.ts';
import { completeDetails } from './complete-details.ts';

export { completeDetails } from './complete-details.ts';

/** Saves all nine organization details, so courses can be assigned. */
export async function saveCompleteDetails(app: TestApp, adminToken: string, tenantId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/tenants/${tenantId}/details`,
    headers: bearer(adminToken),
    payload: completeDetails,
  });
  if (res.statusCode !== 200) throw new Error(`save details failed ${res.statusCode} ${res.body}`);
}

/** Assigns a ready catalogue course to the organization through the API. */
export async function assignThroughApi(
  app: TestApp,
  adminToken: string,
  tenantId: string,
  courseId: string,
  properties: Partial<{
    mandatory: boolean;
    skippable: boolean;
    retryType: 'SAME' | 'DIFFERENT';
    dueDate: string | null;
    dueDays: number | null;
    recurMonths: number | null;
  }> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/courses/assign',
    headers: bearer(adminToken),
    payload: { courseId, tenantId, mandatory: true, skippable: false, retryType: 'SAME', pocs: [], ...properties },
  });
  if (res.statusCode !== 201) throw new Error(`assign failed ${res.statusCode} ${res.body}`);
  return res.json<{ courseId: string }>();
}

/** The test app with a stand-in for the pipeline's organization copy job, which records what it got. */
export async function createAppWithCopyJob(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  const copies: TenantCopyJobData[] = [];
  t.jobs.define<TenantCopyJobData>({
    name: tenantCopyJob,
    handler: async (data) => {
      copies.push(data);
    },
  });
  await t.jobs.start();
  return { ...t, copies };
}

/** Switches an assigned course on or off for the organization through the API. */
export async function setCourseEnabled(app: TestApp, adminToken: string, tenantId: string, courseId: string, isEnabled: boolean) {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/tenant-admin/tenants/${tenantId}/courses/${courseId}/toggle`,
    headers: bearer(adminToken),
    payload: { isEnabled },
  });
  if (res.statusCode !== 200) throw new Error(`toggle failed ${res.statusCode} ${res.body}`);
}
