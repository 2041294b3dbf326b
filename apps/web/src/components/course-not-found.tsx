import { BookX } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { Button } from './ui/button';

/** `returnTo`: where 'Return to Dashboard' leads (the admin's preview goes back to the admin dashboard). */
export function CourseNotFound({ returnTo = paths.dashboard.getHref() }: { returnTo?: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <BookX className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 font-semibold text-2xl tracking-tight">Course Not Found</h1>
      <p className="mt-2 max-w-md text-muted-foreground">
        This course does not exist or is no longer available to you.
      </p>
      <Button asChild className="mt-8">
        <Link to={returnTo}>Return to Dashboard</Link>
      </Button>
    </div>
  );
}
