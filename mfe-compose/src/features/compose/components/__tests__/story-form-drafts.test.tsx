import { fireEvent, screen, waitFor } from '@testing-library/react';
import { draftStorageKey } from '@voices/contracts/constants';
import {
  API,
  createUser,
  db,
  http,
  pickedFile,
  renderWithProviders,
  server,
  type StoredUser,
} from '@voices/platform/testing';
import { remotesOffline } from '../../../../testing/environment';
import { StoryForm } from '../story-form';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('offline'))),
  registerRemotes: jest.fn(),
}));
remotesOffline();

let author: StoredUser;

beforeEach(() => {
  author = createUser({ name: 'Asha' });
});

/** The form as it opens (a fresh page: its own cache), once its first requests are answered. */
async function openForm() {
  const view = renderWithProviders(<StoryForm themeId="modern-grid" contentRows={8} />, {
    user: author,
  });
  expect(await screen.findByText('Your title appears here')).toBeInTheDocument();
  await waitFor(() => expect(view.client.isFetching()).toBe(0));
  return view;
}

const titleBox = () => screen.getByLabelText(/Article Title/);
const contentBox = () => screen.getByLabelText(/Article Content/);
const localDraft = () => {
  const raw = window.localStorage.getItem(draftStorageKey(author.id, 'compose'));
  return raw ? JSON.parse(raw) : null;
};
const serverDrafts = () => db.drafts.filter((draft) => draft.userId === author.id);

function recordPublishKeys() {
  const keys: (string | null)[] = [];
  server.use(
    http.post(`${API}/contribute`, ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return undefined;
    }),
  );
  return keys;
}

it('keeps what is typed in this browser at once and on the server soon after', async () => {
  await openForm();
  fireEvent.change(titleBox(), { target: { value: 'Flood on Main Street' } });
  fireEvent.change(contentBox(), { target: { value: 'Water rose overnight.' } });

  await waitFor(() =>
    expect(localDraft()?.fields).toMatchObject({
      title: 'Flood on Main Street',
      content: 'Water rose overnight.',
      category: 'Politics',
      language: 'en',
      selectedTemplate: 'modern-grid',
      idempotencyKey: expect.any(String),
    }),
  );
  await waitFor(() => expect(serverDrafts()).toHaveLength(1), { timeout: 4_000 });
  expect(serverDrafts()[0]).toMatchObject({
    key: 'compose',
    fields: { title: 'Flood on Main Street', idempotencyKey: localDraft().fields.idempotencyKey },
  });
});

it('does not keep an empty form, nor offer a draft when there is none', async () => {
  await openForm();
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Sports' } });
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(localDraft()).toBeNull();
  expect(screen.queryByText('Resume your draft')).not.toBeInTheDocument();
});

