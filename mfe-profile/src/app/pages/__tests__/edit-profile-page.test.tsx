import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USER_MESSAGES } from '@voices/contracts/constants';
import { sessionStore } from '@voices/platform';
import {
  API,
  TEST_OTP,
  createUser,
  fail,
  http,
  renderWithProviders,
  server,
  type StoredUser,
  requestsTo,
  pickedFile,
  recordRequests,
} from '@voices/platform/testing';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from '@voices/ui';
import { EditProfilePage } from '../edit-profile-page';

let ME: StoredUser;
let PUT: string;

// Timers faked where a test counts the seconds a message stays; requests still run.
const fakeTimers = () =>
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });

function renderPage(timers = false) {
  const view = renderWithProviders(
    <>
      <EditProfilePage />
      <Toaster />
    </>,
    { route: '/edit-profile', user: ME },
  );
  const user = timers ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) : view.user;
  return { ...view, user };
}

function fields() {
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'E-mail' }),
    bio: screen.getByRole('textbox', { name: /Short bio/ }),
  };
}

/** What a page sent that changes something (the settings below the form read theirs). */
const writes = (seen: { call: string }[]) => seen.filter((r) => !r.call.startsWith('GET '));

/** The form's own messages (the location probe of the test kit is a status too). */
const formStatus = () =>
  screen.getAllByRole('status').find((element) => element.tagName !== 'OUTPUT')!;

beforeEach(() => {
  act(() => toast.clear());
  ME = createUser({
    name: 'Asha Rao',
    email: 'asha@example.com',
    bio: 'I write about my neighbourhood.',
  });
  PUT = `PUT users/${ME.id}`;
});
afterEach(() => {
  jest.useRealTimers();
});

