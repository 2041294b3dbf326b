import type { CatalogueCourse } from '@complyra/core/courses/courses.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const PROCESSING_POLL_MS = 2000;

export function getCourses(): Promise<CatalogueCourse[]> {
  return api.get<CatalogueCourse[]>('/api/courses', { errorMessage: 'Failed to fetch courses' });
}

export function hasProcessingCourse(courses: CatalogueCourse[] | undefined): boolean {
  return courses?.some((course) => course.status === 'processing') ?? false;
}

/** The catalogue; polled every 2 s only while a course is still being made, so its bar moves. */
export function useCourses() {
  return useQuery({
    queryKey: queryKeys.courses.list(),
    queryFn: getCourses,
    refetchInterval: (query) => (hasProcessingCourse(query.state.data) ? PROCESSING_POLL_MS : false),
  });
}
