/**
 * @jest-environment node
 */
// Rendered as the build renders it: in Node.js, with no browser around.
import { firstPaintPage } from '../../../scripts/first-paint-page.cjs';
import { renderLanding } from '../landing';

describe('the landing page’s first paint', () => {
  it('is the whole landing page a visitor is shown, header and footer included', () => {
    const markup = renderLanding();
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
    // The page's start script asks for them once the page has loaded and painted.
    const start = /<script>(.*)<\/script><\/body>$/.exec(landing)?.[1] ?? '';
    const appended: { tag: string; href?: string; src?: string; rel?: string }[] = [];
    let onLoad: (() => void) | undefined;
    const browser = {
      document: {
        readyState: 'interactive',
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: (typeof appended)[0]) => appended.push(element) },
      },
      addEventListener: (event: string, listener: () => void) => {
        if (event === 'load') onLoad = listener;
      },
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
    };
    new Function(...Object.keys(browser), start)(...Object.values(browser));
    expect(appended).toEqual([]);
    onLoad?.();
    expect(appended).toEqual([
      { tag: 'link', rel: 'preload', as: 'script', href: '/677.2.js' },
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