describe('EditProfilePage', () => {
  it('starts from the session user, with the avatar and Change Photo', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    const { name, email, bio } = fields();
    expect(name).toHaveValue(ME.name);
    expect(email).toHaveValue(ME.email);
    expect(bio).toHaveValue(ME.bio);
    expect(screen.getByRole('img', { name: ME.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Photo' })).toBeInTheDocument();
  });

  it('shows what is wrong and sends nothing', async () => {
    const seen = recordRequests(server);
    const { user } = renderPage();
    const { name, email } = fields();

    await user.clear(name);
    await user.type(name, 'As');
    await user.clear(email);
    await user.type(email, 'asha@');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(USER_MESSAGES.nameTooShort)).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes(seen)).toHaveLength(0);

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
  });

  it('asks before saving and sends nothing when the answer is no', async () => {
    const seen = recordRequests(server);
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to make these changes?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(writes(seen)).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('saves, refreshes the session, says so for 3 s and then goes to /profile', async () => {
    fakeTimers();
    const seen = recordRequests(server);
    const { user } = renderPage(true);
    const { name, bio } = fields();

    await user.clear(name);
    await user.type(name, '  Asha Rao-Menon ');
    await user.clear(bio);
    await user.type(bio, 'New bio');
    const photo = pickedFile('me.png', 'image/png', 'png');
    await user.upload(screen.getByLabelText('Profile photo'), photo);
    expect(screen.getByText('me.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, save' }),
    );

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const sent = requestsTo(seen, PUT)[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Asha Rao-Menon', email: ME.email, bio: 'New bio' });
    expect((sent.photo as File).name).toBe('me.png');
    expect(sessionStore.getState().user).toMatchObject({ name: 'Asha Rao-Menon', bio: 'New bio' });
    expect(sessionStore.getState().token).toBe(ME.token);
    expect(ME).toMatchObject({ name: 'Asha Rao-Menon', bio: 'New bio' });

    act(() => jest.advanceTimersByTime(2_900));
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
  });

  it('shows the server message for 4 s when saving fails', async () => {
    fakeTimers();
    server.use(http.put(`${API}/users/:id`, () => fail(409, USER_MESSAGES.emailTaken)));
    const { user } = renderPage(true);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, save' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already in use');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    act(() => jest.advanceTimersByTime(3_900));
    expect(screen.getByText('This email is already in use')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('This email is already in use')).not.toBeInTheDocument();
  });

  it('says Error updating profile. Please try again. when the server gives no message', async () => {
    server.use(http.put(`${API}/users/:id`, () => new Response(null, { status: 400 })));
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, save' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error updating profile. Please try again.',
    );
  });

  it('refuses a photo that is not an image, or larger than 10MB', () => {
    renderPage();
    const input = screen.getByLabelText('Profile photo');

    fireEvent.change(input, {
      target: { files: [pickedFile('cv.pdf', 'application/pdf', '%PDF')] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose a PNG, JPG, GIF or WebP image.',
    );

    const huge = pickedFile('huge.png', 'image/png', 'x');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(screen.getByRole('alert')).toHaveTextContent('larger than 10MB');
    expect(screen.queryByText('huge.png')).not.toBeInTheDocument();
  });

  it('goes back to /profile on Cancel', async () => {
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
  });

  it("refuses a bio longer than the limit, in the server's words", async () => {
    const seen = recordRequests(server);
    const { user } = renderPage();
    fireEvent.change(fields().bio, { target: { value: 'x'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(USER_MESSAGES.bioTooLong)).toBeInTheDocument();
    expect(writes(seen)).toHaveLength(0);
  });

  describe('with a new e-mail address', () => {
    const NEW = 'asha.rao@example.org';

    async function saveNewAddress(
      user: ReturnType<typeof renderPage>['user'],
      { rename = true } = {},
    ) {
      const { name, email } = fields();
      if (rename) {
        await user.clear(name);
        await user.type(name, 'Asha Rao-Menon');
      }
      await user.clear(email);
      await user.type(email, NEW);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, save' }),
      );
      await screen.findByRole('heading', { name: 'Confirm your new e-mail' });
    }

    it('asks for the code sent to it, keeps the old one meanwhile, and applies it', async () => {
      fakeTimers();
      const seen = recordRequests(server);
      const { user } = renderPage(true);
      await saveNewAddress(user);

      expect(screen.getByText(NEW)).toBeInTheDocument();
      expect(screen.getByText(/Your other changes are saved\./)).toBeInTheDocument();
      expect(screen.getByText(ME.email)).toBeInTheDocument();
      // The name is saved at once; the address is not.
      expect(sessionStore.getState().user).toMatchObject({
        name: 'Asha Rao-Menon',
        email: 'asha@example.com',
      });
      expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();

      await user.keyboard(TEST_OTP);
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

      expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
      expect(requestsTo(seen, 'POST users/me/email/confirm')[0]!.body).toEqual({ otp: TEST_OTP });
      expect(sessionStore.getState().user).toMatchObject({ email: NEW });
      expect(fields().email).toHaveValue(NEW);
      act(() => jest.advanceTimersByTime(3_000));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
    });

    it('shows why a code was refused and lets the reader try again', async () => {
      const { user } = renderPage();
      await saveNewAddress(user);

      await user.keyboard('0000');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

      expect(
        await screen.findByText('Invalid OTP. Please check the code and try again.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Confirm your new e-mail' })).toBeInTheDocument();
      expect(sessionStore.getState().user?.email).toBe('asha@example.com');
    });

    it('resends the code after the 30 s countdown', async () => {
      fakeTimers();
      const seen = recordRequests(server);
      const { user } = renderPage(true);
      await saveNewAddress(user);

      act(() => jest.advanceTimersByTime(30_000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

      expect(await screen.findByText('OTP resent successfully')).toBeInTheDocument();
      expect(requestsTo(seen, 'POST users/me/email/resend')).toHaveLength(1);
      expect(screen.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
    });

    it('drops the change on Cancel and keeps the address as it was', async () => {
      const seen = recordRequests(server);
      const { user } = renderPage();
      await saveNewAddress(user);

      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(formStatus()).toHaveTextContent('Your e-mail address was not changed.');
      expect(fields().email).toHaveValue('asha@example.com');
      expect(fields().name).toHaveValue('Asha Rao-Menon');
      await waitFor(() =>
        expect(requestsTo(seen, 'DELETE users/me/email/pending')).toHaveLength(1),
      );
      expect(sessionStore.getState().user?.email).toBe('asha@example.com');
      expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    });

    it('does not claim other changes were saved when only the address changed', async () => {
      const { user } = renderPage();
      await saveNewAddress(user, { rename: false });
      expect(screen.queryByText(/Your other changes are saved/)).not.toBeInTheDocument();
    });
  });
});
