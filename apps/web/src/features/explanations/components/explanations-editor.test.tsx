// @vitest-environment jsdom
import type { Explanation } from '@complyra/core/courses/courses.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render-with-providers';
import { mediaLinkRefreshMs } from '../../../lib/media-links';
import { ExplanationsEditor } from './explanations-editor';

const courseId = 'course-1';
const tenantId = 'tenant-1';

function slide(n: number, explanation: string): Explanation {
  return {
    slide: n,
    content: `Content of slide ${n}`,
    explanation,
    explanation_audio: `/media/slide-${n}.mp3`,
    explanation_subtitle: null,
    isApproved: true,
  };
}

/** The editor on a server that answers the explanations list; every call is recorded. */
function renderEditor(slides: Explanation[]) {
  const fetchMock = vi.fn(async () => jsonResponse(200, slides));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <MemoryRouter>
      <ExplanationsEditor courseId={courseId} tenantId={tenantId} />
    </MemoryRouter>,
  );
  return fetchMock;
}

const card = (n: number) => screen.getByTestId(`explanation-slide-${n}`);
const text = (n: number) => screen.getByTestId(`explanation-text-${n}`);

async function startEditing(n: number, draft: string) {
  fireEvent.doubleClick(await screen.findByTestId(`explanation-text-${n}`));
  const box = screen.getByLabelText(`Edit explanation of slide ${n}`);
  fireEvent.change(box, { target: { value: draft } });
  return box;
}

