import { act, screen, waitFor, within } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { CategoryCountsResponse, NewsArticle, NewsListResponse } from '@voices/contracts';
import { activateLocale, languageStore, setLanguageReload } from '@voices/platform';
import { toast } from '@voices/ui';
import {
  API,
  HttpResponse,
  createArticle,
  createStory,
  createUser,
  db,
  fail,
  http,
  renderWithProviders,
  server,
  type StoredUser,
} from '@voices/platform/testing';
import { requestsTo } from '../../../testing/requests';
import { HomePage } from '../home-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

// As in the site, where the shell has registered every remote: a failed load is final.
beforeAll(() => jest.requireActual('@voices/platform').registerRemoteEntries({}));

const PICTURE = 'https://images.example.com/picture.jpg';

/** Source items of a tab, in order, newest first, each with a picture unless said otherwise. */
function items(prefix: string, count: number, fields: Partial<NewsArticle> = {}): NewsArticle[] {
  return Array.from({ length: count }, (_, i) =>
    createArticle({ title: `${prefix} ${i + 1}`, image_url: PICTURE, ...fields }),
  );
}

function renderHome(route = '/home', user: StoredUser | null = null) {
  return renderWithProviders(<HomePage />, { route, user });
}

const reload = jest.fn();

beforeAll(() => setLanguageReload(reload));

beforeEach(() => {
  act(() => {
    toast.clear();
    languageStore.setState({ language: 'en', isAutomatic: true, changing: false, notice: null });
  });
  mockedLoadRemote.mockReset();
});

