import { classifySubcategory, normalizeCategory, storyCategoryOf } from '../categories';

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
});
