import type { Progress } from '@complyra/core/progress/progress.schema';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One course's progress; the spec treats a failed lookup as 0%. */
export async function getCourseProgress(userId: string, courseId: string): Promise<number> {
  try {
    const query = new URLSearchParams({ userId, courseId });
    const answer = await api.get<Progress>(`/api/courses/progress/user?${query}`);
    return typeof answer.progress === 'number' ? answer.progress : 0;
  } catch {
    return 0;
  }
}

/** Progress of every listed course, as a map from course id to percent (missing while loading). */
export function useCoursesProgress(userId: string, courseIds: string[]) {
  return useQueries({
    queries: courseIds.map((courseId) => ({
      queryKey: queryKeys.courseProgress.of(userId, courseId),
      queryFn: () => getCourseProgress(userId, courseId),
      enabled: Boolean(userId),
    })),
    combine: (results) => ({
      byCourse: new Map(courseIds.map((courseId, index) => [courseId, results[index]?.data ?? 0])),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