// A test that picks another language leaves the next one in English.
afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('a category tab', () => {
  it("appends the next page with 'Show More', and hides the button at the end", async () => {
    items('Sport', 14, { category: 'sports' });
    items('World', 2, { category: 'world' });
    const { user } = renderHome('/home?tab=sports');

    expect(await screen.findByText('Sport 12')).toBeInTheDocument();
    expect(screen.queryByText('Sport 13')).not.toBeInTheDocument();
    expect(screen.queryByText('World 1')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Show More Sports News' }));

    expect(await screen.findByText('Sport 14')).toBeInTheDocument();
    for (const title of ['Sport 1', 'Sport 12', 'Sport 13']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Show More Sports News' })).not.toBeInTheDocument();
    expect(requestsTo('category/sports').map((request) => request.query)).toEqual([
      { language: 'en', limit: '12' },
      { language: 'en', limit: '12', page: '12' },
    ]);
  });

  it('clears the list and starts again when a sub-filter changes', async () => {
    items('Any sport', 13, { category: 'sports' });
    items('Cricket', 1, { category: 'sports', subcategory: 'cricket' });
    let answerCricket: () => void = () => undefined;
    const cricketAsked = new Promise<void>((resolve) => {
      answerCricket = resolve;
    });
    server.use(
      http.get(`${API}/category/sports`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('subcategory') === 'cricket') await cricketAsked;
        return undefined;
      }),
    );
    const { user } = renderHome('/home?tab=sports');
    expect(await screen.findByText('Any sport 1')).toBeInTheDocument();

    const filters = screen.getByRole('group', { name: 'Sports topics' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Cricket', 'Tennis', 'Badminton', 'WWE']);
    await user.click(within(filters).getByRole('button', { name: 'Cricket' }));

    expect(screen.queryByText('Any sport 1')).not.toBeInTheDocument();
    expect(screen.getByText('Loading Sports news...')).toBeInTheDocument();
    answerCricket();
    expect(await screen.findByText('Cricket 1')).toBeInTheDocument();
    expect(screen.queryByText('Any sport 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More Sports News' })).not.toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Cricket' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requestsTo('category/sports').at(-1)!.query).toEqual({
      language: 'en',
      subcategory: 'cricket',
      limit: '12',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/home?tab=sports&sub=cricket');
  });

  it('switches category with the tabs, each with its own sub-filters', async () => {
    items('Markets', 1, { category: 'business' });
    const { user } = renderHome('/home?tab=sports');
    await user.click(screen.getByRole('tab', { name: 'Business' }));

    expect(await screen.findByText('Markets 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Business News' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Business topics' })).toHaveTextContent(
      /Finance.*Stock Market.*Economy.*Startups/,
    );
    await user.click(screen.getByRole('tab', { name: 'India' }));
    expect(screen.queryByRole('group', { name: /topics/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No India news articles found.')).toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to fetch {Category} news.', with Try Again", async () => {
    items('World', 1, { category: 'world' });
    let attempts = 0;
    server.use(
      http.get(`${API}/category/world`, () => {
        attempts += 1;
        if (attempts === 1) return fail(400, 'Unknown language');
        if (attempts === 2) return new HttpResponse(null, { status: 404 });
        return undefined;
      }),
    );
    const { user } = renderHome('/home?tab=world');

    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Unknown language');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Failed to fetch World news.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('World 1')).toBeInTheDocument();
  });

  it('keeps the items shown when Show More fails, and says why', async () => {
    items('Sport', 13, { category: 'sports' });
    server.use(
      http.get(`${API}/category/sports`, ({ request }) =>
        new URL(request.url).searchParams.get('page') ? fail(400, 'Invalid page') : undefined,
      ),
    );
    const { user } = renderHome('/home?tab=sports');
    await user.click(await screen.findByRole('button', { name: 'Show More Sports News' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Invalid page');
    expect(screen.getByText('Sport 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show More Sports News' })).toBeEnabled();
  });

  it("says 'No {Category} news articles found.' when there is none", async () => {
    renderHome('/home?tab=health');
    expect(await screen.findByText('No Health news articles found.')).toBeInTheDocument();
  });
});

describe('the front page', () => {
  it('fills Top Stories, Latest News and Recommended from the home list', async () => {
    createArticle({ title: 'No picture lead', image_url: null });
    items('Story', 19);
    items('Later', 2);
    const { user } = renderHome();

    const top = await screen.findByRole('region', { name: 'Top Stories' });
    // The lead is the first story with a picture; the numbered three follow in order.
    expect(
      within(top)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Story 1', 'No picture lead', 'Story 2', 'Story 3']);
    const latest = screen.getByRole('region', { name: 'Latest News' });
    expect(within(latest).getAllByRole('article')).toHaveLength(6);
    const recommended = screen.getByRole('region', { name: 'Recommended' });
    expect(within(recommended).getAllByRole('article')).toHaveLength(10);
    expect(requestsTo('category/home')[0]!.query).toEqual({ language: 'en', limit: '20' });

    await user.click(screen.getByRole('button', { name: 'Show More Home News' }));
    expect(await within(recommended).findByText('Later 2')).toBeInTheDocument();
    expect(within(recommended).getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show More Home News' })).not.toBeInTheDocument();
  });

  it('says so when the front page cannot be read, and tries again', async () => {
    items('Story', 3);
    let attempts = 0;
    server.use(
      http.get(`${API}/category/home`, () => {
        attempts += 1;
        return attempts === 1 ? new HttpResponse(null, { status: 404 }) : undefined;
      }),
    );
    const { user } = renderHome();
    expect(await screen.findByText('Failed to fetch Home news.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Top Stories' })).toBeInTheDocument();
  });

  it('has the footer links and no Back to Home link on /home', async () => {
    renderHome();
    const footer = screen.getByRole('navigation', { name: 'About Voices' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['About', '/about'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
      ['Home', '/home'],
    ]);
    expect(screen.queryByRole('link', { name: /Back to Home/ })).not.toBeInTheDocument();
    await screen.findByText('No Home news articles found.');
  });

  it('offers Back to Home on /unified', async () => {
    renderHome('/unified');
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/home');
    await screen.findByText('No Home news articles found.');
  });

  it('shows the topic counts the server gives, and opens a topic', async () => {
    server.use(
      http.get(`${API}/category-counts`, () =>
        HttpResponse.json<CategoryCountsResponse>({
          success: true,
          counts: { home: 40, sports: 8, technology: 15, local: 0, politics: 11 },
        }),
      ),
    );
    items('Vote', 1, { category: 'politics' });
    const { user } = renderHome();
    const topics = await screen.findByRole('region', { name: 'Topics' });
    await waitFor(() =>
      expect(
        within(topics)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Sports8', 'Technology15', 'Politics11']),
    );
    expect(requestsTo('category-counts')[0]!.query).toEqual({ language: 'en' });
    await user.click(within(topics).getByRole('button', { name: /Politics/ }));
    expect(await screen.findByText('Vote 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Politics News' })).toBeInTheDocument();
  });
});

describe('search', () => {
  it('finds items by their words, keeping those with a picture', async () => {
    items('Monsoon arrives early', 1);
    createArticle({ title: 'Monsoon without a picture', image_url: null });
    items('Farmers cheer', 1, { description: 'The MONSOON rains are good news.' });
    items('Cricket final', 1);
    const { user } = renderHome();
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'monsoon{Enter}');

    const results = await screen.findByRole('region', { name: 'Results for “monsoon”' });
    await within(results).findByText('Monsoon arrives early 1');
    expect(within(results).getAllByRole('article')).toHaveLength(2);
    expect(within(results).getByText('Farmers cheer 1')).toBeInTheDocument();
    expect(requestsTo('search')[0]!.query).toEqual({ q: 'monsoon', language: 'en', limit: '12' });
    expect(screen.getByTestId('location')).toHaveTextContent('/home?q=monsoon');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByRole('region', { name: /Results for/ })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    items('Cricket final', 1);
    renderHome('/home?q=volcano');
    expect(await screen.findByText('No news articles found for “volcano”.')).toBeInTheDocument();
  });
});

describe('the tools at the top', () => {
  it('offers the ten content languages and says the language came from the browser', async () => {
    const { user } = renderHome();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(within(select).getAllByRole('option')).toHaveLength(10);
    expect(
      screen.getByText('Language set automatically from your browser settings.'),
    ).toBeInTheDocument();
    await screen.findByText('No Home news articles found.');

    await user.selectOptions(select, 'hi');
    expect(localStorage.getItem('selectedLanguage')).toBe('hi');
    // Hindi is an interface language: the page switches in place, without a reload.
    expect(await screen.findByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    expect(
      screen.queryByText('Language set automatically from your browser settings.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('भाषा आपके ब्राउज़र की सेटिंग से अपने-आप चुनी गई है।')).toBeNull();
    await waitFor(() => expect(requestsTo('category/home').at(-1)!.query.language).toBe('hi'));
    await screen.findByText(/^कोई .+ समाचार नहीं मिला।$/);
    expect(reload).not.toHaveBeenCalled();
  });

  it('opens the Share Your News dialog of the compose section, and on ?showForm=true', async () => {
    function FakeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
      return open ? (
        <div role="dialog" aria-label="Share Your News">
          <button type="button" onClick={onClose}>
            Close form
          </button>
        </div>
      ) : null;
    }
    mockedLoadRemote.mockResolvedValue({ default: FakeModal });
    const { user } = renderHome('/home?showForm=true');

    await user.click(await screen.findByRole('button', { name: 'Close form' }));
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_compose/share-news-modal');
    expect(screen.queryByRole('dialog', { name: 'Share Your News' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);

    await user.click(screen.getByRole('button', { name: 'Compose News' }));
    expect(await screen.findByRole('button', { name: 'Close form' })).toBeInTheDocument();
  });

  it('says so when the compose section cannot be loaded, and tries again', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('offline'));
    mockedLoadRemote.mockResolvedValueOnce({ default: () => <p>The real form</p> });
    const { user } = renderHome();
    await user.click(screen.getByRole('button', { name: 'Compose News' }));
    expect(
      await screen.findByText('The form could not be loaded right now. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('The real form')).toBeInTheDocument();
  });
});

describe('the local tab', () => {
  const getCurrentPosition = jest.fn();

  beforeEach(() => {
    getCurrentPosition.mockReset();
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition },
      configurable: true,
    });
    // The gateway keeps the local tab to the state asked for.
    server.use(
      http.get(`${API}/category/local`, ({ request }) => {
        const state = new URL(request.url).searchParams.get('state');
        const page = db.news.filter((item) => item.category === 'local' && item.state === state);
        return HttpResponse.json<NewsListResponse>({
          success: true,
          message: 'News fetched',
          data: page,
          results: page,
          nextPage: null,
        });
      }),
    );
  });

  afterEach(() => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  });

  it("asks for the news of the reader's state, and lets them rename the place", async () => {
    getCurrentPosition.mockImplementation((success: PositionCallback) =>
      success({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition),
    );
    items('Near Karnataka', 1, { category: 'local', state: 'Karnataka' });
    items('Near Kerala', 1, { category: 'local', state: 'Kerala' });
    const { user } = renderHome('/home?tab=local');

    expect(await screen.findByText('Near Karnataka 1')).toBeInTheDocument();
    expect(requestsTo('geo/reverse')[0]!.query).toEqual({ lat: '12.97', lon: '77.59' });
    expect(requestsTo('category/local')[0]!.query).toMatchObject({ state: 'Karnataka' });
    expect(
      getCurrentPosition.mock.calls.some(
        ([, , options]) => options.timeout === 10_000 && options.maximumAge === 300_000,
      ),
    ).toBe(true);
    // The weather card and the tab share one answer: the reader is asked once.
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Rename location' }));
    const input = screen.getByRole('textbox', { name: 'State or region' });
    await user.clear(input);
    await user.type(input, '   ');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }),
    );
    expect(screen.getByText('Karnataka')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename location' }));
    await user.clear(screen.getByRole('textbox', { name: 'State or region' }));
    await user.type(screen.getByRole('textbox', { name: 'State or region' }), 'Kerala{Enter}');
    expect(await screen.findByText('Near Kerala 1')).toBeInTheDocument();
  });

  it('shows the empty state when the position cannot be had', async () => {
    getCurrentPosition.mockImplementation(
      (_success: PositionCallback, failure: PositionErrorCallback) =>
        failure({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    renderHome('/home?tab=local');
    expect(await screen.findByText('No Local news articles found.')).toBeInTheDocument();
    expect(requestsTo('category/local')).toHaveLength(0);
  });
});

describe('for a signed-in reader', () => {
  let writers: StoredUser[];
  let reader: StoredUser;

  beforeEach(() => {
    writers = Array.from({ length: 7 }, (_, i) => createUser({ name: `Writer ${i + 1}` }));
    reader = createUser({ name: 'Asha', following: writers.map((writer) => writer.id) });
  });

  it("shows six followed authors, then 'Show More (N more)'", async () => {
    const { user } = renderHome('/home', reader);
    const panel = await screen.findByRole('region', { name: 'Your Authors' });
    await within(panel).findByText('Writer 6');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(panel).getByRole('button', { name: 'Show More (1 more)' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(7);
    expect(within(panel).getByRole('link', { name: 'Writer 7' })).toHaveAttribute(
      'href',
      `/user/${writers[6]!.id}`,
    );
    expect(requestsTo('users/by-ids', 'POST')).toHaveLength(1);
  });

  it('suggests up to four people with two stories each', async () => {
    mockedLoadRemote.mockResolvedValue({
      default: ({ targetUserId }: { targetUserId: string }) => (
        <button type="button">Follow {targetUserId.slice(-2)}</button>
      ),
    });
    for (let i = 0; i < 5; i += 1) {
      const person = createUser({ name: `Suggested ${i + 1}` });
      for (const title of [`A${i}`, `B${i}`, `C${i}`]) createStory(person, { title });
    }
    renderHome('/home', reader);
    const panel = await screen.findByRole('region', { name: 'Suggested for You' });
    await within(panel).findByText('Suggested 4');
    expect(within(panel).queryByText('Suggested 5')).not.toBeInTheDocument();
    expect(within(panel).getByText('A0')).toBeInTheDocument();
    expect(within(panel).getByText('B0')).toBeInTheDocument();
    expect(within(panel).queryByText('C0')).not.toBeInTheDocument();
    expect(await within(panel).findAllByRole('button', { name: /^Follow / })).toHaveLength(4);
    expect(within(panel).getByRole('link', { name: 'View More Suggestions' })).toHaveAttribute(
      'href',
      '/user',
    );
  });

  it('hides the suggestions when the server has none to give', async () => {
    createUser({ name: 'Someone to follow' });
    server.use(http.get(`${API}/users/suggestions`, () => fail(404, 'Not Found')));
    renderHome('/home', reader);
    await screen.findByRole('region', { name: 'Your Authors' });
    await waitFor(() => expect(requestsTo('users/suggestions')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Suggested for You' })).not.toBeInTheDocument();
  });

  it('shows the latest stories of followed people, four of them', async () => {
    items('Story', 5);
    for (const writer of writers) createStory(writer, { title: `By ${writer.name}` });
    renderHome('/home', reader);
    const section = await screen.findByRole('region', { name: 'From People You Follow' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(4));
    expect(requestsTo('getContributions').every((request) => request.query.limit === '4')).toBe(
      true,
    );
  });
});

it('falls back to the latest contributions when nobody followed has published', async () => {
  items('Story', 5);
  const someone = createUser({ name: 'Ravi' });
  for (let i = 1; i <= 6; i += 1) createStory(someone, { title: `Contribution ${i}` });
  const reader = createUser({ name: 'Asha', following: [createUser({ name: 'Quiet' }).id] });
  renderHome('/home', reader);
  const section = await screen.findByRole('region', { name: 'Latest Contributions' });
  await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(4));
  expect(within(section).getByText('Contribution 1')).toBeInTheDocument();
  const first = db.stories.find((story) => story.title === 'Contribution 1')!;
  expect(within(section).getByRole('link', { name: 'Contribution 1' })).toHaveAttribute(
    'href',
    `/contribute/news/${first.id}?id=${first.id}`,
  );
  expect(requestsTo('getContributions').map((request) => request.query)).toEqual([
    { authorId: reader.following[0], limit: '4' },
    { limit: '4' },
  ]);
});
