import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '@voices/ui';
import { MEERA, objectId, story } from '../../../testing/fixtures';
import { callsTo, onApi, pending, resetApi, serverError } from '@voices/platform/testing';
import { emitServerEvent, resetRealtime } from '../../../testing/mock-realtime';
import { renderAt } from '../../../testing/render';
import { ContributedNewsPage } from '../contributed-news-page';

jest.mock('@voices/platform', () => ({
  ...jest.requireActual('@voices/platform'),
  get api() {
    return jest.requireActual('@voices/platform/testing').mockApi;
  },
  get subscribe() {
    return jest.requireActual('../../../testing/mock-realtime').mockSubscribe;
  },
}));

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
  for (const item of stories)
    onApi('GET', `contributions/${item._id}`, () => ({ success: true, data: item }));
  onApi('GET', 'getContributions', (call) => (call.query.authorId === MEERA ? stories : []));
  onApi('GET', `users/${MEERA}/custom-heading`, () => ({ success: true, heading: '' }));
  onApi('GET', 'news/related', () => ({ success: true, results: [] }));
}

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
  window.scrollTo = jest.fn();
});

beforeEach(() => {
  resetApi();
  resetRealtime();
  toast.clear();
});

it('says it is loading', () => {
  onApi('GET', /^contributions\//, () => pending());
  renderAt(<ContributedNewsPage />, `/contribute/news/${bridge._id}?id=${bridge._id}`, PATH);
  expect(screen.getByText('Loading news...')).toBeInTheDocument();
});

it('says when the story does not exist', async () => {
  onApi('GET', /^contributions\//, () => {
    throw serverError('News not found', 404);
  });
  renderAt(<ContributedNewsPage />, '/contribute/news/nope?id=nope', PATH);
  expect(await screen.findByRole('heading', { name: 'News not found.' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
});

it('says when neither a story nor an author has that id', async () => {
  const id = objectId();
  onApi('GET', /^contributions\//, () => {
    throw serverError('News not found', 404);
  });
  onApi('GET', `user/${id}`, () => {
    throw serverError('User not found', 404);
  });
  renderAt(<ContributedNewsPage />, `/contribute/news/${id}`, PATH);
  expect(await screen.findByRole('heading', { name: 'News not found.' })).toBeInTheDocument();
});

it('says when the news cannot be loaded, and tries again', async () => {
  let fail = true;
  onApi('GET', /^contributions\//, () => {
    if (fail) throw serverError(null, 503);
    return { success: true, data: bridge };
  });
  onApi('GET', 'getContributions', () => [bridge]);
  renderAt(<ContributedNewsPage />, `/contribute/news/${bridge._id}?id=${bridge._id}`, PATH);

  expect(
    await screen.findByRole('heading', { name: 'Could not load contributed news.' }),
  ).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { level: 1, name: bridge.title! })).toBeInTheDocument();
});

it("shows an author's empty page when the address names an author with no stories", async () => {
  onApi('GET', /^contributions\//, () => {
    throw serverError('News not found', 404);
  });
  onApi('GET', `user/${MEERA}`, () => ({
    user: { _id: MEERA, name: 'Meera Nair', photo: '' },
    news: [],
  }));
  onApi('GET', 'getContributions', () => []);
  onApi('GET', /custom-heading/, () => ({ success: true, heading: '' }));
  renderAt(<ContributedNewsPage />, `/contribute/news/${MEERA}`, PATH);

  expect(
    await screen.findByRole('heading', { name: 'No contributed news found.' }),
  ).toBeInTheDocument();
  expect(screen.getByText("This author hasn't published any articles yet.")).toBeInTheDocument();
  expect(screen.getByText('Meera Nair')).toBeInTheDocument();
});

