import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@voices/platform';
import { Toaster } from '@voices/ui';
import { apiError, deferred, mockApi } from '../../../../testing/mock-api';
import { ME, resetStores, signIn } from '../../../../testing/render';
import { FollowButton } from '../follow-button';

const OTHER = '64f1a2b3c4d5e6f708192a02';
const FOLLOW = `POST user/${OTHER}/follow`;
const UNFOLLOW = `POST user/${OTHER}/unfollow`;
const OK = {
  success: true,
  message: 'Done',
  followersCount: 1,
  followingCount: 1,
  following: true,
};

function renderButton(props: Partial<Parameters<typeof FollowButton>[0]> = {}) {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(
    <>
      <FollowButton targetUserId={OTHER} targetName="Meera" onChange={onChange} {...props} />
      <Toaster />
    </>,
  );
  return { user, onChange };
}

beforeEach(resetStores);
afterEach(() => jest.restoreAllMocks());

describe('FollowButton', () => {
  it('is hidden from visitors', () => {
    const { container } = render(<FollowButton targetUserId={OTHER} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is hidden on one’s own profile, by id or _id', () => {
    signIn();
    const { container, rerender } = render(<FollowButton targetUserId={ME.id} />);
    expect(container).toBeEmptyDOMElement();
    act(() => sessionStore.getState().login({ ...ME, id: undefined }, 'token-1'));
    rerender(<FollowButton targetUserId={ME._id} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('follows, shows Following... while busy, ignores a second click, and says so for 3 s', async () => {
    jest.useFakeTimers();
    try {
      signIn();
      const pending = deferred<unknown>();
      const api = mockApi({ [FOLLOW]: () => pending.promise });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onChange = jest.fn();
      render(
        <>
          <FollowButton targetUserId={OTHER} targetName="Meera" onChange={onChange} />
          <Toaster />
        </>,
      );

      await user.click(screen.getByRole('button', { name: 'Follow' }));
      const busy = screen.getByRole('button', { name: 'Following...' });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      await user.click(busy);
      expect(api.callsTo(FOLLOW)).toHaveLength(1);

      await act(async () => pending.resolve(OK));
      expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
      expect(sessionStore.getState().user?.following).toEqual([OTHER]);
      expect(JSON.parse(localStorage.getItem('user')!).following).toEqual([OTHER]);
      expect(screen.getByRole('status')).toHaveTextContent('You are now following Meera.');
      expect(onChange).toHaveBeenCalledWith(
        expect.objectContaining({ targetUserId: OTHER, following: true, changed: true }),
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
    signIn({ ...ME, following: [OTHER] });
    const api = mockApi({ [UNFOLLOW]: { ...OK, following: false } });
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Unfollow' });
    expect(dialog).toHaveTextContent('Are you sure you want to unfollow this user?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(sessionStore.getState().user?.following).toEqual([OTHER]);
  });

  it('unfollows after the confirmation, showing Unfollowing... meanwhile', async () => {
    signIn({ ...ME, following: [OTHER] });
    const pending = deferred<unknown>();
    mockApi({ [UNFOLLOW]: () => pending.promise });
    const { user, onChange } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Unfollow' }),
    );
    expect(screen.getByRole('button', { name: 'Unfollowing...' })).toBeInTheDocument();
    await act(async () => pending.resolve({ ...OK, following: false }));

    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(sessionStore.getState().user?.following).toEqual([]);
    expect(screen.getByText('You unfollowed Meera.')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ following: false }));
  });

  it('stops asking once told not to ask again', async () => {
    signIn({ ...ME, following: [OTHER] });
    const api = mockApi({ [UNFOLLOW]: { ...OK, following: false }, [FOLLOW]: OK });
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /Don.t ask me again/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Unfollow' }));
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await user.click(await screen.findByRole('button', { name: 'Unfollow' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(api.callsTo(UNFOLLOW)).toHaveLength(2);
  });

  it('lets a caller leave the question out', async () => {
    signIn({ ...ME, following: [OTHER] });
    const api = mockApi({ [UNFOLLOW]: { ...OK, following: false } });
    const { user } = renderButton({ confirmUnfollow: false });

    await user.click(screen.getByRole('button', { name: 'Unfollow' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(api.callsTo(UNFOLLOW)).toHaveLength(1);
  });

  it('shows the server message when following fails and keeps the state', async () => {
    signIn();
    mockApi({ [FOLLOW]: apiError(429, 'You have reached the daily follow limit') });
    const { user, onChange } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached the daily follow limit',
    );
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(sessionStore.getState().user?.following).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('falls back to a plain message when the server gives none', async () => {
    signIn();
    mockApi({ [FOLLOW]: apiError(500) });
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to follow user');
  });

  it('asks to log in when the session has no token', async () => {
    act(() => sessionStore.getState().login(ME, null));
    const api = mockApi({});
    const { user } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please login to follow users.');
    expect(api.calls).toHaveLength(0);
  });

  it('says Invalid user ID when there is no target', async () => {
    signIn();
    const api = mockApi({});
    const { user } = renderButton({ targetUserId: '' });

    await user.click(screen.getByRole('button', { name: 'Follow' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid user ID');
    expect(api.calls).toHaveLength(0);
  });
});
