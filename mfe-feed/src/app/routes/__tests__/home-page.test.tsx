import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { languageStore, sessionStore, setLanguageReload } from '@voices/platform';
import { toast } from '@voices/ui';
import type { Article } from '../../../lib/article';
import { feedItem, objectId, story } from '../../../testing/fixtures';
import {
  callsTo,
  onApi,
  pending,
  resetApi,
  serverError,
  type ApiCall,
} from '@voices/platform/testing';
import { renderAt } from '../../../testing/render';
import { HomePage } from '../home-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

jest.mock('@voices/platform', () => ({
  ...jest.requireActual('@voices/platform'),
  get api() {
    return jest.requireActual('@voices/platform/testing').mockApi;
  },
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

// As in the site, where the shell has registered every remote: a failed load is final.
beforeAll(() => jest.requireActual('@voices/platform').registerRemoteEntries({}));

function items(prefix: string, count: number, extra: Partial<Article> = {}): Article[] {
  return Array.from({ length: count }, (_, i) =>
    feedItem({ title: `${prefix} ${i + 1}`, ...extra }),
  );
}

function newsPage(results: Article[], nextPage: string | null = null) {
  return { success: true, message: 'News fetched', data: results, results, nextPage };
}

function renderHome(url = '/home') {
  return renderAt(<HomePage />, url);
}

const reload = jest.fn();

beforeAll(() => setLanguageReload(reload));

beforeEach(() => {
  resetApi();
  localStorage.clear();
  act(() => {
    toast.clear();
    sessionStore.setState({ user: null, token: null });
    languageStore.setState({ language: 'en', isAutomatic: true, changing: false, notice: null });
  });
  mockedLoadRemote.mockReset();
  onApi('GET', 'category-counts', () => ({ success: true, counts: {} }));
  onApi('GET', /^category\//, () => newsPage([]));
  onApi('GET', 'getContributions', () => ({ success: true, data: [] }));
});

describe('a category tab', () => {
  it("appends the next page with 'Show More', and hides the button at the end", async () => {
    const user = userEvent.setup();
    onApi('GET', 'category/sports', (call) =>
      call.query.page === 'c2' ? newsPage(items('Second', 2)) : newsPage(items('First', 3), 'c2'),
    );
    renderHome('/home?tab=sports');

    expect(await screen.findByText('First 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Show More Sports News' }));

    expect(await screen.findByText('Second 2')).toBeInTheDocument();
    for (const title of ['First 1', 'First 2', 'First 3', 'Second 1']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Show More Sports News' })).not.toBeInTheDocument();
    const calls = callsTo('category/sports');
    expect(calls.map((call) => call.query)).toEqual([
      { language: 'en', limit: '12' },
      { language: 'en', limit: '12', page: 'c2' },
    ]);
  });

  it('clears the list and starts again when a sub-filter changes', async () => {
    const user = userEvent.setup();
    let answerCricket: (value: unknown) => void = () => undefined;
    onApi('GET', 'category/sports', (call) => {
      if (call.query.subcategory === 'cricket') {
        return new Promise((resolve) => {
          answerCricket = resolve;
        });
      }
      return newsPage(items('Any sport', 2), 'c2');
    });
    renderHome('/home?tab=sports');
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
    act(() => answerCricket(newsPage(items('Cricket', 1))));
    expect(await screen.findByText('Cricket 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More Sports News' })).not.toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Cricket' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(callsTo('category/sports').at(-1)!.query).toEqual({
      language: 'en',
      subcategory: 'cricket',
      limit: '12',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/home?tab=sports&sub=cricket');
  });

  it('switches category with the tabs, each with its own sub-filters', async () => {
    const user = userEvent.setup();
    onApi('GET', 'category/business', () => newsPage(items('Markets', 1)));
    renderHome('/home?tab=sports');
    await user.click(screen.getByRole('tab', { name: 'Business' }));

    expect(await screen.findByText('Markets 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Business News' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Business topics' })).toHaveTextContent(
      /Finance.*Stock Market.*Economy.*Startups/,
    );
    await user.click(screen.getByRole('tab', { name: 'India' }));
    expect(screen.queryByRole('group', { name: /topics/ })).not.toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to fetch {Category} news.', with Try Again", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    onApi('GET', 'category/world', () => {
      attempts += 1;
      if (attempts === 1) throw serverError('Failed to fetch news');
      if (attempts === 2) throw serverError(null, 502);
      return newsPage(items('World', 1));
    });
    renderHome('/home?tab=world');

    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch news');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Failed to fetch World news.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('World 1')).toBeInTheDocument();
  });

  it("says 'No {Category} news articles found.' when there is none", async () => {
    renderHome('/home?tab=health');
    expect(await screen.findByText('No Health news articles found.')).toBeInTheDocument();
  });
});

describe('the front page', () => {
  it('fills Top Stories, Latest News and Recommended from the home list', async () => {
    const user = userEvent.setup();
    const list = [feedItem({ title: 'No picture lead', image_url: null }), ...items('Story', 14)];
    onApi('GET', 'category/home', (call) =>
      call.query.page ? newsPage(items('Later', 2)) : newsPage(list, 'next'),
    );
    renderHome();

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
    expect(within(recommended).getAllByRole('article')).toHaveLength(5);
    expect(callsTo('category/home')[0]!.query).toEqual({ language: 'en', limit: '20' });

    await user.click(screen.getByRole('button', { name: 'Show More Home News' }));
    expect(await within(recommended).findByText('Later 2')).toBeInTheDocument();
    expect(within(recommended).getAllByRole('article')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Show More Home News' })).not.toBeInTheDocument();
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
    const user = userEvent.setup();
    onApi('GET', 'category-counts', () => ({
      success: true,
      counts: { home: 40, sports: 8, technology: 15, local: 0, politics: 11 },
    }));
    onApi('GET', 'category/politics', () => newsPage(items('Vote', 1)));
    renderHome();
    const topics = await screen.findByRole('region', { name: 'Topics' });
    await waitFor(() =>
      expect(
        within(topics)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Sports8', 'Technology15', 'Politics11']),
    );
    await user.click(within(topics).getByRole('button', { name: /Politics/ }));
    expect(await screen.findByText('Vote 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Politics News' })).toBeInTheDocument();
  });
});

describe('search', () => {
  it('finds items by their words, keeping those with a picture', async () => {
    const user = userEvent.setup();
    onApi('GET', 'search', () => ({
      success: true,
      query: 'monsoon',
      results: [
        feedItem({ title: 'Monsoon arrives early' }),
        feedItem({ title: 'Monsoon without a picture', image_url: null }),
        feedItem({ title: 'Farmers cheer', description: 'The MONSOON rains are good news.' }),
      ],
      nextPage: null,
    }));
    renderHome();
    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'monsoon{Enter}');

    const results = await screen.findByRole('region', { name: 'Results for “monsoon”' });
    await within(results).findByText('Monsoon arrives early');
    expect(within(results).getAllByRole('article')).toHaveLength(2);
    expect(within(results).getByText('Farmers cheer')).toBeInTheDocument();
    expect(callsTo('search')[0]!.query).toEqual({ q: 'monsoon', language: 'en', limit: '12' });

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByRole('region', { name: /Results for/ })).not.toBeInTheDocument();
  });
});

describe('the tools at the top', () => {
  it('offers the ten content languages and says the language came from the browser', async () => {
    const user = userEvent.setup();
    renderHome();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(within(select).getAllByRole('option')).toHaveLength(10);
    expect(
      screen.getByText('Language set automatically from your browser settings.'),
    ).toBeInTheDocument();
    await screen.findByText('No Home news articles found.');

    await user.selectOptions(select, 'hi');
    expect(localStorage.getItem('selectedLanguage')).toBe('hi');
    expect(
      screen.queryByText('Language set automatically from your browser settings.'),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('category/home').at(-1)!.query.language).toBe('hi'));
  });

  it('opens the Share Your News dialog of the compose section, and on ?showForm=true', async () => {
    const user = userEvent.setup();
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
    renderHome('/home?showForm=true');

    await user.click(await screen.findByRole('button', { name: 'Close form' }));
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_compose/share-news-modal');
    expect(screen.queryByRole('dialog', { name: 'Share Your News' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);

    await user.click(screen.getByRole('button', { name: 'Compose News' }));
    expect(await screen.findByRole('button', { name: 'Close form' })).toBeInTheDocument();
  });

  it('says so when the compose section cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    mockedLoadRemote.mockRejectedValueOnce(new Error('offline'));
    mockedLoadRemote.mockResolvedValueOnce({ default: () => <p>The real form</p> });
    renderHome();
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
  });

  afterEach(() => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  });

  it("asks for the news of the reader's state, and lets them rename the place", async () => {
    const user = userEvent.setup();
    getCurrentPosition.mockImplementation((success: PositionCallback) =>
      success({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition),
    );
    onApi('GET', 'geo/reverse', () => ({
      success: true,
      state: 'Karnataka',
      region: 'South',
      county: null,
    }));
    onApi('GET', 'category/local', (call: ApiCall) =>
      newsPage(items(`Near ${call.query.state}`, 1)),
    );
    renderHome('/home?tab=local');

    expect(await screen.findByText('Near Karnataka 1')).toBeInTheDocument();
    expect(callsTo('geo/reverse')[0]!.query).toEqual({ lat: '12.97', lon: '77.59' });
    expect(
      getCurrentPosition.mock.calls.some(
        ([, , options]) => options.timeout === 10_000 && options.maximumAge === 300_000,
      ),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Rename location' }));
    const input = screen.getByRole('textbox', { name: 'State or region' });
    await user.clear(input);
    await user.type(input, '   ');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
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
    expect(callsTo('category/local')).toHaveLength(0);
  });
});

describe('for a signed-in reader', () => {
  const following = Array.from({ length: 7 }, () => objectId());

  beforeEach(() => {
    act(() =>
      sessionStore.setState({
        user: { id: objectId(), name: 'Asha', followers: [], following },
        token: 'token',
      }),
    );
    onApi('POST', 'users/by-ids', (call) => ({
      success: true,
      users: (call.body as { ids: string[] }).ids.map((id, i) => ({
        _id: id,
        name: `Writer ${i + 1}`,
        photo: '',
      })),
    }));
  });

  it("shows six followed authors, then 'Show More (N more)'", async () => {
    const user = userEvent.setup();
    onApi('GET', 'users/suggestions', () => pending());
    renderHome();
    const panel = await screen.findByRole('region', { name: 'Your Authors' });
    await within(panel).findByText('Writer 6');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(panel).getByRole('button', { name: 'Show More (1 more)' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(7);
    expect(callsTo('users/by-ids')[0]!.body).toEqual({ ids: following });
  });

  it('suggests up to four people with two stories each', async () => {
    mockedLoadRemote.mockResolvedValue({
      default: ({ targetUserId }: { targetUserId: string }) => (
        <button type="button">Follow {targetUserId.slice(-2)}</button>
      ),
    });
    onApi('GET', 'users/suggestions', () => ({
      success: true,
      suggestions: Array.from({ length: 5 }, (_, i) => ({
        user: { _id: objectId(), name: `Suggested ${i + 1}`, followers: [] },
        news: [story({ title: `A${i}` }), story({ title: `B${i}` }), story({ title: `C${i}` })],
      })),
    }));
    renderHome();
    const panel = await screen.findByRole('region', { name: 'Suggested for You' });
    await within(panel).findByText('Suggested 4');
    expect(within(panel).queryByText('Suggested 5')).not.toBeInTheDocument();
    expect(within(panel).getByText('A0')).toBeInTheDocument();
    expect(within(panel).getByText('B0')).toBeInTheDocument();
    expect(within(panel).queryByText('C0')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View More Suggestions' })).toHaveAttribute(
      'href',
      '/user',
    );
  });

  it('hides the suggestions when the server has none to give', async () => {
    onApi('GET', 'users/suggestions', () => {
      throw serverError('Not Found', 404);
    });
    renderHome();
    await screen.findByRole('region', { name: 'Your Authors' });
    await waitFor(() => expect(callsTo('users/suggestions')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Suggested for You' })).not.toBeInTheDocument();
  });

  it('shows the latest stories of followed people, four of them', async () => {
    onApi('GET', 'category/home', () => newsPage(items('Story', 5)));
    onApi('GET', 'getContributions', (call) => ({
      success: true,
      data: call.query.authorId
        ? [story({ title: `By ${call.query.authorId.slice(-2)}`, authorId: call.query.authorId })]
        : [],
    }));
    onApi('GET', 'users/suggestions', () => pending());
    renderHome();
    const section = await screen.findByRole('region', { name: 'From People You Follow' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(4));
  });
});

it('falls back to the latest contributions when nobody followed has published', async () => {
  onApi('GET', 'category/home', () => newsPage(items('Story', 5)));
  onApi('GET', 'getContributions', () => ({
    success: true,
    data: Array.from({ length: 6 }, (_, i) => story({ title: `Contribution ${i + 1}` })),
  }));
  renderHome();
  const section = await screen.findByRole('region', { name: 'Latest Contributions' });
  await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(4));
  expect(callsTo('getContributions')[0]!.query).toEqual({ limit: '4' });
});
