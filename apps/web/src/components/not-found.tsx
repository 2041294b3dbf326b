import { Link } from 'react-router';
import { paths } from '../config/paths';
import { usePageTitle } from '../hooks/use-page-title';
import { Button } from './ui/button';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <p className="font-semibold text-7xl text-primary tracking-tight">404</p>
      <h1 className="mt-4 font-semibold text-2xl tracking-tight">Oops! Page not found</h1>
      <Button asChild className="mt-8">
        <Link to={paths.home.getHref()}>Return to Home</Link>
      </Button>
    </div>
  );
}
