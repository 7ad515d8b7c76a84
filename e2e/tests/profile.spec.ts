import type { Page } from '@playwright/test';
import { expect, newMember, seedSession, test } from '../support/fixtures';
import { messagesTo, Outbox } from '../support/outbox.mjs';

/** Types a code into the OTP boxes, one key at a time as a reader would. */
async function enterCode(page: Page, code: string) {
  const first = page.getByRole('textbox', { name: 'Digit 1 of 4' });
  await expect(first).toBeFocused();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** A second session of the member, as another device would hold after signing in. */
async function signInElsewhere(baseURL: string, outbox: Outbox, email: string): Promise<string> {
  const post = async (path: string, body: object) => {
    const res = await fetch(baseURL + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, path).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await post('/api/send-login-otp', { email });
  const { token } = await post('/api/verify-login-otp', {
    email,
    otp: await outbox.nextCode(email),
  });
  return String(token);
}

test('a member changes their e-mail address with the code sent to the new one', async ({
  page,
  site,
}) => {
  const outbox = new Outbox(site.dataDir);
  const member = await newMember(site, 'Leela Thomas');
  const laptop = await signInElsewhere(site.baseURL, outbox, member.email);
  const newEmail = `leela-${Date.now()}@example.org`;
  await seedSession(page, member);

  await test.step('save a new name and a new address on Edit Profile', async () => {
    await page.goto('/edit-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Leela M. Thomas');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(newEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, save' }).click();
  });

  await test.step('the new address must be proven; the old one holds meanwhile', async () => {
    await expect(page.getByRole('heading', { name: 'Confirm your new e-mail' })).toBeVisible();
    await expect(page.getByText(newEmail)).toBeVisible();
    await expect(page.getByText('Your other changes are saved.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
    const me = await page.request.get('/api/users/me', {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(await me.json()).toMatchObject({
      user: { name: 'Leela M. Thomas', email: member.email },
    });
  });

  await test.step('the code from the new inbox applies it', async () => {
    await enterCode(page, await outbox.nextCode(newEmail));
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(newEmail)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(stored.email).toBe(newEmail);
  });

  await test.step('the old address is told, and the other device is signed out', async () => {
    const notices = await messagesTo(outbox, member.email, 'Your Voices email address was changed');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(newEmail);
    const other = await page.request.get('/api/users/me', {
      headers: { Authorization: `Bearer ${laptop}` },
    });
    expect(other.status()).toBe(401);
  });
});

test('a change of address can be cancelled from the profile page', async ({ page, site }) => {
  const member = await newMember(site, 'Kabir Shah');
  const newEmail = `kabir-${Date.now()}@example.org`;
  await seedSession(page, member);

  await page.goto('/profile/me');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(newEmail);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, save' }).click();

  const step = page.getByRole('region', { name: 'Confirm your new e-mail' });
  await expect(step.getByText(newEmail)).toBeVisible();
  await step.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByText('Your e-mail address was not changed.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue(member.email);
  // The code sent to the new address no longer works.
  const code = await new Outbox(site.dataDir).nextCode(newEmail);
  const late = await page.request.post('/api/users/me/email/confirm', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { otp: code },
  });
  expect(late.status()).toBe(400);
});
