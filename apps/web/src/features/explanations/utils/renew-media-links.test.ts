import type { Explanation } from '@complyra/core/courses/courses.schema';
import { describe, expect, it } from 'vitest';
import { renewMediaLinks } from './renew-media-links';

const slide = (n: number, explanation: string, link: string): Explanation => ({
  slide: n,
  content: `Content ${n}`,
  explanation,
  explanation_audio: `/api/media/${link}-${n}.mp3`,
  explanation_subtitle: `/api/media/${link}-${n}.vtt`,
  isApproved: true,
});

describe('renewMediaLinks', () => {
  it('takes the fresh links and keeps the texts being edited', () => {
    const held = [{ ...slide(1, 'My unsaved draft.', 'old'), isApproved: false }, slide(2, 'Lock your screen.', 'old')];
    const fresh = [slide(1, 'Saved text.', 'new'), slide(2, 'Lock your screen.', 'new')];
    expect(renewMediaLinks(held, fresh)).toEqual([
      { ...held[0], explanation_audio: '/api/media/new-1.mp3', explanation_subtitle: '/api/media/new-1.vtt' },
      { ...held[1], explanation_audio: '/api/media/new-2.mp3', explanation_subtitle: '/api/media/new-2.vtt' },
    ]);
  });

  it('leaves a slide whose new audio is still being spoken, and answers the same list when nothing changed', () => {
    const preparing = { ...slide(1, 'Approved just now.', 'old'), audioPreparing: true };
    const held = [preparing, slide(2, 'Lock your screen.', 'same')];
    const fresh = [slide(1, 'Approved just now.', 'new'), slide(2, 'Lock your screen.', 'same')];
    expect(renewMediaLinks(held, fresh)).toBe(held);
  });
});
