// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPager } from './list-pager';

afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ListPager', () => {
  it('says which rows are shown of how many, and pages back and forth', () => {
    const onPageChange = vi.fn();
    render(<ListPager label="Users pages" shown={{ items: [], total: 10_000, page: 2, limit: 20 }} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 21–40 of 10,000')).toBeTruthy();
    fireEvent.click(button('Previous'));
    fireEvent.click(button('Next'));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('cannot go before the first page or past the last', () => {
    const { rerender } = render(
      <ListPager label="Users pages" shown={{ items: [], total: 45, page: 1, limit: 20 }} onPageChange={() => {}} />,
    );
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    rerender(<ListPager label="Users pages" shown={{ items: [], total: 45, page: 3, limit: 20 }} onPageChange={() => {}} />);
    expect(screen.getByText('Showing 41–45 of 45')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
  });

  it('shows nothing for an empty list, and goes to the last page when the list shrank under the one shown', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <ListPager label="Users pages" shown={{ items: [], total: 0, page: 1, limit: 20 }} onPageChange={onPageChange} />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<ListPager label="Users pages" shown={{ items: [], total: 40, page: 3, limit: 20 }} onPageChange={onPageChange} />);
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
