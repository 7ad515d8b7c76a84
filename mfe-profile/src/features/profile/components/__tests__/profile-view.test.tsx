import { act, screen, waitFor, within } from '@testing-library/react';
import { favoriteAuthors, sessionStore } from '@voices/platform';
import { apiError, mockApi } from '../../../../testing/mock-api';
import { ME, renderRoute, resetStores, signIn } from '../../../../testing/render';
import { OwnProfilePage } from '../own-profile-page';
import { ProfilePage } from '../profile-page';

jest.mock('@voices/platform', () =>
  jest
    .requireActual<typeof import('../../../../testing/fake-realtime')>(
      '../../../../testing/fake-realtime',
    )
    .fakePlatform(),
);

const MEERA_ID = '64f1a2b3c4d5e6f708192a02';
const RAVI_ID = '64f1a2b3c4d5e6f708192a03';

function user(overrides: Record<string, unknown> = {}) {
  return {
    _id: MEERA_ID,
    id: MEERA_ID,
    name: 'Meera Iyer',
    bio: 'Reporter from the valley.',
    photo: '',
    followers: [RAVI_ID],
    following: [],
    followersCount: 1,
    followingCount: 0,
    articlesCount: 2,
    preferredTemplate: 'noir',
    createdAt: '2024-03-02T10:00:00.000Z',
    ...overrides,
  };
}

function article(overrides: Record<string, unknown> = {}) {
  return {
    _id: '64f1a2b3c4d5e6f708192b01',
    id: '64f1a2b3c4d5e6f708192b01',
    type: 'story',
    title: 'Rain returns to the valley',
    description: '',
    content: `<p>The <b>rain</b> came back &amp; stayed. ${'It rained all night long. '.repeat(8)}</p>`,
    category: 'Local',
    media: ['rain.jpg'],
    image_url: null,
    publishedAt: '2024-06-01T08:00:00.000Z',
    createdAt: '2024-06-01T08:00:00.000Z',
    ...overrides,
  };
}

const SECOND = article({
  _id: '64f1a2b3c4d5e6f708192b02',
  id: '64f1a2b3c4d5e6f708192b02',
  title: 'Council approves cycle lanes',
  description: 'The vote passed by a wide margin.',
  category: 'Politics',
  media: [],
});

function renderProfile(id = MEERA_ID) {
  return renderRoute(<ProfilePage />, { path: '/profile/:id', url: `/profile/${id}` });
}

beforeEach(resetStores);
afterEach(() => jest.restoreAllMocks());

