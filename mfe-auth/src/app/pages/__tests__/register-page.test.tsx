import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { sessionStore } from '@voices/platform';
import { toast } from '@voices/ui';
import { apiError, mockApi } from '../../../testing/mock-api';
import { renderRoute, TEST_USER } from '../../../testing/render';
import { RegisterPage } from '../register-page';

/** The handle of an attempt, as request-otp answers it: never an account's id. */
const HANDLE = '9c1f0e7a5b3d2c4e6f8a0b11';
const TOKEN = 'Xq3v8nB1_rT5uW2yZ0aC4dF6gH9jK7lM1nP3qR5sT8u';
const LOST = 'OTP expired or session expired. Please restart registration.';

/** The state the page keeps in its history entry, shown for the test to read. */
function StateProbe() {
  const location = useLocation();
  return <output data-testid="history-state" data-state={JSON.stringify(location.state)} />;
}

const historyState = () =>
  JSON.parse(screen.getByTestId('history-state').getAttribute('data-state') ?? 'null');

type User = ReturnType<typeof renderRoute>['user'];

function renderRegister(url = '/register?redirect=%2Fsaved') {
  return renderRoute(<RegisterPage />, { path: '/register', url });
}

/** The page at /register, for tests that run jest's fake timers (the 30 s countdown). */
function renderWithFakeTimers() {
  return renderRoute(
    <RegisterPage />,
    { path: '/register', url: '/register' },
    { user: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } },
  );
}

