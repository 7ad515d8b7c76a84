import {
  classifySubcategory,
  keywordsPostgresPattern,
  keywordsRegExp,
  normalizeCategory,
  storyCategoryOf,
} from '../categories';

describe('categories', () => {
  it('normalizes tabs and topics', () => {
    expect(normalizeCategory(' Sports ')).toBe('sports');
    expect(normalizeCategory('Politics')).toBe('politics');
    expect(normalizeCategory('gossip')).toBeNull();
    expect(storyCategoryOf('sports')).toBe('Sports');
    expect(storyCategoryOf('local')).toBe('Local');
    expect(storyCategoryOf('india')).toBeNull();
    expect(storyCategoryOf('home')).toBeNull();
    expect(storyCategoryOf('science')).toBe('Science');
  });

  it.each([
    ['sports', 'IPL final tonight', '', 'cricket'],
    ['sports', 'Sinner wins in Paris', 'The French Open final', 'tennis'],
    ['sports', 'WrestleMania card revealed', '', 'wwe'],
    ['business', 'Sensex hits a record', '', 'stock-market'],
    ['business', 'Inflation eases in May', '', 'economy'],
    ['technology', 'OpenAI shows a new model', '', 'ai'],
    ['technology', 'Said the chairman', 'Maintain the course', null],
    ['entertainment', 'Box office: a record weekend', '', 'movies'],
    ['health', 'Yoga for beginners', '', 'fitness'],
    ['world', 'Anything at all', '', null],
  ])('places %s "%s" under %s', (category, title, description, expected) => {
    expect(classifySubcategory(category, title, description)).toBe(expected);
  });

  it('weighs the title above the summary', () => {
    expect(classifySubcategory('sports', 'Tennis star', 'Also mentions cricket')).toBe('tennis');
  });

  it.each([
    ['won by an innings', ['innings'], true],
    ['Rain in Mumbai', ['innings'], false],
    ['A ninth-inning comeback', ['innings'], false],
    ['Innings of 150 from Kohli', ['innings'], true],
    ['Young cricketer signs', ['cricket'], false],
    ['Tennessee Titans win', ['tennis'], false],
    ['TENNIS: the final', ['tennis'], true],
    ['Rowwena wins the marathon', ['wwe'], false],
    ['Tickets at wwe.com', ['wwe'], true],
    ['snake_wwe_case', ['wwe'], true],
    ['Day two of the Test\nmatch', ['test match'], true],
    ['Testmatch', ['test match'], false],
    ['A start-up raises money', ['start-up'], true],
    ['Said the chairman', ['ai'], false],
    ['बेंगलुरु ipl', ['ipl'], true],
    ['बेंगलुरुipl', ['ipl'], false],
    ['Odd (keyword) [here]', ['(keyword)', '[here'], true],
  ])('finds in "%s" the whole words %j: %s', (text, keywords, expected) => {
    expect(keywordsRegExp(keywords).test(text)).toBe(expected);
  });

  it('writes the same keywords for PostgreSQL', () => {
    expect(keywordsPostgresPattern(['ipl', 'test match', 'start-up', 'a.b'])).toBe(
      '(?:^|[^[:alnum:]])(?:ipl|test\\s+match|start-up|a\\.b)(?:$|[^[:alnum:]])',
    );
  });
});
