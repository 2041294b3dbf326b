import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '../ui/button';
import { type Theme, useTheme } from './theme-provider';

// One button cycles light -> dark -> system -> light, so "follow my device" can always be chosen again.
const nextTheme: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const icons = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const next = nextTheme[theme];
  const Icon = icons[theme];
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={className}
      aria-label="Toggle theme"
      title="Toggle theme"
      onClick={() => setTheme(next)}
    >
      <Icon aria-hidden="true" />
      {/* The spec's texts, "Switch to light theme" / "Switch to dark theme", and the third step. */}
      <span className="sr-only">{`Switch to ${next} theme`}</span>
    </Button>
  );
}
