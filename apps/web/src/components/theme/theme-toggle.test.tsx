// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from './theme-provider';
import { ThemeToggle } from './theme-toggle';

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

/** The device's colour scheme as matchMedia reports it (jsdom has none: a light device). */
function deviceIs(scheme: 'light' | 'dark') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: scheme === 'dark' && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const isDark = () => document.documentElement.classList.contains('dark');
const button = () => screen.getByRole('button', { name: 'Toggle theme' });

describe('ThemeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is labelled Toggle theme; each press shows the other theme, storing the choice under "theme"', () => {
    localStorage.setItem('theme', 'light');
    renderToggle();
    expect(button().getAttribute('title')).toBe('Toggle theme');
    expect(screen.getByText('Switch to dark theme').className).toContain('sr-only');
    expect(isDark()).toBe(false);

    fireEvent.click(button());
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(isDark()).toBe(true);
    expect(screen.getByText('Switch to light theme')).toBeTruthy();

    // Light is what this (light) device shows: the choice goes back to following the device.
    fireEvent.click(button());
    expect(localStorage.getItem('theme')).toBe('system');
    expect(isDark()).toBe(false);
    expect(screen.getByText('Switch to dark theme')).toBeTruthy();
  });

  it('starts from the stored theme, so the choice survives a reload', () => {
    localStorage.setItem('theme', 'dark');
    renderToggle();
    expect(isDark()).toBe(true);
    expect(screen.getByText('Switch to light theme')).toBeTruthy();
  });

  it('on a light device, the first press from "system" turns the page dark', () => {
    renderToggle();
    expect(isDark()).toBe(false);
    expect(screen.getByText('Switch to dark theme')).toBeTruthy();
    fireEvent.click(button());
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('on a dark device, every press changes what is shown: system -> light -> system (dark) -> light', () => {
    deviceIs('dark');
    renderToggle();
    expect(isDark()).toBe(true);
    expect(screen.getByText('Switch to light theme')).toBeTruthy();
    const stored: (string | null)[] = [];
    const shown: boolean[] = [];
    for (let press = 0; press < 3; press += 1) {
      fireEvent.click(button());
      stored.push(localStorage.getItem('theme'));
      shown.push(isDark());
    }
    expect(stored).toEqual(['light', 'system', 'light']);
    expect(shown).toEqual([false, true, false]);
    expect(screen.getByText('Switch to dark theme')).toBeTruthy();
  });

  it('from a stored light theme on a dark device, the first press shows dark', () => {
    deviceIs('dark');
    localStorage.setItem('theme', 'light');
    renderToggle();
    expect(isDark()).toBe(false);
    fireEvent.click(button());
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('theme')).toBe('system');
  });
});
