import type { Page } from '@playwright/test';
import { expect, landingStarted, newMember, test, type Member } from '../support/fixtures';
import { drawnPicture } from '../support/pictures';

// The page the gateway serves names what its route needs first (the shell's start, the
// route's remote, its first API calls) as preload hints. These tests load pages in the browser
// and check that each hinted file is fetched once, used, and that the page works as before.

/** Every request the page makes, by address, and Chromium's warnings about unused preloads. */
function watch(page: Page) {
  const requests: string[] = [];
  const unused: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) unused.push(message.text());
  });
  return { requests, unused };
}

const count = (requests: string[], pattern: RegExp) =>
  requests.filter((url) => pattern.test(url)).length;

/** Publishes a story with a one-colour picture, as the compose screen sends it; its id. */
async function publishWithPicture(
  page: Page,
  member: Member,
  story: { title: string; content: string; theme: string; colour: string; file: string },
): Promise<string> {
  const picture = await drawnPicture(page, story.colour, 960, 540);
  const published = await page.request.post('/api/contribute', {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: {
      title: story.title,
      content: story.content,
      category: 'Local',
      language: 'en',
      selectedTemplate: story.theme,
      showAdvertisement: 'false',
      aiProcessed: 'false',
      media: { name: story.file, mimeType: 'image/png', buffer: picture },
    },
  });
  expect(published.status()).toBe(201);
  return ((await published.json()) as { data: { id: string } }).data.id;
}

test('the front page’s hints are each fetched once and used', async ({ page, site }) => {
  const html = await (await page.request.get('/home')).text();
  const feedOrigin = site.remotes.mfe_feed!.origin;
  expect(html).toContain(`<link rel="preload" href="${feedOrigin}/remoteEntry.js" as="script">`);
  // The page arrives drawn with its first stories and carries their answers: it names no call
  // for them, and the section does not make one.
  expect(html).toContain('id="vx-first-data"');
  expect(html).not.toContain('href="/api/category/home?language=en&amp;limit=20" as="fetch"');

  const { requests, unused } = watch(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.vx-feed-main')).not.toContainText(/loading/i);
  // Chromium says so in the console when a preloaded file goes unused for a few seconds.
  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
  expect(count(requests, /\/remotes\.json$/)).toBe(1);
  // The page registers the remote by its entry; the manifest is the gateway's to read.
  expect(count(requests, new RegExp(`^${feedOrigin}/mf-manifest\\.json$`))).toBe(0);
  expect(count(requests, new RegExp(`^${feedOrigin}/remoteEntry\\.js$`))).toBe(1);
  expect(count(requests, /\/api\/category\/home\?/)).toBe(0);
  expect(count(requests, /\/api\/category-counts\?/)).toBe(0);
});

test('the front page’s lead picture is named in the page and fetched once', async ({
  page,
  site,
}) => {
  // A story with a picture, published as the compose screen sends it: the newest, so it leads.
  const member = await newMember(site, 'Mira Photo');
  await publishWithPicture(page, member, {
    title: 'The ferry returns to the old harbour',
    content: 'The ferry crossed the harbour again this morning after a year away. '.repeat(4),
    theme: 'newspaper-classic',
    colour: '#0f766e',
    file: 'ferry.png',
  });

  // The page waits only a moment for the first stories (a busy database leaves the hint out),
  // and the publish has just emptied the page cache: the first page may be served without it.
  const hinted = async () =>
    /<link rel="preload" href="([^"]+)" as="image" referrerpolicy="no-referrer" fetchpriority="high">/.exec(
      await (await page.request.get('/home')).text(),
    )?.[1];
  await expect.poll(hinted).toMatch(/^\/uploads\/.+\.(png|webp|jpe?g)$/);
  const href = (await hinted())!;

  const { requests, unused } = watch(page);
  await page.goto('/home');
  const lead = page.locator('.vx-feed-top-lead img');
  await expect(lead).toBeVisible();
  // The page shows the picture it was told of, and fetched it once.
  expect(await lead.getAttribute('src')).toBe(href);
  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
  expect(count(requests, new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))).toBe(1);
});

