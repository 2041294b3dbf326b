import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The shape of GET /api/admin/dashboard/users-progress and /recent-activity (core reports schema
// `activityEntrySchema` once it lands in packages/core/src/reports).
export type CourseRef = { courseId: string; title: string };
export type UserProgressEntry = {
  userId: string;
  name: string;
  email: string;
  lastActivityAt?: string | null;
  courses: {
    total: number;
    notStarted: number;
    inProgress: number;
    completed: number;
    inProgressDetails: (CourseRef & { progress: number })[];
    completedDetails: CourseRef[];
    notStartedDetails: CourseRef[];
  };
};

export const usersProgressKey = (tenantId: string) => ['users-progress', tenantId] as const;

export function getUsersProgress(tenantId: string): Promise<UserProgressEntry[]> {
  return api.get(`/api/admin/dashboard/users-progress?tenantId=${encodeURIComponent(tenantId)}`, {
    errorMessage: 'Failed to fetch users',
  });
}

export function useUsersProgress(tenantId: string) {
  return useQuery({ queryKey: usersProgressKey(tenantId), queryFn: () => getUsersProgress(tenantId) });
}
