import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast, Toaster } from '@voices/ui';
import {
  API,
  createUser,
  db,
  delay,
  fail,
  http,
  realtime,
  renderWithProviders,
  server,
} from '@voices/platform/testing';
import { addMeera, addStories, MEERA, objectId, story } from '../../../testing/fixtures';
import { requestsTo } from '../../../testing/request-log';
import { ContributedNewsPage } from '../contributed-news-page';

const PATH = '/contribute/news/:id';
const featuredTitle = () => screen.getByRole('heading', { level: 1 }).textContent;

const bridge = story(
  {
    title: 'Council approves the new bridge',
    content: 'The bridge will cross the river.',
    category: 'Local',
  },
  1,
);
const derby = story(
  { title: 'Derby day ends in a draw', content: 'A tense match.', category: 'Sports' },
  2,
);
const market = story(
  { title: 'Market moves to the depot', content: 'Stalls return on Friday.', category: 'Local' },
  3,
);
const clinic = story(
  { title: 'Clinic opens late', content: 'Evening hours for families.', category: 'Health' },
  4,
);
const ALL = [bridge, derby, market, clinic];

function serveAuthor(stories = ALL) {
  addMeera();
  addStories(stories);
}

function renderAt(url: string) {
  return renderWithProviders(
    <>
      <ContributedNewsPage />
      <Toaster />
    </>,
    { route: url, path: PATH },
  );
}

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
  window.scrollTo = jest.fn();
});

beforeEach(() => {
  toast.clear();
});

it('says it is loading', async () => {
  server.use(http.get(`${API}/contributions/:id`, () => delay('infinite')));
  renderAt(`/contribute/news/${bridge.id}?id=${bridge.id}`);
  expect(screen.getByText('Loading news...')).toBeInTheDocument();
});

