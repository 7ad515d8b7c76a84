import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getNews, newsErrorMessage } from '../../../features/news/api/get-news';
import { feedItem, story } from '../../../testing/fixtures';
import { callsTo, onApi, resetApi, serverError } from '@voices/platform/testing';
import { renderAt } from '../../../testing/render';
import { NewsDetailPage } from '../news-detail-page';

jest.mock('@voices/platform', () => ({
  ...jest.requireActual('@voices/platform'),
  get api() {
    return jest.requireActual('@voices/platform/testing').mockApi;
  },
}));

const ID = '64f1a2b3c4d5e6f708192a3b';

function renderPage() {
  return renderAt(<NewsDetailPage />, `/news/${ID}`, '/news/:id');
}

beforeEach(() => {
  resetApi();
  onApi('GET', 'news/related', () => ({ success: true, results: [] }));
});

it('shows a story in full, as text, with its related stories', async () => {
  onApi('GET', `news/${ID}`, () => ({
    success: true,
    news: story({
      _id: ID,
      title: 'Lake clean-up',
      content: 'First paragraph.\n\n<b>Second</b> paragraph.',
      media: ['one.jpg', 'clip.mp4', 'two.jpg'],
    }),
  }));
  onApi('GET', 'news/related', () => ({
    success: true,
    results: [story({ title: 'Another lake story' })],
  }));
  renderPage();

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Lake clean-up' }),
  ).toBeInTheDocument();
  expect(screen.getByText('<b>Second</b> paragraph.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show picture 2' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show picture 3' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Read in the author's theme" })).toHaveAttribute(
    'href',
    `/contribute/news/${ID}`,
  );
  expect(await screen.findByRole('link', { name: 'Another lake story' })).toBeInTheDocument();
  expect(callsTo('news/related')[0]!.query).toMatchObject({ limit: '6', exclude: ID });
  expect(document.title).toBe('Lake clean-up · Voices');
});

it('links a news item to its source', async () => {
  onApi('GET', `news/${ID}`, () => ({
    success: true,
    news: feedItem({ _id: ID, link: 'https://news.example.com/story' }),
  }));
  renderPage();
  const read = await screen.findByRole('link', { name: 'Read Full Article' });
  expect(read).toHaveAttribute('href', 'https://news.example.com/story');
  expect(read).toHaveAttribute('target', '_blank');
});

it.each([
  [serverError('News article not found', 404), 'News article not found'],
  [serverError(null, 404), 'News article not found'],
  [serverError(null, 500), 'Failed to fetch news article'],
  [serverError('Failed to fetch news', 500), 'Failed to fetch news'],
])('says why the article cannot be shown (%p)', async (error, message) => {
  const user = userEvent.setup();
  let calls = 0;
  onApi('GET', `news/${ID}`, () => {
    calls += 1;
    if (calls === 1) throw error;
    return { success: true, news: story({ _id: ID, title: 'Back again' }) };
  });
  renderPage();
  expect(await screen.findByText(message)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Back again' })).toBeInTheDocument();
});

it('needs an id', async () => {
  await expect(getNews('  ')).rejects.toThrow('News ID is required');
  expect(newsErrorMessage(new Error('News ID is required'))).toBe('News ID is required');
});
