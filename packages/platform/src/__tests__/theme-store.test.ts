import { createThemeStore, initTheme } from '../theme-store';

type ChangeListener = (event: { matches: boolean }) => void;

function mockSystemTheme(dark: boolean) {
  const listeners = new Set<ChangeListener>();
  const query = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, l: ChangeListener) => listeners.add(l),
    removeEventListener: (_: string, l: ChangeListener) => listeners.delete(l),
  };
  window.matchMedia = jest.fn().mockReturnValue(query);
  return {
    change(next: boolean) {
      query.matches = next;
      for (const l of [...listeners]) l({ matches: next });
    },
    listenerCount: () => listeners.size,
  };
}

const meta = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  meta()?.remove();
});

describe('theme store', () => {
  it('starts from the saved theme', () => {
    mockSystemTheme(false);
    localStorage.setItem('theme', 'dark');
    expect(createThemeStore().getState().theme).toBe('dark');
  });

  it('starts from the system preference when nothing is saved', () => {
    mockSystemTheme(true);
    expect(createThemeStore().getState().theme).toBe('dark');
    mockSystemTheme(false);
    expect(createThemeStore().getState().theme).toBe('light');
  });

  it('ignores a saved value that is not a theme', () => {
    mockSystemTheme(true);
    localStorage.setItem('theme', 'purple');
    expect(createThemeStore().getState().theme).toBe('dark');
  });

  it('setTheme saves, toggles the dark class and sets theme-color (creating the meta)', () => {
    mockSystemTheme(false);
    const store = createThemeStore();
    expect(meta()).toBeNull();
    store.getState().setTheme('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(meta()?.content).toBe('#1f2937');
    store.getState().toggleTheme();
    expect(store.getState().theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(meta()?.content).toBe('#ffffff');
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
  });

  it('initTheme applies a saved dark theme', () => {
    mockSystemTheme(false);
    localStorage.setItem('theme', 'dark');
    const store = createThemeStore();
    const stop = initTheme(store);
    expect(document.documentElement).toHaveClass('dark');
    expect(meta()?.content).toBe('#1f2937');
    stop();
  });

  it('follows system changes only while nothing is saved', () => {
    const system = mockSystemTheme(false);
    const store = createThemeStore();
    const stop = initTheme(store);
    system.change(true);
    expect(store.getState().theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBeNull();

    store.getState().setTheme('light');
    system.change(true);
    expect(store.getState().theme).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');

    stop();
    expect(system.listenerCount()).toBe(0);
  });

  it('works without matchMedia', () => {
    // @ts-expect-error jsdom has none; some embedded browsers neither
    delete window.matchMedia;
    expect(createThemeStore().getState().theme).toBe('light');
    const stop = initTheme(createThemeStore());
    expect(meta()?.content).toBe('#ffffff');
    stop();
  });
});
