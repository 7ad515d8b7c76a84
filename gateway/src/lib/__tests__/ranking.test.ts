import { RELATED_RANKING } from '@voices/contracts';
import { relatedScore } from '../ranking';

const NOW = Date.parse('2025-06-10T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();
const base = { mediaCount: 0, contentLength: 0, category: null, language: null };

describe('relatedScore (spec 001 §4)', () => {
  it('decays recency exponentially with a 30-day constant and weight 5', () => {
    expect(relatedScore({ ...base, publishedAt: daysAgo(0) }, { now: NOW })).toBeCloseTo(5);
    expect(relatedScore({ ...base, publishedAt: daysAgo(30) }, { now: NOW })).toBeCloseTo(
      5 / Math.E,
    );
    expect(relatedScore({ ...base, publishedAt: daysAgo(60) }, { now: NOW })).toBeCloseTo(
      5 * Math.exp(-2),
    );
    // A date in the future counts as now; no date counts as very old.
    expect(relatedScore({ ...base, publishedAt: daysAgo(-3) }, { now: NOW })).toBeCloseTo(5);
    expect(relatedScore({ ...base, publishedAt: 'not a date' }, { now: new Date(NOW) })).toBe(0);
  });

  it('adds 0.8 per media item up to 4 and length/600 up to 2', () => {
    const old = daysAgo(100_000);
    expect(relatedScore({ ...base, publishedAt: old, mediaCount: 3 }, { now: NOW })).toBeCloseTo(
      2.4,
    );
    expect(relatedScore({ ...base, publishedAt: old, mediaCount: 9 }, { now: NOW })).toBeCloseTo(
      3.2,
    );
    expect(
      relatedScore({ ...base, publishedAt: old, contentLength: 300 }, { now: NOW }),
    ).toBeCloseTo(0.5);
    expect(
      relatedScore({ ...base, publishedAt: old, contentLength: 5000 }, { now: NOW }),
    ).toBeCloseTo(2);
  });

  it('adds 1.5 for the same category, 0.5 for the same language, 1 for the breaking ticker', () => {
    const old = daysAgo(100_000);
    const item = { ...base, publishedAt: old, category: 'Sports', language: 'en' };
    expect(relatedScore(item, { now: NOW, category: 'sports', language: 'EN' })).toBeCloseTo(2);
    expect(relatedScore(item, { now: NOW, category: 'world', language: 'hi' })).toBe(0);
    const inTicker = { ...item, inBreakingTicker: true };
    expect(relatedScore(inTicker, { now: NOW, theme: 'broadsheet-classic' })).toBeCloseTo(1);
  });

  it('counts the breaking ticker only in broadsheet-classic', () => {
    const item = { ...base, publishedAt: daysAgo(100_000), inBreakingTicker: true };
    expect(relatedScore(item, { now: NOW, theme: 'broadsheet-classic' })).toBeCloseTo(1);
    expect(relatedScore(item, { now: NOW, theme: 'modern-grid' })).toBe(0);
    expect(relatedScore(item, { now: NOW, theme: 'noir' })).toBe(0);
    expect(relatedScore(item, { now: NOW })).toBe(0);
    expect(
      relatedScore({ ...item, inBreakingTicker: false }, { now: NOW, theme: 'broadsheet-classic' }),
    ).toBe(0);
  });

  it('sums every term', () => {
    const score = relatedScore(
      {
        publishedAt: daysAgo(15),
        mediaCount: 2,
        contentLength: 900,
        category: 'world',
        language: 'en',
      },
      { now: NOW, category: 'world', language: 'en' },
    );
    const w = RELATED_RANKING;
    expect(score).toBeCloseTo(
      5 * Math.exp(-0.5) + 2 * w.mediaWeight + 1.5 + w.sameCategory + w.sameLanguage,
    );
  });
});
