import { act, fireEvent, screen, within } from '@testing-library/react';
import { sessionStore } from '@voices/platform';
import { apiError, mockApi } from '../../../../testing/mock-api';
import { ME, renderRoute, resetStores, signIn } from '../../../../testing/render';
import { validateProfile } from '../profile-form';
import { EditProfilePage } from '../edit-profile-page';

const PUT = `PUT users/${ME.id}`;
const SAVED = {
  success: true,
  message: 'Profile updated successfully!',
  user: { ...ME, name: 'Asha Rao-Menon', bio: 'New bio', preferredTemplate: 'modern-grid' },
};

function renderPage(timers = false) {
  return renderRoute(<EditProfilePage />, {
    path: '/edit-profile',
    ...(timers ? { user: { advanceTimers: jest.advanceTimersByTime } } : {}),
  });
}

function fields() {
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'E-mail' }),
    bio: screen.getByRole('textbox', { name: /Short bio/ }),
  };
}

beforeEach(() => {
  resetStores();
  signIn();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('validateProfile', () => {
  it('asks for a name of at least 3 characters and a valid e-mail; the bio is optional', () => {
    expect(validateProfile({ name: 'Asha', email: 'a@b.co', bio: '' })).toEqual({});
    expect(validateProfile({ name: '  ', email: '', bio: '' })).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
    });
    expect(validateProfile({ name: 'As', email: 'not-an-address', bio: '' })).toEqual({
      name: 'Name must be at least 3 characters.',
      email: 'Please enter a valid email address.',
    });
    expect(validateProfile({ name: 'Asha', email: 'a@b.co', bio: 'x'.repeat(501) })).toEqual({
      bio: 'Bio must be at most 500 characters.',
    });
  });
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
    const api = mockApi({});
    const { user } = renderPage();
    const { name, email } = fields();

    await user.clear(name);
    await user.type(name, 'As');
    await user.clear(email);
    await user.type(email, 'asha@');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText('Name must be at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
  });

  it('asks before saving and sends nothing when the answer is no', async () => {
    const api = mockApi({ [PUT]: SAVED });
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to make these changes?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('saves, refreshes the session, says so for 3 s and then goes to /profile', async () => {
    jest.useFakeTimers();
    const api = mockApi({ [PUT]: SAVED });
    const { user } = renderPage(true);
    const { name, bio } = fields();

    await user.clear(name);
    await user.type(name, '  Asha Rao-Menon ');
    await user.clear(bio);
    await user.type(bio, 'New bio');
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile photo'), photo);
    expect(screen.getByText('me.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, save' }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    const sent = api.callsTo(PUT)[0]!.body!;
    expect(sent).toMatchObject({ name: 'Asha Rao-Menon', email: ME.email, bio: 'New bio' });
    expect((sent.photo as File).name).toBe('me.png');
    expect(sessionStore.getState().user).toMatchObject({ name: 'Asha Rao-Menon', bio: 'New bio' });
    expect(sessionStore.getState().token).toBe('test-token');

    act(() => jest.advanceTimersByTime(2_900));
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
  });

  it('shows the server message for 4 s when saving fails', async () => {
    jest.useFakeTimers();
    mockApi({ [PUT]: apiError(409, 'This email is already in use') });
    const { user } = renderPage(true);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, save' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already in use');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    act(() => jest.advanceTimersByTime(3_900));
    expect(screen.getByText('This email is already in use')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('This email is already in use')).not.toBeInTheDocument();
  });

  it('says Error updating profile. Please try again. when the server gives no message', async () => {
    mockApi({ [PUT]: apiError(502) });
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, save' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error updating profile. Please try again.',
    );
  });

  it('refuses a photo that is not an image, or larger than 10MB', () => {
    renderPage();
    const input = screen.getByLabelText('Profile photo');

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose a PNG, JPG, GIF or WebP image.',
    );

    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
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

  describe('with a new e-mail address', () => {
    const NEW = 'asha.rao@example.org';
    const PENDING = {
      success: true,
      message: `We sent a 4-digit code to ${NEW}. Enter it to confirm your new email address.`,
      pendingEmail: NEW,
      user: { ...ME, name: 'Asha Rao-Menon', preferredTemplate: 'modern-grid' },
    };
    const CONFIRMED = {
      success: true,
      message: 'Your email address has been updated.',
      user: { ...PENDING.user, email: NEW },
    };

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
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, save' }),
      );
      await screen.findByRole('heading', { name: 'Confirm your new e-mail' });
    }

    it('asks for the code sent to it, keeps the old one meanwhile, and applies it', async () => {
      jest.useFakeTimers();
      const api = mockApi({
        [PUT]: PENDING,
        'POST users/me/email/confirm': CONFIRMED,
      });
      const { user } = renderPage(true);
      await saveNewAddress(user);

      expect(screen.getByText(NEW)).toBeInTheDocument();
      expect(screen.getByText(/Your other changes are saved\./)).toBeInTheDocument();
      expect(screen.getByText(ME.email)).toBeInTheDocument();
      // The name is saved at once; the address is not.
      expect(sessionStore.getState().user).toMatchObject({
        name: 'Asha Rao-Menon',
        email: ME.email,
      });
      expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();

      await user.keyboard('4821');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

      expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
      expect(api.callsTo('POST users/me/email/confirm')[0]!.body).toEqual({ otp: '4821' });
      expect(sessionStore.getState().user).toMatchObject({ email: NEW });
      expect(fields().email).toHaveValue(NEW);
      act(() => jest.advanceTimersByTime(3_000));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
    });

    it('shows why a code was refused and lets the reader try again', async () => {
      mockApi({
        [PUT]: PENDING,
        'POST users/me/email/confirm': apiError(
          400,
          'Invalid OTP. Please check the code and try again.',
        ),
      });
      const { user } = renderPage();
      await saveNewAddress(user);

      await user.keyboard('0000');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

      expect(
        await screen.findByText('Invalid OTP. Please check the code and try again.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Confirm your new e-mail' })).toBeInTheDocument();
      expect(sessionStore.getState().user?.email).toBe(ME.email);
    });

    it('resends the code after the 30 s countdown', async () => {
      jest.useFakeTimers();
      const api = mockApi({
        [PUT]: PENDING,
        'POST users/me/email/resend': {
          success: true,
          message: 'OTP resent successfully',
          pendingEmail: NEW,
        },
      });
      const { user } = renderPage(true);
      await saveNewAddress(user);

      act(() => jest.advanceTimersByTime(30_000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

      expect(await screen.findByText('OTP resent successfully')).toBeInTheDocument();
      expect(api.callsTo('POST users/me/email/resend')).toHaveLength(1);
      expect(screen.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
    });

    it('drops the change on Cancel and keeps the address as it was', async () => {
      const api = mockApi({
        [PUT]: PENDING,
        'DELETE users/me/email/pending': {
          success: true,
          message: 'The email change was cancelled. Your address stays as it was.',
        },
      });
      const { user } = renderPage();
      await saveNewAddress(user);

      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(screen.getByRole('status')).toHaveTextContent('Your e-mail address was not changed.');
      expect(fields().email).toHaveValue(ME.email);
      expect(fields().name).toHaveValue('Asha Rao-Menon');
      expect(api.callsTo('DELETE users/me/email/pending')).toHaveLength(1);
      expect(sessionStore.getState().user?.email).toBe(ME.email);
      expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    });

    it('does not claim other changes were saved when only the address changed', async () => {
      mockApi({ [PUT]: { ...PENDING, user: { ...ME, preferredTemplate: 'modern-grid' } } });
      const { user } = renderPage();
      await saveNewAddress(user, { rename: false });
      expect(screen.queryByText(/Your other changes are saved/)).not.toBeInTheDocument();
    });
  });
});
