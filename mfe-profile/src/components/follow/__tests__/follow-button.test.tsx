import { act, screen, within } from '@testing-library/react';
import { STORAGE_KEYS, sessionStore } from '@voices/platform';
import {
  API,
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
import { FollowButton } from '../follow-button';

let me: StoredUser;
let meera: StoredUser;

beforeEach(() => {
  act(() => toast.clear());
  me = createUser({ name: 'Asha Rao' });
  meera = createUser({ name: 'Meera' });
});

/** Makes `me` a follower of Meera, on the server and in the session. */
function alreadyFollowing() {
  me.following = [meera.id];
  meera.followers = [me.id];
}

function renderButton(
  props: Partial<Parameters<typeof FollowButton>[0]> = {},
  user: StoredUser | null = me,
) {
  const onChange = jest.fn();
  const view = renderWithProviders(
    <>
      <FollowButton targetUserId={meera.id} targetName="Meera" onChange={onChange} {...props} />
      <Toaster />
    </>,
    { user },
  );
  return { ...view, onChange };
}

/** Holds every follow or unfollow of Meera until `release`; the store answers then. */
function holdFollows() {
  const gate = deferred();
  server.use(
    http.post(`${API}/user/:id/:verb`, async () => {
      await gate.promise;
      return undefined;
    }),
  );
  return gate.resolve;
}

/** A promise the test settles when it wants, for looking at busy states. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('FollowButton', () => {
  it('is hidden from visitors', () => {
    renderButton({}, null);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is hidden on one’s own profile', () => {
    renderButton({ targetUserId: me.id });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('follows, shows Following... while busy, ignores a second click, and says so for 3 s', async () => {
    const seen = recordRequests(server);
    const release = holdFollows();
    const { user, onChange } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Follow' }));
    const busy = await screen.findByRole('button', { name: 'Following...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(requestsTo(seen, `POST user/${meera.id}/follow`)).toHaveLength(1);

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await act(async () => release());
      expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
      expect(sessionStore.getState().user?.following).toEqual([meera.id]);
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).following).toEqual([meera.id]);
      expect(meera.followers).toEqual([me.id]);
      expect(screen.getByText('You are now following Meera.')).toHaveClass('vx-toast-message');
      expect(onChange).toHaveBeenCalledWith(
        expect.objectContaining({ targetUserId: meera.id, following: true, changed: true }),
      );

      act(() => jest.advanceTimersByTime(2_900));
      expect(screen.getByText('You are now following Meera.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('You are now following Meera.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks before unfollowing and does nothing when the answer is no', async () => {
    alreadyFollowing();
    const seen = recordRequests(server);
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unfollow' });
    expect(dialog).toHaveTextContent('Are you sure you want to unfollow this user?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(seen).toHaveLength(0);
    expect(sessionStore.getState().user?.following).toEqual([meera.id]);
  });

  it('unfollows after the confirmation, showing Unfollowing... meanwhile', async () => {
    alreadyFollowing();
    const release = holdFollows();
    const { user, onChange } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unfollow' }),
    );
    expect(await screen.findByRole('button', { name: 'Unfollowing...' })).toBeInTheDocument();
    release();

    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(sessionStore.getState().user?.following).toEqual([]);
    expect(meera.followers).toEqual([]);
    expect(screen.getByText('You unfollowed Meera.')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ following: false }));
  });

  it('stops asking once told not to ask again', async () => {
    alreadyFollowing();
    const seen = recordRequests(server);
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /Don.t ask me again/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Unfollow' }));
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await user.click(await screen.findByRole('button', { name: 'Unfollow' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(requestsTo(seen, `POST user/${meera.id}/unfollow`)).toHaveLength(2);
  });

  it('lets a caller leave the question out', async () => {
    alreadyFollowing();
    const seen = recordRequests(server);
    const { user } = renderButton({ confirmUnfollow: false });

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(requestsTo(seen, `POST user/${meera.id}/unfollow`)).toHaveLength(1);
  });

  it('shows the server message when following fails and keeps the state', async () => {
    server.use(
      http.post(`${API}/user/:id/follow`, () =>
        fail(400, 'You have reached the daily follow limit'),
      ),
    );
    const { user, onChange } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached the daily follow limit',
    );
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(sessionStore.getState().user?.following).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('falls back to a plain message when the server gives none', async () => {
    server.use(http.post(`${API}/user/:id/follow`, () => new Response(null, { status: 400 })));
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to follow user');
  });

  it('asks to log in when the session has no token', async () => {
    const seen = recordRequests(server);
    const { user } = renderButton({}, null);
    const { token: _token, ...plain } = me;
    act(() => sessionStore.getState().login(plain, null));

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please login to follow users.');
    expect(seen).toHaveLength(0);
  });

  it('says Invalid user ID when there is no target', async () => {
    const seen = recordRequests(server);
    const { user } = renderButton({ targetUserId: '' });

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid user ID');
    expect(seen).toHaveLength(0);
  });
});
