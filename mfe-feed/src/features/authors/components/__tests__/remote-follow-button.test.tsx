import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createUser, renderWithProviders, signInAs } from '@voices/platform/testing';
import { RemoteFollowButton } from '../remote-follow-button';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeAll(() => jest.requireActual('@voices/platform').registerRemoteEntries({}));

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockResolvedValue({
    default: ({ targetUserId }: { targetUserId: string }) => (
      <button type="button">Follow {targetUserId}</button>
    ),
  });
});

it('does not load the profile section for a visitor, and loads it once they sign in', async () => {
  const author = createUser({ name: 'Meera Nair' });
  renderWithProviders(<RemoteFollowButton targetUserId={author.id} />);

  expect(screen.queryByRole('button')).toBeNull();
  expect(mockedLoadRemote).not.toHaveBeenCalled();

  const reader = createUser({ name: 'Ravi Menon' });
  act(() => signInAs(reader));
  expect(await screen.findByRole('button', { name: `Follow ${author.id}` })).toBeInTheDocument();
  expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_profile/follow-button');
});
