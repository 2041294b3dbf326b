import type { AiTrailCounts, AiTrailDetail, AiTrailPage } from '@complyra/core/audit/ai-trail.schema';
import type { ListParams } from '@complyra/core/system/paging.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listQueryString } from '../../../lib/list-query-string';
import { queryKeys } from '../../../lib/query-keys';

const failed = 'Failed to load the AI helper questions';

/** GET /api/admin/ai-trail: one page of the organization's questions, newest first, with no names. */
export function useAiTrail(tenantId: string, params: ListParams<'createdAt'>) {
  return useQuery({
    queryKey: queryKeys.aiTrail(tenantId, params),
    queryFn: () => api.get<AiTrailPage>(`/api/admin/ai-trail?${listQueryString({ tenantId, ...params })}`, { errorMessage: failed }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/ai-trail/counts: questions per course. */
export function useAiTrailCounts(tenantId: string) {
  return useQuery({
    queryKey: queryKeys.aiTrail(tenantId, 'counts'),
    queryFn: () => api.get<AiTrailCounts>(`/api/admin/ai-trail/counts?tenantId=${encodeURIComponent(tenantId)}`, { errorMessage: failed }),
  });
}

/** GET /api/admin/ai-trail/{id}: the answer and who asked; only fetched when the admin opens the question (the server records it). */
export function useAiTrailEntry(tenantId: string, id: string | null) {
  return useQuery({
    queryKey: queryKeys.aiTrail(tenantId, { id }),
    queryFn: () =>
      api.get<AiTrailDetail>(`/api/admin/ai-trail/${encodeURIComponent(id ?? '')}?tenantId=${encodeURIComponent(tenantId)}`, {
        errorMessage: failed,
      }),
    enabled: id !== null,
  });
}
