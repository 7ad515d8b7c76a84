import { STORAGE_KEYS } from '@voices/contracts/constants';
import { useState } from 'react';
import { THEME_STYLE_FILTERS, storage, useRemoteComponent } from '@voices/platform';
import type { ThemeSummary } from '../hooks/use-theme-registry';

export type ThemeFilter = (typeof THEME_STYLE_FILTERS)[number];

function savedFilter(): ThemeFilter {
  const saved = storage.get(STORAGE_KEYS.themeFilter);
  return (THEME_STYLE_FILTERS as readonly string[]).includes(saved ?? '')
    ? (saved as ThemeFilter)
    : 'All';
}

interface ThemeChooserProps {
  themes: readonly ThemeSummary[];
  selected?: string | null;
  onChoose: (themeId: string) => void;
  disabled?: boolean;
}

/**
 * The themes as cards with a style filter this browser remembers (`themeFilter`). Each card
 * shows the themes remote's miniature of its layout; until it loads (or if it cannot), the
 * theme's emoji holds the same space.
 */
export function ThemeChooser({ themes, selected, onChoose, disabled }: ThemeChooserProps) {
  const [filter, setFilter] = useState<ThemeFilter>(savedFilter);
  const { Component: Miniature } = useRemoteComponent('mfe_portal_themes/theme-miniature');
  const shown =
    filter === 'All' ? themes : themes.filter((theme) => theme.style === filter.toLowerCase());

  const pick = (next: ThemeFilter) => {
    setFilter(next);
    storage.set(STORAGE_KEYS.themeFilter, next);
  };

  return (
    <div className="vx-compose-chooser">
      <div className="vx-compose-filters" role="group" aria-label="Filter themes by style">
        {THEME_STYLE_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            className={`vx-chip${filter === name ? ' is-active' : ''}`}
            aria-pressed={filter === name}
            onClick={() => pick(name)}
          >
            {name}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="vx-muted">No themes in this style yet.</p>
      ) : (
        <ul className="vx-compose-themes" aria-label="Themes">
          {shown.map((theme) => (
            <li key={theme.id}>
              <button
                type="button"
                className={`vx-compose-theme${selected === theme.id ? ' is-selected' : ''}`}
                aria-pressed={selected === theme.id}
                disabled={disabled}
                onClick={() => onChoose(theme.id)}
              >
                <span className="vx-compose-theme-picture" aria-hidden="true">
                  {Miniature ? (
                    <Miniature themeId={theme.id} decorative />
                  ) : (
                    <span className="vx-compose-theme-emoji">{theme.emoji ?? '📰'}</span>
                  )}
                </span>
                <span className="vx-compose-theme-name">{theme.name}</span>
                {theme.description && (
                  <span className="vx-compose-theme-description">{theme.description}</span>
                )}
                {theme.style && <span className="vx-compose-theme-style">{theme.style}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
