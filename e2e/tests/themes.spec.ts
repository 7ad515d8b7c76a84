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
