import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_ROUTES, SHELL_PATHS, routes } from '../routes';
import { loginPath } from '../protected-route';
import { createUser, renderWithProviders, signInAs } from '@voices/platform/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** Every route of spec 000 §2 and spec 001 §2. */
const SPEC_PATHS = [
  '/',
  '/home',
  '/unified',
  '/news',
  '/news/:id',
  '/user',
  '/user/search',
  '/user/:authorId',
  '/contributed-newslist/:id',
  '/login',
  '/register',
  '/notifications',
  '/profile',
  '/profile/me',
  '/profile/:id',
  '/edit-profile',
  '/saved',
  '/about',
  '/privacy',
  '/terms',
  '/theme-test',
  '/contribute',
  '/contribute/:templateId',
  '/contribute/edit/:id',
  '/contribute/news/:id',
  '/portal/:authorId/:themeId',
  // Issue 15: the moderators' page.
  '/moderation',
];

const PROTECTED = [
  '/user',
  '/contribute',
  '/contribute/:templateId',
  '/contribute/edit/:id',
  '/profile',
  '/profile/me',
  '/edit-profile',
  '/notifications',
  '/saved',
];

function Routed() {
  return useRoutes(routes);
}

function renderRoute(path: string) {
  return renderWithProviders(<Routed />, { route: path });
}

const signIn = () => signInAs(createUser());

function Page() {
  return <h1>Remote page</h1>;
}

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockResolvedValue({ default: Page });
});

describe('the route table', () => {
  it('covers every path of both specification documents, and nothing else', () => {
    const paths = [...SHELL_PATHS, ...REMOTE_ROUTES.map((route) => route.path)];
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names the remote and module that own each path', () => {
    const owner = Object.fromEntries(
      REMOTE_ROUTES.map((route) => [route.path, `${route.remote}/${route.module}`]),
    );
    expect(owner).toEqual({
      '/login': 'mfe_auth/login-page',
      '/register': 'mfe_auth/register-page',
      '/home': 'mfe_feed/home-page',
      '/unified': 'mfe_feed/home-page',
      '/news': 'mfe_feed/news-list-page',
      '/news/:id': 'mfe_feed/news-detail-page',
      '/user': 'mfe_feed/user-dashboard-page',
      '/user/search': 'mfe_feed/user-search-page',
      '/user/:authorId': 'mfe_feed/author-page',
      '/contributed-newslist/:id': 'mfe_feed/contributed-list-page',
      '/contribute': 'mfe_compose/pick-theme-page',
      '/contribute/:templateId': 'mfe_compose/compose-page',
      '/contribute/edit/:id': 'mfe_compose/edit-news-page',
      '/contribute/news/:id': 'mfe_portal_themes/contributed-news-page',
      '/portal/:authorId/:themeId': 'mfe_portal_themes/portal-page',
      '/theme-test': 'mfe_portal_themes/theme-test-page',
      '/profile': 'mfe_profile/own-profile-page',
      '/profile/me': 'mfe_profile/own-profile-page',
      '/profile/:id': 'mfe_profile/profile-page',
      '/edit-profile': 'mfe_profile/edit-profile-page',
      '/notifications': 'mfe_profile/notifications-page',
      '/saved': 'mfe_profile/saved-page',
      '/moderation': 'mfe_profile/moderation-page',
    });
  });

  it('marks exactly the routes that need a login', () => {
    const marked = REMOTE_ROUTES.filter((route) => route.protected).map((route) => route.path);
    expect(marked.sort()).toEqual([...PROTECTED].sort());
  });

  it.each([
    ['/news/42', 'mfe_feed/news-detail-page'],
    ['/user/search?q=asha', 'mfe_feed/user-search-page'],
    ['/user/64b7f0c2a1b2c3d4e5f60718', 'mfe_feed/author-page'],
    ['/contribute/news/7?id=7', 'mfe_portal_themes/contributed-news-page'],
    ['/portal/a1/noir', 'mfe_portal_themes/portal-page'],
    ['/profile/64b7f0c2a1b2c3d4e5f60718', 'mfe_profile/profile-page'],
    ['/login?redirect=%2Fsaved', 'mfe_auth/login-page'],
  ])('loads %s from %s', async (path, id) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith(id);
  });
});

describe('the protected-route guard', () => {
  it('sends an anonymous reader to the login page with the way back', async () => {
    renderRoute('/saved?sort=new');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/login?redirect=%2Fsaved%3Fsort%3Dnew',
    );
    expect(loginPath('/saved', '?sort=new')).toBe('/login?redirect=%2Fsaved%3Fsort%3Dnew');
    // The sign-in page shows (the loader keeps pages loaded by earlier tests).
    await screen.findByRole('heading', { name: 'Remote page' });
    expect(mockedLoadRemote).not.toHaveBeenCalledWith('mfe_profile/saved-page');
  });

  it.each(PROTECTED.map((path) => path.replace(':templateId', 'noir').replace(':id', '42')))(
    'guards %s',
    (path) => {
      renderRoute(path);
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?redirect=${encodeURIComponent(path)}`,
      );
    },
  );

  it('lets a signed-in reader through', async () => {
    signIn();
    renderRoute('/saved');
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/saved');
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_profile/saved-page');
  });
});

describe('the shell pages', () => {
  it('shows the landing page to visitors at /', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Voices/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Explore News/ })).toBeInTheDocument();
  });

  it('sends signed-in readers from / to /home', async () => {
    signIn();
    renderRoute('/');
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
    await screen.findByRole('heading', { name: 'Remote page' });
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_feed/home-page');
  });

  it.each([
    ['/about', 'About Voices'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms & Conditions'],
  ])('renders %s', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('answers an unknown path with the not-found page and keeps the header', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
