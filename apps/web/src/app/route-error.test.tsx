// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('screen failed');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the failure page instead of a blank screen, and a new address renders again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="/a">
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('The page could not be shown. Reload to try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');

    rerender(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="/b">
          <p>Next screen</p>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('Next screen')).toBeTruthy();
  });
});
