import {
  COMPOSE_CATEGORIES,
  CONTENT_LANGUAGES,
  customHeadingKey,
  FEED_TABS,
  isObjectId,
  normalizeTemplateId,
  preferredTemplateKey,
  THEMES,
} from '../constants';

describe('constants', () => {
  it('lists the themes in order with their display names', () => {
    expect(THEMES.map((t) => t.id)).toEqual([
      'modern-grid',
      'udaya',
      'timesmetro',
      'national',
      'broadsheet-classic',
      'noir',
      'niro',
      'newspaper-classic',
    ]);
    expect(THEMES[0]?.name).toBe('The Daily Herald');
  });

  it('maps the legacy template id', () => {
    expect(normalizeTemplateId('modern')).toBe('modern-grid');
    expect(normalizeTemplateId('noir')).toBe('noir');
    expect(normalizeTemplateId(undefined)).toBe('modern-grid');
  });

  it('builds the per-user storage keys', () => {
    expect(preferredTemplateKey('u1')).toBe('preferredTemplate:u1');
    expect(customHeadingKey('u1')).toBe('customHeading:u1:global');
    expect(customHeadingKey('u1', 'noir')).toBe('customHeading:u1:noir');
  });

  it('has the compose categories, content languages and feed tabs', () => {
    expect(COMPOSE_CATEGORIES).toHaveLength(13);
    expect(COMPOSE_CATEGORIES[0]).toBe('Politics');
    expect(CONTENT_LANGUAGES.map((l) => l.name)).toEqual([
      'English',
      'Hindi',
      'Kannada',
      'Telugu',
      'Tamil',
      'Malayalam',
      'Marathi',
      'Bengali',
      'Gujarati',
      'Punjabi',
    ]);
    expect(FEED_TABS.map((t) => t.id)).toEqual([
      'home',
      'local',
      'india',
      'world',
      'sports',
      'business',
      'technology',
      'entertainment',
      'health',
    ]);
    expect(FEED_TABS.find((t) => t.id === 'health')?.subcategories.map((s) => s.id)).toEqual([
      'fitness',
      'mental-health',
      'nutrition',
      'medical',
    ]);
  });

  it('checks 24-hex ids', () => {
    expect(isObjectId('64b7f0c2a1b2c3d4e5f60718')).toBe(true);
    expect(isObjectId('64b7f0c2a1b2c3d4e5f6071')).toBe(false);
    expect(isObjectId(42)).toBe(false);
  });
});
