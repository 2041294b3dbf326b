import type { Course } from '@complyra/core/courses/courses.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getCatalogueCourses(): Promise<Course[]> {
  return api.get('/api/courses', { errorMessage: 'Failed to fetch available courses' });
}

export function useCatalogueCourses(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.catalogueCourses(), queryFn: getCatalogueCourses, enabled });
}
