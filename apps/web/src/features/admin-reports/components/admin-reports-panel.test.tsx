// @vitest-environment jsdom
import type { AdminReports } from '@complyra/core/reports/admin-reports.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AdminReportsPanel } from './admin-reports-panel';

const tenantId = '11111111-1111-4111-8111-111111111111';
const alphaId = '22222222-2222-4222-8222-222222222222';
const reports: AdminReports = {
  completionsPerWeek: [{ week: '2026-01-05', completions: 2 }, { week: '2026-01-19', completions: 1 }],
  statusPerCourse: [
    { courseId: alphaId, title: 'Alpha Course', completed: 2, inProgress: 1, notStarted: 2, overdue: 0 },
    { courseId: 'beta', title: 'Beta Course', completed: 1, inProgress: 0, notStarted: 0, overdue: 4 },
  ],
  scoresPerCourse: [
    { courseId: alphaId, title: 'Alpha Course', attempts: 3, averageScore: 76.7, passRate: 66.7 },
    { courseId: 'beta', title: 'Beta Course', attempts: 0, averageScore: null, passRate: null },
  ],
};
let fetchMock: ReturnType<typeof vi.fn>;
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('status=overdue')) return Response.json({ message: 'Internal' }, { status: 500 });
    if (url.includes(`courseId=${alphaId}`)) return Response.json({ completionsPerWeek: [], statusPerCourse: [], scoresPerCourse: [] });
    return Response.json(reports);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminReportsPanel', () => {
  it('shows each report as a chart with its figures in a table for screen readers, and as a visible table on request', async () => {
    renderWithProviders(<AdminReportsPanel tenantId={tenantId} />);
    const chart = await screen.findByRole('img', { name: 'Status per course chart; the table below gives the same figures' });
    expect(chart).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Completions per week chart; the table below gives the same figures' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Average score and pass rate per course chart; the table below gives the same figures' })).toBeTruthy();
    // The screen-reader table holds the figures while the chart shows.
    const statusTable = screen.getByRole('table', { name: 'Employees per course by status' });
    expect(statusTable.closest('.sr-only')).toBeTruthy();
    const beta = within(statusTable).getByText('Beta Course').closest('tr') as HTMLElement;
    expect([...beta.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Beta Course', '1', '0', '0', '4']);
    // A week without completions between two with some is a zero, not a gap.
    const weeksTable = screen.getByRole('table', { name: 'Completions per week (weeks start on Monday)' });
    expect([...weeksTable.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['2026-01-052', '2026-01-120', '2026-01-191']);

    const toggles = screen.getAllByRole('button', { name: 'Show as table' });
    expect(toggles).toHaveLength(3);
    fireEvent.click(toggles[2]!);
    const scores = screen.getByRole('table', { name: 'Submitted quiz attempts per course: average score and pass rate' });
    expect(scores.closest('.sr-only')).toBeNull();
    const alpha = within(scores).getByText('Alpha Course').closest('tr') as HTMLElement;
    expect([...alpha.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Alpha Course', '3', '76.7%', '66.7%']);
    expect(screen.queryByRole('img', { name: /Average score and pass rate per course chart/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show as chart' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { name: 'Export CSV' })).toHaveLength(3);
  });

  it('asks again with the filters, says when nothing matches, and shows an error', async () => {
    renderWithProviders(<AdminReportsPanel tenantId={tenantId} />);
    await screen.findByRole('img', { name: /Status per course chart/ });
    fireEvent.change(screen.getByLabelText('Course'), { target: { value: alphaId } });
    await waitFor(() => expect(screen.getAllByText('No data for these filters.')).toHaveLength(3));
    expect(requested()).toContain(`/api/admin/reports?tenantId=${tenantId}&courseId=${alphaId}`);

    fireEvent.change(screen.getByLabelText('Course'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-06' } });
    await waitFor(() => expect(requested()).toContain(`/api/admin/reports?tenantId=${tenantId}&from=2026-01-06`));

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'overdue' } });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(Array(3).fill('Failed to load reports'));
    expect(requested()).toContain(`/api/admin/reports?tenantId=${tenantId}&from=2026-01-06&status=overdue`);
  });
});
