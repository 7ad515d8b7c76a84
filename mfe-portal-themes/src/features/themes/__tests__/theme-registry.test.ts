import { THEMES as PLATFORM_THEMES } from '@voices/platform';
import { FILTER_STYLES, THEMES, getTheme, normalizeThemeId } from '../theme-registry';

describe('theme registry', () => {
  it('holds the eight themes with the ids and names the rest of the site uses', () => {
    expect(THEMES.map(({ id, name }) => ({ id, name }))).toEqual(
      PLATFORM_THEMES.map(({ id, name }) => ({ id, name })),
    );
  });

  it('gives every theme its colours, type and layout', () => {
    for (const theme of THEMES) {
      expect(theme.emoji).not.toBe('');
      expect(theme.description).not.toBe('');
      for (const colour of Object.values(theme.colors)) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(theme.typography.headline).not.toBe('');
      expect(theme.typography.body).not.toBe('');
      expect(['below-article', 'left-sidebar', 'right-sidebar']).toContain(
        theme.defaultAuthorSection,
      );
    }
  });

  // The theme chooser shows these descriptions: each names parts its layout really draws.
  it.each([
    ['modern-grid', ['weather', 'edition', 'related column', 'latest news']],
    ['udaya', ['red nameplate band', 'full-bleed picture', 'wall of story cards', 'sticky']],
    ['timesmetro', ['Metro Lines', 'red-framed lead', 'MAIN']],
    ['national', ['nameplate between rules', 'two of three columns', 'section fronts']],
    ['broadsheet-classic', ['blackletter', 'narrow ruled columns', 'drop cap', 'ticker']],
    ['noir', ['Breaking ticker', 'red-framed lead', 'MAIN', '+N more']],
    ['niro', ['Noir Press', 'MAIN', 'search box']],
    ['newspaper-classic', ['sepia', 'search box', 'side list of three', 'advertisement']],
  ])('describes %s by what it has', (id, parts) => {
    const description = getTheme(id)!.description;
    for (const part of parts) expect(description).toContain(part);
  });

  it('treats Niro White as a variant of Noir Press', () => {
    expect(getTheme('niro')?.variantOf).toBe('noir');
  });

  it('lists the filter-only styles', () => {
    expect(FILTER_STYLES.map((style) => style.id)).toEqual([
      'modern',
      'classic',
      'minimal',
      'express',
      'nytimes',
      'kdbt',
      'vibrant',
    ]);
  });

  it('maps modern and express to modern-grid and an empty id to the default', () => {
    expect(normalizeThemeId('modern')).toBe('modern-grid');
    expect(normalizeThemeId('express')).toBe('modern-grid');
    expect(normalizeThemeId('noir')).toBe('noir');
    expect(normalizeThemeId('')).toBe('modern-grid');
    expect(normalizeThemeId(undefined)).toBe('modern-grid');
    expect(getTheme('express')?.name).toBe('The Daily Herald');
  });

  it('knows no other themes', () => {
    expect(getTheme('nytimes')).toBeUndefined();
    expect(getTheme('comic-sans')).toBeUndefined();
  });
});
