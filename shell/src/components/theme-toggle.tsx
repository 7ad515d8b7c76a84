import { useTheme } from '@voices/platform';
import { MoonIcon, SunIcon } from '@voices/ui';

export interface ThemeToggleProps {
  className?: string;
}

export function ThemeToggle({ className }: ThemeToggleProps) {
  const theme = useTheme((state) => state.theme);
  const toggleTheme = useTheme((state) => state.toggleTheme);
  const dark = theme === 'dark';
  return (
    <button type="button" className={className} onClick={toggleTheme}>
      {dark ? <SunIcon /> : <MoonIcon />}
      <span>{dark ? 'Switch to light mode' : 'Switch to dark mode'}</span>
    </button>
  );
}
