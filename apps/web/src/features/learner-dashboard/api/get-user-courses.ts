import type { UserCourseRecord } from '@complyra/core/learner/learner.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getUserCourses(userId: string): Promise<UserCourseRecord[]> {
  return api.get<UserCourseRecord[]>(`/api/user-dashboard/dashboard/${encodeURIComponent(userId)}/courses`, {
    errorMessage: 'Failed to fetch user courses',
  });
}

export function useUserCourses(userId: string) {
  return useQuery({
    queryKey: queryKeys.userCourses.of(userId),
    queryFn: () => getUserCourses(userId),
    enabled: Boolean(userId),
  });
}
