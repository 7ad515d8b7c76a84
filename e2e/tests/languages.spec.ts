import type { Page } from '@playwright/test';
import { expect, newMember, test } from '../support/fixtures';
import { Outbox } from '../support/outbox.mjs';

const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /[\u0B80-\u0BFF]/;

/** Picks a language in the header's settings dropdown. */
async function pickInHeader(page: Page, code: string) {
  const banner = page.getByRole('banner');
  await banner.locator('.vx-shell-settings button').first().click();
  await banner.locator('select.vx-shell-language-select').selectOption(code);
}

/** Marks the window, so a test can tell that the page was not reloaded. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { voicesMark?: boolean }).voicesMark = true;
  });
}

async function stillSameWindow(page: Page) {
  return page.evaluate(() => (window as unknown as { voicesMark?: boolean }).voicesMark === true);
}

test('choosing Hindi in the header turns the page into Hindi in place, and the choice stays', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await markWindow(page);

  await pickInHeader(page, 'hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('banner')).toContainText(DEVANAGARI);
  await expect(page.getByRole('tab').first()).toContainText(DEVANAGARI);
  // The front page's date is written in Hindi, as Intl writes it.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('hi', { month: 'long' }).format(new Date()),
  );
  await expect(page.locator('.vx-feed-dateline')).toContainText(today);
  await expect(page.locator('.vx-feed-dateline')).toContainText(DEVANAGARI);
  expect(await stillSameWindow(page)).toBe(true);
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('hi');

  // The login and registration pages, reached in the same page, are in Hindi too.
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEVANAGARI);
  await expect(page.getByRole('button', { name: DEVANAGARI }).first()).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEVANAGARI);

  // A reload keeps it.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEVANAGARI);
});

test('Tamil switches the registration page where it stands', async ({ page }) => {
  await page.goto('/register');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const english = await heading.textContent();
  await page.getByLabel(/email/i).first().fill('reader@example.com');
  await markWindow(page);

  await pickInHeader(page, 'ta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(heading).toContainText(TAMIL);
  expect(await heading.textContent()).not.toBe(english);
  await expect(page.getByRole('main')).toContainText(TAMIL);
  // Nothing the reader typed is lost, and the page was not reloaded.
  await expect(page.locator('input[type="email"]').first()).toHaveValue('reader@example.com');
  expect(await stillSameWindow(page)).toBe(true);
  await expect(page).toHaveURL(/\/register$/);
});

test('French, which the interface is not written in, shows a working page in English with a note in French', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await pickInHeader(page, 'fr');
  const note = page.getByRole('note');
  await expect(note).toContainText('Voices n’est pas encore disponible en français');
  await expect(note.locator('p')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The page still works: the tabs answer.
  await page.getByRole('tab').nth(1).click();
  await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(page.getByRole('note')).toContainText('français');
});

test('the sign-in e-mail arrives in the reader’s language', async ({ page, site }) => {
  const member = await newMember(site, 'Meera Iyer');
  const outbox = new Outbox(site.dataDir);
  const before = (await outbox.messages()).length;
  await page.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'hi'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.locator('input[type="email"]').fill(member.email);
  // Registration sent a code a moment ago: the page may ask to wait out the 30 s first.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.locator('form button[type="submit"]').first().click();
    const sent = page.locator('input[autocomplete="one-time-code"]').first();
    const wait = page.getByRole('alert').filter({ hasText: /\d+/ });
    await expect(sent.or(wait)).toBeVisible();
    if (await sent.isVisible()) break;
    const seconds = Number(/(\d+)/.exec((await wait.textContent()) ?? '')?.[1] ?? 30);
    await page.waitForTimeout(seconds * 1000 + 500);
  }
  await expect
    .poll(
      async () =>
        (await outbox.messages()).slice(before).filter((m) => m.to.includes(member.email)).length,
    )
    .toBeGreaterThan(0);
  const [mail] = (await outbox.messages())
    .slice(before)
    .filter((m) => m.to.includes(member.email))
    .slice(-1);
  expect(mail?.subject).toMatch(DEVANAGARI);
  expect(mail?.text).toMatch(DEVANAGARI);
  expect(mail?.text).toMatch(/\b\d{4}\b/);
});
