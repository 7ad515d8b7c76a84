import type { APIRequestContext, Page } from '@playwright/test';
/** The site's own list of themes, as the theme test page shows it (one swatch per theme). */
async function themeIds(page: Page): Promise<string[]> {
  await page.goto('/theme-test');
  const ids = page.getByRole('list', { name: 'Article themes' }).locator('code');
  await expect(ids.first()).toBeVisible();
  return ids.allTextContents();
}
import { expect, newMember, test, type Member } from '../support/fixtures';
import { layoutSignature, scrollsSideways } from '../support/layout-signature';
import { drawnPicture } from '../support/pictures';

// Eight newspapers, not one (spec 001 §2): one story published in each theme, each story page
// recognisable by its shape, and each theme's own parts present and working.

const CATEGORIES = ['Local', 'Sports'];

async function publish(
  request: APIRequestContext,
  png: Buffer,
  member: Member,
  index: number,
  theme: string,
  fields: Record<string, string> = {},
): Promise<string> {
  const response = await request.post('/api/contribute', {
    headers: {
      authorization: `Bearer ${member.token}`,
      'Idempotency-Key': `themes-${member.id}-${index}`,
    },
    multipart: {
      title: `Riverside ${theme} story number ${index}`,
      content:
        `The riverside library reopened this week after volunteers rebuilt it (${theme}). `.repeat(
          6,
        ),
      category: CATEGORIES[index % CATEGORIES.length]!,
      language: 'en',
      selectedTemplate: theme,
      showAdvertisement: 'true',
      aiProcessed: 'false',
      ...fields,
      media: { name: `picture-${index}.png`, mimeType: 'image/png', buffer: png },
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = (await response.json()) as { data?: { _id?: string; id?: string } };
  const id = body.data?._id ?? body.data?.id;
  expect(id).toBeTruthy();
  return id!;
}

test('each of the eight themes is its own newspaper', async ({ page, site }) => {
  test.setTimeout(240_000);
  const member = await newMember(site, 'Theme Tester');
  const STORY_TEMPLATE_IDS = await themeIds(page);
  expect(STORY_TEMPLATE_IDS).toHaveLength(8);
  const png = await drawnPicture(page, 'hsl(200 60% 55%)');
  const ids: Record<string, string> = {};
  for (const [index, theme] of STORY_TEMPLATE_IDS.entries()) {
    ids[theme] = await publish(page.request, png, member, index, theme);
  }
  // Four more after the publishing window, so Noir Press has more than nine others to show.
  await page.waitForTimeout(31_000);
  for (let extra = 0; extra < 4; extra += 1) {
    await publish(page.request, png, member, 100 + extra, 'modern-grid');
  }

  const signatures = new Map<string, string>();
  for (const theme of STORY_TEMPLATE_IDS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/contribute/news/${ids[theme]}?id=${ids[theme]}`);
    const article = page.locator(`article[data-mode="full"][data-theme="${theme}"]`);
    await expect(article).toBeVisible();
    await expect(
      article.getByRole('heading', { level: 1, name: new RegExp(`Riverside ${theme} story`) }),
    ).toBeVisible();
    // every picture says what it shows
    for (const image of await article.locator('img').all()) {
      expect(await image.getAttribute('alt')).not.toBeNull();
    }
    signatures.set(theme, await layoutSignature(page));

    const ad = article.getByRole('complementary', { name: 'Advertisement' });
    if (theme === 'newspaper-classic') await expect(ad).toBeVisible();
    else await expect(ad).toHaveCount(0);

    if (theme === 'timesmetro') {
      const lines = article.getByRole('navigation', { name: 'Metro Lines' });
      await expect(lines.getByRole('button', { name: 'Show All' })).toBeVisible();
      await lines.getByRole('button', { name: 'Sports' }).click();
      await expect(lines.getByRole('button', { name: 'Sports' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    if (theme === 'noir') {
      const featured = article.getByRole('region', { name: 'Featured story' });
      await expect(featured.getByText('MAIN', { exact: true })).toBeVisible();
      await expect(article.getByRole('button', { name: /^\+\d+ more$/ })).toBeVisible();
    }
    if (theme === 'newspaper-classic') {
      const search = article.getByRole('search', { name: 'Search this paper' });
      await search.getByLabel('Search this paper').fill('riverside');
      await expect(search.getByRole('link')).toHaveCount(5);
      await expect(search.getByText(/^And \d+ more results\.\.\.$/)).toBeVisible();
      const side = article.getByRole('heading', { name: 'In Brief' }).locator('..');
      await expect(side.getByRole('listitem')).toHaveCount(3);
    }

    // a 640 px phone: no sideways scroll
    await page.setViewportSize({ width: 640, height: 900 });
    await expect(article).toBeVisible();
    expect(await scrollsSideways(page), `${theme} scrolls sideways at 640 px`).toBe(false);
  }

  const distinct = new Set(signatures.values());
  expect(
    distinct.size,
    `layout signatures:\n${[...signatures].map(([t, s]) => `${t}: ${s}`).join('\n')}`,
  ).toBeGreaterThanOrEqual(6);

  // Portals: pills by the theme's rule, and the search box in Niro White.
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const theme of ['udaya', 'broadsheet-classic', 'niro'] as const) {
    await page.goto(`/portal/${member.id}/${theme}`);
    await expect(page.locator(`article[data-mode="full"][data-theme="${theme}"]`)).toBeVisible();
    const pills = page.getByRole('group', { name: 'Categories' });
    if (theme === 'broadsheet-classic') await expect(pills).toHaveCount(0);
    else await expect(pills).toBeVisible();
  }
  const box = page.getByLabel('Search this portal');
  await box.fill(`Riverside noir story`);
  await expect(
    page
      .locator('article[data-mode="full"]')
      .getByRole('heading', { name: /Riverside noir story/ })
      .first(),
  ).toBeVisible();
});

// The theme gallery (/theme-test): each theme's card and full article, the card on both papers,
// a miniature of each layout, at a desktop width and on a phone, and a clean print. On a phone
// the gallery is far below the fold: its articles wait until it comes near the screen.
test('the theme gallery shows every theme in card and full form, light and dark', async ({
  page,
}) => {
  for (const width of [1280, 640]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/theme-test');
    const rows = page.locator('[data-gallery-theme]');
    await expect(rows).toHaveCount(8);
    // The cards and full articles load as the gallery comes near the screen.
    await rows.first().scrollIntoViewIfNeeded();
    for (const row of await rows.all()) {
      await expect(row.locator('.vx-themes-paper-light article[data-mode="card"]')).toHaveCount(1);
      await expect(row.locator('.vx-themes-paper-dark article[data-mode="card"]')).toHaveCount(1);
      await expect(row.locator('article[data-mode="full"]')).toHaveCount(1);
    }
    const miniatures = page.getByRole('list', { name: 'Article themes' }).getByRole('img');
    await expect(miniatures).toHaveCount(8);
    expect(await scrollsSideways(page), `/theme-test scrolls sideways at ${width} px`).toBe(false);
  }

  // Each card is drawn on the paper it sits on, whatever the site's mode.
  const surface = (paper: 'light' | 'dark') =>
    page
      .locator(`[data-gallery-theme="udaya"] .vx-themes-paper-${paper} article[data-mode="card"]`)
      .evaluate((card) => getComputedStyle(card).backgroundColor);
  expect(await surface('light')).toBe('rgb(255, 255, 255)');
  expect(await surface('dark')).toBe('rgb(37, 20, 21)');

  // Printed, a story is a clipping: no controls, ticker or lists, black on white.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.vx-themes-test-controls')).toBeHidden();
  const noir = page.locator('[data-gallery-theme="noir"] article[data-mode="full"]');
  await expect(noir.getByRole('region', { name: 'Breaking news' })).toBeHidden();
  await expect(noir.getByRole('heading', { name: 'Related Stories' })).toBeHidden();
  expect(await noir.evaluate((article) => getComputedStyle(article).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
});

test('a story’s page arrives drawn in its theme, and the application takes it over as it is', async ({
  page,
  site,
}) => {
  const member = await newMember(site, 'Drawn Desk');
  const png = await drawnPicture(page, 'hsl(30 60% 55%)');
  const id = await publish(page.request, png, member, 0, 'broadsheet-classic');
  const url = `/contribute/news/${id}?id=${id}`;
  const article = page.locator('article[data-mode="full"][data-theme="broadsheet-classic"]');
  const headline = article.getByRole('heading', {
    level: 1,
    name: 'Riverside broadsheet-classic story number 0',
  });
  // Today's date and the story's age are the browser's once React has the page (a minute may
  // have passed, and the reader's time zone is not the server's); the ticker runs.
  const moving = page.locator('time, .vx-herald-ticker-window');

  // A story's first visitor may get the plain page while its drawing finishes (a page waits
  // 300 ms at most); the next ones get the drawing.
  await expect
    .poll(async () => (await (await page.request.get(url)).text()).includes('vx-first-data'))
    .toBe(true);
  // With every script refused: the page the gateway drew with the section's own code, in its
  // theme, styled, with its picture.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(url);
  await expect(headline).toBeVisible();
  await expect(article.locator('img').first()).toBeVisible();
  const drawn = await page.screenshot({ animations: 'disabled', mask: [moving] });

  await page.unrouteAll();
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) complaints.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/contributions/') || pathname === '/api/getContributions')
      asked.push(pathname);
  });
  await page.goto(url);
  // React has the page once a button keeps its props: from then on it answers clicks.
  await page.waitForFunction(() => {
    const button = document.querySelector('.vx-themes-page-bar button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
  });
  // Taken over as drawn: the same pixels, nothing on the console, the story and the author's
  // stories it carried not asked for again.
  expect((await page.screenshot({ animations: 'disabled', mask: [moving] })).equals(drawn)).toBe(
    true,
  );
  expect(complaints).toEqual([]);
  expect(asked).toEqual([]);
  // The page is the application's: its share menu opens with the story's full address.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(`${site.baseURL}/contribute/news/${id}?id=${id}`)),
  );

  // The author's portal, in another theme, is drawn and taken over the same way.
  const portal = `/portal/${member.id}/noir`;
  await expect
    .poll(async () => (await (await page.request.get(portal)).text()).includes('vx-first-data'))
    .toBe(true);
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(portal);
  const portalArticle = page.locator('article[data-mode="full"][data-theme="noir"]');
  await expect(
    portalArticle.getByRole('heading', { name: /Riverside broadsheet-classic/ }),
  ).toBeVisible();
  const portalDrawn = await page.screenshot({ animations: 'disabled', mask: [moving] });
  await page.unrouteAll();
  // Only what happens as it starts: the refused scripts above said so on the console.
  complaints.length = 0;
  await page.goto(portal);
  await page.waitForFunction(() => {
    const button = document.querySelector('.vx-themes-page-inner button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
  });
  expect(
    (await page.screenshot({ animations: 'disabled', mask: [moving] })).equals(portalDrawn),
  ).toBe(true);
  expect(complaints).toEqual([]);
});
