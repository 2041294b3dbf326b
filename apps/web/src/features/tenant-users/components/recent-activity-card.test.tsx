// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentActivityCard } from './recent-activity-card';

const tenantId = '11111111-1111-4111-8111-111111111111';

function renderCard(answer: () => Response) {
  vi.stubGlobal('fetch', vi.fn(async () => answer()));
  const onViewAllUsers = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RecentActivityCard tenantId={tenantId} onViewAllUsers={onViewAllUsers} />
    </QueryClientProvider>,
  );
  return { onViewAllUsers };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecentActivityCard', () => {
  it('shows the loading text, the description and then the empty text; View All Users switches tab', async () => {
    const { onViewAllUsers } = renderCard(() => Response.json([]));
    expect(screen.getByText('Loading activity...')).toBeTruthy();
    expect(screen.getByText('Latest user course activity')).toBeTruthy();
    await screen.findByText('No recent activity found.');
    fireEvent.click(screen.getByRole('button', { name: 'View All Users' }));
    expect(onViewAllUsers).toHaveBeenCalledTimes(1);
  });

  it('lists recent employees with the same columns as the Users tab', async () => {
    renderCard(() =>
      Response.json([
        {
          userId: 'u1',
          name: 'Ana',
          email: 'ana@acme.test',
          lastActivityAt: '2026-01-02T00:00:00.000Z',
          courses: {
            total: 2,
            notStarted: 0,
            inProgress: 1,
            completed: 1,
            inProgressDetails: [{ courseId: 'c1', title: 'Anti-Bribery', progress: 50 }],
            completedDetails: [{ courseId: 'c2', title: 'Data Privacy' }],
            notStartedDetails: [],
          },
        },
      ]),
    );
    await screen.findByText('Ana');
    for (const column of ['Name', 'Email', 'Not Started', 'In Progress', 'Completed', 'Overall Status'])
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    expect(screen.getByText('0/2')).toBeTruthy();
    expect(screen.getAllByText('1/2')).toHaveLength(2);
    expect(screen.getAllByText('In Progress')).toHaveLength(2); // the header and the status
  });

  it('falls back to an empty list with the spec\'s notice when the call fails', async () => {
    renderCard(() => Response.json({ message: 'boom' }, { status: 500 }));
    await screen.findByText('Failed to load recent activity. Using empty array.');
    expect(screen.getByText('No recent activity found.')).toBeTruthy();
  });
});
