import { NEWS_SUBCATEGORIES, NEWS_TABS, STORY_TEMPLATE_IDS } from '@voices/contracts/constants';
import { FEED_TABS, THEMES, labelOf } from '../constants';

describe('the display tables', () => {
  it('label every tab and sub-filter of the contracts, in their order', () => {
    expect(FEED_TABS.map((tab) => tab.id)).toEqual([...NEWS_TABS]);
    for (const tab of FEED_TABS) {
      expect(tab.subcategories.map((sub) => sub.id)).toEqual([
        ...(NEWS_SUBCATEGORIES[tab.id] ?? []),
      ]);
      for (const { label } of [tab, ...tab.subcategories]) expect(label).toMatch(/^[A-Z]/);
    }
  });

  it('names every theme once, in the contracts’ order', () => {
    expect(THEMES.map((theme) => theme.id)).toEqual([...STORY_TEMPLATE_IDS]);
    expect(new Set(THEMES.map((theme) => theme.name)).size).toBe(THEMES.length);
  });

  it('writes ids as words, keeping the spelling of acronyms', () => {
    expect(labelOf('stock-market')).toBe('Stock Market');
    expect(labelOf('tv-shows')).toBe('TV Shows');
    expect(labelOf('ai')).toBe('AI');
    expect(labelOf('home')).toBe('Home');
  });
});
