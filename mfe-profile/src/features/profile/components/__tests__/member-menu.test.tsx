import { act, screen, within } from '@testing-library/react';
import { MODERATION_MESSAGES } from '@voices/contracts/constants';
import { Toaster, toast } from '@voices/ui';
import {
  createStory,
  createUser,
  db,
  recordRequests,
  renderWithProviders,
  server,
  type StoredUser,
} from '@voices/platform/testing';
import { ProfilePage } from '../../../../app/pages/profile-page';

let asha: StoredUser;
let meera: StoredUser;

beforeEach(() => {
  act(() => toast.clear());
  asha = createUser({ name: 'Asha Rao' });
  meera = createUser({ name: 'Meera Iyer' });
});

function renderProfile(id: string, user: StoredUser | null) {
  return renderWithProviders(
    <>
      <ProfilePage />
      <Toaster />
    </>,
    { route: `/profile/${id}`, path: '/profile/:id', user },
  );
}

describe("another member's menu", () => {
  it('reports the member with the chosen reason', async () => {
    const seen = recordRequests(server);
    const { user } = renderProfile(meera.id, asha);
    await user.click(await screen.findByRole('button', { name: 'More actions for Meera Iyer' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this member' });
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.reportThanks)).toBeInTheDocument();
    expect(seen.find((r) => r.call === 'POST reports')?.body).toEqual({
      targetType: 'user',
      targetId: meera.id,
      reason: 'harassment',
    });
  });

  it('blocks after the confirmation, then offers Unblock', async () => {
    const { user } = renderProfile(meera.id, asha);
    expect(await screen.findByRole('button', { name: /^Follow/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions for Meera Iyer' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Block Meera Iyer?' });
    expect(confirm).toHaveTextContent(
      "They will not be told. They won't be able to follow you, and you won't see their stories.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(db.blocks).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'More actions for Meera Iyer' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }),
    );
    expect(await screen.findByText(MODERATION_MESSAGES.blocked)).toBeInTheDocument();
    expect(await screen.findByText(/You blocked Meera Iyer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
    expect(db.blocks).toEqual([expect.objectContaining({ userId: asha.id, blockedId: meera.id })]);

    await user.click(screen.getByRole('button', { name: 'More actions for Meera Iyer' }));
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText(MODERATION_MESSAGES.unblocked)).toBeInTheDocument();
    expect(db.blocks).toHaveLength(0);
    expect(await screen.findByRole('button', { name: /^Follow/ })).toBeInTheDocument();
  });

  it('sends a visitor to sign in to report', async () => {
    const { user } = renderProfile(meera.id, null);
    await user.click(await screen.findByRole('button', { name: 'More actions for Meera Iyer' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/login?redirect=${encodeURIComponent(`/profile/${meera.id}`)}`,
    );
  });

  it('marks a hidden story in its author’s own list', async () => {
    createStory(asha, {
      title: 'Miracle cure found',
      moderationStatus: 'hidden',
      moderationReason: 'Health misinformation',
    });
    createStory(asha, { title: 'Lake cleaned', verificationStatus: 'verified' });
    renderProfile(asha.id, asha);
    expect(
      await screen.findByText('Hidden by a moderator: Health misinformation'),
    ).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('is not on one’s own profile', async () => {
    renderProfile(asha.id, asha);
    expect(await screen.findByRole('button', { name: 'Profile menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More actions for/ })).not.toBeInTheDocument();
  });
});