describe('ExplanationsEditor', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says when the course has no explanations', async () => {
    renderEditor([]);
    expect(await screen.findByText('No explanations found for this course.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Course Explanations' })).toBeTruthy();
  });

  it('saves an edit locally on Enter and clears the approval, without calling the server', async () => {
    const fetchMock = renderEditor([slide(1, 'Welcome.'), slide(2, 'Lock your screen.')]);
    const box = await startEditing(2, 'Lock your screen every time you leave.');
    expect(within(card(2)).getByText('Approved', { exact: true })).toBeTruthy();
    const calls = fetchMock.mock.calls.length;
    fireEvent.keyDown(box, { key: 'Enter' });

    expect(text(2).textContent).toBe('Lock your screen every time you leave.');
    expect(await screen.findByText('Explanation saved successfully!')).toBeTruthy();
    expect(within(card(2)).getByText('Not approved')).toBeTruthy();
    expect(within(card(1)).getByText('Approved', { exact: true })).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('renews the audio links while it stays open, keeping an edit saved locally and a playing narration\'s link until it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // Every answer carries new links, as the server's expiring media links do.
      let answers = 0;
      vi.stubGlobal('fetch', vi.fn(async () => {
        answers++;
        const link = (s: Explanation) => ({ ...s, explanation_audio: `/media/slide-${s.slide}.mp3?link=${answers}` });
        return jsonResponse(200, [link(slide(1, 'Welcome.')), link(slide(2, 'Lock your screen.'))]);
      }));
      renderWithProviders(
        <MemoryRouter>
          <ExplanationsEditor courseId={courseId} tenantId={tenantId} />
        </MemoryRouter>,
      );
      const box = await startEditing(2, 'Lock your screen every time you leave.');
      fireEvent.keyDown(box, { key: 'Enter' });
      const audio = (n: number) => screen.getByTestId(`explanation-audio-${n}`).getAttribute('src');
      expect(audio(1)).toBe('/media/slide-1.mp3?link=1');

      // Slide 1's narration plays: a new source would stop it, so it keeps its link until it ends.
      fireEvent.play(screen.getByTestId('explanation-audio-1'));

      await vi.advanceTimersByTimeAsync(mediaLinkRefreshMs);
      await waitFor(() => expect(audio(2)).toBe('/media/slide-2.mp3?link=2'));
      expect(text(2).textContent).toBe('Lock your screen every time you leave.');
      expect(within(card(2)).getByText('Not approved')).toBeTruthy();
      expect(audio(1)).toBe('/media/slide-1.mp3?link=1');
      fireEvent.ended(screen.getByTestId('explanation-audio-1'));
      await waitFor(() => expect(audio(1)).toBe('/media/slide-1.mp3?link=2'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('cancels an edit on Escape', async () => {
    renderEditor([slide(1, 'Welcome.')]);
    const box = await startEditing(1, 'Not this.');
    fireEvent.keyDown(box, { key: 'Escape' });

    expect(screen.queryByLabelText('Edit explanation of slide 1')).toBeNull();
    expect(text(1).textContent).toBe('Welcome.');
    // Nothing saved locally: the slide stays approved and Revert has no history.
    expect(within(card(1)).getByText('Approved', { exact: true })).toBeTruthy();
    expect(window.sessionStorage.getItem(`explanation_history_${courseId}_1`)).toBeNull();
  });

  it('says there is nothing to revert to before any edit, and reverts an edit after one', async () => {
    renderEditor([slide(1, 'Welcome.')]);
    fireEvent.click(within(await screen.findByTestId('explanation-slide-1')).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('No previous explanation to revert to.')).toBeTruthy();

    fireEvent.keyDown(await startEditing(1, 'Edited welcome.'), { key: 'Enter' });
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Revert' }));
    expect(text(1).textContent).toBe('Welcome.');
    expect(await screen.findByText('Reverted to previous explanation!')).toBeTruthy();
  });

  it('says on the card that learners hear the approved text after Revert or Clear, until Approve saves it', async () => {
    const approved = slide(1, 'Welcome.');
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') {
        const { explanation } = JSON.parse(String(init.body)) as { explanation: string };
        return jsonResponse(200, { ...approved, explanation, isApproved: true, audioStatus: 'ready' });
      }
      return jsonResponse(200, [approved]);
    }));
    renderWithProviders(
      <MemoryRouter>
        <ExplanationsEditor courseId={courseId} tenantId={tenantId} />
      </MemoryRouter>,
    );
    const note = 'Not approved — learners hear the approved text until you press Approve.';
    await screen.findByTestId('explanation-slide-1');
    expect(within(card(1)).queryByText(note)).toBeNull();

    fireEvent.keyDown(await startEditing(1, 'Edited welcome.'), { key: 'Enter' });
    fireEvent.keyDown(await startEditing(1, 'Edited again.'), { key: 'Enter' });
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Revert' }));
    expect(text(1).textContent).toBe('Edited welcome.');
    expect(within(card(1)).getByText(note)).toBeTruthy();

    fireEvent.click(within(card(1)).getByRole('button', { name: 'Clear' }));
    expect(text(1).textContent).toBe('Welcome.');
    expect(within(card(1)).getByText('Not approved')).toBeTruthy();
    expect(within(card(1)).getByText(note)).toBeTruthy();

    fireEvent.click(within(card(1)).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Explanation updated successfully')).toBeTruthy();
    expect(within(card(1)).getByText('Approved', { exact: true })).toBeTruthy();
    expect(within(card(1)).queryByText(note)).toBeNull();
  });

  it('marks the slides the engine was unsure of with Review, and the mark goes once the admin approves the text', async () => {
    const ocr = { code: 'ocr' as const, message: 'Read by OCR from the slide\'s picture.' };
    const unsure = { ...slide(2, 'Lock your screen.'), isApproved: false, review: [ocr] };
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') return jsonResponse(200, { ...unsure, isApproved: true, review: [], audioStatus: 'ready' });
      return jsonResponse(200, [{ ...slide(1, 'Welcome.'), review: [] }, unsure]);
    }));
    renderWithProviders(
      <MemoryRouter>
        <ExplanationsEditor courseId={courseId} tenantId={tenantId} />
      </MemoryRouter>,
    );
    const mark = await within(await screen.findByTestId('explanation-slide-2')).findByRole('button', { name: 'Review slide 2: 1 reason' });
    expect(within(card(1)).queryByRole('button', { name: /^Review slide/ })).toBeNull();
    fireEvent.click(mark);
    expect((await screen.findByRole('dialog', { name: 'Why slide 2 may need a person' })).textContent).toContain(ocr.message);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

    fireEvent.click(within(card(2)).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Explanation updated successfully')).toBeTruthy();
    await waitFor(() => expect(within(card(2)).getByText('Approved', { exact: true })).toBeTruthy());
    expect(within(card(2)).queryByRole('button', { name: /^Review slide/ })).toBeNull();
  });

  it('keeps Enhance Content disabled while the prompt is empty', async () => {
    renderEditor([slide(1, 'Welcome.')]);
    await screen.findByTestId('explanation-slide-1');
    const button = screen.getByRole('button', { name: 'Enhance Content' });
    const prompt = screen.getByPlaceholderText('Suggest how to enhance the content for all slides...');
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.change(prompt, { target: { value: '   ' } });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.change(prompt, { target: { value: 'shorter' } });
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});
