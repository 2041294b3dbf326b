import type { CatalogueCourse, CourseSort } from '@complyra/core/courses/courses.schema';
import type { ListParams, Page } from '@complyra/core/system/paging.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listQueryString } from '../../../lib/list-query-string';
import { queryKeys } from '../../../lib/query-keys';

const PROCESSING_POLL_MS = 2000;

export type CourseListParams = ListParams<CourseSort> & { page: number };

/** One page of the catalogue, searched by title and ordered on the server. */
export function getCourses(params: CourseListParams): Promise<Page<CatalogueCourse>> {
  return api.get<Page<CatalogueCourse>>(`/api/courses?${listQueryString(params)}`, { errorMessage: 'Failed to fetch courses' });
}

/** A course still being made, or being re-spoken: its bar moves while the list is polled. */
export function hasProcessingCourse(courses: CatalogueCourse[] | undefined): boolean {
  return courses?.some((course) => course.status === 'processing' || course.respeak.status === 'speaking') ?? false;
}

/** A page of the catalogue; polled every 2 s only while a course on it is being made or re-spoken, so its bar moves. */
export function useCourses(params: CourseListParams) {
  return useQuery({
    queryKey: queryKeys.courses.list(params),
    queryFn: () => getCourses(params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasProcessingCourse(query.state.data?.items) ? PROCESSING_POLL_MS : false),
  });
}
