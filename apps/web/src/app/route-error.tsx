import { Link, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';

// Replaces the router library's generic fallback; a failed lazy chunk after a deploy lands here too.
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-semibold text-2xl tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">The page could not be shown. Reload to try again.</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <Link to={paths.home.getHref()}>Return to Home</Link>
        </Button>
      </div>
    </div>
  );
}
