import { expect, newMember, seedSession, test } from '../support/fixtures';
import { drawnPicture } from '../support/pictures';

const TITLE = 'Harbour <b>bridge</b> reopens <script>window.__pwned = true</script>';
const CONTENT =
  'After eight months of repairs the harbour bridge opened to traffic at dawn. ' +
  '<img src=x onerror="window.__pwned = true"> Buses return to their old routes on Monday.';

test('a contributor composes with two images, publishes, reads, edits and deletes a story', async ({
  page,
  site,
}) => {
  const member = await newMember(site, 'Ada Writer');
  await seedSession(page, member);

  await page.goto('/contribute/modern-grid');
  await page.getByLabel(/Article Title/).fill(TITLE);
  await page.getByLabel(/Article Content/).fill(CONTENT);
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: await drawnPicture(page, '#b91c1c') },
      { name: 'two.png', mimeType: 'image/png', buffer: await drawnPicture(page, '#1d4ed8') },
    ]);

  // The live preview draws the draft in the chosen theme, as text.
  const preview = page.getByRole('complementary', { name: 'Live Preview' });
  await expect(preview).toContainText('Harbour <b>bridge</b> reopens');

  await page.getByRole('button', { name: 'Publish Now' }).click();
  await expect(page.getByText('Story Published Successfully!')).toBeVisible();

  const listed = await page.request.get(`/api/getContributions?authorId=${member.id}`);
  const stories = (await listed.json()) as { _id: string; title: string; media: string[] }[];
  expect(stories).toHaveLength(1);
  const story = stories[0]!;
  expect(story.title).toBe(TITLE);
  expect(story.media).toHaveLength(2);

  // Read: the markup a contributor wrote is shown as text and never runs.
  await page.goto(`/contribute/news/${story._id}?id=${story._id}`);
  await expect(page.getByRole('main')).toContainText('Harbour <b>bridge</b> reopens');
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
  ).toBeFalsy();

  // Edit: only the author, with the confirmation, then back to the dashboard.
  await page.goto(`/contribute/edit/${story._id}`);
  const title = page.getByLabel(/Title/).first();
  await expect(title).toHaveValue(TITLE);
  await title.fill('Harbour bridge reopens after repairs');
  await page.getByRole('button', { name: 'Update News' }).click();
  await page
    .getByRole('alertdialog', { name: 'Confirm Update' })
    .getByRole('button', { name: 'Update News' })
    .click();
  await expect(page.getByText('News updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/user$/);
  const edited = await (await page.request.get(`/api/contributions/${story._id}`)).json();
  expect(edited.data.title).toBe('Harbour bridge reopens after repairs');

  // Someone else may not edit or delete it.
  const other = await newMember(site, 'Mallory Other');
  const refused = await page.request.delete(`/api/delete/${story._id}`, {
    headers: { authorization: `Bearer ${other.token}` },
    data: { authorId: member.id },
  });
  expect(refused.status()).toBe(403);

  // Delete, from the author's own news list.
  await page.goto(`/news?author=${member.id}`);
  const card = page.getByText('Harbour bridge reopens after repairs').first();
  await expect(card).toBeVisible();
  await page
    .getByRole('button', { name: /^More actions for/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete News' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('News deleted successfully!')).toBeVisible();
  await expect
    .poll(async () => (await page.request.get(`/api/contributions/${story._id}`)).status())
    .toBe(404);
});
