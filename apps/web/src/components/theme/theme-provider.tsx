import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { startsOverServerHtml } from '../../lib/server-html';
import { storageKeys } from '../../lib/storage-keys';

export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = storageKeys.theme;
const DARK_QUERY = '(prefers-color-scheme: dark)';

type ThemeContextValue = {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  /** What the device asks for: the theme "system" shows. */
  systemTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readStoredTheme(fallback: Theme): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : fallback;
  } catch {
    return fallback;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

function applyTheme(resolved: ResolvedTheme) {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

export function ThemeProvider({
  children,
  defaultTheme = 'system',
}: {
  children: ReactNode;
  defaultTheme?: Theme;
}) {
  // Over the prerendered page the first render must match its HTML (made without a stored choice): the stored
  // theme is read just after. The page's colours never wait for it (index.html's script sets them first).
  const [overServerHtml] = useState(startsOverServerHtml);
  const [theme, setThemeState] = useState<Theme>(() => (overServerHtml ? defaultTheme : readStoredTheme(defaultTheme)));
  useEffect(() => {
    if (overServerHtml) setThemeState(readStoredTheme(defaultTheme));
  }, [overServerHtml, defaultTheme]);
  // The prerendered HTML was made without a device (light); the toggle's text says what the device shows,
  // so over that HTML the device is read just after the first render too.
  const [systemDark, setSystemDark] = useState<boolean>(() => !overServerHtml && typeof window !== 'undefined' && systemPrefersDark());

  // Follow the OS while the choice is "system"; the listener is cheap so it stays on regardless.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    setSystemDark(query.matches);
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const systemTheme: ResolvedTheme = systemDark ? 'dark' : 'light';
  const resolvedTheme: ResolvedTheme = theme === 'system' ? systemTheme : theme;

  // Over the server's HTML the first render's theme is the default, not the user's: index.html's script has
  // already applied the right one, so that render does not touch it.
  const skipFirstApply = useRef(overServerHtml);
  useEffect(() => {
    if (skipFirstApply.current) {
      skipFirstApply.current = false;
      return;
    }
    applyTheme(resolvedTheme);
  }, [resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the choice still applies for this visit.
    }
    setThemeState(next);
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, systemTheme, setTheme }), [theme, resolvedTheme, systemTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside ThemeProvider');
  return context;
}
