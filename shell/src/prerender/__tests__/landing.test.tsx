/**
 * @jest-environment node
 */
// Rendered as the build renders it: in Node.js, with no browser around.
import { firstPaintPage } from '../../../scripts/first-paint-page.cjs';
import { FRAMED_ROUTES, firstPaintFrame, renderFrame, renderLanding } from '../landing';

interface Appended {
  tag: string;
  href?: string;
  src?: string;
  rel?: string;
}

/** Runs the landing page's start script in a stand-in for the browser it runs in. */
function runStartScript(
  script: string,
  { hidden, visible }: { hidden: boolean; visible: boolean },
) {
  const appended: Appended[] = [];
  const loadListeners: (() => void)[] = [];
  const documentListeners: { event: string; capture: unknown }[] = [];
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (typeof observers)[0]) {}
    observe() {
      observers.push(this.callback);
    }
  }
  const browser = {
    window: { PerformanceObserver },
    PerformanceObserver,
    document: {
      visibilityState: visible ? 'visible' : 'hidden',
      documentElement: {
        classList: { contains: (name: string) => hidden && name === 'vx-no-first-paint' },
      },
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: Appended) => appended.push(element) },
      addEventListener: (event: string, _listener: unknown, capture: unknown) =>
        documentListeners.push({ event, capture }),
    },
    addEventListener: (event: string, listener: () => void) => {
      if (event === 'load') loadListeners.push(listener);
    },
    setTimeout: (callback: () => void) => callback(),
  };
  new Function(...Object.keys(browser), script)(...Object.values(browser));
  return {
    appended,
    documentListeners,
    load: () => loadListeners.forEach((listener) => listener()),
    report: (name: string) =>
      observers.forEach((observer) =>
        observer({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }),
      ),
  };
}

