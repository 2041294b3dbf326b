import { describe, expect, it } from 'vitest';
import { afterSignInHref, returnState } from './return-after-sign-in';

const home = '/dashboard';

describe('afterSignInHref', () => {
  it('takes a learner back to the course a reminder linked to', () => {
    const state = returnState({ pathname: '/dashboard/course/c1/play', search: '?tenantId=t1' });
    expect(afterSignInHref(state, 'EMPLOYEE', home)).toBe('/dashboard/course/c1/play?tenantId=t1');
  });

  it('goes home without an address, for another site, or for a screen outside the learner area', () => {
    expect(afterSignInHref(null, 'EMPLOYEE', home)).toBe(home);
    expect(afterSignInHref({ returnTo: '//evil.example/dashboard' }, 'EMPLOYEE', home)).toBe(home);
    expect(afterSignInHref({ returnTo: 'https://evil.example/' }, 'EMPLOYEE', home)).toBe(home);
    expect(afterSignInHref({ returnTo: '/\\evil.example' }, 'EMPLOYEE', home)).toBe(home);
    expect(afterSignInHref({ returnTo: '/admin-dashboard' }, 'EMPLOYEE', home)).toBe(home);
    expect(afterSignInHref({ returnTo: '/dashboards-elsewhere' }, 'EMPLOYEE', home)).toBe(home);
  });

  it('sends an admin or the super user to their own home, whatever was asked for', () => {
    expect(afterSignInHref({ returnTo: '/dashboard/course/c1/play' }, 'ADMIN', '/admin-dashboard')).toBe('/admin-dashboard');
    expect(afterSignInHref({ returnTo: '/dashboard' }, 'SUPER_ADMIN', '/superuser-dashboard')).toBe('/superuser-dashboard');
  });
});
