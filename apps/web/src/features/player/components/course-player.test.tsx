// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CoursePlayer } from './course-player';

const tenantId = '11111111-1111-4111-8111-111111111111';
const courseId = '33333333-3333-4333-8333-333333333333';

type Api = {
  copyStatus?: 'processing' | 'ready';
  enabled?: boolean;
  slidesStatus?: number;
  explanationsStatus?: number;
  progressStatus?: number;
  /** The server refuses the report of 100% with this reason. */
  finishRefusal?: string;
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubApi(api: Api = {}) {
  const posts: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    if (init?.method === 'POST') {
      const body = init.body ? (JSON.parse(String(init.body)) as { progress?: number }) : null;
      posts.push({ url: path, body });
      if (path.endsWith('/update-progress') && api.progressStatus) return json({ message: 'nope' }, api.progressStatus);
      if (path.endsWith('/update-progress') && api.finishRefusal && body?.progress === 100) {
        return json({ message: api.finishRefusal }, 400);
      }
      return json({ courseId, progress: 0, completed: false, lastSlide: null });
    }
    if (path === '/api/tenant-admin/user/enabled-courses') {
      const course = { id: courseId, courseId, title: 'Anti-Bribery Basics', mandatory: true, skippable: false, retryType: 'SAME' };
      return json(api.enabled === false ? [] : [{ ...course, copyStatus: api.copyStatus ?? 'ready' }]);
    }
    if (path.endsWith('/slides')) {
      if (api.slidesStatus) return json({ message: 'broken' }, api.slidesStatus);
      return json([1, 2].map((number) => ({ number, title: `Rule ${number}`, content: '', imageUrl: null, width: null, height: null })));
    }
    if (path.endsWith('/explanations')) {
      if (api.explanationsStatus) return json({ message: 'broken' }, api.explanationsStatus);
      const ready = api.copyStatus !== 'processing';
      return json(
        [1, 2].map((slide) => ({
          slide,
          content: '',
          explanation: '',
          explanation_audio: ready ? `/api/media/${slide}` : null,
          explanation_subtitle: null,
          isApproved: true,
        })),
      );
    }
    return json({ message: 'unexpected' }, 500);
  });
  vi.stubGlobal('fetch', fetchMock);
  return posts;
}

function renderPlayer(initialProgress = 0, mode: 'employee' | 'admin' = 'employee') {
  renderWithProviders(
    <MemoryRouter>
      <CoursePlayer
        courseId={courseId}
        tenantId={tenantId}
        initialProgress={initialProgress}
        mode={mode}
        onReturn={vi.fn()}
        onStartAssessment={vi.fn()}
      />
    </MemoryRouter>,
  );
}

function finishSlide() {
  const audio = screen.getByTestId('narration');
  Object.defineProperty(audio, 'duration', { configurable: true, value: 10 });
  Object.defineProperty(audio, 'currentTime', { configurable: true, writable: true, value: 10 });
  fireEvent.timeUpdate(audio);
}

describe('CoursePlayer', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('posts progress on each forward move and completes the course', async () => {
    const posts = stubApi();
    renderPlayer();
    expect(await screen.findByText('Slide 1 of 2')).toBeTruthy();
    finishSlide();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    // Where the player opened, then the move with how much of slide 1's audio played.
    expect(posts).toEqual([
      { url: `/api/courses/${courseId}/update-progress`, body: { tenantId, progress: 0, slideNumber: 1 } },
      { url: `/api/courses/${courseId}/update-progress`, body: { tenantId, progress: 50, slideNumber: 2, audioPlayedRatio: 1 } },
    ]);

    finishSlide();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('dialog', { name: 'Course Completed!' })).toBeTruthy();
    expect(posts.slice(2)).toEqual([
      { url: `/api/courses/${courseId}/update-progress`, body: { tenantId, progress: 100, slideNumber: 2, audioPlayedRatio: 1 } },
      { url: `/api/tenant-admin/tenants/${tenantId}/courses/${courseId}/complete`, body: null },
    ]);
  });

  it('says so when progress cannot be saved', async () => {
    stubApi({ progressStatus: 500 });
    renderPlayer();
    await screen.findByText('Slide 1 of 2');
    finishSlide();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Failed to update progress')).toBeTruthy();
    // A server failure has no reason for the learner: the spec's text stands alone.
    expect(screen.queryByText('nope')).toBeNull();
  });

  it('shows the server\'s reason under the spec\'s text when progress is refused', async () => {
    stubApi({ progressStatus: 400 });
    renderPlayer();
    await screen.findByText('Slide 1 of 2');
    finishSlide();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Failed to update progress')).toBeTruthy();
    expect(screen.getByText('nope')).toBeTruthy();
  });

  it('shows why completing the course was refused beside "Failed to complete course"', async () => {
    const reason = 'Reach the last slide and complete at least 80% of the slides before completing the course.';
    const posts = stubApi({ finishRefusal: reason });
    renderPlayer(50);
    await screen.findByText('Slide 2 of 2');
    finishSlide();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Failed to complete course')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Course Completed!' })).toBeNull();
    expect(posts.some((post) => post.url.endsWith('/complete'))).toBe(false);
  });

  it('starts on the slide the stored progress points at', async () => {
    stubApi();
    renderPlayer(50);
    expect(await screen.findByText('Slide 2 of 2')).toBeTruthy();
  });

  it('waits while the personalized copy is generated', async () => {
    stubApi({ copyStatus: 'processing' });
    renderPlayer();
    expect(await screen.findByText('Please wait until we generate a personalized course for you')).toBeTruthy();
  });

  it('shows Course Not Found for a course the employee does not have', async () => {
    stubApi({ enabled: false });
    renderPlayer();
    expect(await screen.findByText('Course Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('sends the admin back to the admin dashboard from a missing course in preview', async () => {
    stubApi({ slidesStatus: 404 });
    renderPlayer(0, 'admin');
    expect(await screen.findByText('Course Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
  });

  it('reports content that fails to load', async () => {
    stubApi({ slidesStatus: 500 });
    renderPlayer();
    expect((await screen.findAllByText('Failed to load course content')).length).toBeGreaterThan(0);
    cleanup();

    stubApi({ explanationsStatus: 500 });
    renderPlayer();
    expect((await screen.findAllByText('Failed to load slide explanations')).length).toBeGreaterThan(0);
  });
});
