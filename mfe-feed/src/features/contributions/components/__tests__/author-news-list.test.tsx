import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { favoriteAuthors, savedNews, sessionStore } from '@voices/platform';
import { toast } from '@voices/ui';
import { story } from '../../../../testing/fixtures';
import { callsTo, onApi, pending, resetApi, serverError } from '@voices/platform/testing';
import { renderAt } from '../../../../testing/render';
import { AuthorNewsList } from '../author-news-list';

jest.mock('@voices/platform', () => ({
  ...jest.requireActual('@voices/platform'),
  get api() {
    return jest.requireActual('@voices/platform/testing').mockApi;
  },
}));

const MEERA = '64f1a2b3c4d5e6f708192aa1';
const ARJUN = '64f1a2b3c4d5e6f708192aa2';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

const STORIES = [
  story({
    title: 'Meera 1',
    authorId: MEERA,
    author: 'Meera',
    pubDate: hoursAgo(1),
    media: ['clip.mp4', 'one.jpg'],
  }),
  story({
    title: 'Arjun 1',
    authorId: ARJUN,
    author: 'Arjun',
    pubDate: hoursAgo(2),
    category: 'Sports',
  }),
  story({ title: 'Meera 2', authorId: MEERA, author: 'Meera', pubDate: hoursAgo(3) }),
  story({ title: 'Meera 3', authorId: MEERA, author: 'Meera', pubDate: hoursAgo(4) }),
  story({ title: 'Meera 4', authorId: MEERA, author: 'Meera', pubDate: hoursAgo(5) }),
  story({
    title: 'Undated',
    authorId: ARJUN,
    author: 'Arjun',
    pubDate: undefined,
    publishedAt: undefined,
    submittedAt: null,
    createdAt: null,
  }),
];

