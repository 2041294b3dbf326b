import { type AdminReports, adminReportsMessages, type ReportStatus } from '@complyra/core/reports/admin-reports.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listQueryString } from '../../../lib/list-query-string';
import { queryKeys } from '../../../lib/query-keys';

/** The Reports tab's filters; unset ones are left out of the query. */
export type ReportFilters = { courseId?: string; status?: ReportStatus; from?: string; to?: string };

/** The query string of the reports and of each CSV export. */
export const reportsQueryString = (tenantId: string, filters: ReportFilters) => listQueryString({ tenantId, ...filters });

/** GET /api/admin/reports: the three reports under these filters, in one answer. */
export function useAdminReports(tenantId: string, filters: ReportFilters) {
  return useQuery({
    queryKey: queryKeys.adminReports(tenantId, filters),
    queryFn: () => api.get<AdminReports>(`/api/admin/reports?${reportsQueryString(tenantId, filters)}`, {
      errorMessage: adminReportsMessages.loadFailed,
    }),
    placeholderData: keepPreviousData,
  });
}
