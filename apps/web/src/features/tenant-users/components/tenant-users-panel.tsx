import { userMessages } from '@complyra/core/users/users.schema';
import { useMemo } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useTenantUsers } from '../api/get-tenant-users';
import { type UserProgressEntry, useUsersProgress } from '../api/get-users-progress';
import { AddUserDialog } from './add-user-dialog';
import { ImportUsersDialog } from './import-users-dialog';
import { UserProgressTable } from './user-progress-table';

const noCourses: UserProgressEntry['courses'] = {
  total: 0,
  notStarted: 0,
  inProgress: 0,
  completed: 0,
  inProgressDetails: [],
  completedDetails: [],
  notStartedDetails: [],
};

/** Users tab: every employee of the organization with their course counts. */
export function TenantUsersPanel({ tenantId }: { tenantId: string }) {
  const users = useTenantUsers(tenantId);
  const progress = useUsersProgress(tenantId);

  // The user list is the source of truth for who exists; progress only adds counts, so a progress
  // failure still shows everybody (with 0/0).
  const entries = useMemo<UserProgressEntry[]>(() => {
    const byId = new Map((progress.data ?? []).map((entry) => [entry.userId, entry]));
    return (users.data ?? [])
      .filter((user) => user.role === 'EMPLOYEE')
      .map(
        (user) =>
          byId.get(user.id) ?? { userId: user.id, name: user.name, email: user.email, lastActivityAt: null, courses: noCourses },
      );
  }, [users.data, progress.data]);
  const invites = useMemo(
    () => ({
      tenantId,
      pendingUserIds: new Set((users.data ?? []).filter((user) => user.invitePending).map((user) => user.id)),
    }),
    [tenantId, users.data],
  );

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Organization Users</CardTitle>
          <CardDescription>Employees and their course progress</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <ImportUsersDialog tenantId={tenantId} />
          <AddUserDialog tenantId={tenantId} />
        </div>
      </CardHeader>
      <CardContent>
        {users.isError ? (
          <p role="alert" className="py-6 text-center text-destructive text-sm">
            {userMessages.loadFailed}
          </p>
        ) : (
          <UserProgressTable
            entries={entries}
            isLoading={users.isPending || (progress.isPending && !progress.isError)}
            loadingText={userMessages.loading}
            emptyText={userMessages.emptyList}
            invites={invites}
          />
        )}
      </CardContent>
    </Card>
  );
}