const currentStep = () =>
  within(screen.getByRole('list', { name: 'Registration progress' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

async function startRegistration(user: User, email = 'asha@example.com') {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
  await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
  await screen.findByRole('heading', { name: 'Email Verification' });
}

async function verifyCode(user: User, code = '1234') {
  await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

function standardApi(extra: Record<string, unknown> = {}) {
  return mockApi({
    'request-otp': { userId: HANDLE, message: 'OTP sent to your email' },
    'verify-otp': { message: 'OTP verified successfully', registrationToken: TOKEN },
    'resend-registration-otp': { message: 'OTP resent' },
    complete: { message: 'Registration complete', user: TEST_USER, token: 'token-9' },
    ...extra,
  });
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    sessionStore.getState().logout();
    toast.clear();
  });
});

describe('RegisterPage', () => {
  it('shows the three steps, starting at Email', () => {
    renderRegister();

    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'Registration progress' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      expect.stringContaining('Email'),
      expect.stringContaining('Verify'),
      expect.stringContaining('Profile'),
    ]);
    expect(currentStep()).toContain('Email');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fsaved',
    );
    expect(document.title).toBe('Create your account · Voices');
  });

  it('goes from the address to the code to the profile, and signs the new user in', async () => {
    const api = standardApi();
    const { user } = renderRegister();

    await startRegistration(user);
    expect(currentStep()).toContain('Verify');
    expect(screen.getByText('asha@example.com')).toBeVisible();

    await verifyCode(user, '7305');
    expect(await screen.findByLabelText(/Full Name/)).toHaveFocus();
    expect(currentStep()).toContain('Profile');

    await user.type(screen.getByLabelText(/Full Name/), '  Asha Rao ');
    await user.type(screen.getByLabelText(/Bio/), 'I write about my city.');
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Profile Photo/), photo);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/saved');
    expect(api.callsTo('request-otp')[0]?.body).toEqual({ email: 'asha@example.com' });
    expect(api.callsTo('verify-otp')[0]?.body).toEqual({ email: 'asha@example.com', otp: '7305' });
    expect(api.callsTo('complete')[0]?.body).toEqual({
      email: 'asha@example.com',
      registrationToken: TOKEN,
      name: 'Asha Rao',
      bio: 'I write about my city.',
      acceptTerms: 'true',
      acceptPrivacy: 'true',
      photo: expect.any(File),
    });
    expect((api.callsTo('complete')[0]?.body?.photo as File).name).toBe('me.png');
    expect(sessionStore.getState()).toMatchObject({ token: 'token-9', user: { name: 'Asha Rao' } });
    expect(screen.getByText('Registration complete')).toBeVisible();
  });

  it('sends no photo when none was chosen, and goes to / without a redirect', async () => {
    const api = standardApi();
    const { user } = renderRegister('/register');

    await startRegistration(user);
    await verifyCode(user);
    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(api.callsTo('complete')[0]?.body).toEqual({
      email: 'asha@example.com',
      registrationToken: TOKEN,
      name: 'Asha Rao',
      bio: '',
      acceptTerms: 'true',
      acceptPrivacy: 'true',
    });
  });

  it('requires the full name', async () => {
    const api = standardApi();
    const { user } = renderRegister();
    await startRegistration(user);
    await verifyCode(user);

    await user.type(await screen.findByLabelText(/Full Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(screen.getByText('Please enter your full name.')).toBeVisible();
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    expect(api.callsTo('complete')).toHaveLength(0);
  });

  it('keeps a refused photo out of the registration', async () => {
    const api = standardApi();
    const { user } = renderRoute(
      <RegisterPage />,
      { path: '/register', url: '/register' },
      { user: { applyAccept: false } },
    );
    await startRegistration(user);
    await verifyCode(user);

    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.upload(
      screen.getByLabelText(/Profile Photo/),
      new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }),
    );
    expect(screen.getByText('Please choose a PNG, JPG, GIF or WebP image.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    await screen.findByTestId('location');
    expect(api.callsTo('complete')[0]?.body).not.toHaveProperty('photo');
  });

  it('sends the reader to sign in when the account comes back without a session', async () => {
    standardApi({ complete: { message: 'Registration complete. Please sign in.' } });
    const { user } = renderRegister();
    await startRegistration(user);
    await verifyCode(user);

    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/login?redirect=%2Fsaved');
    expect(location).toHaveAttribute('data-state', JSON.stringify({ email: 'asha@example.com' }));
    expect(sessionStore.getState().user).toBeNull();
  });

  it('starts again from the address when the verified registration is gone', async () => {
    standardApi({ complete: apiError(400, LOST) });
    const { user } = renderRegister();
    await startRegistration(user);
    await verifyCode(user);

    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText(LOST)).toBeVisible();
    expect(currentStep()).toContain('Email');
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.com');
    expect(screen.getByRole('checkbox', { name: /Terms and Conditions/ })).toBeChecked();
  });

  it('shows why the registration could not be completed', async () => {
    standardApi({ complete: apiError(413, 'The photo is larger than 10 MB.') });
    const { user } = renderRegister();
    await startRegistration(user);
    await verifyCode(user);

    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText('The photo is larger than 10 MB.')).toBeVisible();
    expect(currentStep()).toContain('Profile');
  });

  it('says the registration failed when the server gives no reason', async () => {
    standardApi({ complete: apiError(500) });
    const { user } = renderRegister();
    await startRegistration(user);
    await verifyCode(user);

    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText('Failed to complete registration')).toBeVisible();
  });

  it('keeps the reader on the code step when the code is wrong', async () => {
    standardApi({
      'verify-otp': apiError(400, 'Invalid OTP. Please check the code and try again.'),
    });
    const { user } = renderRegister();
    await startRegistration(user);

    await verifyCode(user, '0000');

    expect(
      await screen.findByText('Invalid OTP. Please check the code and try again.'),
    ).toBeVisible();
    expect(currentStep()).toContain('Verify');
  });

  it('starts again from the address when the code step finds no registration', async () => {
    standardApi({ 'verify-otp': apiError(400, LOST) });
    const { user } = renderRegister();
    await startRegistration(user);

    await verifyCode(user);

    expect(await screen.findByText(LOST)).toBeVisible();
    expect(currentStep()).toContain('Email');
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.com');
  });

  it('resends the registration code, each time with the newest handle', async () => {
    jest.useFakeTimers();
    try {
      const api = standardApi({
        'resend-registration-otp': ({ json }: { json: { userId: string } }) => ({
          message: 'OTP resent successfully',
          userId: `${json.userId.slice(0, 23)}${Number(json.userId.at(-1)) + 1}`,
        }),
      });
      const { user } = renderWithFakeTimers();
      await startRegistration(user);
      expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();

      act(() => jest.advanceTimersByTime(30_000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
      expect(await screen.findByText('OTP resent successfully')).toBeVisible();
      act(() => jest.advanceTimersByTime(30_000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

      expect(api.callsTo('resend-registration-otp').map((call) => call.body)).toEqual([
        { userId: HANDLE },
        { userId: `${HANDLE.slice(0, 23)}2` },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks again with the address once the resend handle has expired with its code', async () => {
    jest.useFakeTimers();
    try {
      const api = standardApi({ 'resend-registration-otp': apiError(404, LOST) });
      const { user } = renderWithFakeTimers();
      await startRegistration(user);

      act(() => jest.advanceTimersByTime(30_000));
      api.reply('request-otp', { userId: `${HANDLE.slice(0, 23)}5`, message: 'OTP sent' });
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

      expect(await screen.findByText('OTP resent successfully')).toBeVisible();
      expect(currentStep()).toContain('Verify');
      expect(api.callsTo('resend-registration-otp')[0]?.body).toEqual({ userId: HANDLE });
      expect(api.callsTo('request-otp').map((call) => call.body)).toEqual([
        { email: 'asha@example.com' },
        { email: 'asha@example.com' },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when the fresh request after an expired handle is refused too', async () => {
    jest.useFakeTimers();
    try {
      const api = standardApi({ 'resend-registration-otp': apiError(404, LOST) });
      const { user } = renderWithFakeTimers();
      await startRegistration(user);
      act(() => jest.advanceTimersByTime(30_000));
      api.reply(
        'request-otp',
        apiError(
          429,
          'Too many OTP emails have been sent to this address. Please try again in 41 minutes.',
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

      expect(screen.getByText('Failed to resend OTP')).toBeVisible();
      expect(
        screen.getByText(
          'Too many OTP emails have been sent to this address. Please try again in 41 minutes.',
        ),
      ).toBeVisible();
      expect(currentStep()).toContain('Verify');
    } finally {
      jest.useRealTimers();
    }
  });

  it('carries on after a reload at the profile step, token and all', async () => {
    const api = standardApi();
    const first = renderRoute(
      <>
        <RegisterPage />
        <StateProbe />
      </>,
      { path: '/register', url: '/register?redirect=%2Fsaved' },
    );
    await startRegistration(first.user);
    await waitFor(() => expect(historyState().registration?.step.name).toBe('verify'));
    expect(historyState().registration).toEqual({
      step: { name: 'verify', handle: HANDLE },
      values: { email: 'asha@example.com', acceptTerms: true, acceptPrivacy: true },
    });
    await verifyCode(first.user);
    await screen.findByLabelText(/Full Name/);
    await waitFor(() =>
      expect(historyState().registration.step).toEqual({
        name: 'profile',
        registrationToken: TOKEN,
      }),
    );
    const saved = historyState();
    first.unmount();

    // The browser restores the history entry's state on reload.
    const again = renderRoute(<RegisterPage />, {
      path: '/register',
      url: '/register?redirect=%2Fsaved',
      state: saved,
    });
    expect(currentStep()).toContain('Profile');
    await again.user.type(screen.getByLabelText(/Full Name/), 'Asha Rao');
    await again.user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/saved');
    expect(api.callsTo('complete')[0]?.body).toMatchObject({
      email: 'asha@example.com',
      registrationToken: TOKEN,
    });
  });

  it('carries on after a reload at the code step with the same handle', async () => {
    const api = standardApi();
    const { user } = renderRoute(<RegisterPage />, {
      path: '/register',
      url: '/register',
      state: {
        registration: {
          step: { name: 'verify', handle: HANDLE },
          values: { email: 'asha@example.com', acceptTerms: true, acceptPrivacy: true },
        },
      },
    });
    expect(screen.getByRole('heading', { name: 'Email Verification' })).toBeVisible();
    expect(screen.getByText('asha@example.com')).toBeVisible();
    await verifyCode(user);
    expect(await screen.findByLabelText(/Full Name/)).toBeVisible();
    expect(api.callsTo('verify-otp')[0]?.body).toEqual({ email: 'asha@example.com', otp: '1234' });
  });

  it('starts cleanly when the saved state is not a registration', () => {
    renderRoute(<RegisterPage />, {
      path: '/register',
      url: '/register',
      state: { registration: { step: { name: 'profile' }, values: { email: 42 } } },
    });
    expect(currentStep()).toContain('Email');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('goes back to the first step on Cancel, keeping what was entered', async () => {
    standardApi();
    const { user } = renderRegister();
    await startRegistration(user);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(currentStep()).toContain('Email');
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.com');
    expect(screen.getByRole('checkbox', { name: /Privacy Policy/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeEnabled();
  });

  it('sends a reader who is already signed in on to the target', () => {
    act(() => sessionStore.getState().login(TEST_USER, 'token-1'));

    renderRegister();

    expect(screen.getByTestId('location').textContent).toBe('/saved');
  });
});
