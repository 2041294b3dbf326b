import type { Slide } from '@complyra/core/courses/courses.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mediaLinkRefreshMs } from '../../../lib/media-links';
import { queryKeys } from '../../../lib/query-keys';

export function getSlides(courseId: string, tenantId: string): Promise<Slide[]> {
  return api.get<Slide[]>(
    `/api/tenant-admin/tenants/${encodeURIComponent(tenantId)}/courses/${encodeURIComponent(courseId)}/slides`,
    { errorMessage: 'Failed to fetch slides' },
  );
}

export function useSlides(courseId: string, tenantId: string) {
  return useQuery({
    queryKey: queryKeys.courseSlides(tenantId, courseId),
    queryFn: () => getSlides(courseId, tenantId),
    enabled: Boolean(courseId && tenantId),
    retry: false,
    // The slide images' links expire within the hour: renewed while the player stays open, even unseen.
    refetchInterval: mediaLinkRefreshMs,
    refetchIntervalInBackground: true,
  });
}