it('says when the story does not exist', async () => {
  renderAt('/contribute/news/nope?id=nope');
  expect(await screen.findByRole('heading', { name: 'News not found.' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  expect(requestsTo(/^user\//)).toEqual([]);
});

it('says when neither a story nor an author has that id', async () => {
  const id = objectId();
  renderAt(`/contribute/news/${id}`);
  expect(await screen.findByRole('heading', { name: 'News not found.' })).toBeInTheDocument();
  expect(requestsTo(`user/${id}`)).toHaveLength(1);
});

it('tries the path id when the query names no story', async () => {
  serveAuthor();
  const missing = objectId();
  renderAt(`/contribute/news/${market.id}?id=${missing}`);
  expect(await screen.findByText('4 stories')).toBeInTheDocument();
  expect(requestsTo(/^contributions\//).map((request) => request.path)).toEqual([
    `contributions/${missing}`,
    `contributions/${market.id}`,
  ]);
});

it('says when the news cannot be loaded, and tries again', async () => {
  serveAuthor([bridge]);
  let down = true;
  server.use(
    http.get(`${API}/contributions/:id`, () => (down ? fail(503, 'Server busy') : undefined)),
  );
  renderAt(`/contribute/news/${bridge.id}?id=${bridge.id}`);

  expect(
    await screen.findByRole('heading', { name: 'Could not load contributed news.' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Server busy')).toBeInTheDocument();
  down = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { level: 1, name: bridge.title })).toBeInTheDocument();
});

it("says when the author's stories cannot be loaded, and tries again", async () => {
  serveAuthor([bridge]);
  let down = true;
  server.use(
    http.get(`${API}/getContributions`, () => (down ? fail(503, 'Server busy') : undefined)),
  );
  renderAt(`/contribute/news/${bridge.id}?id=${bridge.id}`);

  expect(
    await screen.findByRole('heading', { name: 'Could not load contributed news.' }),
  ).toBeInTheDocument();
  down = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { level: 1, name: bridge.title })).toBeInTheDocument();
});

it("shows an author's empty page when the address names an author with no stories", async () => {
  addMeera({ photo: '' });
  renderAt(`/contribute/news/${MEERA}`);

  expect(
    await screen.findByRole('heading', { name: 'No contributed news found.' }),
  ).toBeInTheDocument();
  expect(screen.getByText("This author hasn't published any articles yet.")).toBeInTheDocument();
  expect(screen.getByText('Meera Nair')).toBeInTheDocument();
});

it("shows an author's stories when the address names the author", async () => {
  serveAuthor();
  renderAt(`/contribute/news/${MEERA}`);
  expect(await screen.findByRole('heading', { level: 1, name: bridge.title })).toBeInTheDocument();
  expect(screen.getByText('4 stories')).toBeInTheDocument();
});

it('features the story asked for, with the author and their other stories', async () => {
  serveAuthor();
  renderAt(`/contribute/news/${market.id}?id=${market.id}`);

  expect(await screen.findByRole('heading', { level: 1, name: market.title })).toBeInTheDocument();
  expect(requestsTo('getContributions')[0]!.query).toMatchObject({
    authorId: MEERA,
    limit: '100',
  });
  const header = screen.getByRole('banner', { name: 'Author' });
  expect(within(header).getByText('Meera Nair')).toBeInTheDocument();
  expect(within(header).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    `/profile/${MEERA}`,
  );

  const more = screen.getByRole('heading', { name: 'More from Meera Nair' }).parentElement!;
  expect(
    within(more)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([bridge.title, derby.title, clinic.title]);
  expect(document.title).toBe(`${market.title} · Voices`);
});

it('filters by category tab, featuring the latest of the tab', async () => {
  serveAuthor();
  renderAt(`/contribute/news/${clinic.id}?id=${clinic.id}`);
  await screen.findByRole('heading', { level: 1, name: clinic.title });

  const tabs = screen.getByRole('group', { name: 'Categories' });
  expect(
    within(tabs)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['All', 'Local', 'Sports', 'Health']);
  expect(within(tabs).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  fireEvent.click(within(tabs).getByRole('button', { name: 'Local' }));
  expect(featuredTitle()).toBe(bridge.title);
  const more = screen.getByRole('heading', { name: 'More from Meera Nair' }).parentElement!;
  expect(
    within(more)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([market.title]);

  fireEvent.click(within(tabs).getByRole('button', { name: 'Sports' }));
  expect(featuredTitle()).toBe(derby.title);
  expect(screen.queryByRole('heading', { name: 'More from Meera Nair' })).toBeNull();

  fireEvent.click(within(tabs).getByRole('button', { name: 'All' }));
  expect(featuredTitle()).toBe(bridge.title);
  // Let the related news of each featured story arrive.
  await act(async () => undefined);
});

it('opens in the tab the address names', async () => {
  serveAuthor();
  renderAt(`/contribute/news/${derby.id}?id=${derby.id}&category=sports`);
  await screen.findByRole('heading', { level: 1, name: derby.title });
  expect(screen.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'true');
});

it('searches the title, the text and the category', async () => {
  serveAuthor();
  renderAt(`/contribute/news/${bridge.id}?id=${bridge.id}`);
  await screen.findByRole('heading', { level: 1, name: bridge.title });
  const search = screen.getByRole('searchbox', { name: "Search this author's stories" });

  fireEvent.change(search, { target: { value: 'DEPOT' } });
  expect(featuredTitle()).toBe(market.title);
  expect(screen.queryByRole('heading', { name: 'More from Meera Nair' })).toBeNull();

  fireEvent.change(search, { target: { value: 'evening hours' } });
  expect(featuredTitle()).toBe(clinic.title);

  fireEvent.change(search, { target: { value: 'sports' } });
  expect(featuredTitle()).toBe(derby.title);

  fireEvent.change(search, { target: { value: 'local' } });
  expect(featuredTitle()).toBe(bridge.title);
  const more = screen.getByRole('heading', { name: 'More from Meera Nair' }).parentElement!;
  expect(
    within(more)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([market.title]);

  fireEvent.change(search, { target: { value: 'volcano' } });
  expect(screen.getByRole('heading', { name: 'No news found' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
});

it("opens another of the author's stories in place, without loading again", async () => {
  serveAuthor();
  renderAt(`/contribute/news/${bridge.id}?id=${bridge.id}`);
  await screen.findByRole('heading', { level: 1, name: bridge.title });
  const loads = requestsTo('getContributions').length;

  const more = screen.getByRole('heading', { name: 'More from Meera Nair' }).parentElement!;
  const card = within(more)
    .getByRole('heading', { level: 3, name: clinic.title })
    .closest('article')!;
  fireEvent.click(within(card).getByRole('link', { name: 'Read Full Article' }));

  expect(featuredTitle()).toBe(clinic.title);
  expect(screen.getByTestId('location')).toHaveTextContent(
    `/contribute/news/${clinic.id}?id=${clinic.id}`,
  );
  expect(requestsTo('getContributions')).toHaveLength(loads);
  await act(async () => undefined);
});

it('shares the featured story', async () => {
  serveAuthor();
  const writeText = jest.fn().mockResolvedValue(undefined);
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderAt(`/contribute/news/${bridge.id}?id=${bridge.id}`);
  await screen.findByRole('heading', { level: 1, name: bridge.title });
  // After the render: the user-event setup puts a clipboard of its own in place.
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });

  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  const menu = await screen.findByRole('list', { name: 'Share this story' });
  const url = `${window.location.origin}/contribute/news/${bridge.id}?id=${bridge.id}`;
  expect(within(menu).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`${bridge.title} ${url}`)}`,
  );
  expect(within(menu).getByRole('link', { name: 'X (Twitter)' }).getAttribute('href')).toContain(
    encodeURIComponent(url),
  );
  expect(within(menu).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  );
  await act(async () => {
    fireEvent.click(within(menu).getByRole('button', { name: 'Copy Link' }));
  });
  expect(writeText).toHaveBeenCalledWith(url);
  expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();

  writeText.mockRejectedValueOnce(new Error('denied'));
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
  });
  expect(alert).toHaveBeenCalledWith('Failed to copy link');
  alert.mockRestore();
});

it("uses the story's heading, else the author's, and follows the author's changes", async () => {
  serveAuthor();
  db.headings.push({ authorId: MEERA, themeId: null, heading: 'Lakeside Ledger' });
  const { container } = renderAt(`/contribute/news/${bridge.id}?id=${bridge.id}`);
  const masthead = () => container.querySelector('.vx-herald-masthead-title');
  await waitFor(() => expect(masthead()).toHaveTextContent('Lakeside Ledger'));
  expect(requestsTo(`users/${MEERA}/custom-heading`)[0]!.query).toEqual({
    themeId: 'modern-grid',
  });
  await waitFor(() => expect(realtime.connected).toBe(true));

  db.headings = [{ authorId: MEERA, themeId: null, heading: 'The Lakeside Ledger, Evening' }];
  realtime.serverEmit('custom_heading_updated', { authorId: objectId() });
  await act(async () => undefined);
  expect(requestsTo(`users/${MEERA}/custom-heading`)).toHaveLength(1);
  realtime.serverEmit('custom_heading_updated', { authorId: MEERA });
  await waitFor(() => expect(masthead()).toHaveTextContent('The Lakeside Ledger, Evening'));
});

it('shows a story the author publishes meanwhile', async () => {
  serveAuthor();
  renderAt(`/contribute/news/${bridge.id}?id=${bridge.id}`);
  await screen.findByRole('heading', { level: 1, name: bridge.title });
  await waitFor(() => expect(realtime.connected).toBe(true));

  const fresh = story({ title: 'Ferry returns to the lake', category: 'Local' }, 0);
  addStories([fresh]);
  realtime.serverEmit('news_contributed', { id: fresh.id, authorId: MEERA });
  const more = screen.getByRole('heading', { name: 'More from Meera Nair' }).parentElement!;
  expect(
    await within(more).findByRole('heading', { level: 3, name: fresh.title }),
  ).toBeInTheDocument();
  expect(screen.getByText('5 stories')).toBeInTheDocument();
});

it('shows a story carrying markup and script as text', async () => {
  const hostile = story({
    title: '<script>alert(1)</script>Headline',
    content: '<img src=x onerror="alert(2)"><b>Body</b>',
    category: '<i>Local</i>',
  });
  serveAuthor([hostile]);
  const { container } = renderAt(`/contribute/news/${hostile.id}?id=${hostile.id}`);
  expect(
    await screen.findByRole('heading', { level: 1, name: '<script>alert(1)</script>Headline' }),
  ).toBeInTheDocument();
  expect(container.querySelector('script, b, i, img')).toBeNull();
  expect(container).toHaveTextContent('<img src=x onerror="alert(2)"><b>Body</b>');
  expect(screen.getByRole('button', { name: '<i>Local</i>' })).toBeInTheDocument();
});

describe('moderation', () => {
  const hidden = () =>
    story(
      {
        title: 'Miracle cure found',
        moderationStatus: 'hidden',
        moderationReason: 'Health misinformation',
      },
      1,
    );

  it('tells a reader a hidden story was removed, on a page with a way home', async () => {
    addMeera();
    const cure = hidden();
    addStories([cure]);
    renderAt(`/contribute/news/${cure.id}?id=${cure.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This story has been removed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByText('Miracle cure found')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows its author the hidden story with the moderator’s reason', async () => {
    const meera = addMeera();
    const cure = hidden();
    addStories([cure]);
    renderWithProviders(<ContributedNewsPage />, {
      route: `/contribute/news/${cure.id}?id=${cure.id}`,
      path: PATH,
      user: meera,
    });
    expect(
      await screen.findByText('Hidden by a moderator: Health misinformation'),
    ).toBeInTheDocument();
    expect(featuredTitle()).toBe('Miracle cure found');
    expect(screen.getByText(/Only you and the moderators can see this story/)).toBeInTheDocument();
    // One's own story has nothing to report.
    expect(
      screen.queryByRole('button', { name: 'More actions for this story' }),
    ).not.toBeInTheDocument();
  });

  it('shows a moderator the hidden story with the reason', async () => {
    addMeera();
    const cure = hidden();
    addStories([cure]);
    renderWithProviders(<ContributedNewsPage />, {
      route: `/contribute/news/${cure.id}?id=${cure.id}`,
      path: PATH,
      user: createUser({ name: 'Mo', role: 'moderator' }),
    });
    expect(
      await screen.findByText('Hidden by a moderator: Health misinformation'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Only its author and the moderators/)).toBeInTheDocument();
  });

  it('offers Report and Block author in the story menu', async () => {
    serveAuthor();
    const { user } = renderAt(`/contribute/news/${bridge.id}?id=${bridge.id}`);
    await user.click(await screen.findByRole('button', { name: 'More actions for this story' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    // A visitor signs in first.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?redirect=/);
  });

  it('reports the story for a member', async () => {
    serveAuthor();
    const reader = createUser({ name: 'Ben Okafor' });
    const { user } = renderWithProviders(<ContributedNewsPage />, {
      route: `/contribute/news/${bridge.id}?id=${bridge.id}`,
      path: PATH,
      user: reader,
    });
    await user.click(await screen.findByRole('button', { name: 'More actions for this story' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this story' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you for your report.',
    );
    expect(db.reports).toEqual([
      expect.objectContaining({ targetId: bridge.id, reason: 'spam', reporterId: reader.id }),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'More actions for this story' }));
    await user.click(screen.getByRole('button', { name: 'Block author' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Block Meera Nair?' })).getByRole(
        'button',
        {
          name: 'Block',
        },
      ),
    );
    await waitFor(() => expect(db.blocks).toHaveLength(1));
  });
});
