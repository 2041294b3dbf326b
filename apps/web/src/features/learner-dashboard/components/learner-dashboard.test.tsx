// @vitest-environment jsdom
import type { TenantCourse } from '@complyra/core/assignments/assignments.schema';
import type { UserCourseRecord } from '@complyra/core/learner/learner.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LearnerDashboard } from './learner-dashboard';

const tenantId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';

function course(id: string, title: string, mandatory: boolean): TenantCourse {
  return {
    id,
    courseId: id,
    title,
    description: `${title} description`,
    tags: '',
    learningObjectives: '',
    duration: 10,
    audioSeconds: 600,
    materialUrl: '',
    materialName: 'deck.pdf',
    materialType: 'pdf',
    enrolledUsers: 1,
    status: 'ready',
    stage: 'ready',
    slidesTotal: 5,
    slidesDone: 5,
    failureReason: null,
    rendering: 'pdf',
    createdAt: '2026-01-01T00:00:00.000Z',
    mandatory,
    skippable: false,
    retryType: 'SAME',
    isEnabled: true,
    pocs: [],
    copyStatus: 'ready',
    copySlidesDone: 5,
    assignedAt: '2026-01-01T00:00:00.000Z',
    dueDate: null,
    dueDays: null,
    recurMonths: null,
    courseVersion: 1,
  };
}

const courses = [course('c-new', 'Anti-Bribery Basics', true), course('c-half', 'Data Privacy', false), course('c-done', 'Workplace Safety', true)];
// c-new has no course record: it counts as 0%.
let progressByCourse: Record<string, number | undefined> = {};

