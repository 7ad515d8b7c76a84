import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { favoriteAuthors, sessionStore } from '@voices/platform';
import {
  API,
  TEST_OTP,
  createStory,
  createUser,
  fail,
  http,
  renderWithProviders,
  server,
  type StoredUser,
  requestsTo,
  recordRequests,
} from '@voices/platform/testing';
import { Toaster, toast } from '@voices/ui';
import type { Story } from '@voices/contracts';
import { OwnProfilePage } from '../../../../app/pages/own-profile-page';
import { ProfilePage } from '../../../../app/pages/profile-page';

const RAIN_CONTENT = `<p>The <b>rain</b> came back &amp; stayed. ${'It rained all night long. '.repeat(8)}</p>`;

let ME: StoredUser;
let meera: StoredUser;
let ravi: StoredUser;
let MEERA_ID: string;
let RAVI_ID: string;

beforeEach(() => {
  act(() => toast.clear());
  ME = createUser({
    name: 'Asha Rao',
    email: 'asha@example.com',
    bio: 'I write about my neighbourhood.',
  });
  meera = createUser({
    name: 'Meera Iyer',
    bio: 'Reporter from the valley.',
    preferredTemplate: 'noir',
    createdAt: '2024-03-02T10:00:00.000Z',
  });
  ravi = createUser({ name: 'Ravi Menon', bio: '', preferredTemplate: 'udaya' });
  MEERA_ID = meera.id;
  RAVI_ID = ravi.id;
  meera.followers = [RAVI_ID];
  ravi.following = [MEERA_ID];
});

/** Meera's two stories, the newer first. */
function meerasStories(): [Story, Story] {
  const rain = createStory(meera, {
    title: 'Rain returns to the valley',
    description: '',
    content: RAIN_CONTENT,
    category: 'Local',
    media: ['rain.jpg'],
    createdAt: '2024-06-01T08:00:00.000Z',
    publishedAt: '2024-06-01T08:00:00.000Z',
  });
  const council = createStory(meera, {
    title: 'Council approves cycle lanes',
    description: 'The vote passed by a wide margin.',
    category: 'Politics',
    media: [],
    createdAt: '2024-05-01T08:00:00.000Z',
    publishedAt: '2024-05-01T08:00:00.000Z',
  });
  return [rain, council];
}

function renderProfile(id = MEERA_ID, user: StoredUser | null = null) {
  return renderWithProviders(
    <>
      <ProfilePage />
      <Toaster />
    </>,
    { route: `/profile/${id}`, path: '/profile/:id', user },
  );
}

