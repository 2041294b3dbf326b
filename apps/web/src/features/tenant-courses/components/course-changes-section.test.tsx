// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CourseChangesSection } from './course-changes-section';

const tenantId = '11111111-1111-4111-8111-111111111111';
const courseId = '22222222-2222-4222-8222-222222222222';
const dana = { userId: '33333333-3333-4333-8333-333333333333', name: 'Dana', email: 'dana@acme.test', courseVersion: 1, completedAt: '2026-01-10T10:00:00.000Z' };
const base = `/api/tenant-admin/tenants/${tenantId}/courses/${courseId}`;

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null });
      if (url === `${base}/changes`) {
        return Response.json({
          courseVersion: 1, deckReplaced: true, approvedExplanations: 0, needsReview: true, outdatedCompleters: [],
        });
      }
      if (url === `${base}/changes/review`) {
        return Response.json({
          courseVersion: 2, deckReplaced: false, approvedExplanations: 0, needsReview: false, outdatedCompleters: [dana],
        });
      }
      if (url === `${base}/retraining`) return Response.json({ reassigned: 1 });
      return Response.json({ message: 'not found' }, { status: 404 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CourseChangesSection', () => {
  it('asks whether a change is material, then re-assigns the earlier version\'s completers with a due date', async () => {
    renderWithProviders(<CourseChangesSection tenantId={tenantId} courseId={courseId} />);
    expect(await screen.findByText('This course changed. Is the change material (do employees need to retake it)?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, material' }));

    const person = await screen.findByRole('checkbox', { name: 'Dana (dana@acme.test), version 1' });
    expect((person as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { name: 'Course changes (version 2)' })).toBeTruthy();
    const reassign = screen.getByRole('button', { name: 'Re-assign' });
    expect((reassign as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Retraining due'), { target: { value: '2099-06-30' } });
    fireEvent.click(reassign);

    expect(await screen.findByText('1 employee re-assigned')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url === `${base}/retraining`)).toBe(true));
    expect(calls.find((c) => c.url === `${base}/changes/review`)?.body).toEqual({ material: true });
    expect(calls.find((c) => c.url === `${base}/retraining`)?.body).toEqual({ userIds: [dana.userId], dueDate: '2099-06-30' });
  });
});
