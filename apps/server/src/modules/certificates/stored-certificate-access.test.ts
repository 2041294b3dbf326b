import { quizMessages } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMessages } from '../../access/access-messages.ts';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { insertReadyCourse } from '../../test/catalogue.ts';
import { userIdOf } from '../../test/journey.ts';
import { assignThroughApi, createAppWithCopyJob, saveCompleteDetails } from '../../test/organization.ts';

// The spec's "store" call answers a person's stored certificate through requireAccess('certificate.read'),
// like every other per-thing check: a colleague is refused as such, another organization's person is unknown.
describe('POST /api/user-dashboard/certificates/store asks requireAccess', () => {
  let t: Awaited<ReturnType<typeof createAppWithCopyJob>>;
  let courseId: string;
  const tokens = {} as Record<'employee' | 'colleague' | 'ownAdmin' | 'otherAdmin', string>;
  let employeeId: string;

  beforeAll(async () => {
    t = await createAppWithCopyJob();
    const superToken = await signInSuperUser(t.app, t.database);
    const own = await createOrganization(t.app, superToken, 'Certificate Own Org');
    const other = await createOrganization(t.app, superToken, 'Certificate Other Org');
    courseId = (await insertReadyCourse(t.database.db)).id;
    await saveCompleteDetails(t.app, own.adminToken, own.tenant.id);
    await assignThroughApi(t.app, own.adminToken, own.tenant.id, courseId);
    tokens.ownAdmin = own.adminToken;
    tokens.otherAdmin = other.adminToken;
    tokens.employee = await addEmployee(t.app, own.adminToken, own.tenant.id, 'employee@certificate-own.test');
    tokens.colleague = await addEmployee(t.app, own.adminToken, own.tenant.id, 'colleague@certificate-own.test');
    employeeId = await userIdOf(t.app, tokens.employee);
  }, 120_000);
  afterAll(() => t.close());

  const store = (token: string, userId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user-dashboard/certificates/store',
      headers: bearer(token),
      payload: { userId, courseId, certificateUrl: 'https://forged.example/x.png' },
    });

  it('refuses a colleague with 403, another organization with 404, and finds no certificate for the person or their admin', async () => {
    const answers = await Promise.all(
      (['colleague', 'otherAdmin', 'employee', 'ownAdmin'] as const).map(async (who) => {
        const res = await store(tokens[who], employeeId);
        return [who, res.statusCode, res.json().message];
      }),
    );
    expect(answers).toEqual([
      ['colleague', 403, accessMessages.ownRecordsOnly],
      ['otherAdmin', 404, accessMessages.userNotFound],
      ['employee', 404, quizMessages.certificateNotFound],
      ['ownAdmin', 404, quizMessages.certificateNotFound],
    ]);
  });
});
