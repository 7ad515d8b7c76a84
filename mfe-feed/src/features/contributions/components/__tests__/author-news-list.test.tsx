import { act, screen, waitFor, within } from '@testing-library/react';
import { SOCKET_EVENTS } from '@voices/contracts/constants';
import { connectRealtime, favoriteAuthors, savedNews, type Story } from '@voices/platform';
import { Toaster, toast } from '@voices/ui';
import {
  API,
  HttpResponse,
  createStory,
  createUser,
  db,
  delay,
  http,
  realtime,
  renderWithProviders,
  server,
  type StoredUser,
} from '@voices/platform/testing';
import { requestsTo } from '../../../../testing/requests';
import { AuthorNewsList } from '../author-news-list';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

let meera: StoredUser;
let arjun: StoredUser;
let stories: Story[];

beforeEach(() => {
  act(() => toast.clear());
  meera = createUser({ name: 'Meera' });
  arjun = createUser({ name: 'Arjun' });
  const at = (hours: number) => ({ createdAt: hoursAgo(hours), publishedAt: hoursAgo(hours) });
  stories = [
    createStory(meera, { title: 'Meera 1', media: ['clip.mp4', 'one.jpg'], ...at(1) }),
    createStory(arjun, { title: 'Arjun 1', category: 'Sports', ...at(2) }),
    createStory(meera, { title: 'Meera 2', ...at(3) }),
    createStory(meera, { title: 'Meera 3', ...at(4) }),
    createStory(meera, { title: 'Meera 4', ...at(5) }),
    createStory(arjun, { title: 'Undated', createdAt: null, publishedAt: '' }),
  ];
});

