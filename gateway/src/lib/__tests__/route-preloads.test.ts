import { REMOTE_ROUTES } from '@voices/contracts/constants';
import { FIRST_CALLS, remotePreloads, routeModule, withPreloads } from '../route-preloads';

describe('the remote a route opens with', () => {
  it.each([
    ['/home', 'mfe_feed', 'home-page'],
    ['/unified/', 'mfe_feed', 'home-page'],
    ['/login', 'mfe_auth', 'login-page'],
    ['/news/abc', 'mfe_feed', 'news-detail-page'],
    ['/user/search', 'mfe_feed', 'user-search-page'],
    ['/user/42', 'mfe_feed', 'author-page'],
    ['/contribute/news/0123456789abcdef01234567', 'mfe_portal_themes', 'contributed-news-page'],
    ['/portal/42/noir', 'mfe_portal_themes', 'portal-page'],
    ['/profile/42', 'mfe_profile', 'profile-page'],
  ])('%s: %s %s', (pathname, remote, module) => {
    expect(routeModule(pathname)).toMatchObject({ remote, module });
  });

  it('follows the route table the shell mounts, route by route', () => {
    for (const route of REMOTE_ROUTES) {
      const pathname = route.path.replace(/:[a-zA-Z]+/g, 'x1');
      expect({ pathname, opens: routeModule(pathname) }).toEqual({
        pathname,
        opens: route.protected
          ? null
          : expect.objectContaining({ remote: route.remote, module: route.module }),
      });
    }
    // Every route the first calls are given for is in the table.
    const paths = REMOTE_ROUTES.map((route) => route.path);
    for (const path of Object.keys(FIRST_CALLS)) expect(paths).toContain(path);
  });

  it.each([
    '/',
    '/about',
    '/contribute',
    '/contribute/modern-grid',
    '/contribute/edit/42',
    '/saved',
    '/profile/me',
    '/x',
  ])('%s: none (the shell’s page, or one a visitor is sent away from)', (pathname) => {
    expect(routeModule(pathname)).toBeNull();
  });
});

describe('the first API calls of a route', () => {
  it('asks the front page in the reader’s language', () => {
    expect(routeModule('/home', 'ta')?.data).toEqual([
      '/api/category/home?language=ta&limit=20',
      '/api/category-counts?language=ta',
    ]);
  });

  it('asks a story page for its story, the address kept safe', () => {
    expect(routeModule('/contribute/news/0123456789abcdef01234567')?.data).toEqual([
      '/api/contributions/0123456789abcdef01234567',
    ]);
    expect(routeModule('/contribute/news/a%3Fb%26c')?.data).toEqual([
      '/api/contributions/a%3Fb%26c',
    ]);
    expect(routeModule('/contribute/news/%E0%A4')).toBeNull();
  });

  it('asks nothing for a page whose first call depends on more than its address', () => {
    expect(routeModule('/login')?.data).toEqual([]);
  });
});

describe('the hints for a remote', () => {
  it('names an entry given directly (no manifest) as a script', () => {
    expect(
      remotePreloads('https://cdn.example.com/feed/remoteEntry.js', null, 'home-page'),
    ).toEqual([{ href: 'https://cdn.example.com/feed/remoteEntry.js', as: 'script' }]);
  });

  it('resolves the files against a publicPath the manifest gives', () => {
    const hints = remotePreloads(
      '/remotes/mfe-feed/mf-manifest.json',
      {
        metaData: {
          publicPath: 'https://cdn.example.com/feed',
          remoteEntry: { name: 'remoteEntry.js', path: 'entry' },
        },
        exposes: [{ path: './home-page', assets: { js: { sync: ['a.js'] } } }],
      },
      'home-page',
    );
    // The page registers the remote by the entry beside the manifest it was given.
    expect(hints.map((hint) => hint.href)).toEqual([
      '/remotes/mfe-feed/remoteEntry.js',
      'https://cdn.example.com/feed/a.js',
    ]);
  });

  it('puts the links before </head>, their addresses escaped', () => {
    const html = '<html><head><title>V</title></head><body></body></html>';
    expect(withPreloads(html, [{ href: '/a"b.js', as: 'script' }])).toBe(
      '<html><head><title>V</title><link rel="preload" href="/a&quot;b.js" as="script"></head><body></body></html>',
    );
    expect(withPreloads(html, [])).toBe(html);
  });
});