it('offers the draft when the form opens again, and Resume restores it', async () => {
  const first = await openForm();
  fireEvent.change(titleBox(), { target: { value: 'Flood on Main Street' } });
  fireEvent.change(contentBox(), { target: { value: 'Water rose overnight.' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Sports' } });
  // Closing at once (the tab, the dialog) still keeps the last keystrokes.
  first.unmount();
  expect(localDraft()?.fields.title).toBe('Flood on Main Street');

  const { user } = await openForm();
  expect(screen.getByRole('heading', { name: 'Resume your draft' })).toBeInTheDocument();
  expect(screen.getByText(/Flood on Main Street/)).toBeInTheDocument();
  // Offered, not applied unasked.
  expect(titleBox()).toHaveValue('');

  await user.click(screen.getByRole('button', { name: 'Resume' }));
  expect(titleBox()).toHaveValue('Flood on Main Street');
  expect(contentBox()).toHaveValue('Water rose overnight.');
  expect(screen.getByLabelText('Category')).toHaveValue('Sports');
  expect(screen.queryByText('Resume your draft')).not.toBeInTheDocument();
});

it('forgets the draft here and on the server when the member discards it', async () => {
  db.drafts.push({
    userId: author.id,
    key: 'compose',
    fields: { title: 'Old idea', content: 'Never mind' },
    updatedAt: new Date().toISOString(),
  });
  window.localStorage.setItem(
    draftStorageKey(author.id, 'compose'),
    JSON.stringify({
      key: 'compose',
      fields: { title: 'Old idea', content: 'Never mind' },
      updatedAt: new Date(Date.now() - 60_000).toISOString(),
    }),
  );
  const first = await openForm();
  await first.user.click(screen.getByRole('button', { name: 'Discard' }));

  expect(screen.queryByText('Resume your draft')).not.toBeInTheDocument();
  expect(titleBox()).toHaveValue('');
  expect(localDraft()).toBeNull();
  await waitFor(() => expect(first.client.isMutating()).toBe(0));
  expect(serverDrafts()).toEqual([]);
  first.unmount();

  await openForm();
  expect(screen.queryByText('Resume your draft')).not.toBeInTheDocument();
});

it('offers a draft kept on another device', async () => {
  db.drafts.push({
    userId: author.id,
    key: 'compose',
    fields: {
      title: 'Written on my phone',
      content: 'The market reopened.',
      category: 'Business',
      language: 'hi',
      selectedTemplate: 'modern-grid',
      authorSectionPosition: 'below-article',
      showAdvertisement: false,
      customHeading: 'Market Times',
      idempotencyKey: 'phone-key',
    },
    updatedAt: new Date().toISOString(),
  });
  const { user } = await openForm();
  expect(screen.getByText(/Written on my phone/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Resume' }));
  expect(titleBox()).toHaveValue('Written on my phone');
  expect(screen.getByLabelText('Category')).toHaveValue('Business');
  expect(screen.getByLabelText('Language')).toHaveValue('hi');
  expect(screen.getByLabelText('Custom Heading')).toHaveValue('Market Times');
});

it('publishes a resumed draft with its own Idempotency-Key, then clears both copies', async () => {
  const keys = recordPublishKeys();
  const first = await openForm();
  fireEvent.change(titleBox(), { target: { value: 'Flood on Main Street' } });
  fireEvent.change(contentBox(), { target: { value: 'Water rose overnight.' } });
  await waitFor(() => expect(serverDrafts()).toHaveLength(1), { timeout: 4_000 });
  const kept = localDraft().fields.idempotencyKey as string;
  expect(kept).toEqual(expect.any(String));
  first.unmount();

  // A reload: the form starts with a new key until the draft is resumed.
  const { user, client } = await openForm();
  await user.click(screen.getByRole('button', { name: 'Resume' }));
  await user.click(screen.getByRole('button', { name: 'Publish Now' }));

  expect(await screen.findByText('Story Published Successfully!')).toBeInTheDocument();
  expect(keys).toEqual([kept]);
  expect(localDraft()).toBeNull();
  await waitFor(() => expect(client.isMutating()).toBe(0));
  expect(serverDrafts()).toEqual([]);
  expect(titleBox()).toHaveValue('');
  // Nothing is kept again for the emptied form.
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(localDraft()).toBeNull();
});

it('keeps the picked images with the draft in this browser and sends them when resumed', async () => {
  const sent: FormData[] = [];
  server.use(
    http.post(`${API}/contribute`, async ({ request }) => {
      sent.push(await request.clone().formData());
      return undefined;
    }),
  );
  const first = await openForm();
  fireEvent.change(screen.getByLabelText(/Add Images/), {
    target: { files: [pickedFile('photo.png', 'image/png')] },
  });
  fireEvent.change(titleBox(), { target: { value: 'Flood on Main Street' } });
  fireEvent.change(contentBox(), { target: { value: 'Water rose overnight.' } });
  await waitFor(() => expect(localDraft()?.fields.title).toBe('Flood on Main Street'));
  first.unmount();

  const { user } = await openForm();
  expect(screen.getByText(/with 1 image/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resume' }));
  await user.click(screen.getByRole('button', { name: 'Publish Now' }));
  expect(await screen.findByText('Story Published Successfully!')).toBeInTheDocument();
  expect((sent[0]!.get('media') as File).name).toBe('photo.png');
});
