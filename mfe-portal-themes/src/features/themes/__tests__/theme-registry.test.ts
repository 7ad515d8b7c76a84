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
