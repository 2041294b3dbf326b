import type { Profile } from '@complyra/core/learner/learner.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getProfile(): Promise<Profile> {
  return api.get<Profile>('/api/user-dashboard/profile', { errorMessage: 'Failed to fetch user profile' });
}

export function useProfile() {
  return useQuery({ queryKey: ['user-profile'], queryFn: getProfile });
}
