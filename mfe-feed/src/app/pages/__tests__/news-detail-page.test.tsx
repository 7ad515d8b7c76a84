import { screen } from '@testing-library/react';
import {
  API,
  HttpResponse,
  createArticle,
  createStory,
  createUser,
  fail,
  http,
  renderWithProviders,
  server,
} from '@voices/platform/testing';
import { newsErrorMessage } from '../../../features/news/utils/news-error-message';
import { requestsTo } from '../../../testing/requests';
import { NewsDetailPage } from '../news-detail-page';

function renderPage(id: string) {
  return renderWithProviders(<NewsDetailPage />, { route: `/news/${id}`, path: '/news/:id' });
}

it('shows a story in full, as text, with its related stories', async () => {
  const meera = createUser({ name: 'Meera Nair' });
  const lake = createStory(meera, {
    title: 'Lake clean-up',
    content: 'First paragraph.\n\n<b>Second</b> paragraph.',
    media: ['one.jpg', 'clip.mp4', 'two.jpg'],
  });
  createStory(meera, { title: 'Another lake story' });
  renderPage(lake.id);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Lake clean-up' }),
  ).toBeInTheDocument();
  expect(screen.getByText('<b>Second</b> paragraph.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show picture 2' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show picture 3' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Read in the author's theme" })).toHaveAttribute(
    'href',
    `/contribute/news/${lake.id}`,
  );
  expect(screen.getByRole('link', { name: 'More from Meera Nair' })).toHaveAttribute(
    'href',
    `/news?authorId=${meera.id}`,
  );
  expect(await screen.findByRole('link', { name: 'Another lake story' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Lake clean-up' })).not.toBeInTheDocument();
  expect(requestsTo('news/related')[0]!.query).toMatchObject({ limit: '6', exclude: lake.id });
  expect(document.title).toBe('Lake clean-up · Voices');
});

it('links a news item to its source', async () => {
  const item = createArticle({ link: 'https://news.example.com/story' });
  renderPage(item.id);
  const read = await screen.findByRole('link', { name: 'Read Full Article' });
  expect(read).toHaveAttribute('href', 'https://news.example.com/story');
  expect(read).toHaveAttribute('target', '_blank');
});

it.each([
  ['the server says it is not there', () => fail(404, 'News not found'), 'News not found'],
  ['a bare 404', () => new HttpResponse(null, { status: 404 }), 'News article not found'],
  ['a bare 400', () => new HttpResponse(null, { status: 400 }), 'Failed to fetch news article'],
  ['a refusal with a message', () => fail(403, 'Not allowed'), 'Not allowed'],
])('says why the article cannot be shown (%s), with Try Again', async (_name, answer, message) => {
  const item = createArticle({ title: 'Back again' });
  let calls = 0;
  server.use(
    http.get(`${API}/news/${item.id}`, () => {
      calls += 1;
      return calls === 1 ? answer() : undefined;
    }),
  );
  const { user } = renderPage(item.id);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(document.title).toBe('Article · Voices');
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Back again' })).toBeInTheDocument();
});

it('gives up on a failing server after the client tried again', async () => {
  const item = createArticle();
  server.use(http.get(`${API}/news/${item.id}`, () => new HttpResponse(null, { status: 500 })));
  renderPage(item.id);
  expect(
    await screen.findByText('Failed to fetch news article', {}, { timeout: 3000 }),
  ).toBeInTheDocument();
  expect(requestsTo(`news/${item.id}`)).toHaveLength(3);
});

it('needs an id', async () => {
  renderPage('%20');
  expect(await screen.findByText('News ID is required')).toBeInTheDocument();
  expect(requestsTo(/^news\//)).toHaveLength(0);
  expect(newsErrorMessage(new Error('something else'))).toBe('Failed to fetch news article');
});

it('shows a disputed story’s label and note, and offers Report on a community story', async () => {
  const meera = createUser({ name: 'Meera Nair' });
  const lake = createStory(meera, {
    title: 'Lake level at record low',
    verificationStatus: 'disputed',
    verificationNote: 'The gauge was moved last month.',
  });
  renderPage(lake.id);
  expect(await screen.findByText('The gauge was moved last month.')).toBeInTheDocument();
  expect(screen.getByText('Disputed')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
});
