import { screen, waitFor } from '@testing-library/react';
import { Toaster } from '@voices/ui';
import { createUser, db, renderWithProviders } from '@voices/platform/testing';
import { remotesOffline } from '../../../../testing/environment';
import { StoryForm } from '../story-form';

// The thanks after publishing is fetched while the story is sent; when the network is gone by
// then, the story is out all the same and says so in a toast.
jest.mock('../publish-success-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('offline'))),
  registerRemotes: jest.fn(),
}));
remotesOffline();

it('says the story is published in a toast when its dialog cannot be fetched', async () => {
  const author = createUser({ name: 'Asha' });
  const view = renderWithProviders(<StoryForm themeId="modern-grid" contentRows={8} />, {
    user: author,
    persistent: <Toaster />,
  });
  expect(await screen.findByText('Your title appears here')).toBeInTheDocument();
  await waitFor(() => expect(view.client.isFetching()).toBe(0));
  await view.user.type(screen.getByLabelText(/Article Title/), 'Lake shore');
  await view.user.type(screen.getByLabelText(/Article Content/), 'Two hundred people came.');
  await view.user.click(screen.getByRole('button', { name: 'Publish Now' }));

  expect(await screen.findByText('Story Published Successfully!')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(db.stories[0]).toMatchObject({ title: 'Lake shore', authorId: author.id });
  // The form is empty again, ready for the next story.
  expect(screen.getByLabelText(/Article Title/)).toHaveValue('');
});
