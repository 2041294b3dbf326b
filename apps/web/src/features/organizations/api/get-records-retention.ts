import type { RecordsRetention } from '@complyra/core/tenants/tenants.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/superadmin/records-retention: the years a deleted organization's records are kept, as the Delete confirmation names them. */
export function getRecordsRetention(): Promise<RecordsRetention> {
  return api.get('/api/superadmin/records-retention', { errorMessage: 'Failed to load the retention period' });
}

/** A server setting: read once per session. */
export function useRecordsRetention() {
  return useQuery({ queryKey: queryKeys.recordsRetention(), queryFn: getRecordsRetention, staleTime: Infinity });
}
