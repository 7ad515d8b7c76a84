import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { STORAGE_KEYS, THEME_COLORS } from '@voices/contracts/constants';
import { storage } from './storage';
import type { ThemeMode } from './types';

export interface ThemeState {
  theme: ThemeMode;
  setTheme(theme: ThemeMode): void;
  toggleTheme(): void;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

export function getSavedTheme(): ThemeMode | null {
  const saved = storage.get(STORAGE_KEYS.theme);
  return isThemeMode(saved) ? saved : null;
}

function darkQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  try {
    return window.matchMedia(DARK_QUERY);
  } catch {
    return null;
  }
}

export function getSystemTheme(): ThemeMode {
  return darkQuery()?.matches ? 'dark' : 'light';
}

/** Puts a theme on the page: the `dark` class on <html> and the browser's theme-color. */
export function applyTheme(theme: ThemeMode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  meta.content = THEME_COLORS[theme];
}

export function createThemeStore(): StoreApi<ThemeState> {
  return createStore<ThemeState>()((set, get) => ({
    theme: getSavedTheme() ?? getSystemTheme(),
    setTheme(theme) {
      if (!isThemeMode(theme)) return;
      storage.set(STORAGE_KEYS.theme, theme);
      applyTheme(theme);
      set({ theme });
    },
    toggleTheme() {
      get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
    },
  }));
}

export const themeStore = createThemeStore();

/**
 * Applies the current theme to the page and keeps it in step: with no saved choice it follows
 * the system preference; a choice made in another tab applies here. Returns the unsubscribe.
 */
export function initTheme(store: StoreApi<ThemeState> = themeStore): () => void {
  const current = getSavedTheme() ?? getSystemTheme();
  if (store.getState().theme !== current) store.setState({ theme: current });
  applyTheme(current);

  const query = darkQuery();
  const onSystemChange = (event: MediaQueryListEvent) => {
    if (getSavedTheme()) return;
    const theme: ThemeMode = event.matches ? 'dark' : 'light';
    applyTheme(theme);
    store.setState({ theme });
  };
  if (query?.addEventListener) query.addEventListener('change', onSystemChange);
  else query?.addListener?.(onSystemChange);

  const unsubscribeStorage = storage.subscribe(STORAGE_KEYS.theme, (source) => {
    if (source === 'local') return;
    const theme = getSavedTheme() ?? getSystemTheme();
    applyTheme(theme);
    store.setState({ theme });
  });

  return () => {
    if (query?.removeEventListener) query.removeEventListener('change', onSystemChange);
    else query?.removeListener?.(onSystemChange);
    unsubscribeStorage();
  };
}

export function useTheme(): ThemeState;
export function useTheme<T>(selector: (state: ThemeState) => T): T;
export function useTheme<T>(selector?: (state: ThemeState) => T): T | ThemeState {
  return useStore(
    themeStore,
    (selector ?? ((state: ThemeState) => state)) as (state: ThemeState) => T | ThemeState,
  );
}
