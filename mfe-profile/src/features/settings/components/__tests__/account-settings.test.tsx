import { act, screen, waitFor, within } from '@testing-library/react';
import { AUTH_MESSAGES, MODERATION_MESSAGES } from '@voices/contracts/constants';
import { sessionStore } from '@voices/platform';
import {
  API,
  TEST_OTP,
  createStory,
  createUser,
  db,
  fail,
  http,
  recordRequests,
  renderWithProviders,
  server,
  type StoredUser,
} from '@voices/platform/testing';
import { Toaster, toast } from '@voices/ui';
import { EditProfilePage } from '../../../../app/pages/edit-profile-page';

let asha: StoredUser;

beforeEach(() => {
  act(() => toast.clear());
  asha = createUser({ name: 'Asha Rao', email: 'asha@example.com' });
});

function renderPage() {
  return renderWithProviders(
    <>
      <EditProfilePage />
      <Toaster />
    </>,
    { route: '/edit-profile', user: asha },
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('e-mail notifications', () => {
  it('shows both switches off, and saves each as it is flipped', async () => {
    const seen = recordRequests(server);
    const { user } = renderPage();
    const follower = await screen.findByRole('switch', { name: 'A new follower' });
    const digest = screen.getByRole('switch', { name: 'Daily digest' });
    expect(follower).toHaveAttribute('aria-checked', 'false');
    expect(digest).toHaveAttribute('aria-checked', 'false');

    await user.click(digest);
    await waitFor(() => expect(digest).toHaveAttribute('aria-checked', 'true'));
    expect(await screen.findByText(MODERATION_MESSAGES.emailPreferencesSaved)).toBeInTheDocument();
    expect(seen.find((r) => r.call === 'PUT users/me/email-preferences')?.body).toEqual({
      digest: true,
    });
    expect(db.emailPreferences.get(asha.id)).toEqual({ newFollower: false, digest: true });
  });

  it('says when a switch could not be saved, and leaves it as it was', async () => {
    server.use(http.put(`${API}/users/me/email-preferences`, () => fail(400, 'Try later.')));
    const { user } = renderPage();
    const follower = await screen.findByRole('switch', { name: 'A new follower' });
    await user.click(follower);
    expect(await screen.findByText('Try later.')).toBeInTheDocument();
    expect(follower).toHaveAttribute('aria-checked', 'false');
  });
});

describe('blocked members', () => {
  it('lists them and unblocks one', async () => {
    const ben = createUser({ name: 'Ben Okafor' });
    db.blocks.push({ userId: asha.id, blockedId: ben.id, blockedAt: new Date().toISOString() });
    const { user } = renderPage();
    const list = await screen.findByRole('list', { name: 'Blocked members' });
    expect(within(list).getByRole('link', { name: 'Ben Okafor' })).toHaveAttribute(
      'href',
      `/profile/${ben.id}`,
    );
    await user.click(within(list).getByRole('button', { name: 'Unblock Ben Okafor' }));
    expect(await screen.findByText(MODERATION_MESSAGES.unblocked)).toBeInTheDocument();
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
    expect(db.blocks).toEqual([]);
  });
});

describe('your data', () => {
  it('downloads the export with the session, as a file', async () => {
    const created: Blob[] = [];
    const clicked: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:voices-export';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    createStory(asha, { title: 'Lake cleaned' });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is downloaded.')).toBeInTheDocument();
    expect(clicked).toEqual(['voices-export.json']);
    const file = JSON.parse(await created[0]!.text()) as {
      format: string;
      profile: { email: string };
      stories: { title: string }[];
    };
    expect(file.format).toBe('voices-export/1');
    expect(file.profile.email).toBe('asha@example.com');
    expect(file.stories.map((story) => story.title)).toEqual(['Lake cleaned']);
    click.mockRestore();
  });
});

describe('deleting the account', () => {
  it('explains, sends the code, refuses a wrong one, then deletes, signs out and goes home', async () => {
    const seen = recordRequests(server);
    const { user } = renderPage();
    const zone = await screen.findByRole('region', { name: 'Delete my account' });
    expect(zone).toHaveTextContent(/every story you published/);
    await user.click(within(zone).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(MODERATION_MESSAGES.deleteCodeSent)).toBeInTheDocument();
    expect(seen.some((r) => r.call === 'POST users/me/delete-code')).toBe(true);

    const boxes = within(section('Delete my account')).getAllByRole('textbox');
    expect(boxes).toHaveLength(4);
    await user.click(boxes[0]!);
    await user.keyboard('9999');
    await user.click(within(section('Delete my account')).getByRole('button', { name: /Verify/ }));
    expect(await screen.findByText(AUTH_MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(db.users).toContain(asha);

    const again = within(section('Delete my account')).getAllByRole('textbox');
    await user.clear(again[0]!);
    await user.click(again[0]!);
    for (const box of again) await user.clear(box);
    await user.click(again[0]!);
    await user.keyboard(TEST_OTP);
    await user.click(within(section('Delete my account')).getByRole('button', { name: /Verify/ }));
    expect(await screen.findByText(MODERATION_MESSAGES.accountDeleted)).toBeInTheDocument();
    expect(db.users).not.toContain(asha);
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(seen.find((r) => r.call === 'DELETE users/me')?.body).toEqual({ otp: '9999' });
  });
});
