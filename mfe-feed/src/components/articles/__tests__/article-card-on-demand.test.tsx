import { screen } from '@testing-library/react';
import { savedNews } from '@voices/platform';
import { Toaster } from '@voices/ui';
import {
  createArticle,
  expectConsole,
  renderWithProviders,
  type StoredUser,
} from '@voices/platform/testing';
import { requestsTo } from '../../../testing/requests';
import { ArticleCard } from '../article-card';

// The code a card fetches when it is first used, as the page fetches it: each fetch is counted,
// and a part named in `mockOffline` cannot be fetched.
const mockFetched = jest.fn<void, [string]>();
const mockOffline = new Set<string>();
function mockPart(name: string, path: string) {
  mockFetched(name);
  if (mockOffline.has(name)) throw new Error(`Loading chunk ${name} failed`);
  return jest.requireActual(path);
}
jest.mock('../related-news', () => mockPart('related-news', '../related-news'));
jest.mock('../../../lib/save-article', () => mockPart('save-article', '../../../lib/save-article'));

const fetched = (name: string) => mockFetched.mock.calls.filter(([part]) => part === name).length;

function renderCard(user: StoredUser | null = null) {
  const article = createArticle({
    title: 'Monsoon reaches the coast',
    category: 'world',
    image_url: 'https://images.example.com/monsoon.jpg',
  });
  createArticle({ title: 'Monsoon reaches the hills', category: 'world' });
  return {
    article,
    ...renderWithProviders(
      <>
        <ArticleCard article={article} />
        <Toaster />
      </>,
      { user },
    ),
  };
}

afterEach(() => mockOffline.clear());

it("fetches the related list's code when first opened, fails quietly without it, and asks again on the next opening", async () => {
  const { user } = renderCard();
  const toggle = screen.getByRole('button', { name: 'Related News' });
  expect(fetched('related-news')).toBe(0);

  mockOffline.add('related-news');
  expectConsole('warn', /A part of the page could not be loaded/);
  await user.click(toggle);
  expect(await screen.findByText('No related news found')).toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAttribute(
    'aria-controls',
    screen.getByRole('region', { name: 'Related News' }).id,
  );
  expect(requestsTo('news/related')).toHaveLength(0);
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region', { name: 'Related News' })).not.toBeInTheDocument();

  mockOffline.delete('related-news');
  await user.click(toggle);
  const region = screen.getByRole('region', { name: 'Related News' });
  expect(
    await screen.findByRole('link', { name: 'Monsoon reaches the hills' }),
  ).toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-controls', region.id);
  expect(requestsTo('news/related')).toHaveLength(1);
  expect(fetched('related-news')).toBe(2);
});

it("fetches the saving's code with the first press, and says so when it cannot", async () => {
  const { user, article } = renderCard();
  expect(fetched('save-article')).toBe(0);

  mockOffline.add('save-article');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Error saving news')).toBeInTheDocument();
  expect(savedNews.has(article.id)).toBe(false);

  mockOffline.delete('save-article');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('News saved successfully!')).toBeInTheDocument();
  expect(savedNews.has(article.id)).toBe(true);
  expect(fetched('save-article')).toBe(2);
});
