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

  it('is labelled Toggle theme and cycles light -> dark -> system, storing the choice under "theme"', () => {
    localStorage.setItem('theme', 'light');
    renderToggle();
    const button = screen.getByRole('button', { name: 'Toggle theme' });
    expect(button.getAttribute('title')).toBe('Toggle theme');
    expect(screen.getByText('Switch to dark theme').className).toContain('sr-only');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    fireEvent.click(button);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByText('Switch to system theme')).toBeTruthy();

    // Back to following the device (jsdom has no matchMedia, so "system" resolves to light).
    fireEvent.click(button);
    expect(localStorage.getItem('theme')).toBe('system');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(screen.getByText('Switch to light theme')).toBeTruthy();

    fireEvent.click(button);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.getByText('Switch to dark theme')).toBeTruthy();
  });

  it('starts from the stored theme, so the choice survives a reload', () => {
    localStorage.setItem('theme', 'dark');
    renderToggle();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(screen.getByText('Switch to system theme')).toBeTruthy();
  });

  it('starts on system without a stored choice; the next click picks light', () => {
    renderToggle();
    expect(screen.getByText('Switch to light theme')).toBeTruthy();
  });
});
