import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import {
  CONTENT_LANGUAGES,
  DEFAULT_TEMPLATE_ID,
  LANGUAGES,
  LEGACY_TEMPLATE_IDS,
  NEWS_SUBCATEGORIES,
  NEWS_TABS,
  REMOTE_EXPOSES,
  REMOTE_MODULE_IDS,
  STORY_CATEGORIES,
  STORY_LANGUAGES,
  STORY_TEMPLATE_IDS,
  SUBCATEGORY_KEYWORDS,
  THEME_STYLE_NAMES,
  isObjectId,
  normalizeAuthorSectionPosition,
  normalizeStoryCategory,
  normalizeStoryLanguage,
  normalizeTemplateId,
} from '../constants';
import { ObjectId } from '../common';

describe('the constants entry', () => {
  // The browser imports this entry whole: nothing behind it may pull in the schema library.
  it('imports nothing but its own files', () => {
    const dir = path.join(__dirname, '../constants');
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const specifiers = [...source.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1]);
      for (const specifier of specifiers) expect(`${file}: ${specifier}`).toMatch(/: \.\/[a-z-]+$/);
    }
  });
});

describe('normalizeTemplateId', () => {
  it.each(STORY_TEMPLATE_IDS.map((id) => [id]))('keeps the theme %s', (id) => {
    expect(normalizeTemplateId(id)).toBe(id);
    expect(normalizeTemplateId(` ${id.toUpperCase()} `)).toBe(id);
  });

  it('takes nothing as the default theme', () => {
    for (const nothing of [undefined, null, '', '   ']) {
      expect(normalizeTemplateId(nothing)).toBe(DEFAULT_TEMPLATE_ID);
    }
  });

  it('reads the style names that stand for a theme, and no others', () => {
    expect(normalizeTemplateId('modern')).toBe('modern-grid');
    expect(normalizeTemplateId('Express')).toBe('modern-grid');
    for (const style of THEME_STYLE_NAMES.filter((name) => !LEGACY_TEMPLATE_IDS[name])) {
      expect(normalizeTemplateId(style)).toBeNull();
    }
  });

  it('names no theme for anything else', () => {
    expect(normalizeTemplateId('gothic')).toBeNull();
    expect(normalizeTemplateId(42)).toBeNull();
  });

  it('maps every alias onto one of the eight themes', () => {
    for (const target of Object.values(LEGACY_TEMPLATE_IDS)) {
      expect(STORY_TEMPLATE_IDS).toContain(target);
    }
  });
});

describe('the tables agree with each other', () => {
  it('offers the first ten interface languages for stories, with their names', () => {
    expect(LANGUAGES).toHaveLength(50);
    expect(new Set(LANGUAGES.map((language) => language.code)).size).toBe(50);
    expect(STORY_LANGUAGES).toEqual(LANGUAGES.slice(0, 10).map((language) => language.code));
    expect(CONTENT_LANGUAGES.map((language) => language.name)).toEqual(
      LANGUAGES.slice(0, 10).map((language) => language.name),
    );
  });

  it('keeps sub-filters and their keywords for tabs only, each sub-filter with words', () => {
    for (const [tab, subcategories] of Object.entries(NEWS_SUBCATEGORIES)) {
      expect(NEWS_TABS).toContain(tab);
      expect(Object.keys(SUBCATEGORY_KEYWORDS[tab] ?? {})).toEqual(subcategories);
      for (const words of Object.values(SUBCATEGORY_KEYWORDS[tab] ?? {})) {
        expect(words.length).toBeGreaterThan(0);
      }
    }
  });

  it('names every exposed module once', () => {
    expect(new Set(REMOTE_MODULE_IDS).size).toBe(REMOTE_MODULE_IDS.length);
    expect(REMOTE_MODULE_IDS).toHaveLength(
      Object.values(REMOTE_EXPOSES).reduce((sum, modules) => sum + modules.length, 0),
    );
  });

  it('checks ids the way the schemas do', () => {
    for (const id of ['665f1c2a9b3e4d5f6a7b8c9d', '665F1C2A9B3E4D5F6A7B8C9D', 'x', '', 7]) {
      expect(isObjectId(id)).toBe(Value.Check(ObjectId, id));
    }
  });
});

describe('the normalisers', () => {
  it('read categories, languages and positions in any case', () => {
    expect(normalizeStoryCategory(' sports ')).toBe('Sports');
    expect(normalizeStoryCategory('Cooking')).toBeNull();
    expect(STORY_CATEGORIES.map(normalizeStoryCategory)).toEqual([...STORY_CATEGORIES]);
    expect(normalizeStoryLanguage('HI')).toBe('hi');
    expect(normalizeStoryLanguage('fr')).toBeNull();
    expect(normalizeAuthorSectionPosition('Left-Sidebar')).toBe('left-sidebar');
    expect(normalizeAuthorSectionPosition('top')).toBeNull();
  });
});
