// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from './theme-provider';
import { ThemeToggle } from './theme-toggle';

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

describe('ThemeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });
  afterEach(cleanup);

  it('is labelled Toggle theme and switches light <-> dark, storing the choice under "theme"', () => {
    renderToggle();
    const button = screen.getByRole('button', { name: 'Toggle theme' });
    expect(button.getAttribute('title')).toBe('Toggle theme');
    // jsdom has no matchMedia, so "system" resolves to light.
    expect(screen.getByText('Switch to dark theme').className).toContain('sr-only');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    fireEvent.click(button);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByText('Switch to light theme')).toBeTruthy();

    fireEvent.click(button);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(screen.getByText('Switch to dark theme')).toBeTruthy();
  });

  it('starts from the stored theme, so the choice survives a reload', () => {
    localStorage.setItem('theme', 'dark');
    renderToggle();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByText('Switch to light theme')).toBeTruthy();
  });
});
