// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { Header } from './header';

function renderHeaderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <ThemeProvider>
      <BrowserRouter>
        <Header />
      </BrowserRouter>
    </ThemeProvider>,
  );
}

describe('Header', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('stores the session carried in the address and strips the query', () => {
    renderHeaderAt('/?token=a.b.c&tenantId=tenant-1');
    expect(localStorage.getItem('token')).toBe('a.b.c');
    expect(localStorage.getItem('tenantId')).toBe('tenant-1');
    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe('');
    expect(screen.getAllByRole('button', { name: /logout/i }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not sign in when only one of token and tenantId is present', () => {
    renderHeaderAt('/dashboard?token=a.b.c');
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.pathname).toBe('/dashboard');
    expect(window.location.search).toBe('');
  });

  it('shows error_description, URL-decoded, in a dismissible banner', () => {
    renderHeaderAt('/?error=access_denied&error_description=Your%2520account%2520is%2520not%2520enabled');
    expect(screen.getByRole('alert').textContent).toContain('Your account is not enabled');
    expect(screen.getByRole('alert').textContent).not.toContain('access_denied');
    expect(window.location.search).toBe('');
    expect(localStorage.getItem('token')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('falls back to error when there is no error_description', () => {
    renderHeaderAt('/?error=Login%20was%20cancelled');
    expect(screen.getByRole('alert').textContent).toContain('Login was cancelled');
  });

  it('shows Features and Contact anchors only on the landing page, and Login when signed out', () => {
    renderHeaderAt('/');
    expect(screen.getAllByRole('link', { name: 'Features' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /login/i }).length).toBeGreaterThan(0);
    cleanup();
    renderHeaderAt('/dashboard');
    expect(screen.queryByRole('link', { name: 'Features' })).toBeNull();
  });

  it('logout clears the session and goes home', () => {
    localStorage.setItem('token', 'a.b.c');
    localStorage.setItem('tenantId', 't1');
    renderHeaderAt('/quiz-results');
    const [logout] = screen.getAllByRole('button', { name: /logout/i });
    act(() => {
      logout?.click();
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('tenantId')).toBeNull();
    expect(window.location.pathname).toBe('/');
  });
});
