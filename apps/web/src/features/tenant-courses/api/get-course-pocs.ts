import type { Poc } from '@complyra/core/assignments/assignments.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getCoursePocs(tenantId: string, courseId: string): Promise<Poc[]> {
  const answer = await api.get<{ pocs?: Poc[] }>(
    `/api/tenants/${encodeURIComponent(tenantId)}/courses/${encodeURIComponent(courseId)}/pocs`,
  );
  return answer?.pocs ?? [];
}

export function useCoursePocs(tenantId: string, courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.coursePocs(tenantId, courseId),
    queryFn: () => getCoursePocs(tenantId, courseId),
    enabled,
  });
}
