import { safeRedirect } from '../safe-redirect';

describe('safeRedirect', () => {
  it('follows paths on this site', () => {
    expect(safeRedirect('/saved')).toBe('/saved');
    expect(safeRedirect('/news/1?tab=world')).toBe('/news/1?tab=world');
  });

  it('falls back to / when there is no target', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });

  it('refuses targets on other sites', () => {
    expect(safeRedirect('https://example.com')).toBe('/');
    expect(safeRedirect('//example.com')).toBe('/');
    expect(safeRedirect('/\\example.com')).toBe('/');
  });
});
