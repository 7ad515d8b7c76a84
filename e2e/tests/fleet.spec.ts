import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  haproxyUnavailable,
  sharedStores,
  sharedUnavailable,
  sleep,
  startGateway,
  tempDataDir,
} from '../bench/gateways.mjs';
import { registerMember, uniqueEmail, type Member } from '../support/members.mjs';
import { Outbox } from '../support/outbox.mjs';
import { freePort, root } from '../support/site.mjs';

/**
 * The site through the balancer: three built gateways on one PostgreSQL database and Redis,
 * behind HAProxy with deploy/haproxy.cfg, each serving the built site. Member A is on /home in
 * a browser (her socket held by one gateway through HAProxy's cookie); member B follows her
 * through another gateway's API; her bell counts it without a reload. Needs TEST_DATABASE_URL,
 * TEST_REDIS_URL and haproxy; without them the test is skipped, with a note for `pnpm test`.
 */

const unavailable = sharedUnavailable() ?? haproxyUnavailable();
if (unavailable) {
  const dir = process.env.VOICES_TEST_REPORT_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `notes-e2e-fleet-${process.pid}.json`),
      JSON.stringify({
        notes: [`the browser test through the balancer did not run: ${unavailable}`],
      }),
    );
  }
}

type Gateway = Awaited<ReturnType<typeof startGateway>>;

test.describe('three gateways behind HAProxy', () => {
  test.skip(unavailable !== null, `needs PostgreSQL, Redis and haproxy: ${unavailable}`);

  let gateways: Gateway[] = [];
  let haproxy: ChildProcess | null = null;
  let stores: Awaited<ReturnType<typeof sharedStores>> | null = null;
  let data: ReturnType<typeof tempDataDir> | null = null;
  let dataDir = '';
  let balancer = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    data = tempDataDir();
    dataDir = data.dir;
    stores = await sharedStores();
    for (let i = 0; i < 3; i++) {
      gateways.push(
        await startGateway({
          dataDir,
          databaseUrl: stores.databaseUrl,
          redisUrl: stores.redisUrl,
          env: { TRUST_PROXY: '1' },
        }),
      );
    }
    const port = await freePort();
    balancer = `http://127.0.0.1:${port}`;
    haproxy = spawn('haproxy', ['-db', '-f', path.join(root, 'deploy', 'haproxy.cfg')], {
      env: {
        ...process.env,
        VOICES_BIND: `127.0.0.1:${port}`,
        VOICES_GATEWAY_1: `127.0.0.1:${gateways[0]!.port}`,
        VOICES_GATEWAY_2: `127.0.0.1:${gateways[1]!.port}`,
        VOICES_GATEWAY_3: `127.0.0.1:${gateways[2]!.port}`,
      },
      stdio: 'ignore',
    });
    for (let tries = 0; ; tries++) {
      const status = await fetch(`${balancer}/readyz`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      if (tries > 100) throw new Error('HAProxy did not answer');
      await sleep(100);
    }
  });

  test.afterAll(async () => {
    haproxy?.kill('SIGKILL');
    await Promise.all(gateways.map((g) => g.stop()));
    gateways = [];
    await stores?.drop();
    data?.remove();
  });

  test('a follow made through one gateway reaches the bell of a member whose page is on another', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // The gateways share DATA_DIR, so every code lands in one outbox.
    const outbox = new Outbox(dataDir);
    const ada: Member = await registerMember(balancer, dataDir, {
      email: uniqueEmail('ada'),
      name: 'Ada Fleet',
      outbox,
    });
    const ben: Member = await registerMember(balancer, dataDir, {
      email: uniqueEmail('ben'),
      name: 'Ben Fleet',
      outbox,
    });

    const context = await browser.newContext({ baseURL: balancer });
    await context.addInitScript(
      ([user, token]) => {
        window.localStorage.setItem('authToken', token as string);
        window.localStorage.setItem('user', JSON.stringify(user));
      },
      [ada.user, ada.token] as const,
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
      const socketOpen = page.waitForEvent('websocket', {
        predicate: (socket) => socket.url().includes('/socket.io/'),
      });
      await page.goto('/home');
      await expect(bell).toHaveAccessibleName('Notifications');
      await socketOpen;
      await page.evaluate(() => {
        (window as unknown as { notReloaded?: boolean }).notReloaded = true;
      });

      // HAProxy's cookie says which gateway holds Ada's socket; Ben follows through the next.
      const cookie = (await context.cookies()).find((c) => c.name === 'VOICES_GATEWAY');
      expect(cookie?.value).toMatch(/^g[123]$/);
      const held = Number(cookie!.value.slice(1)) - 1;
      const other = gateways[(held + 1) % 3]!;
      const follow = await fetch(`${other.url}/api/user/${ada.id}/follow`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ben.token}` },
      });
      expect(follow.status).toBe(200);

      await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
      await expect(bell.getByText('1', { exact: true })).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
