import { isContributeArea } from '../use-contribute-area';

it.each([
  ['/user', '', true],
  ['/contribute', '', true],
  ['/contribute/modern-grid', '', true],
  ['/contribute/edit/42', '', true],
  ['/home', '?tab=contribute', true],
  ['/contribute/news/42', '?id=42', false],
  ['/user/64b7f0c2a1b2c3d4e5f60718', '', false],
  ['/home', '?tab=world', false],
  ['/news', '', false],
])('%s%s is the contribute area: %s', (pathname, search, expected) => {
  expect(isContributeArea(pathname, search)).toBe(expected);
});