function renderList(authorId: string | null = null, user: StoredUser | null = null) {
  return renderWithProviders(
    <>
      <AuthorNewsList authorId={authorId} />
      <Toaster />
    </>,
    { user },
  );
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

it('groups the stories by author: photo, name, count and the three newest', async () => {
  renderList();
  expect(screen.getByText('Loading news...')).toBeInTheDocument();

  await screen.findByRole('article', { name: 'Meera' });
  const group = card('Meera');
  expect(within(card('Meera')).getByText('4 news articles')).toBeInTheDocument();
  expect(
    within(group)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Meera 1', 'Meera 2', 'Meera 3']);
  expect(within(group).getByRole('link', { name: 'Meera 1' })).toHaveAttribute(
    'href',
    `/contribute/news/${stories[0]!.id}?id=${stories[0]!.id}`,
  );
  expect(group.querySelector('img.vx-feed-author-story-thumb')).toHaveAttribute(
    'src',
    '/uploads/one.jpg',
  );
  expect(within(group).getByText('1 hour ago')).toBeInTheDocument();
  expect(within(group).getByRole('link', { name: 'See all 4 stories by Meera' })).toHaveAttribute(
    'href',
    `/news?authorId=${meera.id}`,
  );

  const arjun = card('Arjun');
  expect(within(arjun).getByText('2 news articles')).toBeInTheDocument();
  expect(within(arjun).getByText('Recently')).toBeInTheDocument();
  expect(within(arjun).getByText('Sports')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Meera',
    'Arjun',
  ]);
  expect(requestsTo('getContributions')[0]!.query).toEqual({ limit: '50' });
});

it('says when there is no news, for everyone or for one author', async () => {
  db.stories = [];
  const { unmount } = renderList();
  expect(await screen.findByText('No news available')).toBeInTheDocument();
  expect(screen.getByText('Be the first to share some news!')).toBeInTheDocument();
  unmount();

  renderList(createUser({ name: 'Quiet' }).id);
  expect(await screen.findByText('No news from this author')).toBeInTheDocument();
  expect(screen.getByText("This author hasn't published any news yet.")).toBeInTheDocument();
});

it('shows the Author News View banner with My Portal and Back to All News', async () => {
  meera.preferredTemplate = 'noir';
  renderList(meera.id, meera);
  const banner = await screen.findByRole('note');
  expect(banner).toHaveTextContent('Author News View');
  expect(await within(banner).findByText('Stories by Meera')).toBeInTheDocument();
  expect(within(banner).getByRole('link', { name: 'My Portal' })).toHaveAttribute(
    'href',
    `/portal/${meera.id}/noir`,
  );
  expect(within(banner).getByRole('link', { name: 'Back to All News' })).toHaveAttribute(
    'href',
    '/news',
  );
  expect(
    within(screen.getByRole('article', { name: 'Meera' })).getByText('4 news articles'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Arjun' })).not.toBeInTheDocument();
  expect(requestsTo('getContributions')[0]!.query).toEqual({ authorId: meera.id, limit: '50' });
});

it('shows the failure with Try Again', async () => {
  let calls = 0;
  server.use(
    http.get(`${API}/getContributions`, () => {
      calls += 1;
      return calls === 1 ? new HttpResponse(null, { status: 404 }) : undefined;
    }),
  );
  const { user } = renderList();
  expect(await screen.findByText('Failed to fetch news')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('article', { name: 'Meera' })).toBeInTheDocument();
});

describe('the favourite star', () => {
  it('asks a visitor to log in', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Add Meera to favorites' }));
    expect(await screen.findByText('Please login to favorite authors')).toBeInTheDocument();
    expect(favoriteAuthors.ids()).toEqual([]);
  });

  it("adds and removes a favourite, on the member's account and in this browser", async () => {
    const { user } = renderList(null, arjun);
    await user.click(await screen.findByRole('button', { name: 'Add Meera to favorites' }));
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(favoriteAuthors.list()).toEqual([{ _id: meera.id, name: 'Meera' }]);
    expect(db.favorites).toEqual([
      expect.objectContaining({ userId: arjun.id, authorId: meera.id }),
    ]);
    const star = screen.getByRole('button', { name: 'Remove Meera from favorites' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    expect(favoriteAuthors.ids()).toEqual([]);
    expect(db.favorites).toEqual([]);
  });

  it('shows a favourite kept on the account, in a browser that has none', async () => {
    db.favorites.push({
      userId: arjun.id,
      authorId: meera.id,
      addedAt: '2020-01-01T00:00:00.000Z',
    });
    renderList(null, arjun);
    expect(
      await screen.findByRole('button', { name: 'Remove Meera from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves the star off when the account cannot be reached', async () => {
    server.use(http.put(`${API}/users/me/favorites/:id`, () => HttpResponse.error()));
    const { user } = renderList(null, arjun);
    await user.click(await screen.findByRole('button', { name: 'Add Meera to favorites' }));
    expect(
      await screen.findByText('Could not update your favorites. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Meera to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('the three-dot menu', () => {
  it('offers Save on every story but Edit and Delete only on your own', async () => {
    const { user } = renderList(null, meera);
    await user.click(await screen.findByRole('button', { name: 'More actions for Arjun 1' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('News saved successfully!')).toBeInTheDocument();
    expect(savedNews.list().map((s) => s.title)).toEqual(['Arjun 1']);
    expect(db.saved).toEqual([expect.objectContaining({ userId: meera.id, id: stories[1]!.id })]);

    await user.click(screen.getByRole('button', { name: 'More actions for Meera 2' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/contribute/edit/${stories[2]!.id}`);
  });

  it('deletes your own story after the confirmation', async () => {
    const { user } = renderList(null, meera);
    await user.click(await screen.findByRole('button', { name: 'More actions for Meera 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete News' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this news? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(/^delete\//, 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'More actions for Meera 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('News deleted successfully!')).toBeInTheDocument();
    expect(requestsTo(/^delete\//, 'DELETE')).toEqual([
      expect.objectContaining({
        path: `delete/${stories[0]!.id}`,
        authorization: `Bearer ${meera.token}`,
      }),
    ]);
    expect(db.stories.map((story) => story.title)).not.toContain('Meera 1');
    await waitFor(() =>
      expect(within(card('Meera')).queryByText('Meera 1')).not.toBeInTheDocument(),
    );
    expect(within(card('Meera')).getByText('3 news articles')).toBeInTheDocument();
  });

  it("offers Report and Block author on someone else's story only", async () => {
    const { user } = renderList(null, meera);
    await user.click(await screen.findByRole('button', { name: 'More actions for Meera 1' }));
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block author' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More actions for Arjun 1' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const report = await screen.findByRole('dialog', { name: 'Report this story' });
    expect(report).toHaveTextContent('Arjun 1');
    await user.click(within(report).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'More actions for Arjun 1' }));
    await user.click(screen.getByRole('button', { name: 'Block author' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Arjun?' });
    expect(confirm).toHaveTextContent(
      "They will not be told. They won't be able to follow you, and you won't see their stories.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked. They will not be told.')).toBeInTheDocument();
    expect(db.blocks).toEqual([expect.objectContaining({ userId: meera.id, blockedId: arjun.id })]);
  });

  it('says when the delete failed', async () => {
    server.use(http.delete(`${API}/delete/:id`, () => new HttpResponse(null, { status: 403 })));
    const { user } = renderList(null, meera);
    await user.click(await screen.findByRole('button', { name: 'More actions for Meera 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Error deleting news')).toBeInTheDocument();
    expect(db.stories.map((story) => story.title)).toContain('Meera 1');
    expect(within(card('Meera')).getByText('Meera 1')).toBeInTheDocument();
  });
});

it('keeps loading while the server thinks', async () => {
  server.use(http.get(`${API}/getContributions`, () => delay('infinite')));
  renderList();
  await waitFor(() => expect(requestsTo('getContributions')).toHaveLength(1));
  expect(screen.getByText('Loading news...')).toBeInTheDocument();
});

it('pages older stories in with Show More, from the cursor the server gives', async () => {
  for (let i = 1; i <= 50; i += 1) {
    createStory(arjun, { title: `Arjun older ${i}`, createdAt: hoursAgo(100 + i) });
  }
  const { user } = renderList();
  await screen.findByRole('article', { name: 'Meera' });
  expect(within(card('Arjun')).getByText('46 news articles')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show More News' }));
  await waitFor(() =>
    expect(within(card('Arjun')).getByText('52 news articles')).toBeInTheDocument(),
  );
  expect(screen.queryByRole('button', { name: 'Show More News' })).not.toBeInTheDocument();
  const [first, second] = requestsTo('getContributions');
  expect(first!.query).toEqual({ limit: '50' });
  expect(second!.query).toEqual({ limit: '50', before: expect.any(String) });
});

it('shows a story published elsewhere, and drops one deleted elsewhere, as they happen', async () => {
  await connectRealtime();
  renderList(null, meera);
  await screen.findByRole('article', { name: 'Meera' });

  const fresh = createStory(arjun, { title: 'Arjun fresh', createdAt: new Date().toISOString() });
  realtime.serverEmit(SOCKET_EVENTS.newsContributed, { id: fresh.id, authorId: arjun.id });
  expect(await within(card('Arjun')).findByText('Arjun fresh')).toBeInTheDocument();
  expect(within(card('Arjun')).getByText('3 news articles')).toBeInTheDocument();

  db.stories = db.stories.filter((story) => story.id !== fresh.id);
  realtime.serverEmit(SOCKET_EVENTS.newsDeleted, { id: fresh.id, authorId: arjun.id });
  await waitFor(() =>
    expect(within(card('Arjun')).queryByText('Arjun fresh')).not.toBeInTheDocument(),
  );
});
