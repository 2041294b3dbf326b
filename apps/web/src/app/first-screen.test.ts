// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import firstScreenSource from '../../first-screen.js?raw';
import { getProfile } from '../features/learner-dashboard/api/get-profile';
import { getUserCourses } from '../features/learner-dashboard/api/get-user-courses';
import { getPlayerCourses } from '../features/player/api/get-player-course';
import { getSlides } from '../features/player/api/get-slides';
import { getEnabledCourses } from '../lib/queries/enabled-courses';
import { getExplanations } from '../lib/queries/explanations';
import { earlyAnswerLifetimeMs } from '../lib/early-answers';

// first-screen.js (inlined into index.html) asks for the dashboard's and the player's data before the app runs:
// these hold it to asking exactly what the app's own calls ask, so the app takes the early answers instead of
// asking again, and to the app asking again whenever an early answer does not fit.

const tenantId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';
const courseId = '33333333-3333-4333-8333-333333333333';
const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: userId, tenantId, role: 'EMPLOYEE' })}.signature`;
const slides = [1, 2, 3].map((number) => ({ number, title: `Rule ${number}`, content: '', imageUrl: `/api/media/slide-${number}` }));

const script = firstScreenSource.replace('const routeChunks = ROUTE_CHUNKS;', 'const routeChunks = [];');

/** Runs first-screen.js at `address`, as the browser does before the app's code. */
function openAt(address: string) {
  window.history.replaceState(null, '', address);
  new Function(script)();
}

function stubServer() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    return new Response(JSON.stringify(path.endsWith('/slides') ? slides : { path }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('first-screen.js', () => {
  beforeEach(() => {
    localStorage.setItem('token', token);
    localStorage.setItem('tenantId', tenantId);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    delete window.__complyraEarlyAnswers;
    document.head.innerHTML = '';
  });

  it('asks for the dashboard\'s data at once; the app\'s calls take those answers instead of asking again', async () => {
    const fetchMock = stubServer();
    openAt('/dashboard');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await Promise.all([getProfile(), getEnabledCourses(tenantId), getUserCourses(userId)]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Once: a refetch asks the server.
    await getProfile();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('asks for the player\'s data and preloads the image of the slide it opens at', async () => {
    const fetchMock = stubServer();
    openAt(`/dashboard/course/${courseId}/play?tenantId=${tenantId}&progress=50`);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await Promise.all([getPlayerCourses(tenantId, false), getExplanations(courseId, tenantId), getSlides(courseId, tenantId)]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // round(50 × 3 / 100) = slide index 2: the third slide.
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe('/api/media/slide-3'));
  });

  it('asks in the order the screen needs: the player\'s slides first, the enabled courses last, at low priority', () => {
    const fetchMock = stubServer();
    const asked = () => fetchMock.mock.calls.map(([input]) => String(input).replace(/\?.*$/, ''));
    // The seventh request for six connections waits for one: the call, not the entry script or the style sheet.
    const priorities = () => fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].priority);
    openAt(`/dashboard/course/${courseId}/play?tenantId=${tenantId}`);
    expect(asked()).toEqual([
      `/api/tenant-admin/tenants/${tenantId}/courses/${courseId}/slides`,
      `/api/courses/${courseId}/explanations`,
      '/api/tenant-admin/user/enabled-courses',
    ]);
    expect(priorities()).toEqual(['auto', 'auto', 'low']);
    fetchMock.mockClear();
    delete window.__complyraEarlyAnswers;
    openAt('/dashboard');
    expect(asked()).toEqual(['/api/user-dashboard/profile', `/api/user-dashboard/dashboard/${userId}/courses`, '/api/tenant-admin/user/enabled-courses']);
    expect(priorities()).toEqual(['auto', 'auto', 'low']);
  });

  it('leaves a signing-in address, another session\'s answers and failed answers to the app', async () => {
    const fetchMock = stubServer();
    openAt(`/dashboard?token=${token}&tenantId=${tenantId}`);
    expect(fetchMock).not.toHaveBeenCalled();

    openAt('/dashboard');
    localStorage.setItem('token', `${token}x`);
    await getProfile();
    expect(fetchMock).toHaveBeenCalledTimes(4);

    localStorage.setItem('token', token);
    delete window.__complyraEarlyAnswers;
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    openAt('/dashboard');
    await expect(getProfile()).resolves.toEqual({ path: '/api/user-dashboard/profile' });

    // An answer left untaken past its lifetime may be stale: the server is asked.
    delete window.__complyraEarlyAnswers;
    openAt('/dashboard');
    const asked = fetchMock.mock.calls.length;
    vi.spyOn(performance, 'now').mockReturnValue(earlyAnswerLifetimeMs + 1);
    await getUserCourses(userId);
    expect(fetchMock).toHaveBeenCalledTimes(asked + 1);
  });
});
