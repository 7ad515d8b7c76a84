import { act, render, screen } from '@testing-library/react';
import { sessionStore } from '@voices/platform';
import { FollowButton } from '../follow-button';

const ME = { id: '64f1a2b3c4d5e6f708192a01', name: 'Asha', followers: [], following: [] };
const OTHER = '64f1a2b3c4d5e6f708192a02';

afterEach(() => {
  act(() => sessionStore.getState().logout());
});

describe('FollowButton', () => {
  it('is hidden from visitors', () => {
    const { container } = render(<FollowButton targetUserId={OTHER} />);

    expect(container).toBeEmptyDOMElement();
  });

  it('is hidden on one’s own profile', () => {
    act(() => sessionStore.getState().login(ME, 'token-1'));

    const { container } = render(<FollowButton targetUserId={ME.id} />);

    expect(container).toBeEmptyDOMElement();
  });

  it('offers to follow another member', () => {
    act(() => sessionStore.getState().login(ME, 'token-1'));

    render(<FollowButton targetUserId={OTHER} />);

    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('offers to unfollow a member one already follows', () => {
    act(() => sessionStore.getState().login({ ...ME, following: [OTHER] }, 'token-1'));

    render(<FollowButton targetUserId={OTHER} />);

    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  });
});
