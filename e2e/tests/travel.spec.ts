import type { Browser } from '@playwright/test';
import { expect, newMember, seedSession, test, type Member } from '../support/fixtures';
import { drawnPicture } from '../support/pictures';

// Stories that travel (issue: saved stories follow the member; drafts are never lost).

/** A second browser: its own storage, as on another device. */
async function otherDevice(browser: Browser, member: Member, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await seedSession(page, member);
  return { context, page };
}

test('a story saved in one browser is in the saved list of another after signing in', async ({
  page,
  site,
  browser,
}) => {
  const author = await newMember(site, 'Farah Khan');
  const reader = await newMember(site, 'Tomas Berg');
  const title = `Ferry timetable changes for the winter ${Date.now()}`;
  const published = await page.request.post('/api/contribute', {
    headers: { authorization: `Bearer ${author.token}`, 'Idempotency-Key': `travel-${author.id}` },
    multipart: {
      title,
      content: 'The island ferry will leave every ninety minutes from December. '.repeat(4),
      category: 'Local',
      language: 'en',
      selectedTemplate: 'noir',
      aiProcessed: 'false',
    },
  });
  expect(published.status(), await published.text()).toBe(201);

  await seedSession(page, reader);
  await page.goto(`/user/${author.id}`);
  const card = page.getByRole('article').filter({ hasText: title }).first();
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/users/me/saved') && response.request().method() === 'PUT',
  );
  await card.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('News saved successfully!')).toBeVisible();

  const laptop = await otherDevice(browser, reader, site.baseURL);
  await laptop.page.goto('/saved');
  await expect(laptop.page.getByText(title)).toBeVisible();
  await laptop.context.close();
});

test('an unsent story survives closing the tab, and is offered on another device', async ({
  page,
  site,
  browser,
  context,
}) => {
  const member = await newMember(site, 'Nadia Roy');
  await seedSession(page, member);
  const title = 'Library extends its opening hours';
  const content = 'From Monday the library stays open until nine in the evening.';

  await page.goto('/contribute/modern-grid');
  await page.getByLabel(/Article Title/).fill(title);
  await page.getByLabel(/Article Content/).fill(content);
  const png = await drawnPicture(page, '#000000', 320, 200);
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles([{ name: 'library.png', mimeType: 'image/png', buffer: png }]);
  // The server keeps it a moment later than the browser does.
  await page.waitForResponse(
    (response) => response.url().includes('/api/drafts/') && response.request().method() === 'PUT',
  );
  await page.close();

  // The same browser, a new tab.
  const again = await context.newPage();
  await again.goto('/contribute/modern-grid');
  const prompt = again.getByRole('region', { name: 'Resume your draft' });
  await expect(prompt).toBeVisible();
  // The picture was kept in this browser too.
  await expect(prompt).toContainText('with 1 image');
  await expect(again.getByLabel(/Article Title/)).toHaveValue('');
  await again.getByRole('button', { name: 'Resume' }).click();
  await expect(again.getByLabel(/Article Title/)).toHaveValue(title);
  await expect(again.getByLabel(/Article Content/)).toHaveValue(content);

  // Another device: the words come back from the member's account.
  const phone = await otherDevice(browser, member, site.baseURL);
  await phone.page.goto('/contribute/modern-grid');
  await expect(phone.page.getByRole('heading', { name: 'Resume your draft' })).toBeVisible();
  await phone.page.getByRole('button', { name: 'Discard' }).click();
  await expect(phone.page.getByRole('heading', { name: 'Resume your draft' })).toHaveCount(0);
  await expect(phone.page.getByLabel(/Article Title/)).toHaveValue('');
  await phone.context.close();
});
