// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatisticsCards } from './statistics-cards';

const tenantId = '11111111-1111-4111-8111-111111111111';

function renderCards(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StatisticsCards tenantId={tenantId} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatisticsCards', () => {
  it('shows the three cards from the statistics call', async () => {
    const fetchMock = renderCards(() =>
      Response.json({
        totalUsers: 12,
        totalCourses: 4,
        completionRate: 37.5,
        trainingStatus: { completed: 6, inProgress: 5, notStarted: 37 },
        overdue: 3,
      }),
    );
    expect((await screen.findByTestId('stat-total-users')).textContent).toBe('…'); // loading
    await screen.findByText('12');
    expect(screen.getByTestId('stat-total-courses').textContent).toBe('4');
    expect(screen.getByText('37.5% completion rate')).toBeTruthy();
    expect(screen.getByText('Completed').nextSibling?.textContent).toBe('6');
    expect(screen.getByText('In Progress').nextSibling?.textContent).toBe('5');
    expect(screen.getByText('Not Started').nextSibling?.textContent).toBe('37');
    expect(screen.getByTestId('stat-overdue').textContent).toBe('Overdue: 3');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(`/api/admin/dashboard/statistics?tenantId=${tenantId}`);
  });

  it('treats 404 as zeros without an error', async () => {
    renderCards(() => Response.json({ message: 'Not found' }, { status: 404 }));
    await screen.findByText('0% completion rate');
    expect(screen.getByTestId('stat-total-users').textContent).toBe('0');
    expect(screen.queryByText('Failed to load statistics. Using default values.')).toBeNull();
  });

  it('falls back to zeros with the notice on any other failure', async () => {
    renderCards(() => Response.json({ message: 'boom' }, { status: 500 }));
    await screen.findByText('Failed to load statistics. Using default values.');
    expect(screen.getByTestId('stat-total-users').textContent).toBe('0');
    expect(screen.getByTestId('stat-total-courses').textContent).toBe('0');
  });
});
