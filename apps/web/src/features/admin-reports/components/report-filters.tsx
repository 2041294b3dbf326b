import { type ReportStatus, reportStatuses } from '@complyra/core/reports/admin-reports.schema';
import { Input } from '../../../components/ui/input';
import type { ReportFilters } from '../api/get-admin-reports';
import { statusLabels } from './status-report';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-transparent px-2 text-foreground text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:w-auto';

/** Course, status and date range: every change asks the server again. */
export function ReportFiltersBar({
  filters,
  courses,
  onChange,
}: {
  filters: ReportFilters;
  courses: { courseId: string; title: string }[];
  onChange: (filters: ReportFilters) => void;
}) {
  const set = (patch: Partial<ReportFilters>) => onChange({ ...filters, ...patch });
  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:flex sm:flex-wrap sm:items-end">
      <legend className="sr-only">Report filters</legend>
      <label className="flex flex-col gap-1 text-muted-foreground text-sm">
        Course
        <select className={selectClass} value={filters.courseId ?? ''} onChange={(e) => set({ courseId: e.target.value || undefined })}>
          <option value="">All courses</option>
          {courses.map((course) => <option key={course.courseId} value={course.courseId}>{course.title}</option>)}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-muted-foreground text-sm">
        Status
        <select
          className={selectClass}
          value={filters.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as ReportStatus | undefined })}
        >
          <option value="">All statuses</option>
          {reportStatuses.map((status) => <option key={status} value={status}>{statusLabels[status]}</option>)}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-muted-foreground text-sm">
        From
        <Input type="date" value={filters.from ?? ''} max={filters.to} onChange={(e) => set({ from: e.target.value || undefined })} />
      </label>
      <label className="flex flex-col gap-1 text-muted-foreground text-sm">
        To
        <Input type="date" value={filters.to ?? ''} min={filters.from} onChange={(e) => set({ to: e.target.value || undefined })} />
      </label>
    </fieldset>
  );
}
