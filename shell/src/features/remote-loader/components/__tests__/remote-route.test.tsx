import { render as rtlRender, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ErrorBoundary } from '@voices/ui';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerRemoteEntries } from '@voices/platform';
import { queryClient } from '@voices/platform/query';
import { ROUTER_FUTURE, expectConsole, renderWithProviders } from '@voices/platform/testing';
import fallbackPlugin from '../../../../mf/fallback-plugin';
import { RemoteRoute } from '../remote-route';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function FeedPage() {
  return <h1>Top Stories</h1>;
}

// As the shell does at start: every remote is registered, so a failure is final.
beforeAll(() => registerRemoteEntries({}));

beforeEach(() => mockedLoadRemote.mockReset());

// The names are the route table's, each test its own: the loader remembers pages it loaded.
const render = (ui: Parameters<typeof renderWithProviders>[0]) => renderWithProviders(ui);

// Each test uses its own module name: the loader remembers pages it has loaded.
it('renders the exposed page', async () => {
  mockedLoadRemote.mockResolvedValue({ default: FeedPage });
  render(<RemoteRoute remote="mfe_feed" module="home-page" section="News" />);
  expect(await screen.findByRole('heading', { name: 'Top Stories' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_feed/home-page');
});

it("gives the page the page's one query cache, which the shell itself does not hold", async () => {
  function CachedPage() {
    const client = useQueryClient();
    return <h1>{client === queryClient ? 'The page cache' : 'Another cache'}</h1>;
  }
  mockedLoadRemote.mockResolvedValue({ default: CachedPage });
  // As in the site: a router and nothing else around the section.
  rtlRender(
    <MemoryRouter future={ROUTER_FUTURE}>
      <RemoteRoute remote="mfe_profile" module="saved-page" section="Profiles" />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'The page cache' })).toBeInTheDocument();
});

it('shows the section message with Retry when the remote cannot be loaded, and retries', async () => {
  expectConsole('error', /could not be loaded/);
  // React 18 follows a caught error with where it happened.
  expectConsole('error', /The above error occurred/);
  mockedLoadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError'));
  const { user } = render(
    <>
      <nav>Header still here</nav>
      <RemoteRoute remote="mfe_feed" module="news-list-page" section="News" />
    </>,
  );
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'News' })).toBeInTheDocument();
  expect(screen.getByText('Header still here')).toBeInTheDocument();

  mockedLoadRemote.mockResolvedValueOnce({ default: FeedPage });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Top Stories' })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
});

it('renders the fallback module of the runtime plugin with a working Retry', async () => {
  expectConsole('error', /could not be loaded/);
  // React 18 follows a caught error with where it happened.
  expectConsole('error', /The above error occurred/);
  const plugin = fallbackPlugin();
  const fallback = await plugin.errorLoadRemote!({
    id: 'mfe_profile/saved-page',
    error: new Error('down'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as never,
  });
  mockedLoadRemote.mockResolvedValueOnce(fallback);
  const { user } = render(<RemoteRoute remote="mfe_profile" module="page-c" section="Profiles" />);
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Profiles' })).toBeInTheDocument();

  mockedLoadRemote.mockResolvedValueOnce({ default: FeedPage });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Top Stories' })).toBeInTheDocument();
});

it('tries again on the next visit after a failure', async () => {
  expectConsole('error', /could not be loaded/);
  // React 18 follows a caught error with where it happened.
  expectConsole('error', /The above error occurred/);
  mockedLoadRemote.mockRejectedValueOnce(new Error('down'));
  const first = render(<RemoteRoute remote="mfe_auth" module="login-page" section="Sign-in" />);
  expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  first.unmount();

  mockedLoadRemote.mockResolvedValueOnce({ default: FeedPage });
  render(<RemoteRoute remote="mfe_auth" module="login-page" section="Sign-in" />);
  expect(await screen.findByRole('heading', { name: 'Top Stories' })).toBeInTheDocument();
});

it('passes rendering errors of a loaded page on to the error screen', async () => {
  function Broken(): never {
    throw new Error('render failed');
  }
  // React reports the error it caught before the site's screen takes over.
  expectConsole('error', /render failed/);
  // React 18 follows a caught error with where it happened.
  expectConsole('error', /The above error occurred/);
  mockedLoadRemote.mockResolvedValue({ default: Broken });
  render(
    <ErrorBoundary fallback={() => <p>Site error screen</p>}>
      <RemoteRoute remote="mfe_feed" module="author-page" section="News" />
    </ErrorBoundary>,
  );
  expect(await screen.findByText('Site error screen')).toBeInTheDocument();
  expect(screen.queryByText('This section could not be loaded.')).not.toBeInTheDocument();
});
