import type { LoginResponse } from '@complyra/core/auth/auth.schema';
import type { SetupRequest } from '@complyra/core/setup/setup.schema';
import { setupMessages } from '@complyra/core/setup/setup.schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/setup?code=…: 200 while set-up is open for this code, 403 for a wrong code, 404 once a super user exists. */
export function useSetupStatus(code: string) {
  return useQuery({
    queryKey: queryKeys.setup(code),
    queryFn: () =>
      api.get<{ open: true }>(`/api/setup?code=${encodeURIComponent(code)}`, {
        skipAuth: true,
        errorMessage: setupMessages.invalidCode,
      }),
    retry: false,
  });
}

/** Creates the first super user; the answer is a session token like a login. */
export function useCompleteSetup() {
  return useMutation({
    mutationFn: (input: SetupRequest) =>
      api.post<LoginResponse>('/api/setup', input, { skipAuth: true, errorMessage: 'Set-up failed. Please try again.' }),
  });
}
