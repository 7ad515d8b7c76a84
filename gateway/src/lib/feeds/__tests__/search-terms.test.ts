import { ftsQuery, phraseWords, searchTerms, tsQuery } from '../search-terms';

describe('search terms', () => {
  it('keeps words only, lower case, without common words or repeats', () => {
    expect(searchTerms('The "Election" results, the ELECTION* OR (NEAR)')).toEqual([
      'election',
      'results',
      'near',
    ]);
    expect(searchTerms('बेंगलुरु में बारिश')).toEqual(['बेंगलुरु', 'में', 'बारिश']);
    expect(searchTerms('a b c d', 2)).toEqual(['b', 'c']);
    expect(phraseWords('Tamil Nadu')).toEqual(['tamil', 'nadu']);
  });

  it('builds queries for both engines', () => {
    const phrases = [['state'], ['tamil', 'nadu'], ['elect']];
    expect(ftsQuery(phrases, { mode: 'all', prefixLast: true })).toBe(
      '"state" AND "tamil nadu" AND "elect"*',
    );
    expect(ftsQuery([['ipl'], ['test', 'match']], { mode: 'any' })).toBe('"ipl" OR "test match"');
    expect(tsQuery(phrases, { mode: 'all', prefixLast: true })).toBe(
      "'state' & ('tamil' <-> 'nadu') & 'elect':*",
    );
    expect(tsQuery([['ipl'], ['test', 'match']], { mode: 'any' })).toBe(
      "'ipl' | ('test' <-> 'match')",
    );
  });
});
