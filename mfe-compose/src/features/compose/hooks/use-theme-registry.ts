import { useQuery } from '@tanstack/react-query';
import {
  activateLocale,
  currentLocale,
  normalizeTemplateId,
  THEMES as PLATFORM_THEMES,
  loadRemoteModule,
  queryKeys,
} from '@voices/platform';

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
const LOADING: ThemeRegistry = { ...FALLBACK, ready: false };

const REGISTRY = 'mfe_portal_themes/theme-registry';

async function loadRegistry(): Promise<ThemeRegistry> {
  try {
    const remote = await loadRemoteModule(REGISTRY);
    if (!Array.isArray(remote.THEMES) || remote.THEMES.length === 0) return FALLBACK;
    // The descriptions are the themes remote's words, which its registry registered as it
    // loaded: the chooser is drawn once they are here in the interface language.
    await activateLocale(currentLocale()).catch(() => undefined);
    return {
      themes: remote.THEMES,
      normalize: remote.normalizeThemeId ?? normalizeOrKeep,
      ready: true,
    };
  } catch {
    return FALLBACK;
  }
}

/**
 * The theme list of the themes remote, or the platform's names when it cannot be loaded.
 * Kept in the page's cache, so every form of the section asks the remote once.
 */
export function useThemeRegistry(): ThemeRegistry {
  const { data } = useQuery({
    queryKey: queryKeys.remotes.module(REGISTRY),
    queryFn: loadRegistry,
    staleTime: Infinity,
  });
  return data ?? LOADING;
}