describe('the landing page’s first paint', () => {
  it('is the whole landing page a visitor is shown, header and footer included', async () => {
    const markup = await renderLanding();
    expect(markup).toContain('<header class="vx-shell-header"');
    expect(markup).toMatch(/<h1[^>]*class="vx-shell-hero-title"[^>]*>Welcome to <span[^>]*>Voices/);
    expect(markup).toContain('href="/login"');
    expect(markup).toContain('href="/home"');
    expect(markup).toContain('<footer');
    // Nothing that waits for the application: no loading state, no signed-in header.
    expect(markup).not.toContain('vx-shell-route-loading');
    expect(markup).not.toContain('href="/profile/me"');
  });

  it('goes into the page’s root, styled at once, with the scripts asked for after it', () => {
    const page =
      '<head><link rel=preload href=/main.1.js as=script fetchpriority=low>' +
      '<link rel=preload href=/677.abc.css as=style>' +
      '<link rel=preload href=/677.2.js as=script fetchpriority=low>' +
      '<script defer src=/main.1.js></script></head>' +
      '<body><div id=root></div></body>';
    const landing = firstPaintPage(page, '<p>Hello</p>');
    // The stylesheet is applied, the scripts are no longer named in the head.
    expect(landing).toMatch(
      /^<head><link rel="stylesheet" href="\/677.abc.css"><\/head><body><div id="root"><div class="vx-first-paint"><p>Hello<\/p><\/div><\/div><script>/,
    );
    const script = /<script>(.*)<\/script><\/body>$/.exec(landing)?.[1] ?? '';
    const asked = [
      { tag: 'link', rel: 'preload', as: 'script', href: '/677.2.js' },
      { tag: 'script', src: '/main.1.js' },
    ];

    // Shown: the scripts are asked for once the page's first contentful paint is reported.
    let browser = runStartScript(script, { hidden: false, visible: true });
    expect(browser.appended).toEqual([]);
    browser.report('first-paint');
    browser.load();
    expect(browser.appended).toEqual([]);
    browser.report('first-contentful-paint');
    expect(browser.appended).toEqual(asked);

    // What is typed, sent or pressed in the first paint before React has it is kept (in the
    // capture phase, before anything else sees it); the browser tests show it given back.
    expect(browser.documentListeners).toEqual([
      { event: 'input', capture: true },
      { event: 'change', capture: true },
      { event: 'submit', capture: true },
      { event: 'click', capture: true },
    ]);

    // Hidden from this reader: at once, as on every other page.
    browser = runStartScript(script, { hidden: true, visible: true });
    expect(browser.appended).toEqual(asked);

    // Opened in the background, where nothing is painted: once the page has loaded.
    browser = runStartScript(script, { hidden: false, visible: false });
    expect(browser.appended).toEqual([]);
    browser.load();
    expect(browser.appended).toEqual(asked);
  });

  it('applies the drawn page’s own stylesheet and asks for its script with the start’s', () => {
    const page =
      '<head><link rel=preload href=/677.abc.css as=style>' +
      '<link rel=preload href=/677.2.js as=script fetchpriority=low>' +
      '<script defer src=/main.1.js></script></head>' +
      '<body><div id=root></div></body>';
    const landing = firstPaintPage(page, '<p>Hello</p>', {
      styles: ['/landing.f00.css'],
      scripts: ['/landing.b4r.js'],
    });
    expect(landing).toMatch(
      /^<head><link rel="stylesheet" href="\/677.abc.css"><link rel="stylesheet" href="\/landing.f00.css"><\/head>/,
    );
    const script = /<script>(.*)<\/script><\/body>$/.exec(landing)?.[1] ?? '';
    const browser = runStartScript(script, { hidden: true, visible: true });
    expect(browser.appended).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: '/677.2.js' },
      { tag: 'link', rel: 'preload', as: 'script', href: '/landing.b4r.js' },
      { tag: 'script', src: '/main.1.js' },
    ]);
  });

  it('refuses a page it cannot write into', () => {
    expect(() => firstPaintPage('<body><div id=root>x</div></body>', '<p>Hello</p>')).toThrow(
      /no empty <div id="root">/,
    );
    expect(() => firstPaintPage('<body><div id=root></div></body>', '<p>Hello</p>')).toThrow(
      /no deferred main script/,
    );
    expect(() =>
      firstPaintPage('<script defer src=/m.js></script><div id=root></div>', '<p>Hello</p>'),
    ).toThrow(/no stylesheet/);
  });
});

describe('the place of a remote’s page', () => {
  it('is drawn for the routes open to visitors, once for every value of their parameters', () => {
    expect(FRAMED_ROUTES).toEqual(
      expect.arrayContaining(['/login', '/register', '/home', '/contribute/news/:id']),
    );
    expect(FRAMED_ROUTES).not.toContain('/saved');
    expect(FRAMED_ROUTES).not.toContain('/contribute/:templateId');
    expect(firstPaintFrame('/login')).toBe('first-paint/login.html');
    expect(firstPaintFrame('/portal/:authorId/:themeId')).toBe(
      'first-paint/portal/[authorId]/[themeId].html',
    );
  });

  it('is the same for every story: a route’s parameters are not in it', () => {
    const markup = renderFrame('/contribute/news/:id');
    expect(markup).toContain(
      '<!--$--><template data-vx-slot="mfe_portal_themes/contributed-news-page"></template><!--/$-->',
    );
    expect(markup).not.toContain(':id');
  });

  it('is the shell’s page with the remote page’s place marked inside its Suspense boundary', () => {
    const markup = renderFrame('/login');
    expect(markup).toContain('<header class="vx-shell-header"');
    // The boundary's markers stay around the remote page the gateway puts there, so React
    // keeps that markup until the remote has loaded, then hydrates it.
    expect(markup).toContain(
      '<!--$--><template data-vx-slot="mfe_auth/login-page"></template><!--/$-->',
    );
    // Nothing of a loading state: the page is drawn as it will be.
    expect(markup).not.toContain('vx-shell-route-loading');
    expect(renderFrame('/home')).toContain('data-vx-slot="mfe_feed/home-page"');
  });
});
