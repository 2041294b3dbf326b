import { authMessages, tenantDetailFields, tenantDetailsMessages } from '@complyra/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, bearer, createOrganization, signInSuperUser } from '../../test/actors.ts';
import { completeDetails } from '../../test/organization.ts';
import { createTestApp } from '../../test/test-app.ts';

describe('organization details', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let superToken: string;
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let other: Awaited<ReturnType<typeof createOrganization>>;
  let employeeToken: string;
  const url = () => `/api/tenants/${org.tenant.id}/details`;

  beforeAll(async () => {
    t = await createTestApp();
    superToken = await signInSuperUser(t.app, t.database);
    org = await createOrganization(t.app, superToken, 'Details Org');
    other = await createOrganization(t.app, superToken, 'Other Details Org');
    employeeToken = await addEmployee(t.app, org.adminToken, org.tenant.id, 'emp@details-org.test');
  });
  afterAll(() => t.close());

  it('answers 404 with a message while none were saved', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(), headers: bearer(org.adminToken) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: tenantDetailsMessages.notFound });
  });

  it('answers 200 with empty details and the company name to the web app\'s ?missing=empty while none were saved', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${url()}?missing=empty`, headers: bearer(org.adminToken) });
    expect(res.statusCode).toBe(200);
    const { companyName, ...details } = res.json().details;
    expect(companyName).toBe('Details Org');
    expect(Object.keys(details).sort()).toEqual([...tenantDetailFields].sort());
    expect(Object.values(details).every((value) => value === '')).toBe(true);
    // The flag changes only the empty state: access is checked the same way.
    const byEmployee = await t.app.inject({ method: 'GET', url: `${url()}?missing=empty`, headers: bearer(employeeToken) });
    expect(byEmployee.statusCode).toBe(403);
    const otherOrg = await t.app.inject({
      method: 'GET',
      url: `/api/tenants/${other.tenant.id}/details?missing=empty`,
      headers: bearer(org.adminToken),
    });
    expect(otherOrg.statusCode).toBe(404);
  });

  it('refuses an invalid e-mail with a 400 message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: bearer(org.adminToken),
      payload: { ...completeDetails, ceoEmail: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('ceoEmail: Invalid email address');
  });

  it('saves the nine fields (empty ones allowed) and answers them with the company name', async () => {
    const partial = { ...completeDetails, ctoName: '', ctoEmail: '', ctoContact: '' };
    const saved = await t.app.inject({ method: 'POST', url: url(), headers: bearer(org.adminToken), payload: partial });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ details: { ...partial, companyName: 'Details Org' } });

    const updated = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: bearer(org.adminToken),
      payload: completeDetails,
    });
    expect(updated.json().details.ctoName).toBe(completeDetails.ctoName);
    const read = await t.app.inject({ method: 'GET', url: url(), headers: bearer(org.adminToken) });
    expect(read.json()).toEqual({ details: { ...completeDetails, companyName: 'Details Org' } });
    const readByWeb = await t.app.inject({ method: 'GET', url: `${url()}?missing=empty`, headers: bearer(org.adminToken) });
    expect(readByWeb.json()).toEqual(read.json());
  });

  it('lets the super user in, keeps employees and other organizations out', async () => {
    const bySuper = await t.app.inject({ method: 'GET', url: url(), headers: bearer(superToken) });
    expect(bySuper.statusCode).toBe(200);
    const byEmployee = await t.app.inject({ method: 'GET', url: url(), headers: bearer(employeeToken) });
    expect(byEmployee.statusCode).toBe(403);
    const byOther = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: bearer(other.adminToken),
      payload: completeDetails,
    });
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().message).toBe(authMessages.organizationNotFound);
  });
});
