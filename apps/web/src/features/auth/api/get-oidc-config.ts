import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type OidcConfig = { enabled: boolean };

/** Whether the server has an identity provider configured (GET /api/auth/oidc/config). */
export function getOidcConfig(): Promise<OidcConfig> {
  return api.get<OidcConfig>('/api/auth/oidc/config', { skipAuth: true });
}

export function useOidcConfig() {
  // A failure reads as "not configured": the password form still works.
  return useQuery({
    queryKey: queryKeys.oidcConfig(),
    queryFn: getOidcConfig,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The backend starts the authorization-code flow and comes back to / with ?token=&tenantId=. */
export const oidcLoginHref = '/api/auth/oidc/login';