/** The employee's course records as the server answers them: one per course with progress. */
function recordsFromProgress(): UserCourseRecord[] {
  return Object.entries(progressByCourse).map(([courseId, progress]) => ({
    courseId, progress: progress ?? 0, canRetakeQuiz: false, canDownloadCertificate: false,
    certificateUrl: null, dueAt: null, dueStatus: 'none',
  }));
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubApi(overrides: { enabledStatus?: number; reportStatus?: number; records?: UserCourseRecord[] } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/user-dashboard/profile') return json({ id: userId, name: 'Erin Employee', email: 'erin@acme.test' });
    if (url.pathname === '/api/tenant-admin/user/enabled-courses') {
      return overrides.enabledStatus ? json({ message: 'boom' }, overrides.enabledStatus) : json(courses);
    }
    if (url.pathname === `/api/user-dashboard/dashboard/${userId}/courses`) return json(overrides.records ?? recordsFromProgress());
    if (url.pathname === `/api/user-dashboard/dashboard/${userId}/profile`) {
      return overrides.reportStatus ? json({ message: 'User not found' }, overrides.reportStatus) : json({ id: userId, name: 'Erin Employee', email: 'erin@acme.test' });
    }
    return json({ message: 'unexpected' }, 500);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDashboard(props: { userId?: string | null; report?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onPlay = vi.fn();
  render(
    <QueryClientProvider client={client}>
      {props.report ? (
        <LearnerDashboard tenantId={tenantId} userId={userId} report />
      ) : (
        <LearnerDashboard
          tenantId={tenantId}
          userId={props.userId === undefined ? userId : props.userId}
          onPlay={onPlay}
          onTakeQuiz={vi.fn()}
        />
      )}
    </QueryClientProvider>,
  );
  return { onPlay };
}

describe('LearnerDashboard', () => {
  beforeEach(() => {
    progressByCourse = { 'c-half': 40, 'c-done': 100 };
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('welcomes the user and labels each card by its progress', async () => {
    const fetchMock = stubApi();
    const { onPlay } = renderDashboard();
    expect(await screen.findByText('Welcome, Erin Employee')).toBeTruthy();
    expect(screen.getByText('erin@acme.test')).toBeTruthy();
    expect(localStorage.getItem('userName')).toBe('Erin Employee');

    const fresh = screen.getByRole('article', { name: 'Anti-Bribery Basics' });
    expect(within(fresh).getByRole('button', { name: 'Start Course' })).toBeTruthy();
    expect(within(fresh).getByLabelText('Mandatory')).toBeTruthy();
    expect(within(fresh).getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuenow')).toBe('0');

    const half = screen.getByRole('article', { name: 'Data Privacy' });
    expect(within(half).getByRole('button', { name: 'Resume Course' })).toBeTruthy();
    expect(within(half).queryByLabelText('Mandatory')).toBeNull();
    expect(within(half).getByText('40%')).toBeTruthy();

    const done = screen.getByRole('article', { name: 'Workplace Safety' });
    fireEvent.click(within(done).getByRole('button', { name: 'Start Again' }));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ progress: 100 }));
    // Three calls, all at once: progress comes with the course records, not one more call per course.
    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname).sort()).toEqual([
      '/api/tenant-admin/user/enabled-courses',
      '/api/user-dashboard/dashboard/22222222-2222-4222-8222-222222222222/courses',
      '/api/user-dashboard/profile',
    ]);
  });

  it('offers Take Quiz at 100% until the course is passed; then Start Again and the certificate', async () => {
    const record = (courseId: string, passed: boolean): UserCourseRecord => ({
      courseId, progress: 100, canRetakeQuiz: !passed, canDownloadCertificate: passed,
      certificateUrl: passed ? '/api/certificates/ABCD-EFGH-JKMN/pdf' : null, dueAt: null, dueStatus: 'none',
    });
    progressByCourse = { 'c-half': 100, 'c-done': 100 };
    stubApi({ records: [record('c-half', false), record('c-done', true)] });
    renderDashboard();
    const open = await screen.findByRole('article', { name: 'Data Privacy' });
    expect(await within(open).findByRole('button', { name: 'Take Quiz' })).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Start Again' })).toBeTruthy();
    expect(within(open).queryByRole('link', { name: 'Certificate' })).toBeNull();

    const passed = screen.getByRole('article', { name: 'Workplace Safety' });
    expect(await within(passed).findByRole('link', { name: 'Certificate' })).toBeTruthy();
    expect(within(passed).getByRole('link', { name: 'Certificate' }).getAttribute('href')).toBe('/api/certificates/ABCD-EFGH-JKMN/pdf');
    expect(within(passed).getByRole('button', { name: 'Start Again' })).toBeTruthy();
    expect(within(passed).queryByRole('button', { name: 'Take Quiz' })).toBeNull();
  });

  it('shows each course\'s due date beside its status and puts overdue mandatory courses first', async () => {
    const dueIn = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000 - 60_000).toISOString();
    const record = (courseId: string, dueAt: string, dueStatus: UserCourseRecord['dueStatus']): UserCourseRecord => ({
      courseId, progress: 0, canRetakeQuiz: false, canDownloadCertificate: false, certificateUrl: null, dueAt, dueStatus,
    });
    stubApi({ records: [record('c-new', dueIn(10), 'on-time'), record('c-half', dueIn(3), 'due-soon'), record('c-done', dueIn(-2), 'overdue')] });
    renderDashboard();
    const late = await screen.findByRole('article', { name: 'Workplace Safety' });
    expect(await within(late).findByText('Overdue')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Data Privacy' })).getByText('Due in 3 days')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Anti-Bribery Basics' })).getByText('Due in 10 days')).toBeTruthy();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label') ?? card.textContent?.slice(0, 20))[0])
      .toMatch(/Workplace Safety/);
  });

  it('summarizes and filters the courses, with the empty state', async () => {
    stubApi();
    renderDashboard();
    await screen.findByText('Welcome, Erin Employee');
    const summary = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;
    expect(summary('Total Courses')).toBe('3');
    expect(summary('Completed')).toBe('1');
    expect(summary('In Progress')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'In Progress' }));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Data Privacy']);
    fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Workplace Safety']);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);

    // Overview: mandatory courses are c-new (0) and c-done (100): 50% on average, 1 of 2 completed.
    fireEvent.change(screen.getByLabelText('Courses shown in the overview'), { target: { value: 'mandatory' } });
    expect(screen.getByTestId('overview-percent').textContent).toBe('50%');
    expect(screen.getByTestId('overview-counts').textContent).toContain('1 of 2 completed');
  });

  it('shows the empty state when a category has no courses', async () => {
    progressByCourse['c-done'] = 80;
    stubApi();
    renderDashboard();
    await screen.findByText('Welcome, Erin Employee');
    fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
    expect(screen.getByText('No courses found')).toBeTruthy();
    expect(screen.getByText('There are no courses in this category yet.')).toBeTruthy();
  });

  it('says so when the token has no user id, and when loading fails', async () => {
    stubApi();
    renderDashboard({ userId: null });
    expect(await screen.findByText('User ID not found in token')).toBeTruthy();
    cleanup();

    stubApi({ enabledStatus: 500 });
    renderDashboard();
    expect(await screen.findByText('Failed to load data')).toBeTruthy();
  });

  it('as an admin\'s report shows that employee\'s name, e-mail and courses, read-only', async () => {
    localStorage.removeItem('userName');
    const fetchMock = stubApi();
    renderDashboard({ report: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Erin Employee' })).toBeTruthy();
    expect(screen.getByText('erin@acme.test')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Data Privacy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Start Course|Continue|Start Again/ })).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).toContain(`/api/user-dashboard/dashboard/${userId}/profile`);
    expect(asked).not.toContain('/api/user-dashboard/profile');
    // Someone else's report does not become the admin's certificate name.
    expect(localStorage.getItem('userName')).toBeNull();
  });

  it('as a report the server refuses, says why', async () => {
    stubApi({ reportStatus: 404 });
    renderDashboard({ report: true });
    expect(await screen.findByText('User not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
