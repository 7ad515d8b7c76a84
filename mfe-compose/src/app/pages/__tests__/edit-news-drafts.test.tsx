import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { draftStorageKey } from '@voices/contracts/constants';
import {
  API,
  createUser,
  db,
  http,
  renderWithProviders,
  server,
  type StoredUser,
} from '@voices/platform/testing';
import type { Story } from '@voices/contracts';
import { remotesOffline } from '../../../testing/environment';
import { createEditableStory } from '../../../testing/fixtures';
import { EditNewsPage } from '../edit-news-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('offline'))),
  registerRemotes: jest.fn(),
}));
remotesOffline();

let author: StoredUser;
let story: Story;

beforeEach(() => {
  author = createUser({ name: 'Asha' });
  story = createEditableStory(author);
});

const key = () => `edit-${story.id}`;
const localDraft = () => {
  const raw = window.localStorage.getItem(draftStorageKey(author.id, key()));
  return raw ? JSON.parse(raw) : null;
};
const serverDrafts = () => db.drafts.filter((draft) => draft.userId === author.id);

/** The edit page as it opens (a fresh page: its own cache), once its requests are answered. */
async function openPage() {
  const view = renderWithProviders(
    <Routes>
      <Route path="/contribute/edit/:id" element={<EditNewsPage />} />
      <Route path="/user" element={<p>Profile page</p>} />
    </Routes>,
    { route: `/contribute/edit/${story.id}`, user: author },
  );
  expect(await screen.findByLabelText(/^Title/)).toHaveValue('Old title');
  await waitFor(() => expect(view.client.isFetching()).toBe(0));
  return view;
}

it('keeps the unsaved changes of a story, offers them again and clears them on update', async () => {
  const sent: Record<string, FormDataEntryValue>[] = [];
  server.use(
    http.put(`${API}/edit/:id`, async ({ request }) => {
      sent.push(Object.fromEntries((await request.clone().formData()).entries()));
      return undefined;
    }),
  );
  const first = await openPage();
  // Nothing is kept for a story as published.
  expect(screen.queryByText('Resume your draft')).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'New title' } });
  await first.user.click(screen.getByRole('button', { name: 'Remove image a.png' }));
  await waitFor(() =>
    expect(localDraft()?.fields).toMatchObject({ title: 'New title', removedMedia: ['a.png'] }),
  );
  first.unmount();

  const { user, client } = await openPage();
  expect(await screen.findByRole('heading', { name: 'Resume your draft' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Title/)).toHaveValue('Old title');
  await user.click(screen.getByRole('button', { name: 'Resume' }));
  expect(screen.getByLabelText(/^Title/)).toHaveValue('New title');
  expect(screen.queryByRole('button', { name: 'Remove image a.png' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Update News' }));
  const question = await screen.findByRole('alertdialog');
  await user.click(within(question).getByRole('button', { name: 'Update News' }));
  expect(await screen.findByText('Profile page')).toBeInTheDocument();
  expect(sent[0]).toMatchObject({ title: 'New title', removedMedia: '["a.png"]' });
  expect(localDraft()).toBeNull();
  await waitFor(() => expect(client.isMutating()).toBe(0));
  expect(serverDrafts()).toEqual([]);
});

it('offers an edit draft kept on another device, and Discard forgets it', async () => {
  db.drafts.push({
    userId: author.id,
    key: key(),
    fields: { title: 'From my phone', content: 'Old content', removedMedia: ['gone.png'] },
    updatedAt: new Date().toISOString(),
  });
  const first = await openPage();
  expect(await screen.findByText(/From my phone/)).toBeInTheDocument();
  await first.user.click(screen.getByRole('button', { name: 'Discard' }));
  expect(screen.queryByText('Resume your draft')).not.toBeInTheDocument();
  expect(screen.getByLabelText(/^Title/)).toHaveValue('Old title');
  await waitFor(() => expect(first.client.isMutating()).toBe(0));
  expect(serverDrafts()).toEqual([]);
});

it('resumes only the removals of images the story still has', async () => {
  db.drafts.push({
    userId: author.id,
    key: key(),
    fields: { title: 'From my phone', removedMedia: ['gone.png', 'b.png'] },
    updatedAt: new Date().toISOString(),
  });
  const { user } = await openPage();
  await user.click(await screen.findByRole('button', { name: 'Resume' }));
  expect(screen.getByLabelText(/^Title/)).toHaveValue('From my phone');
  expect(screen.getByLabelText(/^Content/)).toHaveValue('Old content');
  expect(screen.getByRole('button', { name: 'Remove image a.png' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove image b.png' })).not.toBeInTheDocument();
});