describe('another member’s profile', () => {
  it('says User not found. for an id that is not 24 hexadecimal characters, without asking', () => {
    const api = mockApi({});
    renderProfile('64f1a2b3c4d5e6f708192a0');

    expect(screen.getByRole('heading', { level: 1, name: 'User not found.' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says User not found. when the server does not know the member', async () => {
    mockApi({ [`GET user/${MEERA_ID}`]: apiError(404, 'User not found') });
    renderProfile();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'User not found.' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('User not found · Voices');
  });

  it('says Failed to load user data on other errors, and loads again on Retry', async () => {
    const api = mockApi({ [`GET user/${MEERA_ID}`]: apiError(500) });
    const { user: reader } = renderProfile();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load user data');
    api.reply(`GET user/${MEERA_ID}`, { success: true, user: user(), news: [] });
    await reader.click(screen.getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' }),
    ).toBeInTheDocument();
  });

  it('shows the name, bio, counts and articles', async () => {
    mockApi({
      [`GET user/${MEERA_ID}`]: { success: true, user: user(), news: [article(), SECOND] },
    });
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
      '/contribute/news/64f1a2b3c4d5e6f708192b01',
    );
    const second = screen.getByRole('article', { name: 'Council approves cycle lanes' });
    expect(within(second).getByText('The vote passed by a wide margin.')).toBeInTheDocument();
    expect(within(second).getByText('No Image Available')).toBeInTheDocument();
  });

  it('says No bio yet and No articles yet when there are none', async () => {
    mockApi({
      [`GET user/${MEERA_ID}`]: {
        success: true,
        user: user({ bio: '', articlesCount: 0 }),
        news: [],
      },
    });
    renderProfile();

    expect(await screen.findByText('No bio yet')).toBeInTheDocument();
    expect(screen.getByText('No articles yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0 Articles' })).toBeInTheDocument();
  });

  it('searches the articles and says No articles found', async () => {
    mockApi({
      [`GET user/${MEERA_ID}`]: { success: true, user: user(), news: [article(), SECOND] },
    });
    const { user: reader } = renderProfile();

    await reader.type(await screen.findByRole('searchbox', { name: 'Search articles' }), 'cycle');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await reader.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No articles found')).toBeInTheDocument();
  });

  it('hides the follow button from visitors but shows the favourite star, which asks to log in', async () => {
    mockApi({ [`GET user/${MEERA_ID}`]: { success: true, user: user(), news: [] } });
    const { user: reader } = renderProfile();

    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' });
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Profile menu' })).not.toBeInTheDocument();
    await reader.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please login to favorite authors');
    expect(favoriteAuthors.ids()).toEqual([]);
  });

  it('lets a signed-in member favourite the author, locally', async () => {
    signIn();
    mockApi({ [`GET user/${MEERA_ID}`]: { success: true, user: user(), news: [] } });
    const { user: reader } = renderProfile();

    await reader.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(screen.getByText('Added to favorites (local only)')).toBeInTheDocument();
    expect(favoriteAuthors.list()).toEqual([{ _id: MEERA_ID, name: 'Meera Iyer' }]);
    await reader.click(screen.getByRole('button', { name: 'Remove from favorites' }));
    expect(screen.getByText('Removed from favorites (local only)')).toBeInTheDocument();
    expect(favoriteAuthors.ids()).toEqual([]);
  });

  it('follows from the profile and counts the new follower', async () => {
    signIn();
    mockApi({
      [`GET user/${MEERA_ID}`]: { success: true, user: user(), news: [] },
      [`POST user/${MEERA_ID}/follow`]: {
        success: true,
        message: 'You are now following Meera Iyer',
        following: true,
        followersCount: 2,
        followingCount: 0,
      },
    });
    const { user: reader } = renderProfile();

    await reader.click(await screen.findByRole('button', { name: 'Follow' }));

    expect(await screen.findByRole('button', { name: '2 Followers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(sessionStore.getState().user?.following).toEqual([MEERA_ID]);
  });

  it('enlarges the photo on click', async () => {
    mockApi({
      [`GET user/${MEERA_ID}`]: {
        success: true,
        user: user({ photo: '/uploads/meera.png' }),
        news: [],
      },
    });
    const { user: reader } = renderProfile();

    await reader.click(await screen.findByRole('button', { name: 'Enlarge photo of Meera Iyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Meera Iyer' });
    expect(within(dialog).getByRole('img', { name: 'Photo of Meera Iyer' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/uploads\/meera\.png$/),
    );
  });

  it('lists followers in a dialog whose entries open their portal', async () => {
    const api = mockApi({
      [`GET user/${MEERA_ID}`]: { success: true, user: user(), news: [] },
      'POST users/by-ids': {
        success: true,
        users: [
          {
            _id: RAVI_ID,
            id: RAVI_ID,
            name: 'Ravi Menon',
            bio: '',
            photo: '',
            followersCount: 3,
            followingCount: 1,
            preferredTemplate: 'udaya',
            createdAt: '2024-01-01T00:00:00.000Z',
          },
        ],
      },
    });
    const { user: reader } = renderProfile();

    await reader.click(await screen.findByRole('button', { name: '1 Follower' }));
    const dialog = screen.getByRole('dialog', { name: 'Followers' });
    const entry = await within(dialog).findByRole('link', { name: /Ravi Menon/ });
    expect(api.callsTo('POST users/by-ids')[0]!.body).toEqual({ ids: [RAVI_ID] });
    expect(within(dialog).getByText('3 followers')).toBeInTheDocument();

    await reader.click(entry);
    expect(screen.getByTestId('location')).toHaveTextContent(`/portal/${RAVI_ID}/udaya`);
  });

  it('opens a portal in the default theme when the member chose none', async () => {
    mockApi({
      [`GET user/${MEERA_ID}`]: { success: true, user: user(), news: [] },
      'POST users/by-ids': {
        success: true,
        users: [{ _id: RAVI_ID, id: RAVI_ID, name: 'Ravi Menon', bio: 'Photographer', photo: '' }],
      },
    });
    const { user: reader } = renderProfile();

    await reader.click(await screen.findByRole('button', { name: '1 Follower' }));
    await reader.click(await screen.findByRole('link', { name: /Ravi Menon/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/portal/${RAVI_ID}/modern-grid`);
  });

  it('says so when nobody is followed', async () => {
    mockApi({ [`GET user/${MEERA_ID}`]: { success: true, user: user(), news: [] } });
    const { user: reader } = renderProfile();

    await reader.click(await screen.findByRole('button', { name: '0 Following' }));
    expect(screen.getByText('Not following anyone yet.')).toBeInTheDocument();
  });
});

describe('one’s own profile', () => {
  const own = () =>
    user({
      ...ME,
      followers: [],
      following: [MEERA_ID],
      followersCount: 0,
      followingCount: 1,
      articlesCount: 0,
    });

  function renderOwn() {
    return renderRoute(<OwnProfilePage />, { path: '/profile/me' });
  }

  it('shows the e-mail, the menu and no follow button, and updates the session lists', async () => {
    signIn({ ...ME, following: [] });
    mockApi({ [`GET user/${ME.id}`]: { success: true, user: own(), news: [] } });
    const { user: reader } = renderOwn();

    expect(await screen.findByRole('heading', { level: 1, name: ME.name })).toBeInTheDocument();
    expect(screen.getByText(ME.email)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to favorites' })).not.toBeInTheDocument();
    expect(sessionStore.getState().user?.following).toEqual([MEERA_ID]);

    await reader.click(screen.getByRole('button', { name: 'Profile menu' }));
    const menu = screen.getByRole('group', { name: 'Profile menu' });
    expect(within(menu).getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/saved');
    expect(within(menu).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
  });

  it('logs out from the menu as the header does', async () => {
    signIn();
    const api = mockApi({
      [`GET user/${ME.id}`]: { success: true, user: own(), news: [] },
      'POST logout': { success: true },
    });
    const { user: reader } = renderOwn();

    await reader.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await reader.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.callsTo('POST logout')).toHaveLength(1);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('edits inline and shows the new name at once', async () => {
    jest.useFakeTimers();
    try {
      signIn();
      const api = mockApi({
        [`GET user/${ME.id}`]: { success: true, user: own(), news: [] },
        [`PUT users/${ME.id}`]: {
          success: true,
          message: 'Profile updated successfully!',
          user: { ...ME, name: 'Asha R. Rao', preferredTemplate: 'modern-grid' },
        },
      });
      const { user: reader } = renderRoute(<OwnProfilePage />, {
        path: '/profile/me',
        user: { advanceTimers: jest.advanceTimersByTime },
      });

      await reader.click(await screen.findByRole('button', { name: 'Edit profile' }));
      const form = screen.getByRole('form', { name: 'Edit profile' });
      const name = within(form).getByRole('textbox', { name: 'Name' });
      await reader.clear(name);
      await reader.type(name, 'Asha R. Rao');
      await reader.click(within(form).getByRole('button', { name: 'Save Changes' }));
      await reader.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, save' }),
      );

      expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Asha R. Rao' })).toBeInTheDocument();
      expect(api.callsTo(`PUT users/${ME.id}`)[0]!.body).toMatchObject({ name: 'Asha R. Rao' });
      expect(sessionStore.getState().user?.name).toBe('Asha R. Rao');
      expect(sessionStore.getState().token).toBe('test-token');

      act(() => jest.advanceTimersByTime(3_000));
      expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes the code for a new e-mail inline, and shows the new address once confirmed', async () => {
    signIn();
    const NEW = 'asha.rao@example.org';
    mockApi({
      [`GET user/${ME.id}`]: { success: true, user: own(), news: [] },
      [`PUT users/${ME.id}`]: {
        success: true,
        message: `We sent a 4-digit code to ${NEW}.`,
        pendingEmail: NEW,
        user: { ...ME, preferredTemplate: 'modern-grid' },
      },
      'POST users/me/email/confirm': {
        success: true,
        message: 'Your email address has been updated.',
        user: { ...ME, email: NEW, preferredTemplate: 'modern-grid' },
      },
    });
    const { user: reader } = renderOwn();

    await reader.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    await reader.clear(email);
    await reader.type(email, NEW);
    await reader.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await reader.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, save' }),
    );

    const step = await screen.findByRole('region', { name: 'Confirm your new e-mail' });
    expect(within(step).getByText(NEW)).toBeInTheDocument();
    await reader.keyboard('1234');
    await reader.click(within(step).getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(sessionStore.getState().user?.email).toBe(NEW);
    expect(screen.getAllByText(NEW).length).toBeGreaterThan(0);
  });

  it('invites one to share news when there are no articles', async () => {
    signIn();
    mockApi({ [`GET user/${ME.id}`]: { success: true, user: own(), news: [] } });
    renderOwn();

    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share your news' })).toHaveAttribute(
      'href',
      '/contribute',
    );
  });
});

it('trusts the server over a stale session about whether one follows the member', async () => {
  signIn({ ...ME, following: [] });
  mockApi({
    [`GET user/${MEERA_ID}`]: {
      success: true,
      user: user({ followers: [RAVI_ID, ME.id], followersCount: 2 }),
      news: [],
    },
  });
  renderProfile();

  expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  expect(sessionStore.getState().user?.following).toEqual([MEERA_ID]);
});
