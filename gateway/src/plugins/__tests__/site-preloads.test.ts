import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, writeFakeBuiltSite, writeSiteFiles } from '../../testing';
import { addFeedItem, addStory, addUser, minutesAgo } from '../../testing/news-fixtures';

// The page the gateway serves for a route names what that route needs first, so the browser
// fetches the route's remote entry, chunks and styles side by side with
// the shell's files instead of one after another.

/** A remote's mf-manifest.json as the federation plugin writes it (only what matters here). */
function federationManifest(name: string, module: string, hash: string) {
  return JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:${module}`,
        name: module,
        path: `./${module}`,
        assets: {
          js: { sync: ['7285.aaaaaaaaaa.js', `__federation_expose_${hash}.js`], async: ['9.b.js'] },
          css: { sync: [`__federation_expose_${hash}.css`], async: [] },
        },
      },
      {
        id: `${name}:other-page`,
        name: 'other-page',
        path: './other-page',
        assets: { js: { sync: ['other.cccccccccc.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  });
}

/** The preload links of a page, as [href, as, crossorigin] in their order. */
function preloads(html: string): [string, string, boolean][] {
  return [...html.matchAll(/<link rel="preload" href="([^"]*)" as="([^"]*)"( crossorigin)?>/g)].map(
    (m) => [m[1]!.replace(/&amp;/g, '&'), m[2]!, Boolean(m[3])],
  );
}

async function appWithRemotes(config: { remotesJson?: string } = {}): Promise<FastifyInstance> {
  const app = await buildTestApp({ config });
  writeFakeBuiltSite(app.config.siteDir);
  writeSiteFiles(app.config.siteDir, {
    'mfe-feed/dist/mf-manifest.json': federationManifest('mfe_feed', 'home-page', 'home_page'),
    'mfe-auth/dist/mf-manifest.json': federationManifest('mfe_auth', 'login-page', 'login_page'),
    'mfe-portal-themes/dist/mf-manifest.json': federationManifest(
      'mfe_portal_themes',
      'contributed-news-page',
      'story_page',
    ),
  });
  return app;
}

describe('the hints in the page of a route', () => {
  it('names the feed remote’s entry, chunks and styles in the page of /home', async () => {
    const app = await appWithRemotes();
    const res = await app.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual([
      ['/remotes.json', 'fetch', true],
      ['/remotes/mfe-feed/remoteEntry.js', 'script', false],
      ['/remotes/mfe-feed/__federation_expose_home_page.css', 'style', false],
      ['/remotes/mfe-feed/7285.aaaaaaaaaa.js', 'script', false],
      ['/remotes/mfe-feed/__federation_expose_home_page.js', 'script', false],
      ['/api/category/home?language=en&limit=20', 'fetch', true],
      ['/api/category-counts?language=en', 'fetch', true],
    ]);
    // In the head, before the shell's own script, so the browser finds them at once.
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('names the front page’s lead picture first, as the page asks for it', async () => {
    const app = await appWithRemotes();
    const pictures = async (url = '/home') => {
      // The page waits at most 100 ms for the answer that names its lead picture: asked for
      // first, that answer comes from the page cache, as the browser's own call leaves it,
      // however busy the machine running the test.
      await app.inject({ method: 'GET', url: '/api/category/home?language=en&limit=20' });
      return [
        ...(await app.inject({ method: 'GET', url })).body.matchAll(
          /<link rel="preload" href="([^"]*)" as="image"([^>]*)>/g,
        ),
      ].map((m) => [m[1], m[2]]);
    };
    // No stories yet: no picture.
    expect(await pictures()).toEqual([]);

    // The lead is the newest story with a picture (a video is none); a source item's own image.
    const author = await addUser(app, 'Asha Rao');
    await addStory(app, {
      authorId: author,
      title: 'Older, with a picture',
      media: ['old.png'],
      createdAt: minutesAgo(30),
    });
    await addFeedItem(app, {
      title: 'With a picture',
      imageUrl: 'https://img.example.com/a.jpg',
      publishedAt: minutesAgo(20),
    });
    await addStory(app, {
      authorId: author,
      title: 'A video',
      media: ['clip.mp4'],
      createdAt: minutesAgo(10),
    });
    await addFeedItem(app, { title: 'Without a picture', publishedAt: minutesAgo(5) });
    const high = ' referrerpolicy="no-referrer" fetchpriority="high"';
    expect(await pictures()).toEqual([['https://img.example.com/a.jpg', high]]);
    // Before the remote's files, right after the manifest.
    const body = (await app.inject({ method: 'GET', url: '/unified' })).body;
    expect(body.indexOf('as="image"')).toBeLessThan(body.indexOf('remoteEntry.js'));

    // A story leads with its first picture at full size, from the site's uploads.
    await addStory(app, {
      authorId: author,
      title: 'Newest',
      media: ['clip.mp4', 'new photo.png', 'b.png'],
      createdAt: minutesAgo(1),
    });
    expect(await pictures()).toEqual([['/uploads/new%20photo.png', high]]);

    // Pages that open with no lead picture name none.
    expect(await pictures('/login')).toEqual([]);
  });

  it('does not hold the page back for its lead picture', async () => {
    const app = await appWithRemotes();
    const author = await addUser(app, 'Asha Rao');
    await addStory(app, { authorId: author, title: 'A picture', media: ['a.png'] });
    // The front page's stories never come (a database that does not answer).
    const inject = app.inject.bind(app);
    jest
      .spyOn(app, 'inject')
      .mockImplementation(((options: { url: string }) =>
        options.url.startsWith('/api/category/')
          ? new Promise(() => undefined)
          : inject(options as never)) as never);
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(res.body).not.toContain('as="image"');
    expect(res.body).toContain('/remotes/mfe-feed/remoteEntry.js');
  });

  it('names what a story’s page asks for once it has the story, and its first picture', async () => {
    const app = await appWithRemotes();
    const author = await addUser(app, 'Asha Rao');
    const id = await addStory(app, {
      authorId: author,
      title: '  The riverside library opens its doors again',
      category: 'Local',
      language: 'hi',
      selectedTemplate: 'newspaper-classic',
      media: ['clip.mp4', 'river side.png', 'b.png'],
    });
    const res = await app.inject({ method: 'GET', url: `/contribute/news/${id}?id=${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<link rel="preload" href="/uploads/river%20side.png" as="image" referrerpolicy="no-referrer" fetchpriority="high">',
    );
    const related = new URLSearchParams({
      keywords: 'The riverside library',
      category: 'Local',
      language: 'hi',
      limit: '6',
      exclude: id,
      theme: 'newspaper-classic',
    });
    expect(preloads(res.body)).toEqual([
      ['/remotes.json', 'fetch', true],
      ['/remotes/mfe-portal-themes/remoteEntry.js', 'script', false],
      ['/remotes/mfe-portal-themes/__federation_expose_story_page.css', 'style', false],
      ['/remotes/mfe-portal-themes/7285.aaaaaaaaaa.js', 'script', false],
      ['/remotes/mfe-portal-themes/__federation_expose_story_page.js', 'script', false],
      [`/api/contributions/${id}`, 'fetch', true],
      [`/api/getContributions?authorId=${author}&limit=100`, 'fetch', true],
      [`/api/users/${author}/custom-heading?themeId=newspaper-classic`, 'fetch', true],
      [`/api/news/related?${related}`, 'fetch', true],
    ]);
    // The picture comes before the remote's files.
    expect(res.body.indexOf('as="image"')).toBeLessThan(res.body.indexOf('remoteEntry.js'));

    // An address that shows another story, or opens on a category, gets only the first call.
    const other = await addStory(app, { authorId: author, title: 'Another one' });
    for (const url of [
      `/contribute/news/${id}?id=${other}`,
      `/contribute/news/${id}?category=Sports`,
    ]) {
      const page = (await app.inject({ method: 'GET', url })).body;
      expect(page).not.toContain('as="image"');
      expect(preloads(page).filter(([, as]) => as === 'fetch')).toEqual([
        ['/remotes.json', 'fetch', true],
        [`/api/contributions/${id}`, 'fetch', true],
      ]);
    }
    // A story with no picture and a title of one word: no picture, the calls it makes.
    const plain = await addStory(app, { authorId: author, title: 'Floods', category: 'Local' });
    const page = (await app.inject({ method: 'GET', url: `/contribute/news/${plain}` })).body;
    expect(page).not.toContain('as="image"');
    expect(preloads(page).map(([href]) => href)).toContain(
      `/api/news/related?keywords=Floods&category=Local&language=en&limit=6&exclude=${plain}&theme=modern-grid`,
    );
  });

  it('names the shell’s query cache in the page of a remote’s route, not in the landing page', async () => {
    const app = await appWithRemotes();
    writeSiteFiles(app.config.siteDir, {
      'shell/dist/mf-manifest.json': JSON.stringify({
        id: 'shell',
        name: 'shell',
        shared: [
          { name: 'react', assets: { js: { sync: ['libraries.1111111111.js'], async: [] } } },
          {
            name: '@voices/platform/query',
            assets: { js: { sync: ['data.2222222222.js'], async: [] } },
          },
        ],
        exposes: [],
      }),
    });
    const home = preloads((await app.inject({ method: 'GET', url: '/home' })).body);
    // After the remote's own files, before the route's first calls.
    expect(home.map(([href]) => href).slice(4, 6)).toEqual([
      '/remotes/mfe-feed/__federation_expose_home_page.js',
      '/data.2222222222.js',
    ]);
    expect(home).toContainEqual(['/data.2222222222.js', 'script', false]);
    const hrefs = (url: string) =>
      app.inject({ method: 'GET', url }).then((res) => preloads(res.body).map(([href]) => href));
    expect(await hrefs('/login')).toContain('/data.2222222222.js');
    // The landing page of a visitor reads no server state; the libraries are the shell's own.
    expect(await hrefs('/')).toEqual(['/remotes.json']);
    expect((await hrefs('/home')).some((href) => href.includes('libraries'))).toBe(false);
  });

  it('names the sign-in remote for /login and nothing of the feed', async () => {
    const app = await appWithRemotes();
    const res = await app.inject({ method: 'GET', url: '/login?redirect=%2Fsaved' });
    const hrefs = preloads(res.body).map(([href]) => href);
    expect(hrefs).toContain('/remotes/mfe-auth/remoteEntry.js');
    expect(hrefs).toContain('/remotes/mfe-auth/__federation_expose_login_page.js');
    expect(hrefs.some((href) => href.includes('mfe-feed'))).toBe(false);
  });

  it('names only /remotes.json for the shell’s own pages and for protected routes', async () => {
    const app = await appWithRemotes();
    for (const url of ['/', '/about', '/contribute', '/saved', '/profile/me', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, preloads(res.body)]).toEqual([url, [['/remotes.json', 'fetch', true]]]);
    }
  });

  it('names the entry alone while the route’s remote has no manifest to read', async () => {
    const app = await buildTestApp();
    writeFakeBuiltSite(app.config.siteDir);
    writeSiteFiles(app.config.siteDir, { 'mfe-feed/dist/mf-manifest.json': 'not json' });
    const res = await app.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual([
      ['/remotes.json', 'fetch', true],
      ['/remotes/mfe-feed/remoteEntry.js', 'script', false],
      ['/api/category/home?language=en&limit=20', 'fetch', true],
      ['/api/category-counts?language=en', 'fetch', true],
    ]);
  });

  it('asks the front page’s stories in the language the browser asks for', async () => {
    const app = await appWithRemotes();
    const res = await app.inject({
      method: 'GET',
      url: '/home',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    const hrefs = preloads(res.body).map(([href]) => href);
    expect(hrefs).toContain('/api/category/home?language=hi&limit=20');
    expect(hrefs).toContain('/api/category-counts?language=hi');
  });

  it('follows a rebuilt remote: new file names are named at once', async () => {
    const app = await appWithRemotes();
    await app.inject({ method: 'GET', url: '/home' });
    const file = `${app.config.siteDir}/mfe-feed/dist/mf-manifest.json`;
    writeSiteFiles(app.config.siteDir, {
      'mfe-feed/dist/mf-manifest.json': federationManifest('mfe_feed', 'home-page', 'rebuilt'),
    });
    // A later modification time than the first read, whatever the file system's resolution.
    const { utimesSync } = await import('node:fs');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const res = await app.inject({ method: 'GET', url: '/home' });
    const hrefs = preloads(res.body).map(([href]) => href);
    expect(hrefs).toContain('/remotes/mfe-feed/__federation_expose_rebuilt.js');
    expect(hrefs).not.toContain('/remotes/mfe-feed/__federation_expose_home_page.js');
  });

  describe('a remote served from another origin', () => {
    let server: Server;
    let origin: string;
    let requests = 0;

    beforeAll(async () => {
      server = createServer((req, res) => {
        requests += 1;
        if (req.url === '/feed/mf-manifest.json') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(federationManifest('mfe_feed', 'home-page', 'home_page'));
        } else {
          res.writeHead(404).end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('reads its manifest from there and names its files by their full address', async () => {
      const app = await appWithRemotes({
        remotesJson: JSON.stringify({ mfe_feed: `${origin}/feed/mf-manifest.json` }),
      });
      await app.ready();
      // The gateway fetches the manifest when it starts, never while a page waits for it.
      let hints: [string, string, boolean][] = [];
      for (let attempt = 0; attempt < 50; attempt += 1) {
        hints = preloads((await app.inject({ method: 'GET', url: '/home' })).body);
        if (hints.some(([href]) => href.endsWith('__federation_expose_home_page.js'))) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(hints).toEqual([
        ['/remotes.json', 'fetch', true],
        [`${origin}/feed/remoteEntry.js`, 'script', false],
        [`${origin}/feed/__federation_expose_home_page.css`, 'style', false],
        [`${origin}/feed/7285.aaaaaaaaaa.js`, 'script', false],
        [`${origin}/feed/__federation_expose_home_page.js`, 'script', false],
        ['/api/category/home?language=en&limit=20', 'fetch', true],
        ['/api/category-counts?language=en', 'fetch', true],
      ]);
      // Kept, not fetched again for every page.
      const before = requests;
      for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url: '/home' });
      expect(requests).toBe(before);
    });

    it('still serves the page at once when that origin does not answer', async () => {
      const app = await appWithRemotes({
        remotesJson: JSON.stringify({ mfe_feed: `${origin}/missing/mf-manifest.json` }),
      });
      const res = await app.inject({ method: 'GET', url: '/home' });
      expect(res.statusCode).toBe(200);
      expect(preloads(res.body)).toEqual([
        ['/remotes.json', 'fetch', true],
        [`${origin}/missing/remoteEntry.js`, 'script', false],
        ['/api/category/home?language=en&limit=20', 'fetch', true],
        ['/api/category-counts?language=en', 'fetch', true],
      ]);
    });
  });

  describe('a remote page’s first paint', () => {
    // The shell's build draws the page around the remote page's place; the remote's build draws
    // its page beside its manifest; the gateway serves the two together.
    const slot = '<template data-vx-slot="mfe_auth/login-page"></template>';
    const frame =
      '<!doctype html><html><head><title>Voices</title><link rel="stylesheet" href="/677.css"></head>' +
      `<body><div id="root"><div class="vx-first-paint"><header>Voices</header><main><!--$-->${slot}<!--/$--></main></div></div>` +
      '<script>start()</script></body></html>';
    const page =
      '<section class="vx-auth-page"><h1>Sign in</h1><form><input name="email"></form></section>';

    async function appWithFirstPaints(files: Record<string, string>) {
      const app = await appWithRemotes();
      writeSiteFiles(app.config.siteDir, { 'shell/dist/first-paint/login.html': frame, ...files });
      return app;
    }

    it('puts the remote’s page in the shell’s, with its styles applied', async () => {
      const app = await appWithFirstPaints({ 'mfe-auth/dist/first-paint/login-page.html': page });
      for (const url of ['/login', '/login/']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`<main><!--$-->${page}<!--/$--></main>`);
        expect(res.body).not.toContain('data-vx-slot');
        // Applied, so the first paint is drawn styled; the scripts are still only fetched.
        expect(res.body).toContain(
          '<link rel="stylesheet" href="/remotes/mfe-auth/__federation_expose_login_page.css">',
        );
        expect(preloads(res.body)).toContainEqual([
          '/remotes/mfe-auth/remoteEntry.js',
          'script',
          false,
        ]);
        // Its inline script is allowed by its hash.
        expect(String(res.headers['content-security-policy'])).toMatch(/'sha256-[^']+'/);
      }
    });

    it('serves the plain page when either part is missing, the remote’s is not markup alone, or the address has a query', async () => {
      const plainLogin = async (app: FastifyInstance, url = '/login') => {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('vx-first-paint');
        expect(res.body).not.toContain('rel="stylesheet"');
        expect(preloads(res.body)).toContainEqual([
          '/remotes/mfe-auth/__federation_expose_login_page.css',
          'style',
          false,
        ]);
      };
      // The remote has none.
      await plainLogin(await appWithFirstPaints({}));
      // The shell has no place for it.
      const unframed = await appWithRemotes();
      writeSiteFiles(unframed.config.siteDir, {
        'mfe-auth/dist/first-paint/login-page.html': page,
      });
      await plainLogin(unframed);
      // It carries a script: refused.
      await plainLogin(
        await appWithFirstPaints({
          'mfe-auth/dist/first-paint/login-page.html': `${page}<script>alert(1)</script>`,
        }),
      );
      // The page at an address with a query: the remote drew its page without one (the
      // sign-in page's links carry where it sends the reader after).
      const drawn = await appWithFirstPaints({ 'mfe-auth/dist/first-paint/login-page.html': page });
      await plainLogin(drawn, '/login?redirect=%2Fsaved');
      // Another route of the same shell has no place drawn: its own plain page.
      const app = await appWithFirstPaints({ 'mfe-auth/dist/first-paint/login-page.html': page });
      const register = await app.inject({ method: 'GET', url: '/register' });
      expect(register.body).not.toContain('vx-first-paint');
    });
  });

  describe('a remote page drawn for each request, with data', () => {
    // The remote ships a server module beside its bundle (dist-server/first-paint.cjs); the
    // gateway loads it, answers its calls with its own routes and puts the page it draws in the
    // shell's, with the answers it was drawn with.
    const slot = '<template data-vx-slot="mfe_feed/home-page"></template>';
    const frame =
      '<!doctype html><html><head><title>Voices</title></head>' +
      `<body><div id="root"><div class="vx-first-paint"><main><!--$-->${slot}<!--/$--></main></div></div>` +
      '<script>start()</script></body></html>';
    /** A server module that draws the first page of stories it asks the API for. */
    const serverModule = (render = '') => `
      let call;
      let drawings = 0;
      exports.modules = ['home-page'];
      exports.startFirstPaints = ({ fetch }) => { call = fetch; };
      exports.renderFirstPaint = async (module, path) => {
        if (module !== 'home-page') return null;
        ${render}
        drawings += 1;
        const answer = await call('http://gateway.invalid/api/category/home?language=en&limit=20');
        const { results } = await answer.json();
        const titles = results.map((item) => item.title);
        return {
          markup: '<div class="front" data-drawing="' + drawings + '" data-path="' + path + '">' +
            titles.map((title) => '<h2>' + title.replace(/</g, '&lt;') + '</h2>').join('') + '</div>',
          data: [{ key: ['news', 'front'], data: { titles, note: '</script><script>alert(1)</script>' }, at: 1 }],
        };
      };`;

    async function appWithServerModule(module: string, config: { remotesJson?: string } = {}) {
      const app = await buildTestApp({ config });
      writeFakeBuiltSite(app.config.siteDir);
      writeSiteFiles(app.config.siteDir, {
        'mfe-feed/dist/mf-manifest.json': federationManifest('mfe_feed', 'home-page', 'home_page'),
        'shell/dist/first-paint/home.html': frame,
        'mfe-feed/dist-server/first-paint.cjs': module,
      });
      const author = await addUser(app, 'Asha Rao');
      await addStory(app, {
        authorId: author,
        title: 'Bridge <vote> tonight',
        createdAt: minutesAgo(5),
      });
      return app;
    }

    const firstData = (html: string) =>
      html.match(/<script type="application\/json" id="vx-first-data">(.*?)<\/script>/)?.[1];

    it('serves the page drawn with its data, the answers it carries, and no hint for them', async () => {
      const app = await appWithServerModule(serverModule());
      const res = await app.inject({ method: 'GET', url: '/home' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        '<main><!--$--><div class="front" data-drawing="1" data-path="/home"><h2>Bridge &lt;vote> tonight</h2></div><!--/$--></main>',
      );
      // The answers, for the page's cache, where no text in them can end the script early.
      const data = firstData(res.body);
      expect(data).toBeDefined();
      expect(data).not.toContain('<');
      expect(JSON.parse(data!)).toEqual([
        {
          key: ['news', 'front'],
          data: {
            titles: ['Bridge <vote> tonight'],
            note: '</script><script>alert(1)</script>',
          },
          // As the module dated it, or as fresh as the check, for a drawing served again.
          at: expect.any(Number),
        },
      ]);
      expect(res.body.indexOf('id="vx-first-data"')).toBeGreaterThan(res.body.indexOf('</main>'));
      // The call the page carries the answer of is not hinted; the one it did not make is.
      const hinted = preloads(res.body).map(([href]) => href);
      expect(hinted).not.toContain('/api/category/home?language=en&limit=20');
      expect(hinted).toContain('/api/category-counts?language=en');
      expect(res.body).toContain(
        '<link rel="stylesheet" href="/remotes/mfe-feed/__federation_expose_home_page.css">',
      );
    });

    it('draws a page again when its answers change, and for a new build', async () => {
      const app = await appWithServerModule(serverModule());
      const page = async () => (await app.inject({ method: 'GET', url: '/home' })).body;
      const drawing = async () => (await page()).match(/data-drawing="(\d+)"/)?.[1];
      expect(await drawing()).toBe('1');
      // The same answers: the same drawing, its answers as fresh as the check.
      const before = Date.now();
      const again = await page();
      expect(again).toContain('data-drawing="1"');
      expect(JSON.parse(firstData(again)!)[0].at).toBeGreaterThanOrEqual(before);
      // A new story: drawn again with it.
      const author = await addUser(app, 'Ravi Kumar');
      await addStory(app, { authorId: author, title: 'Ferry returns', createdAt: minutesAgo(1) });
      app.feedPages.invalidate();
      const redrawn = await page();
      expect(redrawn).toContain('data-drawing="2"');
      expect(redrawn).toContain('<h2>Ferry returns</h2>');
      // The page at another address is a drawing of its own.
      writeSiteFiles(app.config.siteDir, { 'shell/dist/first-paint/unified.html': frame });
      const unified = await app.inject({ method: 'GET', url: '/unified' });
      expect(unified.body).toContain('data-drawing="3" data-path="/unified"');
      // A new build of the module: loaded again, its pages drawn afresh.
      const { utimesSync } = await import('node:fs');
      const file = `${app.config.siteDir}/mfe-feed/dist-server/first-paint.cjs`;
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect(await drawing()).toBe('1');
      expect(await drawing()).toBe('1');
    });

    it('serves the plain page when the module fails, is slow, or the address has a query', async () => {
      const plain = async (app: FastifyInstance, url = '/home') => {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('vx-first-paint');
        expect(res.body).not.toContain('vx-first-data');
        // The page's first calls are hinted, as on any page drawn in the browser.
        expect(preloads(res.body).map(([href]) => href)).toContain(
          '/api/category/home?language=en&limit=20',
        );
      };
      // A module that fails is tried again a while later, not by every request.
      const attempts = path.join(os.tmpdir(), `voices-attempts-${process.pid}-${Date.now()}`);
      const broken = await appWithServerModule(
        serverModule(
          `require('node:fs').appendFileSync(${JSON.stringify(attempts)}, 'x'); throw new Error('broken');`,
        ),
      );
      await plain(broken);
      await plain(broken);
      expect(readFileSync(attempts, 'utf8')).toBe('x');
      rmSync(attempts);
      await plain(await appWithServerModule('throw new Error("cannot even load");'));
      const started = Date.now();
      await plain(await appWithServerModule(serverModule('await new Promise(() => {});')));
      expect(Date.now() - started).toBeLessThan(5000);
      await plain(await appWithServerModule(serverModule()), '/home?tab=world');
    });

    it('draws a story’s page at its address, with the query it reads, one drawing per story', async () => {
      const storySlot =
        '<template data-vx-slot="mfe_portal_themes/contributed-news-page"></template>';
      // The story page's module: it reads the story the address names, and `?id=`.
      const storyModule = `
        let call;
        let drawings = 0;
        exports.modules = ['contributed-news-page'];
        exports.queries = { 'contributed-news-page': ['id'] };
        exports.startFirstPaints = ({ fetch }) => { call = fetch; };
        exports.renderFirstPaint = async (module, location) => {
          drawings += 1;
          const id = new URL(location, 'http://x').searchParams.get('id') || location.split('/')[3];
          const answer = await call('http://gateway.invalid/api/contributions/' + id);
          const story = (await answer.json()).data;
          return {
            markup: '<article data-drawing="' + drawings + '" data-location="' + location + '">' +
              String(story.title).replace(/</g, '&lt;') + '</article>',
            data: [{ key: ['story', id], data: story, at: 1 }],
          };
        };`;
      const app = await buildTestApp();
      writeFakeBuiltSite(app.config.siteDir);
      writeSiteFiles(app.config.siteDir, {
        'mfe-portal-themes/dist/mf-manifest.json': federationManifest(
          'mfe_portal_themes',
          'contributed-news-page',
          'contributed_news_page',
        ),
        // One frame for every story: the route's, by its path in the route table.
        'shell/dist/first-paint/contribute/news/[id].html': frame.replace(slot, storySlot),
        'mfe-portal-themes/dist-server/first-paint.cjs': storyModule,
      });
      const author = await addUser(app, 'Asha Rao');
      const first = await addStory(app, { authorId: author, title: 'Bridge <vote> tonight' });
      const second = await addStory(app, { authorId: author, title: 'Ferry returns' });
      const page = async (url: string) => {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        return res.body;
      };

      const drawn = await page(`/contribute/news/${first}?id=${first}`);
      expect(drawn).toContain(
        `<article data-drawing="1" data-location="/contribute/news/${first}?id=${first}">Bridge &lt;vote> tonight</article>`,
      );
      expect(JSON.parse(firstData(drawn)!)[0].data.title).toBe('Bridge <vote> tonight');
      // The story's own call is carried, not hinted; what follows from it still is.
      const hinted = preloads(drawn).map(([href]) => href);
      expect(hinted).not.toContain(`/api/contributions/${first}`);
      expect(hinted.some((href) => href.startsWith('/api/getContributions?'))).toBe(true);
      // The same address again: the same drawing. Another story: a drawing of its own.
      expect(await page(`/contribute/news/${first}?id=${first}`)).toContain('data-drawing="1"');
      expect(await page(`/contribute/news/${second}?id=${second}`)).toContain(
        'data-drawing="2" data-location="/contribute/news/',
      );
      // A query the page does not read, or a parameter twice: the plain page, never drawn.
      for (const url of [
        `/contribute/news/${first}?id=${first}&utm_source=mail`,
        `/contribute/news/${first}?id=${first}&id=${second}`,
      ]) {
        const plain = await page(url);
        expect(plain).not.toContain('vx-first-paint');
        expect(plain).not.toContain('vx-first-data');
      }
      expect(await page(`/contribute/news/${first}`)).toContain('data-drawing="3"');
    });
  });
});
