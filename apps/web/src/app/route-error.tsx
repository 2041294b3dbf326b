import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';

// What a screen that failed to render shows; a failed lazy chunk after a deploy lands here too.
export function RouteError() {
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

/** Catches a screen that throws while rendering; a new address (`resetKey`) tries again. */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey)) return <RouteError />;
    return this.props.children;
  }
}
