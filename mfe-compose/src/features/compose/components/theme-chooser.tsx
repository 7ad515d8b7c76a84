import { useState } from 'react';
import { STORAGE_KEYS, THEME_STYLE_FILTERS, storage, useRemoteComponent } from '@voices/platform';
import { isMessageKey, useT, type Translate } from '../../../i18n';
import type { ThemeSummary } from '../hooks/use-theme-registry';

/** What a card shows until the themes remote draws its miniature. */
const FALLBACK_EMOJI = '📰';

/** A style's name ('Modern', or the registry's 'modern') in the interface language. */
function styleName(t: Translate, style: string): string {
  const key = `style.${style.toLowerCase()}`;
  return isMessageKey(key) ? t(key) : style;
}

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
  const t = useT();
  const { Component: Miniature } = useRemoteComponent('mfe_portal_themes/theme-miniature');
  const shown =
    filter === 'All' ? themes : themes.filter((theme) => theme.style === filter.toLowerCase());

  const pick = (next: ThemeFilter) => {
    setFilter(next);
    storage.set(STORAGE_KEYS.themeFilter, next);
  };

  return (
    <div className="vx-compose-chooser">
      <div className="vx-compose-filters" role="group" aria-label={t('chooser.filters')}>
        {THEME_STYLE_FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            className={`vx-chip${filter === name ? ' is-active' : ''}`}
            aria-pressed={filter === name}
            onClick={() => pick(name)}
          >
            {styleName(t, name)}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="vx-muted">{t('chooser.empty')}</p>
      ) : (
        <ul className="vx-compose-themes" aria-label={t('chooser.themes')}>
          {shown.map((theme) => {
            // The registry's description, in the interface language (use-theme-registry.ts).
            const description = theme.description ?? '';
            return (
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
                      <span className="vx-compose-theme-emoji">
                        {theme.emoji ?? FALLBACK_EMOJI}
                      </span>
                    )}
                  </span>
                  <span className="vx-compose-theme-name">{theme.name}</span>
                  {description && (
                    <span className="vx-compose-theme-description">{description}</span>
                  )}
                  {theme.style && (
                    <span className="vx-compose-theme-style">{styleName(t, theme.style)}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