test('a story’s page carries what it shows and names its picture, each fetched once', async ({
  page,
  site,
}) => {
  const member = await newMember(site, 'Ravi Desk');
  const id = await publishWithPicture(page, member, {
    title: 'Night buses return to the hill towns',
    content: 'The night buses run again from tonight, every hour until two. '.repeat(4),
    theme: 'broadsheet-classic',
    colour: '#1e3a8a',
    file: 'bus.png',
  });
  const address = `/contribute/news/${id}?id=${id}`;
  const hintsIn = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(fetch|image)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );
  // A story's first visit may get the page the browser draws, which names each call (the
  // gateway's tests check those); once drawn with the story, the page carries their answers.
  await expect
    .poll(async () => (await (await page.request.get(address)).text()).includes('vx-first-data'))
    .toBe(true);

  const { requests, unused } = watch(page);
  const response = await page.goto(address);
  const hints = hintsIn(await response!.text());
  expect(hints.filter((href) => href.startsWith('/api/'))).toEqual([]);
  const image = hints.find((href) => href.startsWith('/uploads/'));
  expect(image).toBeTruthy();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Night buses return to the hill towns' }),
  ).toBeVisible();
  // The page shows the picture it was told of.
  await expect(page.locator(`img[src="${image}"]`).first()).toBeVisible();
  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
  for (const href of ['/remotes.json', ...hints]) {
    const escaped = href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect([href, count(requests, new RegExp(`^${site.baseURL}${escaped}$`))]).toEqual([href, 1]);
  }
  // What the page carried (the story, the author's stories, the heading, the related column)
  // is not asked for again.
  const carried =
    /\/api\/(contributions\/|getContributions|users\/[^/]+\/custom-heading|news\/related)/;
  expect(requests.filter((url) => carried.test(url))).toEqual([]);
});

test('the shell’s start is named in the page and fetched once', async ({ page }) => {
  const html = await (await page.request.get('/about')).text();
  const hinted = [...html.matchAll(/<link rel="?preload"? href="?([^" >]+)"? as="?script"?/g)].map(
    (m) => m[1]!,
  );
  // main.js, the start's own chunk, the libraries the shell provides (React, the router…
  // in one file) and the shared packages of our own (the platform, the ui kit). The query
  // cache is not the start's: the shell loads it with the first page that reads server state.
  expect(hinted.length).toBeGreaterThanOrEqual(5);
  expect(hinted).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/main\.[0-9a-f]{10}\.js$/),
      expect.stringMatching(/^\/libraries\.[0-9a-f]{10}\.js$/),
    ]),
  );
  expect(hinted.filter((file) => /^\/data\./.test(file))).toEqual([]);

  const { requests, unused } = watch(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
  for (const file of hinted) {
    expect([file, count(requests, new RegExp(`${file.replace(/\./g, '\\.')}$`))]).toEqual([
      file,
      1,
    ]);
  }
});

test('a visitor’s landing page goes without the query cache; a section’s page names it', async ({
  page,
}) => {
  const data = /\/data\.[0-9a-f]{10}\.js$/;
  const { requests, unused } = watch(page);
  await page.goto('/');
  await landingStarted(page);
  await page.waitForTimeout(1500);
  expect(count(requests, data)).toBe(0);

  // The gateway names the shell's file of it in the page of a remote's route, fetched once.
  const html = await (await page.request.get('/home')).text();
  const named = /<link rel="preload" href="(\/data\.[0-9a-f]{10}\.js)" as="script">/.exec(html);
  expect(named).not.toBeNull();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.vx-feed-main')).not.toContainText(/loading/i);
  await page.waitForTimeout(3500);
  expect(unused).toEqual([]);
  expect(count(requests, data)).toBe(1);
});

test('the landing page asks for the same start and its own file once it has painted, each once', async ({
  page,
}) => {
  const [landing, other] = await Promise.all(
    ['/', '/about'].map(async (path) => (await page.request.get(path)).text()),
  );
  const hinted = [...other!.matchAll(/<link rel="?preload"? href="?([^" >]+)"? as="?script"?/g)];
  // Named by the landing page's start script instead of its head.
  expect(landing).not.toMatch(/<link [^>]*as="?script/);
  const named = /var preload=(\[[^\]]*\]),main="([^"]+)"/.exec(landing!);
  const files = [...(JSON.parse(named?.[1] ?? '[]') as string[]), named?.[2]];
  // With the landing page's own file: its code is a chunk other pages' start goes without.
  const own = files.filter((file) => /^\/landing\.[0-9a-f]{10}\.js$/.test(file ?? ''));
  expect(own).toHaveLength(1);
  expect(other).not.toContain(own[0]);
  expect(files.filter((file) => !own.includes(file)).sort()).toEqual(
    hinted.map((m) => m[1]).sort(),
  );

  const { requests, unused } = watch(page);
  await page.goto('/');
  await landingStarted(page);
  await page.getByRole('link', { name: 'Explore News' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.waitForTimeout(1500);
  expect(unused).toEqual([]);
  for (const file of files) {
    expect([file, count(requests, new RegExp(`${file!.replace(/\./g, '\\.')}$`))]).toEqual([
      file,
      1,
    ]);
  }
});
