import type { Course } from '@complyra/core/courses/courses.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const catalogueCoursesKey = ['catalogue-courses'] as const;

export function getCatalogueCourses(): Promise<Course[]> {
  return api.get('/api/courses', { errorMessage: 'Failed to fetch available courses' });
}

export function useCatalogueCourses(enabled: boolean) {
  return useQuery({ queryKey: catalogueCoursesKey, queryFn: getCatalogueCourses, enabled });
}
