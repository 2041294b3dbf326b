import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CourseVoices = { voices: Record<string, string> };

/** GET /api/superadmin/course-voices: the voice each course language is spoken with ("Flite rms"). */
export function getCourseVoices(): Promise<CourseVoices> {
  return api.get<CourseVoices>('/api/superadmin/course-voices', { errorMessage: 'Failed to fetch the course voices' });
}

/** The server's voices; they change only with its settings, so they are read once. */
export function useCourseVoices() {
  return useQuery({ queryKey: queryKeys.courseVoices(), queryFn: getCourseVoices, staleTime: Infinity });
}
