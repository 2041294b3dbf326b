import { BookOpen, CheckCircle2, Clock } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';
import type { CourseCounts } from './learner-course';

export function CourseSummary({ counts }: { counts: CourseCounts }) {
  const items = [
    { label: 'Total Courses', value: counts.total, icon: BookOpen },
    { label: 'Completed', value: counts.completed, icon: CheckCircle2 },
    { label: 'In Progress', value: counts.inProgress, icon: Clock },
  ];
  return (
    <div className="grid grid-cols-3 gap-3">
      {items.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="py-4">
          <CardContent className="flex flex-col items-center gap-1 px-2 text-center sm:flex-row sm:gap-3 sm:text-left">
            <Icon className="size-6 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="text-muted-foreground text-xs sm:text-sm">{label}</p>
              <p className="font-semibold text-2xl">{value}</p>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
