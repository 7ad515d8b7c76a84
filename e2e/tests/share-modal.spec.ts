import { expect, newMember, seedSession, test } from '../support/fixtures';

// The feed opens the compose section's form, a module of another remote, inside its own page.
test('/home?showForm=true opens Share Your News from the compose section', async ({
  page,
  site,
}) => {
  await page.goto('/home?showForm=true');
  await expect(page.getByRole('dialog').getByText('Login Required')).toBeVisible();

  await seedSession(page, await newMember(site, 'Lena Park'));
  await page.goto('/home?showForm=true');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Share Your News/i })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Publish News/ })).toBeVisible();
});
