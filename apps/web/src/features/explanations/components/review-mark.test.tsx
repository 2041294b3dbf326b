// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewMark } from './review-mark';

const reasons = [
  { code: 'ocr' as const, message: 'Read by OCR from the slide\'s picture.' },
  { code: 'little-said' as const, message: 'The narration says little of what the slide shows: 2 of the slide\'s 30 main words.' },
];

describe('ReviewMark', () => {
  afterEach(cleanup);

  it('shows nothing for a slide without reasons', () => {
    const { container } = render(
      <>
        <ReviewMark slide={1} reasons={[]} />
        <ReviewMark slide={2} reasons={undefined} />
      </>,
    );
    expect(container.textContent).toBe('');
  });

  it('is a Review badge the keyboard reaches, opening the reasons in plain sentences and closing on Escape', async () => {
    render(<ReviewMark slide={3} reasons={reasons} />);
    const badge = screen.getByRole('button', { name: 'Review slide 3: 2 reasons' });
    expect(badge.textContent).toBe('Review');
    expect(badge.tagName).toBe('BUTTON');
    badge.focus();
    expect(document.activeElement).toBe(badge);
    expect(badge.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(badge);
    const panel = await screen.findByRole('dialog', { name: 'Why slide 3 may need a person' });
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Read by OCR from the slide\'s picture.',
      'The narration says little of what the slide shows: 2 of the slide\'s 30 main words.',
    ]);
    expect(within(panel).getByText('Read the explanation beside the slide; approving your text clears these marks.')).toBeTruthy();
    expect(badge.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names a single reason in the singular', () => {
    render(<ReviewMark slide={4} reasons={[reasons[0]!]} />);
    expect(screen.getByRole('button', { name: 'Review slide 4: 1 reason' })).toBeTruthy();
  });
});
