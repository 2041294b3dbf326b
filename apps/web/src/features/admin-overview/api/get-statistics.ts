import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

// GET /api/admin/dashboard/statistics (core reports `statisticsSchema` once it lands).
export type Statistics = {
  totalUsers: number;
  totalCourses: number;
  completionRate: number;
  trainingStatus: { completed: number; inProgress: number; notStarted: number };
};

export const emptyStatistics: Statistics = {
  totalUsers: 0,
  totalCourses: 0,
  completionRate: 0,
  trainingStatus: { completed: 0, inProgress: 0, notStarted: 0 },
};

export const statisticsKey = (tenantId: string) => ['statistics', tenantId] as const;

/** 404 means nothing to count yet: zeros, not an error. */
export async function getStatistics(tenantId: string): Promise<Statistics> {
  try {
    return await api.get<Statistics>(`/api/admin/dashboard/statistics?tenantId=${encodeURIComponent(tenantId)}`, {
      errorMessage: 'Failed to fetch statistics',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return emptyStatistics;
    throw error;
  }
}

export function useStatistics(tenantId: string) {
  return useQuery({ queryKey: statisticsKey(tenantId), queryFn: () => getStatistics(tenantId), retry: false });
}
