import { remotePreloads, routeModule, withPreloads } from '../route-preloads';

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
    expect(routeModule(pathname)).toEqual({ remote, module });
  });

  it.each(['/', '/about', '/contribute', '/contribute/modern-grid', '/saved', '/profile/me', '/x'])(
    '%s: none (the shell’s page, or one a visitor is sent away from)',
    (pathname) => {
      expect(routeModule(pathname)).toBeNull();
    },
  );
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
    expect(hints.map((hint) => hint.href)).toEqual([
      '/remotes/mfe-feed/mf-manifest.json',
      'https://cdn.example.com/feed/entry/remoteEntry.js',
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
