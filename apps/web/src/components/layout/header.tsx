import { ArrowLeft, LogIn, LogOut, Menu, ShieldCheck, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths, ROLES } from '../../config/paths';
import { authMessages } from '@complyra/core/auth/auth.messages';
import { useSession } from '../../lib/session';
import { signOut } from '../../lib/sign-out';
import { cn } from '../../lib/utils';
import { ThemeToggle } from '../theme/theme-toggle';
import { Button } from '../ui/button';
import { useAddressSignIn } from './address-sign-in';
import { LoginErrorBanner } from './login-error-banner';

// Only signed-in people get the account menu (its dialogs and form rules): a visitor's first page does not load it.
const AccountMenu = lazy(() => import('../../features/account/components/account-menu').then((m) => ({ default: m.AccountMenu })));

export type HeaderProps = {
  /** Role of the signed-in user; read from the token when not given. */
  userRole?: string | null;
  onLogin?: () => void;
  onBack?: () => void;
  showBackButton?: boolean;
};

const landingLinks = [
  { href: '#features', label: 'Features' },
  { href: '#contact', label: 'Contact' },
];

function dashboardHrefFor(role: string | null | undefined) {
  if (role === ROLES.superAdmin) return paths.superuserDashboard.getHref();
  if (role === ROLES.admin) return paths.adminDashboard.getHref();
  return paths.dashboard.getHref();
}

export function Header({ userRole, onLogin, onBack, showBackButton = false }: HeaderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { isSignedIn, claims } = useSession();
  const { loginError, dismissLoginError } = useAddressSignIn();
  // Set by the layout when it sends the user to sign in again after a 401.
  const sessionEnded = (location.state as { sessionEnded?: unknown } | null)?.sessionEnded === true;
  const dismissSessionEnded = () =>
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  const isHome = location.pathname === paths.home.path;
  const role = userRole ?? claims?.role ?? null;

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setIsMenuOpen(false), [location.pathname]);

  const handleLogin = () => {
    setIsMenuOpen(false);
    if (onLogin) onLogin();
    else navigate(paths.signin.getHref());
  };

  const handleLogout = () => {
    setIsMenuOpen(false);
    void signOut();
    navigate(paths.home.getHref());
  };

  const handleBack = () => (onBack ? onBack() : navigate(-1));

  const authButton = isSignedIn ? (
    <Button variant="outline" size="sm" onClick={handleLogout}>
      <LogOut aria-hidden="true" />
      Logout
    </Button>
  ) : (
    <Button size="sm" onClick={handleLogin}>
      <LogIn aria-hidden="true" />
      Login
    </Button>
  );

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 h-16 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          {showBackButton && (
            <Button variant="ghost" size="icon" onClick={handleBack} aria-label="Back" title="Back">
              <ArrowLeft aria-hidden="true" />
            </Button>
          )}
          <Link
            to={paths.home.getHref()}
            className="flex items-center gap-2 rounded-md font-semibold text-lg tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <ShieldCheck className="size-5" aria-hidden="true" />
            </span>
            Complyra
          </Link>

          <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
            {isHome &&
              landingLinks.map((link) => (
                <Button key={link.href} asChild variant="ghost" size="sm">
                  <a href={link.href}>{link.label}</a>
                </Button>
              ))}
            {isSignedIn && (
              <Button asChild variant="ghost" size="sm">
                <Link to={dashboardHrefFor(role)}>Dashboard</Link>
              </Button>
            )}
            <ThemeToggle />
            {isSignedIn && (
              <Suspense fallback={null}>
                <AccountMenu onSignedOut={handleLogout} role={role} />
              </Suspense>
            )}
            {authButton}
          </nav>

          <div className="ml-auto flex items-center gap-1 md:hidden">
            <ThemeToggle />
            <Button
              variant="ghost"
              size="icon"
              aria-expanded={isMenuOpen}
              aria-controls="mobile-menu"
              aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setIsMenuOpen((open) => !open)}
            >
              {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
          </div>
        </div>

        <div
          id="mobile-menu"
          hidden={!isMenuOpen}
          className={cn('border-b bg-background px-4 pt-2 pb-4 shadow-sm md:hidden', !isMenuOpen && 'hidden')}
        >
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            {isHome &&
              landingLinks.map((link) => (
                <a
                  key={link.href}
                  href={link.href}
                  onClick={() => setIsMenuOpen(false)}
                  className="rounded-md px-3 py-2 font-medium text-sm hover:bg-accent"
                >
                  {link.label}
                </a>
              ))}
            {isSignedIn && (
              <Link
                to={dashboardHrefFor(role)}
                className="rounded-md px-3 py-2 font-medium text-sm hover:bg-accent"
              >
                Dashboard
              </Link>
            )}
            {isSignedIn && (
              <Suspense fallback={null}>
                <AccountMenu onSignedOut={handleLogout} role={role} />
              </Suspense>
            )}
            <div className="mt-2 flex [&>button]:w-full">{authButton}</div>
          </nav>
        </div>
      </header>
      {loginError && <LoginErrorBanner message={loginError} onDismiss={dismissLoginError} />}
      {sessionEnded && !loginError && (
        <LoginErrorBanner title="Session ended" message={authMessages.sessionExpired} onDismiss={dismissSessionEnded} />
      )}
    </>
  );
}