it('features the story asked for, with the author and their other stories', async () => {
  serveAuthor();
  renderAt(<ContributedNewsPage />, `/contribute/news/${market._id}?id=${market._id}`, PATH);

  expect(await screen.findByRole('heading', { level: 1, name: market.title! })).toBeInTheDocument();
  expect(callsTo('getContributions')[0]!.query).toMatchObject({ authorId: MEERA, limit: '100' });
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
  renderAt(<ContributedNewsPage />, `/contribute/news/${clinic._id}?id=${clinic._id}`, PATH);
  await screen.findByRole('heading', { level: 1, name: clinic.title! });

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
  renderAt(
    <ContributedNewsPage />,
    `/contribute/news/${derby._id}?id=${derby._id}&category=sports`,
    PATH,
  );
  await screen.findByRole('heading', { level: 1, name: derby.title! });
  expect(screen.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-pressed', 'true');
});

it('searches the title, the text and the category', async () => {
  serveAuthor();
  renderAt(<ContributedNewsPage />, `/contribute/news/${bridge._id}?id=${bridge._id}`, PATH);
  await screen.findByRole('heading', { level: 1, name: bridge.title! });
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
  renderAt(<ContributedNewsPage />, `/contribute/news/${bridge._id}?id=${bridge._id}`, PATH);
  await screen.findByRole('heading', { level: 1, name: bridge.title! });
  const loads = callsTo('getContributions').length;

  const more = screen.getByRole('heading', { name: 'More from Meera Nair' }).parentElement!;
  const card = within(more)
    .getByRole('heading', { level: 3, name: clinic.title! })
    .closest('article')!;
  fireEvent.click(within(card).getByRole('link', { name: 'Read Full Article' }));

  expect(featuredTitle()).toBe(clinic.title);
  expect(screen.getByTestId('location')).toHaveTextContent(
    `/contribute/news/${clinic._id}?id=${clinic._id}`,
  );
  expect(callsTo('getContributions')).toHaveLength(loads);
  await act(async () => undefined);
});

it('shares the featured story', async () => {
  serveAuthor();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderAt(<ContributedNewsPage />, `/contribute/news/${bridge._id}?id=${bridge._id}`, PATH);
  await screen.findByRole('heading', { level: 1, name: bridge.title! });

  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  const menu = screen.getByRole('list', { name: 'Share this story' });
  const url = `${window.location.origin}/contribute/news/${bridge._id}?id=${bridge._id}`;
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
  let heading = 'Lakeside Ledger';
  serveAuthor();
  onApi('GET', `users/${MEERA}/custom-heading`, () => ({ success: true, heading }));
  const { container } = renderAt(
    <ContributedNewsPage />,
    `/contribute/news/${bridge._id}?id=${bridge._id}`,
    PATH,
  );
  const masthead = () => container.querySelector('.vx-herald-masthead-title');
  await waitFor(() => expect(masthead()).toHaveTextContent('Lakeside Ledger'));
  expect(callsTo(`users/${MEERA}/custom-heading`)[0]!.query).toEqual({ themeId: 'modern-grid' });

  heading = 'The Lakeside Ledger, Evening';
  act(() => emitServerEvent('custom_heading_updated', { authorId: objectId() }));
  expect(callsTo(`users/${MEERA}/custom-heading`)).toHaveLength(1);
  act(() => emitServerEvent('custom_heading_updated', { authorId: MEERA }));
  await waitFor(() => expect(masthead()).toHaveTextContent('The Lakeside Ledger, Evening'));
});

it('shows a story carrying markup and script as text', async () => {
  const hostile = story({
    title: '<script>alert(1)</script>Headline',
    content: '<img src=x onerror="alert(2)"><b>Body</b>',
    category: '<i>Local</i>',
  });
  serveAuthor([hostile]);
  const { container } = renderAt(
    <ContributedNewsPage />,
    `/contribute/news/${hostile._id}?id=${hostile._id}`,
    PATH,
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: '<script>alert(1)</script>Headline' }),
  ).toBeInTheDocument();
  expect(container.querySelector('script, b, i, img')).toBeNull();
  expect(container).toHaveTextContent('<img src=x onerror="alert(2)"><b>Body</b>');
  expect(screen.getByRole('button', { name: '<i>Local</i>' })).toBeInTheDocument();
});
