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
  // A new member has no theme of their own yet: the form asks for one first.
  await expect(dialog.getByText('Choose a theme for your story')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Publish News/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: /^Noir Press/ }).click();
  await expect(dialog.getByRole('button', { name: /Publish News/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Noir Press/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
