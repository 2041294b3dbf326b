import type { InviteInfo } from '@complyra/core/auth/auth.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getInvite(token: string): Promise<InviteInfo> {
  return api.get<InviteInfo>(`/api/auth/invites/${encodeURIComponent(token)}`, {
    skipAuth: true,
    errorMessage: 'This invitation link is not valid.',
  });
}

export function useInvite(token: string) {
  return useQuery({ queryKey: ['invite', token], queryFn: () => getInvite(token), retry: false });
}
