import type { Explanation } from '@complyra/core/courses/courses.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export function getExplanations(courseId: string, tenantId: string): Promise<Explanation[]> {
  const query = new URLSearchParams({ tenantId });
  return api.get<Explanation[]>(`/api/courses/${encodeURIComponent(courseId)}/explanations?${query}`, {
    errorMessage: 'Failed to fetch explanations',
  });
}

/** `refetchInterval`: for screens that play the narration for long (its audio links expire within the hour). */
export function useExplanations(courseId: string, tenantId: string, options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: queryKeys.courseExplanations(tenantId, courseId),
    queryFn: () => getExplanations(courseId, tenantId),
    enabled: Boolean(courseId && tenantId),
    retry: false,
    refetchInterval: options.refetchInterval,
    refetchIntervalInBackground: options.refetchInterval !== undefined,
  });
}
