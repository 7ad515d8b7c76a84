import { registerMember } from '../support/members.mjs';
import { MODERATOR_EMAIL } from '../support/site.mjs';
import { expect, newMember, seedSession, test, type Member, type Site } from '../support/fixtures';

// A community that protects itself, from outside: a reader reports a story from its page, the
// moderator named in MODERATOR_EMAILS hides it from the moderation queue, and it is gone for
// everyone else; a member blocks an author from the story menu.

// The spec's words (MODERATION_MESSAGES in @voices/contracts).
const MODERATION_MESSAGES = {
  reportThanks: 'Thank you for your report. Our moderators will look at it.',
  cannotFollow: 'You cannot follow this member.',
};

async function api(site: Site, path: string, who?: Member | null, init: RequestInit = {}) {
  const res = await fetch(site.baseURL + path, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...init.headers,
    },
  });
  return res;
}

async function publish(site: Site, author: Member, title: string): Promise<string> {
  const res = await api(site, '/api/contribute', author, {
    method: 'POST',
    body: JSON.stringify({
      title,
      content: `${title}. What the town council decided on Tuesday, and what it means for the market.`,
      category: 'Politics',
      language: 'en',
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const storyPath = (id: string) => `/contribute/news/${id}?id=${id}`;

async function titlesOf(site: Site, path: string, who?: Member | null): Promise<string> {
  const res = await api(site, path, who);
  expect(res.status).toBe(200);
  return res.text();
}

test('a reported story is hidden by a moderator and leaves every list but its author’s', async ({
  browser,
  site,
}) => {
  const author = await newMember(site, 'Priya Author');
  const reader = await newMember(site, 'Rahul Reader');
  const moderator = await registerMember(site.baseURL, site.dataDir, {
    email: MODERATOR_EMAIL,
    name: 'Mona Moderator',
  });
  expect(moderator.user.role).toBe('moderator');
  const title = `Miracle cure sold at the market ${Date.now()}`;
  const id = await publish(site, author, title);

  // The reader reports it from the story's own menu.
  const readerContext = await browser.newContext();
  const readerPage = await readerContext.newPage();
  await seedSession(readerPage, reader);
  await readerPage.goto(storyPath(id));
  await expect(readerPage.getByRole('heading', { name: title }).first()).toBeVisible();
  await readerPage.getByRole('button', { name: 'More actions for this story' }).click();
  await readerPage.getByRole('button', { name: 'Report' }).click();
  const dialog = readerPage.getByRole('dialog', { name: 'Report this story' });
  await dialog.getByRole('radio', { name: 'Misinformation' }).check();
  await dialog.getByRole('textbox').fill('The council never said this.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toContainText(MODERATION_MESSAGES.reportThanks);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A member who is not a moderator is refused every moderation call.
  for (const [method, path] of [
    ['GET', '/api/moderation/reports?status=open'],
    ['GET', '/api/moderation/log'],
    ['POST', `/api/moderation/stories/${id}/hide`],
    ['POST', `/api/moderation/stories/${id}/label`],
    ['POST', `/api/moderation/users/${author.id}/suspend`],
  ] as const) {
    const res = await api(site, path, reader, {
      method,
      ...(method === 'POST' ? { body: JSON.stringify({ reason: 'x', label: 'verified' }) } : {}),
    });
    expect(res.status, `${method} ${path}`).toBe(403);
  }

  // The moderator finds it in the queue and hides it with a reason.
  const moderatorContext = await browser.newContext();
  const moderatorPage = await moderatorContext.newPage();
  await seedSession(moderatorPage, moderator);
  await moderatorPage.goto('/moderation');
  const card = moderatorPage.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Misinformation');
  await expect(card).toContainText('The council never said this.');
  await card.getByRole('button', { name: 'Hide' }).click();
  const hide = moderatorPage.getByRole('dialog', { name: `Hide “${title}”` });
  await hide.getByRole('textbox', { name: 'Reason' }).fill('A health claim with no source');
  await hide.getByRole('button', { name: 'Hide' }).click();
  await expect(moderatorPage.getByRole('article', { name: title })).toHaveCount(0);

  // Gone for everyone else: its page, the category list, search, the author's list, RSS.
  await readerPage.goto(storyPath(id));
  await expect(
    readerPage.getByRole('heading', { name: 'This story has been removed' }),
  ).toBeVisible();
  const page = await api(site, storyPath(id));
  expect(page.status).toBe(410);
  expect((await api(site, `/api/contributions/${id}`, reader)).status).toBe(410);
  for (const path of [
    '/api/category/politics',
    `/api/search?q=${encodeURIComponent('Miracle cure')}`,
    `/api/getContributions?authorId=${author.id}`,
    `/feeds/authors/${author.id}.xml`,
  ]) {
    expect(await titlesOf(site, path, reader), path).not.toContain(title);
  }

  // Its author still sees it, with the reason.
  const own = await api(site, `/api/contributions/${id}`, author);
  expect(own.status).toBe(200);
  const story = ((await own.json()) as { data: Record<string, unknown> }).data;
  expect(story).toMatchObject({
    moderationStatus: 'hidden',
    moderationReason: 'A health claim with no source',
  });
  const authorPage = await (await browser.newContext()).newPage();
  await seedSession(authorPage, author);
  await authorPage.goto(storyPath(id));
  await expect(authorPage.getByText('A health claim with no source')).toBeVisible();

  // The moderation log keeps who did what and why.
  const log = await api(site, '/api/moderation/log', moderator);
  const entries = ((await log.json()) as { entries: Array<Record<string, unknown>> }).entries;
  expect(entries[0]).toMatchObject({
    action: 'hide',
    targetId: id,
    reason: 'A health claim with no source',
    moderator: { id: moderator.id, name: 'Mona Moderator' },
  });
});

test('a member blocks an author from the story menu: no follow, no stories in their feed', async ({
  page,
  site,
}) => {
  const author = await newMember(site, 'Bilal Blocked');
  const reader = await newMember(site, 'Asha Blocker');
  const title = `Unwanted column ${Date.now()}`;
  const id = await publish(site, author, title);
  expect(
    (await api(site, `/api/user/${reader.id}/follow`, author, { method: 'POST' })).status,
  ).toBe(200);

  await seedSession(page, reader);
  await page.goto(storyPath(id));
  await page.getByRole('button', { name: 'More actions for this story' }).click();
  await page.getByRole('button', { name: 'Block author' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Block ${author.name}?` });
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(confirm).toHaveCount(0);

  // The follow went, and a new one is refused; the author is not told otherwise.
  const profile = await api(site, `/api/user/${reader.id}`, reader);
  const followers = ((await profile.json()) as { user: { followers: string[] } }).user.followers;
  expect(followers).not.toContain(author.id);
  const again = await api(site, `/api/user/${reader.id}/follow`, author, { method: 'POST' });
  expect(again.status).toBe(403);
  expect(((await again.json()) as { message: string }).message).toBe(
    MODERATION_MESSAGES.cannotFollow,
  );

  // The author's stories leave the reader's lists, and stay in everyone else's.
  expect(await titlesOf(site, '/api/category/politics', reader)).not.toContain(title);
  expect(await titlesOf(site, '/api/category/politics')).toContain(title);

  // Unblocking in the settings brings them back.
  await page.goto('/edit-profile');
  await page.getByRole('button', { name: `Unblock ${author.name}` }).click();
  await expect(page.getByRole('button', { name: `Unblock ${author.name}` })).toHaveCount(0);
  expect(await titlesOf(site, '/api/category/politics', reader)).toContain(title);
});
