import { tenantDetailsMessages } from '@complyra/core/tenants/tenant-details.schema';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Settings } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { StatisticsCards } from '../../features/admin-overview/components/statistics-cards';
import { AiTrailPanel } from '../../features/ai-trail/components/ai-trail-panel';
import { EvidencePackCard } from '../../features/evidence/components/evidence-pack-card';
import { AddCourseFlow } from '../../features/tenant-courses/components/add-course-flow';
import { CoursesPreview } from '../../features/tenant-courses/components/courses-preview';
import { TenantCoursesPanel } from '../../features/tenant-courses/components/tenant-courses-panel';
import { tenantDetailsQueryOptions } from '../../features/tenant-settings/api/get-tenant-details';
import { OrganizationSettingsDialog } from '../../features/tenant-settings/components/organization-settings-dialog';
import { RecentActivityCard } from '../../features/tenant-users/components/recent-activity-card';
import { TenantUsersPanel } from '../../features/tenant-users/components/tenant-users-panel';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../lib/session';

// The Reports tab draws charts (recharts, most of the dashboard's code): loaded when the tab is first opened,
// so the dashboard's first paint does not wait for it.
const AdminReportsPanel = lazy(() =>
  import('../../features/admin-reports/components/admin-reports-panel').then((m) => ({ default: m.AdminReportsPanel })));

type Tab = 'overview' | 'users' | 'courses' | 'reports' | 'ai-trail';

/** Organization Admin Dashboard: composes the overview, users, courses and settings features. */
export default function AdminDashboardRoute() {
  usePageTitle('Organization Admin Dashboard');
  const { tenantId } = useSession();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('overview');
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [isAddCourseOpen, setIsAddCourseOpen] = useState(false);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="font-semibold text-3xl tracking-tight">Organization Admin Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Users, courses, statistics and recent activity for your organization.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setIsSettingsOpen(true)}>
            <Settings aria-hidden="true" />
            Organization Settings
          </Button>
          <Button type="button" onClick={() => setIsAddCourseOpen(true)} disabled={!tenantId}>
            <Plus aria-hidden="true" />
            Add Course
          </Button>
        </div>
      </div>

      {tenantId ? (
        <>
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList className="max-w-full justify-start overflow-x-auto">
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="users">Users</TabsTrigger>
              <TabsTrigger value="courses">Courses</TabsTrigger>
              <TabsTrigger value="reports">Reports</TabsTrigger>
              <TabsTrigger value="ai-trail">AI Questions</TabsTrigger>
            </TabsList>
            <TabsContent value="overview" className="space-y-6 pt-2">
              <StatisticsCards tenantId={tenantId} />
              <RecentActivityCard tenantId={tenantId} onViewAllUsers={() => setTab('users')} />
              <CoursesPreview tenantId={tenantId} onViewMore={() => setTab('courses')} />
              <EvidencePackCard tenantId={tenantId} />
            </TabsContent>
            <TabsContent value="users" className="pt-2">
              <TenantUsersPanel tenantId={tenantId} />
            </TabsContent>
            <TabsContent value="courses" className="pt-2">
              <TenantCoursesPanel tenantId={tenantId} />
            </TabsContent>
            <TabsContent value="reports" className="pt-2">
              <Suspense fallback={<p role="status" className="py-8 text-center text-muted-foreground text-sm">Loading reports…</p>}>
                <AdminReportsPanel tenantId={tenantId} />
              </Suspense>
            </TabsContent>
            <TabsContent value="ai-trail" className="pt-2">
              <AiTrailPanel tenantId={tenantId} />
            </TabsContent>
          </Tabs>
          <AddCourseFlow
            tenantId={tenantId}
            open={isAddCourseOpen}
            onOpenChange={setIsAddCourseOpen}
            // Always fresh: the gate must see details saved a moment ago.
            loadTenantDetails={() => queryClient.fetchQuery({ ...tenantDetailsQueryOptions(tenantId), staleTime: 0 })}
            onGoToDetails={() => setIsSettingsOpen(true)}
          />
        </>
      ) : (
        <p role="alert" className="text-destructive">
          {tenantDetailsMessages.noTenantInline}
        </p>
      )}

      <OrganizationSettingsDialog tenantId={tenantId} open={isSettingsOpen} onOpenChange={setIsSettingsOpen} />
    </div>
  );
}
