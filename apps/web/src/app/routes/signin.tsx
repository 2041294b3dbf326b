import { Building2, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';

// Placeholder until the identity-provider sign-in (its callback lives on the backend) is wired up:
// for now it offers the two password logins.
export default function SigninRoute() {
  usePageTitle('Sign in');
  const options = [
    {
      to: paths.adminLogin.getHref(),
      icon: Building2,
      title: 'Organization admin',
      description: 'Sign in with your email, organization domain and password.',
    },
    {
      to: paths.login.getHref(),
      icon: ShieldCheck,
      title: 'Platform admin',
      description: 'Sign in to manage organizations and the course catalogue.',
    },
  ];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-center font-semibold text-3xl tracking-tight">Sign in</h1>
      <p className="mt-2 text-center text-muted-foreground">Choose how you want to sign in.</p>
      <div className="mt-10 grid gap-4 sm:grid-cols-2">
        {options.map((option) => (
          <Link
            key={option.to}
            to={option.to}
            className="rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Card className="h-full transition-colors hover:border-primary/50 hover:bg-accent/40">
              <CardHeader>
                <option.icon className="mb-2 size-6 text-primary" aria-hidden="true" />
                <CardTitle>{option.title}</CardTitle>
                <CardDescription>{option.description}</CardDescription>
              </CardHeader>
            </Card>
          </Link>
        ))}
      </div>
    </div>
  );
}
