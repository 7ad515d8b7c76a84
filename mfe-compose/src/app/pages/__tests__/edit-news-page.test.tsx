import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { STORY_MESSAGES } from '@voices/contracts/constants';
import {
  API,
  createStory,
  createUser,
  db,
  fail,
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

/** Records every edit as sent, then lets the store's handler answer. */
function recordEdits() {
  const sent: Record<string, FormDataEntryValue>[] = [];
  server.use(
    http.put(`${API}/edit/:id`, async ({ request }) => {
      sent.push(Object.fromEntries((await request.clone().formData()).entries()));
      return undefined;
    }),
  );
  return sent;
}

async function confirmUpdate(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('button', { name: 'Update News' }));
  expect(await screen.findByText('Are you sure you want to update this news?')).toBeInTheDocument();
  const buttons = screen.getAllByRole('button', { name: 'Update News' });
  await user.click(buttons[buttons.length - 1]!);
  expect(await screen.findByText('Profile page')).toBeInTheDocument();
}

const adCheckbox = () => screen.queryByLabelText('Enable sidebar advertisement (Newspaper layout)');

function renderPage(id = story.id, user: StoredUser | null = author) {
  return renderWithProviders(
    <Routes>
      <Route path="/contribute/edit/:id" element={<EditNewsPage />} />
      <Route path="/user" element={<p>Profile page</p>} />
    </Routes>,
    { route: `/contribute/edit/${id}`, user },
  );
}

it('asks visitors to log in and asks the server nothing', () => {
  renderPage(story.id, null);
  expect(screen.getByText('Please login to edit news')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/login');
});

it('says News not found for a missing story', async () => {
  renderPage('0123456789abcdef01234567');
  expect(await screen.findByText(STORY_MESSAGES.newsNotFound)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
});

it("refuses someone else's story", async () => {
  const other = createUser({ name: 'Ben' });
  const theirs = createStory(other, { title: 'Not mine' });
  renderPage(theirs.id);
  expect(await screen.findByText(STORY_MESSAGES.notYourNews)).toBeInTheDocument();
});

it('says Error loading news when the load fails, and Try Again loads it', async () => {
  server.use(http.get(`${API}/contributions/:id`, () => fail(400, 'Bad id'), { once: true }));
  const { user } = renderPage();
  expect(await screen.findByText('Error loading news')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByLabelText(/^Title/)).toHaveValue('Old title');
});

it('requires title and content', async () => {
  const { user } = renderPage();
  await user.clear(await screen.findByLabelText(/^Title/));
  await user.click(screen.getByRole('button', { name: 'Update News' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    STORY_MESSAGES.titleAndContentRequired,
  );
  expect(screen.queryByText('Are you sure you want to update this news?')).not.toBeInTheDocument();
  expect(db.stories[0]!.title).toBe('Old title');
});

it('confirms, saves the changes with the removed media, and goes to /user', async () => {
  const sent = recordEdits();
  const { user } = renderPage();
  const title = await screen.findByLabelText(/^Title/);
  expect(screen.getByLabelText('Category')).toHaveValue('Sports');
  expect(screen.getByLabelText('Left sidebar')).toBeChecked();
  expect(adCheckbox()).toBeChecked();
  await user.clear(title);
  await user.type(title, 'New title');
  await user.click(screen.getByRole('button', { name: 'Remove image a.png' }));

  await confirmUpdate(user);
  expect(sent).toEqual([
    {
      title: 'New title',
      content: 'Old content',
      category: 'Sports',
      selectedTemplate: 'newspaper-classic',
      authorSectionPosition: 'left-sidebar',
      showAdvertisement: 'true',
      removedMedia: '["a.png"]',
    },
  ]);
  expect(db.stories[0]).toMatchObject({
    title: 'New title',
    selectedTemplate: 'newspaper-classic',
    showAdvertisement: true,
  });
});

describe('the advertisement checkbox', () => {
  it('goes with the newspaper layout: moving the story to another theme clears it', async () => {
    const sent = recordEdits();
    const { user } = renderPage();
    await screen.findByLabelText(/^Title/);
    expect(adCheckbox()).toBeChecked();

    await user.click(screen.getByRole('button', { name: /^Noir Press/ }));
    expect(adCheckbox()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Newspaper Classic/ }));
    expect(adCheckbox()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Noir Press/ }));

    await confirmUpdate(user);
    expect(sent[0]).toMatchObject({ selectedTemplate: 'noir', showAdvertisement: 'false' });
    expect(db.stories[0]).toMatchObject({ selectedTemplate: 'noir', showAdvertisement: false });
  });

  it('is not offered for a story in another theme, which is saved without one', async () => {
    const sent = recordEdits();
    const old = createStory(author, {
      title: 'Night market',
      selectedTemplate: 'noir',
      showAdvertisement: true,
    });
    const { user } = renderPage(old.id);
    await screen.findByLabelText(/^Title/);
    expect(adCheckbox()).not.toBeInTheDocument();

    await confirmUpdate(user);
    expect(sent[0]).toMatchObject({ selectedTemplate: 'noir', showAdvertisement: 'false' });
  });
});

it("shows the server's refusal and stays on the form", async () => {
  server.use(http.put(`${API}/edit/:id`, () => fail(403, STORY_MESSAGES.notYourNews)));
  const { user } = renderPage();
  await screen.findByLabelText(/^Title/);

  await user.click(screen.getByRole('button', { name: 'Update News' }));
  const buttons = await screen.findAllByRole('button', { name: 'Update News' });
  await user.click(buttons[buttons.length - 1]!);

  expect(await screen.findByRole('alert')).toHaveTextContent(STORY_MESSAGES.notYourNews);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Update News' })).toBeEnabled());
  expect(screen.queryByText('Profile page')).not.toBeInTheDocument();
});
