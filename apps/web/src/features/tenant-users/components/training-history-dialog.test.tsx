// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TrainingHistoryDialog } from './training-history-dialog';

const tenantId = '11111111-1111-4111-8111-111111111111';
const user = { userId: '33333333-3333-4333-8333-333333333333', name: 'Rita', email: 'rita@acme.test' };
const cycle = (overrides: object) => ({
  cycle: 1, reason: 'assigned', courseVersion: 1, startedAt: null, dueAt: null, endedAt: null, endReason: null, progress: 100,
  completedAt: '2026-01-10T10:00:00.000Z', attempts: [], certificates: [], ...overrides,
});
const history = [{
  courseId: 'c1',
  title: 'Annual Phishing',
  cycles: [
    cycle({ cycle: 2, reason: 'recertification', dueAt: '2027-01-24T10:00:00.000Z', progress: 0, completedAt: null }),
    cycle({
      endedAt: '2027-01-10T10:00:00.000Z', endReason: 'expired',
      attempts: [{ id: 'a1', courseVersion: 1, score: 90, passed: true, createdAt: '2026-01-10T09:50:00.000Z', submittedAt: '2026-01-10T10:00:00.000Z' }],
      certificates: [{ code: 'ABCD-EFGH-JKMN', courseVersion: 1, issuedAt: '2026-01-10T10:00:00.000Z', expiresAt: '2027-01-10T10:00:00.000Z', status: 'expired' }],
    }),
  ],
}];

let urls: string[] = [];
beforeEach(() => {
  urls = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    urls.push(url);
    return Response.json(history);
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TrainingHistoryDialog', () => {
  it('shows every cycle of each course, the current one first, with the earlier attempts and certificates kept', async () => {
    renderWithProviders(<TrainingHistoryDialog tenantId={tenantId} user={user} onOpenChange={() => {}} />);
    const course = await screen.findByRole('region', { name: 'Annual Phishing' });
    const [current, earlier] = within(course).getAllByRole('listitem');
    expect(current!.textContent).toContain('Cycle 2');
    expect(current!.textContent).toContain('Recertification');
    expect(current!.textContent).toContain('Current');
    expect(current!.textContent).toContain('Progress 0% · Completed - · Due 2027-01-24');
    expect(earlier!.textContent).toContain('Ended 2027-01-10 (certificate expired)');
    expect(earlier!.textContent).toContain('Attempts: 2026-01-10 90% passed');
    expect(earlier!.textContent).toContain('Certificate ABCD-EFGH-JKMN (version 1), issued 2026-01-10, expires 2027-01-10, expired');
    expect(urls).toEqual([`/api/tenant-admin/tenants/${tenantId}/users/${user.userId}/course-history`]);
  });
});