describe('another member’s profile', () => {
  it('says User not found. for an id that is not 24 hexadecimal characters, without asking', () => {
    const seen = recordRequests(server);
    renderProfile('64f1a2b3c4d5e6f708192a0');

    expect(screen.getByRole('heading', { level: 1, name: 'User not found.' })).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('says User not found. when the server does not know the member', async () => {
    renderProfile('64f1a2b3c4d5e6f708192aff');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'User not found.' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('User not found · Voices');
  });

  it('says Failed to load user data on other errors, and loads again on Retry', async () => {
    server.use(http.get(`${API}/user/:id`, () => fail(403, 'No'), { once: true }));
    const { user: reader } = renderProfile();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load user data');
    await reader.click(screen.getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' }),
    ).toBeInTheDocument();
  });

  it('shows the name, bio, counts and articles', async () => {
    const [rain] = meerasStories();
    renderProfile();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reporter from the valley.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 Follower' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0 Following' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 Articles' })).toBeInTheDocument();
    expect(screen.getByText(/Joined .*2024/)).toBeInTheDocument();
    expect(document.title).toBe('Meera Iyer · Voices');

    const first = screen.getByRole('article', { name: 'Rain returns to the valley' });
    const summary = within(first).getByText(/^The rain came back/).textContent!;
    expect(summary).toBe(
      `${`The rain came back & stayed. ${'It rained all night long. '.repeat(8)}`.slice(0, 100).trimEnd()}...`,
    );
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/uploads\/rain\.jpg$/),
    );
    expect(within(first).getByRole('link', { name: 'Read Full Article' })).toHaveAttribute(
      'href',
      `/contribute/news/${rain.id}`,
    );
    const second = screen.getByRole('article', { name: 'Council approves cycle lanes' });
    expect(within(second).getByText('The vote passed by a wide margin.')).toBeInTheDocument();
    expect(within(second).getByText('No Image Available')).toBeInTheDocument();
  });

  it('says No bio yet and No articles yet when there are none', async () => {
    meera.bio = '';
    renderProfile();

    expect(await screen.findByText('No bio yet')).toBeInTheDocument();
    expect(screen.getByText('No articles yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0 Articles' })).toBeInTheDocument();
  });

  it('searches the articles and says No articles found', async () => {
    meerasStories();
    const { user: reader } = renderProfile();

    await reader.type(await screen.findByRole('searchbox', { name: 'Search articles' }), 'cycle');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await reader.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No articles found')).toBeInTheDocument();
  });

  it('hides the follow button from visitors but shows the favourite star, which asks to log in', async () => {
    const { user: reader } = renderProfile();

    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' });
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Profile menu' })).not.toBeInTheDocument();
    await reader.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please login to favorite authors');
    expect(favoriteAuthors.ids()).toEqual([]);
  });

  it('lets a signed-in member favourite the author, locally', async () => {
    const { user: reader } = renderProfile(MEERA_ID, ME);

    await reader.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(screen.getByText('Added to favorites')).toBeInTheDocument();
    expect(favoriteAuthors.list()).toEqual([{ _id: MEERA_ID, name: 'Meera Iyer' }]);
    await reader.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    expect(screen.getByText('Removed from favorites')).toBeInTheDocument();
    expect(favoriteAuthors.ids()).toEqual([]);
  });

  it('follows from the profile and counts the new follower', async () => {
    const { user: reader } = renderProfile(MEERA_ID, ME);

    await reader.click(await screen.findByRole('button', { name: 'Follow' }));

    expect(await screen.findByRole('button', { name: '2 Followers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(sessionStore.getState().user?.following).toEqual([MEERA_ID]);
  });

  it('enlarges the photo on click', async () => {
    meera.photo = '/uploads/meera.png';
    const { user: reader } = renderProfile();

    await reader.click(await screen.findByRole('button', { name: 'Enlarge photo of Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer' });
    expect(within(dialog).getByRole('img', { name: 'Photo of Meera Iyer' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/uploads\/meera\.png$/),
    );
  });

  // A list entry (UserSummary) carries no theme, so the portal opens in the default one.
  it('lists followers in a dialog whose entries open their portal', async () => {
    ravi.followers = [ME.id, MEERA_ID, 'x'.repeat(24)];
    const seen = recordRequests(server);
    const { user: reader } = renderProfile();

    await reader.click(await screen.findByRole('button', { name: '1 Follower' }));
    const dialog = await screen.findByRole('dialog', { name: 'Followers' });
    const entry = await within(dialog).findByRole('link', { name: /Ravi Menon/ });
    expect(requestsTo(seen, 'POST users/by-ids')[0]!.body).toEqual({ ids: [RAVI_ID] });
    expect(within(dialog).getByText('3 followers')).toBeInTheDocument();

    await reader.click(entry);
    expect(screen.getByTestId('location')).toHaveTextContent(`/portal/${RAVI_ID}/modern-grid`);
  });

  it('says so when nobody is followed', async () => {
    const { user: reader } = renderProfile();

    await reader.click(await screen.findByRole('button', { name: '0 Following' }));
    expect(screen.getByText('Not following anyone yet.')).toBeInTheDocument();
  });
});

describe('one’s own profile', () => {
  beforeEach(() => {
    ME.following = [MEERA_ID];
    meera.followers.push(ME.id);
  });

  function renderOwn(options: { timers?: boolean } = {}) {
    const view = renderWithProviders(<OwnProfilePage />, { route: '/profile/me', user: ME });
    const user = options.timers
      ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      : view.user;
    return { ...view, user };
  }

  it('shows the e-mail, the menu and no follow button, and updates the session lists', async () => {
    // The session is stale: it does not know yet that Meera is followed.
    const { user: reader } = renderWithProviders(<OwnProfilePage />, {
      route: '/profile/me',
      user: { ...ME, following: [] },
    });
    expect(sessionStore.getState().user?.following).toEqual([]);

    expect(await screen.findByRole('heading', { level: 1, name: ME.name })).toBeInTheDocument();
    expect(screen.getByText(ME.email)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to favorites' })).not.toBeInTheDocument();
    await waitFor(() => expect(sessionStore.getState().user?.following).toEqual([MEERA_ID]));

    await reader.click(screen.getByRole('button', { name: 'Profile menu' }));
    const menu = screen.getByRole('group', { name: 'Profile menu' });
    expect(within(menu).getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/saved');
    expect(within(menu).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
  });

  it('logs out from the menu as the header does', async () => {
    const seen = recordRequests(server);
    const { user: reader } = renderOwn();

    await reader.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await reader.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(requestsTo(seen, 'POST logout')).toHaveLength(1);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('edits inline and shows the new name at once', async () => {
    const seen = recordRequests(server);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { user: reader } = renderOwn({ timers: true });

      await reader.click(await screen.findByRole('button', { name: 'Edit profile' }));
      const form = await screen.findByRole('form', { name: 'Edit profile' });
      const name = within(form).getByRole('textbox', { name: 'Name' });
      await reader.clear(name);
      await reader.type(name, 'Asha R. Rao');
      await reader.click(within(form).getByRole('button', { name: 'Save Changes' }));
      await reader.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, save' }),
      );

      expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Asha R. Rao' }),
      ).toBeInTheDocument();
      expect(requestsTo(seen, `PUT users/${ME.id}`)[0]!.body).toMatchObject({
        name: 'Asha R. Rao',
      });
      expect(sessionStore.getState().user?.name).toBe('Asha R. Rao');
      expect(sessionStore.getState().token).toBe(ME.token);

      act(() => jest.advanceTimersByTime(3_000));
      expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes the code for a new e-mail inline, and shows the new address once confirmed', async () => {
    const NEW = 'asha.rao@example.org';
    const { user: reader } = renderOwn();

    await reader.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    await reader.clear(email);
    await reader.type(email, NEW);
    await reader.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await reader.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, save' }),
    );

    const step = await screen.findByRole('region', { name: 'Confirm your new e-mail' });
    expect(within(step).getByText(NEW)).toBeInTheDocument();
    await reader.keyboard(TEST_OTP);
    await reader.click(within(step).getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(sessionStore.getState().user?.email).toBe(NEW);
    await waitFor(() => expect(screen.getAllByText(NEW).length).toBeGreaterThan(0));
  });

  it('invites one to share news when there are no articles', async () => {
    renderOwn();

    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share your news' })).toHaveAttribute(
      'href',
      '/contribute',
    );
  });
});

it('trusts the server over a stale session about whether one follows the member', async () => {
  meera.followers = [RAVI_ID, ME.id];
  renderProfile(MEERA_ID, ME);

  expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  expect(sessionStore.getState().user?.following).toEqual([MEERA_ID]);
});
