import { expect, newMember, seedSession, test, type Member } from '../support/fixtures';

// One member for the signed-in routes of this file, registered through the real API.
let member: Member | undefined;
async function signedIn(site: Parameters<typeof newMember>[0]) {
  member ??= await newMember(site, 'Asha Rao');
  return member;
}

// One route of each remote; each must be fetched from that remote's own origin.
const ROUTES = [
  { remote: 'mfe_auth', path: '/login', signedIn: false },
  { remote: 'mfe_feed', path: '/home', signedIn: false },
  { remote: 'mfe_compose', path: '/contribute/modern-grid', signedIn: true },
  { remote: 'mfe_portal_themes', path: '/theme-test', signedIn: false },
  { remote: 'mfe_profile', path: '/saved', signedIn: true },
];

for (const route of ROUTES) {
  test(`${route.path} loads ${route.remote} from its own origin`, async ({ page, site }) => {
    if (route.signedIn) await seedSession(page, await signedIn(site));
    const origin = site.remotes[route.remote]!.origin;
    const fromRemote: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.ok())
        fromRemote.push(new URL(response.url()).pathname);
    });
    await page.goto(route.path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    expect(fromRemote).toContain('/remoteEntry.js');
    await expect(page.getByText('could not be loaded')).toHaveCount(0);
  });
}

test('the theme test page lists every theme', async ({ page }) => {
  await page.goto('/theme-test');
  const themes: [string, string][] = [
    ['modern-grid', 'The Daily Herald'],
    ['udaya', 'Red Wave'],
    ['timesmetro', 'Urban Chronicle'],
    ['national', 'Unity Desk'],
    ['broadsheet-classic', ''],
    ['noir', 'Noir Press'],
    ['niro', 'Niro White'],
    ['newspaper-classic', ''],
  ];
  const main = page.getByRole('main');
  for (const [id, name] of themes) {
    await expect(main.getByText(id, { exact: true }).first()).toBeVisible();
    if (name) await expect(main.getByText(name).first()).toBeVisible();
  }
  await page.goto('/theme-test?theme=gothic');
  await expect(page.getByText('This theme is not recognized.')).toBeVisible();
});

test('a protected route sends a visitor to login with the way back', async ({ page }) => {
  await page.goto('/saved');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsaved$/);
});

// A member's saved news lives on their account, newest-saved first; the page shows it in that
// order, and Remove takes a story off the account.
test('saved news lists what the member saved, newest first', async ({ page, site }) => {
  const reader = await newMember(site, 'Mina Joshi');
  const writer = await newMember(site, 'Ravi Menon');
  const publish = async (title: string) => {
    const response = await page.request.post('/api/contribute', {
      headers: {
        authorization: `Bearer ${writer.token}`,
        'Idempotency-Key': `saved-${title.length}-${writer.id}`,
      },
      multipart: {
        title,
        content: `${title}: what happened and who it touches. `.repeat(3),
        category: 'Local',
        language: 'en',
        aiProcessed: 'false',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { _id: string } }).data._id;
  };
  const save = async (id: string) => {
    const response = await page.request.put(`/api/users/me/saved/${id}`, {
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await save(await publish('Monsoon arrives early'));
  await save(await publish('Harbour bridge reopens'));

  await seedSession(page, reader);
  await page.goto('/saved');
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(['Harbour bridge reopens', 'Monsoon arrives early']);
  await page.getByRole('button', { name: 'Remove' }).first().click();
  await expect(titles).toHaveText(['Monsoon arrives early']);
  const left = await page.request.get('/api/users/me/saved', {
    headers: { authorization: `Bearer ${reader.token}` },
  });
  const { items } = (await left.json()) as { items: { article: { title: string } }[] };
  expect(items.map((item) => item.article.title)).toEqual(['Monsoon arrives early']);
});

test('a dead remote fails only its own section', async ({ page, site }) => {
  const feed = site.remotes.mfe_feed!;
  await feed.stop();
  try {
    await page.goto('/home');
    await expect(page.getByText('could not be loaded')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    // The header and the other sections still work.
    await page.getByRole('button', { name: /settings/i }).click();
    await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click();
    await page.goto('/theme-test');
    await expect(page.getByText('The Daily Herald').first()).toBeVisible();

    // Once the remote is back, Retry brings the section back without a reload.
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await feed.start();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('could not be loaded')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  } finally {
    await feed.start();
  }
});

// The server-state cache works across sections only if the page has one copy of the cache
// library and of @voices/platform/query (whose QueryClient every section uses): a remote that
// bundled its own would start empty.
test('every section shares one cache library and one query client', async ({ page, site }) => {
  await seedSession(page, await signedIn(site));
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /^Notifications/ })).toBeVisible();
  await page.goto('/saved');
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();

  const shared = await page.evaluate(() => {
    type Shared = { loaded?: boolean; from: string; lib?: () => Record<string, unknown> };
    const scopes = (globalThis as { __FEDERATION__?: { __SHARE__?: object } }).__FEDERATION__
      ?.__SHARE__ as Record<string, Record<string, Record<string, Record<string, Shared>>>>;
    const loaded: Record<string, string[]> = {};
    let unreadCount: unknown = undefined;
    for (const scope of Object.values(scopes ?? {})) {
      for (const [name, versions] of Object.entries(scope.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          if (!entry.loaded) continue;
          const versionsLoaded = (loaded[name] ??= []);
          if (!versionsLoaded.includes(version)) versionsLoaded.push(version);
          if (name === '@voices/platform/query' && entry.lib) {
            const client = entry.lib().queryClient as {
              getQueryData(key: unknown[]): unknown;
            };
            unreadCount = client.getQueryData(['notifications', 'unread-count']);
          }
        }
      }
    }
    return { loaded, unreadCount };
  });
  expect(shared.loaded['@tanstack/react-query']).toHaveLength(1);
  expect(shared.loaded['@voices/platform']).toHaveLength(1);
  expect(shared.loaded['@voices/platform/query']).toHaveLength(1);
  // The shell's bell asked for the count; the profile section's copy of the client has it.
  expect(shared.unreadCount).toBe(0);
});
