import { cutText, excerpt, type ThemeStory } from '../../../../lib/story';
import { clampCanvasWidth, wrapText } from '../canvas-text';
import {
  categoriesOf,
  editionNumber,
  latestStories,
  pagerTargets,
  secondaryStories,
  selectRelated,
} from '../herald-content';
import type { ModerationFields } from '../eligibility';

const day = (n: number) => new Date(Date.UTC(2025, 0, 31 - n)).toISOString();
const s = (
  id: string,
  category: string,
  age: number,
  extra: Partial<ThemeStory> & ModerationFields = {},
): ThemeStory => ({
  id: id,
  title: `Story ${id}`,
  content: `Text of ${id}`,
  category,
  author: 'Meera',
  createdAt: day(age),
  ...extra,
});

describe('selectRelated', () => {
  const current = s('cur', 'Local', 0);

  it('takes up to six eligible stories of the same category, never the story itself', () => {
    const stories = [
      current,
      ...Array.from({ length: 9 }, (_, i) => s(`l${i}`, i % 2 ? 'local' : 'Local', i + 1)),
      s('sport', 'Sports', 1),
      s('fake', 'Local', 1, { isFake: 'yes' }),
    ];
    const related = selectRelated(current, stories);
    expect(related.map((story) => story.id)).toEqual(['l0', 'l1', 'l2', 'l3', 'l4', 'l5']);
  });

  it("fills up with the site's related news after the author's own, each once", () => {
    const own = [current, s('a', 'Local', 2)];
    const extra = [
      s('a', 'Local', 2),
      s('b', 'local', 3),
      s('c', 'World', 1),
      s('d', 'Local', 5, { status: 'draft' }),
    ];
    expect(selectRelated(current, own, extra).map((story) => story.id)).toEqual(['a', 'b']);
  });
});

describe('latest and secondary stories', () => {
  const current = s('cur', 'Local', 3);
  const stories = [current, ...Array.from({ length: 8 }, (_, i) => s(`x${i}`, 'Local', i))];

  it('gives the three newest others, then the three after them', () => {
    expect(latestStories(current, stories).map((story) => story.id)).toEqual(['x0', 'x1', 'x2']);
    expect(secondaryStories(current, stories).map((story) => story.id)).toEqual(['x3', 'x4', 'x5']);
  });

  it('has no secondary stories when there are few', () => {
    expect(secondaryStories(current, stories.slice(0, 3))).toEqual([]);
  });
});

describe('pagerTargets', () => {
  const list = [s('a', 'L', 0), s('b', 'L', 1), s('c', 'L', 2)];

  it('wraps around at both ends', () => {
    expect(pagerTargets(list[0]!, list)).toEqual({ previous: list[2], next: list[1] });
    expect(pagerTargets(list[2]!, list)).toEqual({ previous: list[1], next: list[0] });
  });

  it('offers nothing with fewer than two stories', () => {
    expect(pagerTargets(list[0]!, [list[0]!])).toBeNull();
  });
});

it('lists each category once, as first spelt', () => {
  expect(categoriesOf([s('a', 'Local', 0), s('b', 'local', 0), s('c', 'Sports', 0)])).toEqual([
    'Local',
    'Sports',
  ]);
});

it('numbers editions from the first day', () => {
  expect(editionNumber(new Date(2024, 0, 1, 12))).toBe(1);
  expect(editionNumber(new Date(2024, 0, 2, 0, 5))).toBe(2);
  expect(editionNumber(new Date(2025, 0, 1, 23))).toBe(367);
});

describe('text cuts', () => {
  it('cuts at the given number of characters with an ellipsis', () => {
    expect(cutText('a'.repeat(60), 60)).toBe('a'.repeat(60));
    expect(cutText('b'.repeat(61), 60)).toBe(`${'b'.repeat(60)}…`);
    expect(cutText('😀'.repeat(70), 60)).toBe(`${'😀'.repeat(60)}…`);
  });

  it('ends a Read more excerpt at a word', () => {
    const text = 'word '.repeat(100);
    const cut = excerpt(text, 250);
    expect(cut.endsWith('word…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(251);
  });
});

describe('canvas text', () => {
  it('clamps the canvas width to 640–1400 pixels', () => {
    expect(clampCanvasWidth(320)).toBe(640);
    expect(clampCanvasWidth(640)).toBe(640);
    expect(clampCanvasWidth(900.4)).toBe(900);
    expect(clampCanvasWidth(1400)).toBe(1400);
    expect(clampCanvasWidth(2800)).toBe(1400);
    expect(clampCanvasWidth(Number.NaN)).toBe(640);
  });

  it('wraps words to the width, keeps paragraphs and breaks over-long words', () => {
    const measure = (text: string) => text.length * 10;
    expect(wrapText('one two three four', 100, measure)).toEqual(['one two', 'three four']);
    expect(wrapText('first\n\n\nsecond', 200, measure)).toEqual(['first', '', 'second']);
    expect(wrapText('abcdefghijkl', 50, measure)).toEqual(['abcde', 'fghij', 'kl']);
  });
});
