import type { Profile } from '@complyra/core/learner/learner.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in person's profile, or with a user id the one an admin's report on that person shows. */
export function getProfile(userId?: string): Promise<Profile> {
  const path = userId ? `/api/user-dashboard/dashboard/${encodeURIComponent(userId)}/profile` : '/api/user-dashboard/profile';
  return api.get<Profile>(path, { errorMessage: 'Failed to fetch user profile' });
}

export function useProfile(userId?: string) {
  return useQuery({ queryKey: queryKeys.profile(userId), queryFn: () => getProfile(userId) });
}
