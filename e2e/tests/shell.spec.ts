import {
  expect,
  expectDrawnAsStarted,
  holdSectionCode,
  landingStarted,
  newMember,
  seedSession,
  test,
} from '../support/fixtures';

const TAGLINE = 'Your world, your voice: Share, read & react to global stories';

test('the landing page shows the product to a visitor', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByText(TAGLINE).first()).toBeVisible();
  for (const tile of [
    /10\+\s*Languages/,
    /1000\+\s*Stories/,
    /50\+\s*Countries/,
    /24\/7\s*Updates/,
  ]) {
    await expect(main).toContainText(tile);
  }
  await expect(main.getByRole('link', { name: 'Explore News' })).toHaveAttribute('href', '/home');
  await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
  const footer = page.locator('footer').last();
  for (const link of ['News', 'About Us', 'Privacy Policy', 'Terms & Conditions']) {
    await expect(footer.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('the landing page is drawn before any script runs, as the application draws it', async ({
  page,
}) => {
  await expectDrawnAsStarted(page, '/', {
    drawn: async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Voices');
      await expect(page.getByRole('main').getByText(TAGLINE).first()).toBeVisible();
      // Styled: the hero's button is the site's red, not a browser's plain link.
      const explore = page.getByRole('link', { name: 'Explore News' });
      await expect(explore).toHaveCSS('background-color', 'rgb(185, 28, 28)');
    },
    started: landingStarted,
  });
  // The links are the application's now: they open the page in place.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
});

test('a reader who scrolls the first paint stays where they are when the page starts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 640, height: 700 });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  release();
  await landingStarted(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});

test('the landing page’s first paint is hidden from members and other languages', async ({
  page,
  site,
}) => {
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'hi'));
  await page.goto('/');
  await expect(page.locator('.vx-first-paint')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();

  const member = await page.context().newPage();
  await member.route(/\.js(\?|$)/, (route) => route.abort());
  await seedSession(member, await newMember(site, 'Meera Das'));
  await member.goto('/');
  await expect(member.locator('.vx-first-paint')).toBeAttached();
  await expect(member.getByRole('heading', { level: 1 })).toBeHidden();
});

test('the static pages link home and to each other', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
  await expect(page.getByRole('main')).toContainText('48');
  await expect(page.getByRole('main')).toContainText('13');
  await page.getByRole('main').getByRole('link', { name: /Terms/ }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('main')).toContainText('72');
  await page.getByRole('main').getByRole('link', { name: /About/ }).first().click();
  await expect(page).toHaveURL(/\/about$/);
});

test('a saved dark theme and language apply before any script file loads', async ({ page }) => {
  // The page's own inline script alone (no script file is let through): the security policy
  // must allow it, by its hash.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.addInitScript(() => {
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('selectedLanguage', 'hi');
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1f2937');
  expect(refused).toEqual([]);
});

test('the settings dropdown switches dark mode and remembers it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await page.getByRole('button', { name: /settings/i }).click();
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1f2937');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // The dropdown closes on a click outside it.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeHidden();

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await page.getByRole('button', { name: /settings/i }).click();
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
});

test('the header opened while the section is still loading stays open when it arrives', async ({
  page,
}) => {
  // The section's code held back: the front page is drawn and the shell's header is React's,
  // the section's page not yet.
  const release = await holdSectionCode(page);
  await page.goto('/home');
  const settings = page.getByRole('banner').getByRole('button', { name: 'Settings' });
  await page.waitForFunction(() => {
    const button = document.querySelector('.vx-shell-settings button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
  });
  await settings.click();
  const language = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  await expect(language).toBeVisible();

  // The press was React's: the page's start script does not press it again once the section
  // has started, which would close the dropdown.
  release();
  await page.waitForFunction(() => (window as { __vxPageStarted?: boolean }).__vxPageStarted);
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await page.waitForTimeout(300);
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  await expect(language).toBeVisible();
});

test('a signed-in visitor of / goes to /home', async ({ page, site }) => {
  await seedSession(page, await newMember(site, 'Asha Rao'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner').getByText('Asha Rao')).toBeVisible();
});

test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/not found/i);
});

test('the gateway answers health, readiness and the manifest', async ({ request, site }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  expect((await request.get('/readyz')).status()).toBe(200);
  const manifest = await (await request.get('/remotes.json')).json();
  expect(Object.keys(manifest).sort()).toEqual(Object.keys(site.remotes).sort());
  const api404 = await request.get('/api/no-such-endpoint');
  expect(api404.status()).toBe(404);
  expect(await api404.json()).toMatchObject({ success: false });
});
