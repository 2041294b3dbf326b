// @vitest-environment jsdom
import type { Course } from '@complyra/core/courses/courses.schema';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCourse } from '../testing/course-fixture';
import { pagedAnswer, queriesTo } from '../../../testing/paged-answer';
import { jsonResponse, renderWithProviders } from '../../../testing/render-with-providers';
import { CourseCatalogue } from './course-catalogue';

/** The catalogue's answer: one page of these courses, as GET /api/courses?page=… gives it. */
const catalogue = (url: string, courses: Course[]) => jsonResponse(200, pagedAnswer(url, courses, (course) => [course.title]));

async function openMenuItem(title: string, name: string) {
  // Radix opens menus on pointerdown, which jsdom does not model; the keyboard path is the same menu.
  fireEvent.keyDown(await screen.findByRole('button', { name: `Actions for ${title}` }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('CourseCatalogue', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('moves a processing course\'s bar without a reload and stops polling once it is ready', async () => {
    const answers: Course[][] = [
      [makeCourse({ status: 'processing', stage: 'speaking', slidesDone: 11, slidesTotal: 30 })],
      [makeCourse({ status: 'processing', stage: 'speaking', slidesDone: 12, slidesTotal: 30 })],
      [makeCourse()],
    ];
    const fetchMock = vi.fn(async (url: string) => catalogue(url, (answers.length > 1 ? answers.shift() : answers[0]) ?? []));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CourseCatalogue />);

    expect(await screen.findByText('Narrating slide 12 of 30')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: /Narrating slide 12 of 30/ })).toBeTruthy();
    expect(await screen.findByText('Narrating slide 13 of 30', undefined, { timeout: 4000 })).toBeTruthy();
    // Ready, with the slide count and the course's length by the one duration rule (whole minutes).
    const ready = await screen.findByText('Ready', undefined, { timeout: 4000 });
    expect(ready.closest('[role="status"]')?.textContent).toBe('Ready·30 slides·12 minutes');
    expect(screen.queryByRole('progressbar')).toBeNull();
    const calls = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(fetchMock.mock.calls.length).toBe(calls);
  }, 12_000);

  it('says what a course is doing once every slide is spoken, not a bare 100%, until it is ready', async () => {
    const finishing = makeCourse({ status: 'processing', stage: 'speaking', slidesDone: 30, slidesTotal: 30 });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => catalogue(url, [finishing])));
    renderWithProviders(<CourseCatalogue />);
    const card = await screen.findByRole('article', { name: finishing.title });
    const status = await within(card).findByRole('status');
    expect(status.textContent).toBe('Finishing: preparing the slide images…');
    expect(within(card).getByRole('progressbar', { name: `${finishing.title}: Finishing: preparing the slide images…` })).toBeTruthy();
    expect(within(card).queryByText(/%$/)).toBeNull();
  });

  it('shows a failed course\'s reason and retries it', async () => {
    const failed = makeCourse({ status: 'failed', stage: 'failed', failureReason: 'The deck has no slides.' });
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/retry') && init?.method === 'POST') return jsonResponse(200, { ...failed, status: 'processing' });
      return catalogue(url, [failed]);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CourseCatalogue />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed: The deck has no slides.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`Processing of ${failed.title} restarted`)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/superadmin/course/${failed.id}/retry`)).toBe(true);
  });

  it('shows the enrolled users and opens the details dialog with the material link', async () => {
    const course = makeCourse();
    vi.stubGlobal('fetch', vi.fn(async (url: string) => catalogue(url, [course])));
    renderWithProviders(<CourseCatalogue />);
    const card = await screen.findByRole('article', { name: course.title });
    expect(card.className).toContain('h-[340px]');
    expect(within(card).getByText('7 enrolled')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: course.title });
    expect(within(dialog).getByText('ethics, finance')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Open Course Material' });
    expect(link.getAttribute('href')).toBe(course.materialUrl);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('deletes a course only after confirmation', async () => {
    const course = makeCourse();
    let deleted = false;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        deleted = true;
        return jsonResponse(204, null);
      }
      return catalogue(url, deleted ? [] : [course]);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CourseCatalogue />);
    await openMenuItem(course.title, 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Are you sure you want to delete the course Anti-bribery essentials\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Course deleted successfully')).toBeTruthy();
    expect(await screen.findByText('No courses yet. Add the first one with Add Course.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/superadmin/course/${course.id}` && init?.method === 'DELETE')).toBe(
      true,
    );
  });

  it('opens Update as the Edit Course dialog', async () => {
    const course = makeCourse();
    vi.stubGlobal('fetch', vi.fn(async (url: string) => catalogue(url, [course])));
    renderWithProviders(<CourseCatalogue />);
    await openMenuItem(course.title, 'Update');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Course' });
    expect((within(dialog).getByLabelText('Course Title') as HTMLInputElement).value).toBe(course.title);
    expect(within(dialog).getByRole('button', { name: 'Update Course' })).toBeTruthy();
  });

  it('pages, searches and orders the Courses tab on the server', async () => {
    const courses = Array.from({ length: 14 }, (_, i) =>
      makeCourse({ id: `c${i + 1}`, title: `Course ${String(i + 1).padStart(2, '0')}` }),
    );
    const fetchMock = vi.fn(async (url: string) => catalogue(url, courses));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CourseCatalogue />);
    expect(await screen.findByText('Showing 1–12 of 14')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 13–14 of 14')).toBeTruthy();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Course 13', 'Course 14']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'title:asc' } });
    await screen.findByText('Showing 1–12 of 14');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), { target: { value: 'course 1' } });
    // Course 10 to Course 14.
    expect(await screen.findByText('Showing 1–5 of 5', undefined, { timeout: 4000 })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), { target: { value: 'fire drills' } });
    expect(await screen.findByText('No results for "fire drills".', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByText('No courses yet. Add the first one with Add Course.')).toBeNull();
    const asked = queriesTo(fetchMock, '/api/courses').map((q) => Object.fromEntries(q));
    expect(asked).toContainEqual({ page: '2', limit: '12', sort: 'createdAt', order: 'desc' });
    expect(asked).toContainEqual({ page: '1', limit: '12', sort: 'title', order: 'asc', search: 'course 1' });
  }, 15_000);

  it('shows the newest three on the overview, without the list controls', async () => {
    const fetchMock = vi.fn(async (url: string) => catalogue(url, [makeCourse()]));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CourseCatalogue limit={3} />);
    await screen.findByRole('article', { name: 'Anti-bribery essentials' });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(Object.fromEntries(queriesTo(fetchMock, '/api/courses')[0] ?? [])).toEqual({
      page: '1',
      limit: '3',
      sort: 'createdAt',
      order: 'desc',
    });
  });
});
