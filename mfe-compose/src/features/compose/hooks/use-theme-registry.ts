import { normalizeTemplateId } from '@voices/contracts/constants';
import { useEffect, useState } from 'react';
import { THEMES as PLATFORM_THEMES, loadRemoteModule } from '@voices/platform';

export type ThemeStyle = 'modern' | 'classic' | 'vibrant' | 'minimal' | 'newspaper';

/** What the chooser needs of a theme; the registry of the themes remote has more. */
export interface ThemeSummary {
  id: string;
  name: string;
  emoji?: string;
  description?: string;
  style?: ThemeStyle;
  defaultAuthorSection?: string;
}

export interface ThemeRegistry {
  themes: readonly ThemeSummary[];
  normalize: (id: string | null | undefined) => string;
  /** False while the registry of the themes remote is still loading. */
  ready: boolean;
}

// An id that names no theme stays as it was, so the page can say which one it does not know.
const normalizeOrKeep = (id: string | null | undefined) => normalizeTemplateId(id) ?? id ?? '';

const FALLBACK: ThemeRegistry = {
  themes: PLATFORM_THEMES,
  normalize: normalizeOrKeep,
  ready: true,
};

let cached: Promise<ThemeRegistry> | null = null;

function loadRegistry(): Promise<ThemeRegistry> {
  cached ??= loadRemoteModule('mfe_portal_themes/theme-registry').then(
    (remote) => {
      if (!remote || !Array.isArray(remote.THEMES) || remote.THEMES.length === 0) return FALLBACK;
      return {
        themes: remote.THEMES,
        normalize: remote.normalizeThemeId ?? normalizeOrKeep,
        ready: true,
      };
    },
    () => FALLBACK,
  );
  return cached;
}

/** The theme list of the themes remote, or the platform's names when it cannot be loaded. */
export function useThemeRegistry(): ThemeRegistry {
  const [registry, setRegistry] = useState<ThemeRegistry>({ ...FALLBACK, ready: false });
  useEffect(() => {
    let live = true;
    loadRegistry().then((loaded) => live && setRegistry(loaded));
    return () => {
      live = false;
    };
  }, []);
  return registry;
}
