import type { Page } from '@playwright/test';
import { expect, expectDrawnAsStarted, holdSectionCode, test } from '../support/fixtures';
import { Outbox } from '../support/outbox.mjs';

/** A small portrait drawn by the browser itself, as PNG bytes. */
async function portrait(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 96, 96);
    gradient.addColorStop(0, '#b91c1c');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 96, 96);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Types a code into the OTP screen's boxes, one key at a time as a reader would. */
async function enterCode(page: Page, code: string) {
  const first = page.getByRole('textbox', { name: 'Digit 1 of 4' });
  await expect(first).toBeFocused();
  await page.keyboard.type(code);
  await expect(page.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveValue(code.at(-1)!);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/**
 * Asks for a sign-in code. One address gets a code at most every 30 s, and the page says how
 * long to wait: a reader who signs out and straight back in waits that long and asks again.
 */
async function sendLoginCode(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByRole('button', { name: 'Send Login OTP' }).click();
    const verification = page.getByRole('heading', { name: 'Login Verification' });
    const wait = page.getByText(/Please wait (\d+) seconds? before requesting a new OTP\./);
    await expect(verification.or(wait)).toBeVisible();
    if (await verification.isVisible()) return;
    const seconds = Number(/(\d+)/.exec((await wait.textContent()) ?? '')?.[1] ?? 30);
    await page.waitForTimeout(seconds * 1000 + 500);
  }
  throw new Error('The sign-in code was never sent');
}

async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

test('a newcomer registers, signs out, signs in again and is sent back to a protected page', async ({
  page,
  site,
}) => {
  // Two sign-ins after the registration: each waits out the 30 s between codes to one address.
  test.setTimeout(180_000);
  const outbox = new Outbox(site.dataDir);
  const email = `reader-${Date.now()}@example.com`;
  const name = 'Meera Iyer';
  const banner = page.getByRole('banner');

  await test.step('register through the three steps', async () => {
    await page.goto('/register');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    const start = page.getByRole('button', { name: 'Send Verification Code' });
    // Steps 2 and 3 load once the reader starts on step 1, not with the page.
    const scripts = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
            .length,
      );
    await page.waitForLoadState('networkidle');
    const withThePage = await scripts();
    await page.getByLabel('Email address').fill(email);
    await expect.poll(scripts).toBeGreaterThan(withThePage);
    await expect(start).toBeDisabled();
    await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await expect(start).toBeEnabled();
    await start.click();

    await expect(page.getByRole('heading', { name: 'Email Verification' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
    await enterCode(page, await outbox.nextCode(email));

    await page.getByLabel(/Full Name/).fill(name);
    await page.getByLabel(/Bio/).fill('I write about my neighbourhood.');
    await page.getByLabel(/Profile Photo/).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await portrait(page),
    });
    await expect(page.getByRole('img', { name: 'Preview of your profile photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete Registration' }).click();
  });

  await test.step('land signed in, with the name and photo in the header', async () => {
    await expect(page).toHaveURL(/\/home$/);
    const profileLink = banner.getByRole('link', { name });
    await expect(profileLink).toBeVisible();
    await expect(profileLink.locator('img')).toHaveAttribute('src', /\/uploads\//);
    const session = await page.evaluate(() => ({
      token: localStorage.getItem('authToken'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email?: string } | null,
    }));
    expect(session.token).toBeTruthy();
    expect(session.user?.email).toBe(email);
  });

  await test.step('sign out, which ends the session on the server too', async () => {
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    await signOut(page);
    const me = await page.request.get('/api/users/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(401);
  });

  await test.step('sign in again with a new code', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Security Features' })).toBeVisible();
    await sendLoginCode(page, email);
    await enterCode(page, await outbox.nextCode(email));
    await expect(page).toHaveURL(/\/home$/);
    await expect(banner.getByRole('link', { name })).toBeVisible();
    await signOut(page);
  });

  await test.step('a protected page sends the reader to sign in and back', async () => {
    await page.goto('/saved');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsaved$/);
    await expect(page.getByRole('link', { name: 'Create one now' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fsaved',
    );
    await sendLoginCode(page, email);
    await enterCode(page, await outbox.nextCode(email));
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(banner.getByRole('link', { name })).toBeVisible();

    // Signed in, /login goes straight on to where it was asked to.
    await page.goto('/login?redirect=%2Fsaved');
    await expect(page).toHaveURL(/\/saved$/);
  });
});

test('a wrong code is refused and the right one still works', async ({ page, site }) => {
  const outbox = new Outbox(site.dataDir);
  const email = `wrong-code-${Date.now()}@example.com`;

  await page.goto('/register?redirect=%2Fsaved');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  const code = await outbox.nextCode(email);
  const wrong = code === '0000' ? '1111' : '0000';

  await enterCode(page, wrong);
  await expect(page.getByText('Invalid OTP. Please check the code and try again.')).toBeVisible();
  await enterCode(page, code);

  // A reload at the profile step carries on where it was.
  await expect(page.getByLabel(/Full Name/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Your address .* is verified/)).toBeVisible();
  await page.getByLabel(/Full Name/).fill('Ravi Menon');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ravi Menon' })).toBeVisible();

  // The same address cannot register twice: the page points to sign-in, address filled in.
  await signOut(page);
  await page.goto('/register');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in instead' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});

test('an unknown address is pointed to registration', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send Login OTP' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No account found' })).toBeVisible();
  await page.getByRole('link', { name: 'Create one now' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('list', { name: 'Registration progress' })).toBeVisible();
});

/** Once React has the sign-in form: it keeps its props on each element it has hydrated. */
async function signInStarted(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('form');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactProps$'));
  });
}

test('the sign-in page is drawn before any script runs, as the application draws it', async ({
  page,
}) => {
  const send = page.getByRole('button', { name: 'Send Login OTP' });
  await expectDrawnAsStarted(page, '/login', {
    drawn: async () => {
      // The section's own page, in the shell's, styled by both.
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(send).toHaveCSS('background-color', 'rgb(185, 28, 28)');
      await expect(page.getByText('Security Features')).toBeVisible();
    },
    started: signInStarted,
  });
  await expect(page.locator('form')).toHaveCount(1);
  // The form is the application's: an address it cannot use is refused in place.
  await page.getByLabel('Email address').fill('not an address');
  await send.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('what a visitor types and sends before the sign-in page has started is kept', async ({
  page,
}) => {
  // The section's scripts are held back, as a slow connection would: the page is its first
  // paint meanwhile, and the visitor does not wait for it.
  const release = await holdSectionCode(page);
  await page.goto('/login');
  const email = `early-${Date.now()}@example.com`;
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Login OTP' }).click();
  // Not sent as a plain form: the address stays out of the page's address.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/login$/);

  release();
  // Sent once the page has started, with what was typed: the server's answer is shown.
  await expect(page.getByRole('alert').filter({ hasText: 'No account found' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page).toHaveURL(/\/login$/);
});
