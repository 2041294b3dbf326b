// @vitest-environment jsdom
import type { AiTrailEntry } from '@complyra/core/audit/ai-trail.schema';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AiTrailPanel } from './ai-trail-panel';

const tenantId = '11111111-1111-4111-8111-111111111111';
const entry: AiTrailEntry = {
  id: 'q1', question: 'How do I report a phish?', courseId: 'c1', courseTitle: 'Phishing 101', engine: 'ai', outcome: 'answered',
  citedSlides: [{ courseId: 'c1', slide: 3 }, { courseId: 'c1', slide: 5 }], durationMs: 40, createdAt: '2026-11-27T09:00:00.000Z',
};
/** A question the courses gave no answer to: the admin sees it, as what the courses may be missing. */
const refusedEntry: AiTrailEntry = { ...entry, id: 'q2', question: 'Can I bring my dog to work?', engine: 'built-in', outcome: 'refused', citedSlides: [] };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/counts')) return Response.json([{ courseId: 'c1', courseTitle: 'Phishing 101', questions: 1 }, { courseId: null, courseTitle: null, questions: 4 }]);
    if (url.includes('/api/admin/ai-trail/q1')) {
      return Response.json({ ...entry, answer: 'Use the Report button.', askedBy: { userId: 'u1', name: 'Ada Learner', email: 'ada@acme.test' } });
    }
    return Response.json({ items: [entry, refusedEntry], total: 2, page: 1, limit: 20 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AiTrailPanel', () => {
  it('lists questions with course, engine and cited slides, counts per course, and names the asker only when opened', async () => {
    renderWithProviders(<AiTrailPanel tenantId={tenantId} />);
    const row = (await screen.findByText('How do I report a phish?')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Phishing 101')).toBeTruthy();
    expect(within(row).getByText('AI')).toBeTruthy();
    expect(within(row).getByText('3, 5')).toBeTruthy();
    const refusedRow = screen.getByText('Can I bring my dog to work?').closest('tr') as HTMLElement;
    expect(within(refusedRow).getByText('Built-in (not answered by the courses)')).toBeTruthy();
    const counts = screen.getByRole('list', { name: 'Questions per course' });
    expect(counts.textContent).toContain('General chatbot: 4');
    expect(screen.queryByText(/Ada Learner/)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/admin/ai-trail/q1'))).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: 'Show who asked: How do I report a phish?' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Ada Learner (ada@acme.test)')).toBeTruthy();
    expect(within(dialog).getByText('Use the Report button.')).toBeTruthy();
  });
});
