import type { ReminderSettings } from '@complyra/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const path = '/api/user-dashboard/reminder-settings';

/** GET: the employee's reminder choice (mandatory courses are always reminded). */
export function useReminderSettings(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.reminderSettings(),
    queryFn: () => api.get<ReminderSettings>(path, { errorMessage: 'Failed to load your reminder settings' }),
    enabled,
  });
}

/** PUT: saves the choice; the answer is what the server stored. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) => api.put<ReminderSettings>(path, settings),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.reminderSettings(), saved),
  });
}
