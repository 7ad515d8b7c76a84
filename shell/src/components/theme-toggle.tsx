import { useTheme } from '@voices/platform';
import { MoonIcon, SunIcon } from '@voices/ui/icons';
import { useT } from '../i18n';

export interface ThemeToggleProps {
  className?: string;
}

export function ThemeToggle({ className }: ThemeToggleProps) {
  const t = useT();
  const theme = useTheme((state) => state.theme);
  const toggleTheme = useTheme((state) => state.toggleTheme);
  const dark = theme === 'dark';
  return (
    <button type="button" className={className} onClick={toggleTheme}>
      {dark ? <SunIcon /> : <MoonIcon />}
      <span>{dark ? t('theme.toLight') : t('theme.toDark')}</span>
    </button>
  );
}
