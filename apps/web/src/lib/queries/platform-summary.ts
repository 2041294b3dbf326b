import type { PlatformSummary } from '@complyra/core/reports/reports.schema';
import { type QueryClient, type QueryKey, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /api/superadmin/summary: the super user's cards, counted on the server (no list is fetched for them). */
export function getPlatformSummary(): Promise<PlatformSummary> {
  return api.get<PlatformSummary>('/api/superadmin/summary', { errorMessage: 'Failed to load data' });
}

export function usePlatformSummary() {
  return useQuery({ queryKey: queryKeys.platformSummary(), queryFn: getPlatformSummary });
}

/**
 * A course or an organization added or removed: its lists and the summary cards that count them. The
 * mutation waits for its list only (as before the cards had their own call), so its success message is
 * not held back by the cards.
 */
export function refreshListAndSummary(queryClient: QueryClient, listKey: QueryKey) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.platformSummary() });
  return queryClient.invalidateQueries({ queryKey: listKey });
}
