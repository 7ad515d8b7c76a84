import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRemoteRenders } from '../remote-renders';

// The pages a remote draws on the server for each request (docs/architecture.md, "First
// paints with data"): when a drawing is served again, drawn anew, or not waited for.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server module that draws the number of its drawing and what the API answers; the drawing
 * numbered `slow` takes half a second.
 */
const serverModule = (slow = 0) => `
  let call;
  let drawings = 0;
  exports.modules = ['home-page'];
  exports.queries = { 'home-page': ['tab'] };
  exports.startFirstPaints = ({ fetch }) => { call = fetch; };
  exports.renderFirstPaint = async (module, path) => {
    drawings += 1;
    const drawing = drawings;
    if (drawing === ${slow}) await new Promise((resolve) => setTimeout(resolve, 500));
    const answer = await (await call('http://gateway.invalid/api/front')).text();
    if (answer === 'hang') await new Promise(() => {});
    if (answer === 'fail') throw new Error('cannot draw');
    return { markup: '<p>' + drawing + ':' + answer + '</p>', data: [{ key: ['front'], data: answer, at: 1 }] };
  };`;

let siteDir: string;
let answer: string;
let errors: unknown[];

function renders(
  options: {
    timeoutMs?: number;
    redrawAfterMs?: number;
    retryAfterFailureMs?: number;
    stalledMs?: number;
    maxPages?: number;
  } = {},
) {
  return createRemoteRenders({
    siteDir,
    fetch: async () => new Response(answer),
    timeoutMs: 100,
    onError: (error) => errors.push(error),
    ...options,
  });
}

beforeEach(() => {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'voices-renders-'));
  mkdirSync(path.join(siteDir, 'mfe-feed', 'dist-server'), { recursive: true });
  writeFileSync(path.join(siteDir, 'mfe-feed', 'dist-server', 'first-paint.cjs'), serverModule());
  answer = 'one';
  errors = [];
});
afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

describe('createRemoteRenders', () => {
  it('serves a drawing again while its answers hold, and draws anew when they change', async () => {
    const pages = renders();
    expect((await pages.render('mfe-feed', 'home-page', '/home'))?.markup).toBe('<p>1:one</p>');
    const again = await pages.render('mfe-feed', 'home-page', '/home');
    expect(again?.markup).toBe('<p>1:one</p>');
    expect(again?.asked).toEqual(['/api/front']);
    // Served again, its answers are dated by the check that found them unchanged.
    expect(JSON.parse(again!.data)[0].at).toBeGreaterThan(1);
    answer = 'two';
    expect((await pages.render('mfe-feed', 'home-page', '/home'))?.markup).toBe('<p>2:two</p>');
    // Another address is a drawing of its own; a module that does not draw a page draws none.
    expect((await pages.render('mfe-feed', 'home-page', '/unified'))?.markup).toBe('<p>3:two</p>');
    expect(await pages.render('mfe-feed', 'author-page', '/user/x')).toBeNull();
    expect(await pages.render('mfe-auth', 'login-page', '/login')).toBeNull();
  });

  it('draws an address with the query the page reads, and no other', async () => {
    const pages = renders();
    const draw = async (location: string) =>
      (await pages.render('mfe-feed', 'home-page', location))?.markup ?? null;
    expect(await draw('/home?tab=world')).toBe('<p>1:one</p>');
    expect(await draw('/home?tab=world')).toBe('<p>1:one</p>');
    expect(await draw('/home?tab=local')).toBe('<p>2:one</p>');
    // A parameter the page does not read, or one named twice: not drawn at all.
    expect(await draw('/home?tab=world&utm_source=mail')).toBeNull();
    expect(await draw('/home?tab=world&tab=local')).toBeNull();
    expect(await draw('/home?tab=sports')).toBe('<p>3:one</p>');
  });

  it('keeps the drawings of the pages asked for most recently, as many as it may', async () => {
    const pages = renders({ maxPages: 2 });
    const draw = async (location: string) =>
      (await pages.render('mfe-feed', 'home-page', location))?.markup ?? null;
    expect(await draw('/home?tab=a')).toBe('<p>1:one</p>');
    expect(await draw('/home?tab=b')).toBe('<p>2:one</p>');
    // Asked again, a is the most recent: c takes b's place.
    expect(await draw('/home?tab=a')).toBe('<p>1:one</p>');
    expect(await draw('/home?tab=c')).toBe('<p>3:one</p>');
    expect(await draw('/home?tab=a')).toBe('<p>1:one</p>');
    expect(await draw('/home?tab=b')).toBe('<p>4:one</p>');
  });

  it('draws anew once a drawing is old, whatever its answers: its times would be', async () => {
    const pages = renders({ redrawAfterMs: 50 });
    expect((await pages.render('mfe-feed', 'home-page', '/home'))?.markup).toBe('<p>1:one</p>');
    await sleep(80);
    expect((await pages.render('mfe-feed', 'home-page', '/home'))?.markup).toBe('<p>2:one</p>');
  });

  it('serves an old drawing while a new one with the same answers is slow to come', async () => {
    writeFileSync(
      path.join(siteDir, 'mfe-feed', 'dist-server', 'first-paint.cjs'),
      serverModule(2),
    );
    const pages = renders({ redrawAfterMs: 600 });
    expect((await pages.render('mfe-feed', 'home-page', '/home'))?.markup).toBe('<p>1:one</p>');
    await sleep(650);
    // Too old to serve at once, too new a drawing to wait for: the old one, meanwhile.
    expect((await pages.render('mfe-feed', 'home-page', '/home'))?.markup).toBe('<p>1:one</p>');
    expect((await pages.render('mfe-feed', 'home-page', '/home'))?.markup).toBe('<p>1:one</p>');
    await sleep(550);
    expect((await pages.render('mfe-feed', 'home-page', '/home'))?.markup).toBe('<p>2:one</p>');
    // Different answers are never served from an old drawing.
    answer = 'two';
    expect((await pages.render('mfe-feed', 'home-page', '/home'))?.markup).toBe('<p>3:two</p>');
  });

  it('shares a drawing under way, and stops waiting for one that hangs', async () => {
    answer = 'hang';
    const pages = renders({ timeoutMs: 300, stalledMs: 400, retryAfterFailureMs: 1000 });
    const started = Date.now();
    const [first, second] = await Promise.all([
      pages.render('mfe-feed', 'home-page', '/home'),
      pages.render('mfe-feed', 'home-page', '/home'),
    ]);
    // Each waited for the one drawing, as long as a page waits.
    expect([first, second]).toEqual([null, null]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await sleep(150);
    // Stalled: not waited for at all.
    const at = Date.now();
    expect(await pages.render('mfe-feed', 'home-page', '/home')).toBeNull();
    expect(Date.now() - at).toBeLessThan(200);
    // Drawn again a while later, as a failed drawing is: the second drawing of the module (the
    // two pages above shared the first).
    answer = 'one';
    await sleep(1000);
    expect((await pages.render('mfe-feed', 'home-page', '/home'))?.markup).toBe('<p>2:one</p>');
  });

  it('tries a page that failed again a while later, not at every request', async () => {
    answer = 'fail';
    const pages = renders({ retryAfterFailureMs: 600 });
    expect(await pages.render('mfe-feed', 'home-page', '/home')).toBeNull();
    answer = 'one';
    expect(await pages.render('mfe-feed', 'home-page', '/home')).toBeNull();
    expect(errors).toHaveLength(1);
    await sleep(700);
    expect((await pages.render('mfe-feed', 'home-page', '/home'))?.markup).toBe('<p>2:one</p>');
  });
});