function signIn(id: string | null) {
  act(() =>
    sessionStore.setState(
      id
        ? { user: { id, name: 'Me', followers: [], following: [] }, token: 't' }
        : { user: null, token: null },
    ),
  );
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

beforeEach(() => {
  resetApi();
  localStorage.clear();
  act(() => toast.clear());
  signIn(null);
  onApi('GET', 'getContributions', () => ({ success: true, data: STORIES }));
});

it('groups the stories by author: photo, name, count and the three newest', async () => {
  renderAt(<AuthorNewsList />);
  expect(screen.getByText('Loading news...')).toBeInTheDocument();

  const meera = await screen.findByRole('article', { name: 'Meera' });
  expect(within(meera).getByText('4 news articles')).toBeInTheDocument();
  expect(
    within(meera)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Meera 1', 'Meera 2', 'Meera 3']);
  expect(meera.querySelector('img.vx-feed-author-story-thumb')).toHaveAttribute(
    'src',
    '/uploads/one.jpg',
  );
  expect(within(meera).getByText('1 hour ago')).toBeInTheDocument();
  expect(within(meera).getByRole('link', { name: 'See all 4 stories by Meera' })).toHaveAttribute(
    'href',
    `/news?authorId=${MEERA}`,
  );

  const arjun = card('Arjun');
  expect(within(arjun).getByText('2 news articles')).toBeInTheDocument();
  expect(within(arjun).getByText('Recently')).toBeInTheDocument();
  expect(within(arjun).getByText('Sports')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Meera',
    'Arjun',
  ]);
  expect(callsTo('getContributions')[0]!.query).toEqual({ limit: '50' });
});

it('says when there is no news, for everyone or for one author', async () => {
  onApi('GET', 'getContributions', () => ({ success: true, data: [] }));
  const { unmount } = renderAt(<AuthorNewsList />);
  expect(await screen.findByText('No news available')).toBeInTheDocument();
  expect(screen.getByText('Be the first to share some news!')).toBeInTheDocument();
  unmount();

  renderAt(<AuthorNewsList authorId={MEERA} />);
  expect(await screen.findByText('No news from this author')).toBeInTheDocument();
  expect(screen.getByText("This author hasn't published any news yet.")).toBeInTheDocument();
});

it('shows the Author News View banner with My Portal and Back to All News', async () => {
  signIn(MEERA);
  act(() => sessionStore.getState().updateUser({ selectedTemplate: 'noir' }));
  onApi('GET', 'getContributions', (call) => ({
    success: true,
    data: STORIES.filter((s) => s.authorId === call.query.authorId),
  }));
  renderAt(<AuthorNewsList authorId={MEERA} />);
  const banner = await screen.findByRole('note');
  expect(banner).toHaveTextContent('Author News View');
  expect(await within(banner).findByText('Stories by Meera')).toBeInTheDocument();
  expect(within(banner).getByRole('link', { name: 'My Portal' })).toHaveAttribute(
    'href',
    `/portal/${MEERA}/noir`,
  );
  expect(within(banner).getByRole('link', { name: 'Back to All News' })).toHaveAttribute(
    'href',
    '/news',
  );
  expect(callsTo('getContributions')[0]!.query).toEqual({ authorId: MEERA, limit: '50' });
});

it('shows the failure with Try Again', async () => {
  const user = userEvent.setup();
  let calls = 0;
  onApi('GET', 'getContributions', () => {
    calls += 1;
    if (calls === 1) throw serverError(null, 500);
    return { success: true, data: STORIES };
  });
  renderAt(<AuthorNewsList />);
  expect(await screen.findByText('Failed to fetch news')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('article', { name: 'Meera' })).toBeInTheDocument();
});

describe('the favourite star', () => {
  it('asks a visitor to log in', async () => {
    const user = userEvent.setup();
    renderAt(<AuthorNewsList />);
    await user.click(await screen.findByRole('button', { name: 'Add Meera to favorites' }));
    expect(await screen.findByText('Please login to favorite authors')).toBeInTheDocument();
    expect(favoriteAuthors.ids()).toEqual([]);
  });

  it('adds and removes a favourite, locally', async () => {
    const user = userEvent.setup();
    signIn(ARJUN);
    renderAt(<AuthorNewsList />);
    await user.click(await screen.findByRole('button', { name: 'Add Meera to favorites' }));
    expect(await screen.findByText('Added to favorites (local only)')).toBeInTheDocument();
    expect(favoriteAuthors.list()).toEqual([{ _id: MEERA, name: 'Meera' }]);
    const star = screen.getByRole('button', { name: 'Remove Meera from favorites' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(await screen.findByText('Removed from favorites (local only)')).toBeInTheDocument();
    expect(favoriteAuthors.ids()).toEqual([]);
  });
});

describe('the three-dot menu', () => {
  it('offers Save on every story but Edit and Delete only on your own', async () => {
    const user = userEvent.setup();
    signIn(MEERA);
    renderAt(<AuthorNewsList />);
    await user.click(await screen.findByRole('button', { name: 'More actions for Arjun 1' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('News saved successfully!')).toBeInTheDocument();
    expect(savedNews.list().map((s) => s.title)).toEqual(['Arjun 1']);

    await user.click(screen.getByRole('button', { name: 'More actions for Meera 2' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/contribute/edit/${STORIES[2]!._id}`);
  });

  it('deletes your own story after the confirmation', async () => {
    const user = userEvent.setup();
    signIn(MEERA);
    onApi('DELETE', /^delete\//, () => ({ success: true }));
    renderAt(<AuthorNewsList />);
    await user.click(await screen.findByRole('button', { name: 'More actions for Meera 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete News' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this news? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(/^delete\//)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'More actions for Meera 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('News deleted successfully!')).toBeInTheDocument();
    expect(callsTo(/^delete\//)).toEqual([
      { method: 'DELETE', path: `delete/${STORIES[0]!._id}`, query: {}, body: { authorId: MEERA } },
    ]);
    const meera = card('Meera');
    await waitFor(() => expect(within(meera).queryByText('Meera 1')).not.toBeInTheDocument());
    expect(within(meera).getByText('3 news articles')).toBeInTheDocument();
  });

  it('says when the delete failed', async () => {
    const user = userEvent.setup();
    signIn(MEERA);
    onApi('DELETE', /^delete\//, () => {
      throw serverError(null, 500);
    });
    renderAt(<AuthorNewsList />);
    await user.click(await screen.findByRole('button', { name: 'More actions for Meera 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Error deleting news')).toBeInTheDocument();
    expect(within(card('Meera')).getByText('Meera 1')).toBeInTheDocument();
  });
});

it('keeps loading while the server thinks', () => {
  onApi('GET', 'getContributions', () => pending());
  renderAt(<AuthorNewsList />);
  expect(screen.getByText('Loading news...')).toBeInTheDocument();
});
