import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { Outbox } from '../support/outbox.mjs';

/**
 * Two members, each in a browser of their own: one follows the other from their profile; the
 * other's bell counts it at once over the realtime connection, without a reload, and the
 * notification is opened and read from the notifications page.
 */

interface Member {
  id: string;
  name: string;
  email: string;
  token: string;
  user: Record<string, unknown>;
}

/** Registers through the real API: a code to the address (read from the outbox), then the profile. */
async function register(
  request: APIRequestContext,
  outbox: Outbox,
  email: string,
  name: string,
): Promise<Member> {
  const requested = await request.post('/api/request-otp', { data: { email } });
  expect(requested.status(), await requested.text()).toBe(200);
  const otp = await outbox.nextCode(email);
  const verified = await request.post('/api/verify-otp', { data: { email, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { registrationToken } = (await verified.json()) as { registrationToken: string };
  const completed = await request.post('/api/complete', {
    multipart: {
      email,
      name,
      bio: '',
      acceptTerms: 'true',
      acceptPrivacy: 'true',
      registrationToken,
    },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  const body = (await completed.json()) as { user: Record<string, unknown>; token: string };
  expect(body.token).toBeTruthy();
  return {
    id: String(body.user.id ?? body.user._id),
    name,
    email,
    token: body.token,
    user: body.user,
  };
}

/** A browser of the member's own, signed in (the session as the sign-in page stores it). */
async function browserOf(
  browser: Browser,
  baseURL: string,
  member: Member,
  errors: string[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(
    ([user, token]) => {
      window.localStorage.setItem('authToken', token as string);
      window.localStorage.setItem('user', JSON.stringify(user));
    },
    [member.user, member.token] as const,
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`${member.name}: ${error.message}`));
  return { context, page };
}

test('a follow reaches the followed member’s bell at once, and is read from the notifications page', async ({
  browser,
  request,
  site,
}) => {
  test.setTimeout(120_000);
  const outbox = new Outbox(site.dataDir);
  const stamp = Date.now();
  const asha = await register(request, outbox, `asha-${stamp}@example.com`, 'Asha Follower');
  const bina = await register(request, outbox, `bina-${stamp}@example.com`, 'Bina Followed');
  const errors: string[] = [];
  const a = await browserOf(browser, site.baseURL, asha, errors);
  const b = await browserOf(browser, site.baseURL, bina, errors);

  try {
    const bell = b.page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

    await test.step('Bina is on the front page with no unread notifications', async () => {
      // socket.io upgrades to a WebSocket once it is connected: from then on events arrive.
      const socketOpen = b.page.waitForEvent('websocket', {
        predicate: (socket) => socket.url().includes('/socket.io/'),
      });
      await b.page.goto('/home');
      await expect(bell).toHaveAccessibleName('Notifications');
      await socketOpen;
      await b.page.evaluate(() => {
        (window as unknown as { notReloaded?: boolean }).notReloaded = true;
      });
    });

    await test.step('Asha opens Bina’s profile and follows her', async () => {
      await a.page.goto(`/profile/${bina.id}`);
      await expect(a.page.getByRole('heading', { level: 1, name: bina.name })).toBeVisible();
      await expect(a.page.getByText('No bio yet')).toBeVisible();
      await expect(a.page.getByRole('button', { name: '0 Followers' })).toBeVisible();
      await a.page.getByRole('button', { name: 'Follow', exact: true }).click();
      await expect(a.page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
      await expect(a.page.getByRole('button', { name: '1 Follower' })).toBeVisible();
      await expect(a.page.getByText(`You are now following ${bina.name}.`)).toBeVisible();
      const session = await a.page.evaluate(
        () => JSON.parse(localStorage.getItem('user') ?? '{}') as { following?: string[] },
      );
      expect(session.following).toEqual([bina.id]);
    });

    await test.step('Bina’s bell counts it without a reload, well before the 60 s poll', async () => {
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
      await expect(bell.getByText('1', { exact: true })).toBeVisible();
      expect(
        await b.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);
      await expect(b.page).toHaveURL(/\/home$/);
    });

    await test.step('Bina opens her notifications and reads it', async () => {
      await bell.click();
      await expect(b.page).toHaveURL(/\/notifications$/);
      await expect(b.page.getByRole('heading', { level: 1 })).toContainText('1 new');
      const item = b.page
        .getByRole('listitem')
        .filter({ hasText: `${asha.name} started following you` });
      await expect(item).toBeVisible();
      await expect(item.getByText('New', { exact: true })).toBeVisible();
      await expect(item.getByText('just now')).toBeVisible();

      await item.getByRole('button', { name: `${asha.name} started following you` }).click();
      await expect(b.page).toHaveURL(new RegExp(`/profile/${asha.id}$`));
      await expect(b.page.getByRole('heading', { level: 1, name: asha.name })).toBeVisible();
      await expect(bell).toHaveAccessibleName('Notifications');
      await expect(bell.locator('.vx-shell-bell-badge')).toHaveCount(0);
    });

    await test.step('the server has it read, and Bina’s profile counts her follower', async () => {
      const answer = await request.get('/api/notifications', {
        headers: { Authorization: `Bearer ${bina.token}` },
      });
      const list = (await answer.json()) as { read: boolean; type: string }[];
      expect(list.map(({ type, read }) => ({ type, read }))).toEqual([
        { type: 'follow', read: true },
      ]);

      await b.page.goto('/profile/me');
      await expect(b.page.getByRole('heading', { level: 1, name: bina.name })).toBeVisible();
      await expect(b.page.getByText(bina.email)).toBeVisible();
      await b.page.getByRole('button', { name: '1 Follower' }).click();
      const dialog = b.page.getByRole('dialog', { name: 'Followers' });
      await dialog.getByRole('link', { name: new RegExp(asha.name) }).click();
      await expect(b.page).toHaveURL(new RegExp(`/portal/${asha.id}/modern-grid$`));
    });

    await test.step('after a reload the notification stays read', async () => {
      await b.page.goto('/notifications');
      await expect(b.page.getByText(`${asha.name} started following you`)).toBeVisible();
      await expect(b.page.getByRole('heading', { level: 1 })).not.toContainText('new');
      await expect(b.page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    });

    expect(errors).toEqual([]);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
