import { tenantMessages } from '@complyra/core/tenants/tenants.schema';
import { BookOpen, Building2, Plus, RefreshCw, Users } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { CourseCatalogue } from '../../features/catalogue/components/course-catalogue';
import { CourseFormDialog } from '../../features/catalogue/components/course-form-dialog';
import { AddOrganizationDialog } from '../../features/organizations/components/add-organization-dialog';
import { OrganizationsPanel } from '../../features/organizations/components/organizations-panel';
import { ContactInboxPanel } from '../../features/contact-inbox/components/contact-inbox-panel';
import { RecentOrganizationsCard } from '../../features/organizations/components/recent-organizations-card';
import { usePageTitle } from '../../hooks/use-page-title';
import { usePlatformSummary } from '../../lib/queries/platform-summary';

const OVERVIEW_COURSES = 3;

type Tab = 'overview' | 'organizations' | 'courses' | 'messages';

function SummaryCard({
  title,
  value,
  note,
  icon,
  isLoading,
}: {
  title: string;
  value: number | undefined;
  note?: string;
  icon: ReactNode;
  isLoading: boolean;
}) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between space-y-0">
        <CardTitle className="font-medium text-muted-foreground text-sm">{title}</CardTitle>
        <span className="text-muted-foreground">{icon}</span>
      </CardHeader>
      <CardContent>
        <p className="font-bold text-3xl tabular-nums" aria-busy={isLoading}>
          {isLoading ? '…' : (value ?? '-')}
        </p>
        {note && <p className="mt-1 text-muted-foreground text-xs">{note}</p>}
      </CardContent>
    </Card>
  );
}

export default function SuperuserDashboardRoute() {
  usePageTitle('Super User Dashboard');
  // The cards are counted on the server; "+N from last month" (a placeholder in the spec) counts what was
  // added in the last 30 days.
  const summary = usePlatformSummary();
  const [tab, setTab] = useState<Tab>('overview');
  const [isAddOrganizationOpen, setIsAddOrganizationOpen] = useState(false);
  const [isAddCourseOpen, setIsAddCourseOpen] = useState(false);

  const loadFailed = summary.isError && !summary.data;
  useEffect(() => {
    if (loadFailed) toast.error(tenantMessages.dataLoadFailed);
  }, [loadFailed]);
  const totals = summary.data;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold text-3xl tracking-tight">Super User Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Manage organizations, courses, and system-wide settings</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setIsAddOrganizationOpen(true)}>
            <Building2 aria-hidden="true" />
            Add Organization
          </Button>
          <Button onClick={() => setIsAddCourseOpen(true)}>
            <Plus aria-hidden="true" />
            Add Course
          </Button>
        </div>
      </div>

      {loadFailed && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-destructive">
          <span>Failed to load data</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void summary.refetch()}
          >
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      )}

      <div className="grid gap-4 sm:grid-cols-3">
        <SummaryCard
          title="Total Organizations"
          value={totals?.totalOrganizations}
          note={`+${totals?.organizationsAddedLastMonth ?? 0} from last month`}
          icon={<Building2 className="size-4" aria-hidden="true" />}
          isLoading={summary.isPending}
        />
        <SummaryCard
          title="Total Courses"
          value={totals?.totalCourses}
          note={`+${totals?.coursesAddedLastMonth ?? 0} from last month`}
          icon={<BookOpen className="size-4" aria-hidden="true" />}
          isLoading={summary.isPending}
        />
        <SummaryCard
          title="Total Users"
          value={totals?.totalUsers}
          note="Across all organizations"
          icon={<Users className="size-4" aria-hidden="true" />}
          isLoading={summary.isPending}
        />
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="space-y-4">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="organizations">Organizations</TabsTrigger>
          <TabsTrigger value="courses">Courses</TabsTrigger>
          <TabsTrigger value="messages">Messages</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="overview-courses" className="space-y-3 lg:col-span-2">
            <div className="flex items-center justify-between gap-2">
              <h2 id="overview-courses" className="font-semibold text-xl">
                Courses
              </h2>
              {(totals?.totalCourses ?? 0) > OVERVIEW_COURSES && (
                <Button variant="link" className="px-0" onClick={() => setTab('courses')}>
                  View all courses ({totals?.totalCourses})
                </Button>
              )}
            </div>
            <CourseCatalogue limit={OVERVIEW_COURSES} />
          </section>
          <RecentOrganizationsCard totalCount={totals?.totalOrganizations ?? 0} onViewAll={() => setTab('organizations')} />
        </TabsContent>
        <TabsContent value="organizations">
          <OrganizationsPanel />
        </TabsContent>
        <TabsContent value="courses">
          <CourseCatalogue />
        </TabsContent>
        <TabsContent value="messages">
          <ContactInboxPanel />
        </TabsContent>
      </Tabs>

      <AddOrganizationDialog open={isAddOrganizationOpen} onOpenChange={setIsAddOrganizationOpen} />
      {isAddCourseOpen && <CourseFormDialog open onOpenChange={setIsAddCourseOpen} />}
    </div>
  );
}
