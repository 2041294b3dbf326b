import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '../ui/button';
import { type ResolvedTheme, type Theme, useTheme } from './theme-provider';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;
const oppositeOf = (theme: ResolvedTheme): ResolvedTheme => (theme === 'dark' ? 'light' : 'dark');

/**
 * Each press shows the opposite of the theme on screen (a cycle through "system" could change nothing
 * visible). Picking the device's own theme stores "system", so the page follows the device again.
 */
function nextThemeChoice(shown: ResolvedTheme, device: ResolvedTheme): Theme {
  const opposite = oppositeOf(shown);
  return opposite === device ? 'system' : opposite;
}

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, resolvedTheme, systemTheme, setTheme } = useTheme();
  const Icon = icons[theme];
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={className}
      aria-label="Toggle theme"
      title="Toggle theme"
      onClick={() => setTheme(nextThemeChoice(resolvedTheme, systemTheme))}
    >
      <Icon aria-hidden="true" />
      {/* The spec's screen-reader texts. */}
      <span className="sr-only">{`Switch to ${oppositeOf(resolvedTheme)} theme`}</span>
    </Button>
  );
}
