// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TenantCoursesPanel } from './tenant-courses-panel';

const tenantId = '11111111-1111-4111-8111-111111111111';
const course = (courseId: string, title: string, over: Record<string, unknown> = {}) => ({
  id: courseId,
  courseId,
  title,
  description: 'About the rules.',
  tags: 'ethics',
  learningObjectives: 'Know them',
  duration: 5,
  materialUrl: '',
  materialName: 'a.pdf',
  materialType: 'pdf',
  enrolledUsers: 0,
  status: 'ready',
  stage: 'ready',
  slidesTotal: 2,
  slidesDone: 2,
  failureReason: null,
  rendering: 'pdf',
  createdAt: '2026-01-01T00:00:00.000Z',
  mandatory: true,
  skippable: false,
  retryType: 'SAME',
  isEnabled: true,
  pocs: [],
  copyStatus: 'ready',
  copySlidesDone: 2,
  assignedAt: '2026-01-01T00:00:00.000Z',
  dueDate: null,
  dueDays: null,
  recurMonths: null,
  courseVersion: 1,
  ...over,
});

let courses: ReturnType<typeof course>[];
let toggleAnswer: (() => Response) | null;
let releaseToggle: () => void;
let toggles: unknown[];

beforeEach(() => {
  toggles = [];
  toggleAnswer = null;
  courses = [
    course('c1', 'Anti-Bribery'),
    course('c2', 'Data Privacy', { mandatory: false, copyStatus: 'processing' }),
    course('c3', 'Fire Safety', { isEnabled: false }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { isEnabled: boolean };
        toggles.push({ url, body });
        // Held until the test lets the server answer.
        await new Promise<void>((resolve) => (releaseToggle = resolve));
        const answer = toggleAnswer?.();
        if (answer) return answer;
        const id = url.split('/').at(-2);
        courses = courses.map((c) => (c.courseId === id ? { ...c, isEnabled: body.isEnabled } : c));
        return Response.json(courses.find((c) => c.courseId === id));
      }
      if (url.endsWith('/enabled')) return Response.json(courses.filter((c) => c.isEnabled));
      if (url.endsWith('/disabled')) return Response.json(courses.filter((c) => !c.isEnabled));
      return Response.json(courses);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const router = createMemoryRouter([{ path: '/', element: <TenantCoursesPanel tenantId={tenantId} /> }]);
  renderWithProviders(<RouterProvider router={router} />);
}

function openMenu(title: string) {
  const card = screen.getByRole('article', { name: title });
  fireEvent.keyDown(within(card).getByRole('button', { name: `Actions for ${title}` }), { key: 'Enter' });
}

describe('TenantCoursesPanel', () => {
  it('shows Active Courses by default, mandatory in red and the personalized copy still processing', async () => {
    renderPanel();
    const bribery = await screen.findByRole('article', { name: 'Anti-Bribery' });
    expect(screen.getByRole('button', { name: 'Active Courses' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('article', { name: 'Fire Safety' })).toBeNull();
    expect(bribery.getAttribute('data-mandatory')).toBe('true');
    const privacy = screen.getByRole('article', { name: 'Data Privacy' });
    expect(privacy.getAttribute('data-mandatory')).toBe('false');
    expect(within(privacy).getByText('Please wait until we generate a personalized course for you')).toBeTruthy();
    expect(within(privacy).getByRole('button', { name: 'Play' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Inactive Courses' }));
    await screen.findByRole('article', { name: 'Fire Safety' });
    expect(screen.queryByRole('article', { name: 'Anti-Bribery' })).toBeNull();
  });

  it('moves a course only after the server agrees and blocks other toggles meanwhile', async () => {
    renderPanel();
    await screen.findByRole('article', { name: 'Anti-Bribery' });
    openMenu('Anti-Bribery');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    await waitFor(() => expect(toggles).toHaveLength(1));
    expect(toggles[0]).toEqual({
      url: `/api/tenant-admin/tenants/${tenantId}/courses/c1/toggle`,
      body: { isEnabled: false },
    });
    // Still listed while the server has not answered; another card's toggle is disabled.
    expect(screen.getByRole('article', { name: 'Anti-Bribery' })).toBeTruthy();
    openMenu('Data Privacy');
    expect((await screen.findByRole('menuitem', { name: 'Deactivate' })).getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Deactivate' }), { key: 'Escape' });

    releaseToggle();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Anti-Bribery' })).toBeNull());
    expect(toggles).toHaveLength(1);
  });

  it('keeps the course where it is and shows the server\'s error when the toggle fails', async () => {
    toggleAnswer = () => Response.json({ error: 'This course is not assigned to the organization.' }, { status: 404 });
    renderPanel();
    await screen.findByRole('article', { name: 'Anti-Bribery' });
    openMenu('Anti-Bribery');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    await waitFor(() => expect(toggles).toHaveLength(1));
    releaseToggle();
    await screen.findByText('This course is not assigned to the organization.');
    expect(screen.getByRole('article', { name: 'Anti-Bribery' })).toBeTruthy();
  });
});
