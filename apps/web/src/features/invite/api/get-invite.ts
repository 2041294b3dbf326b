import type { InviteInfo } from '@complyra/core/auth/auth.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getInvite(token: string): Promise<InviteInfo> {
  return api.get<InviteInfo>(`/api/auth/invites/${encodeURIComponent(token)}`, {
    skipAuth: true,
    errorMessage: 'This invitation link is not valid.',
  });
}

export function useInvite(token: string) {
  return useQuery({ queryKey: queryKeys.invite(token), queryFn: () => getInvite(token), retry: false });
}
