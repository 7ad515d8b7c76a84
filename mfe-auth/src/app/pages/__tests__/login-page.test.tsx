import { act, screen, within } from '@testing-library/react';
import { sessionStore } from '@voices/platform';
import { toast } from '@voices/ui';
import { apiError, mockApi } from '../../../testing/mock-api';
import { renderRoute, TEST_USER } from '../../../testing/render';
import { LoginPage } from '../login-page';

/** The handle of a sign-in attempt, as send-login-otp answers it: not the account's id. */
const HANDLE = '9c1f0e7a5b3d2c4e6f8a0b11';

function renderLogin(url = '/login?redirect=%2Fsaved') {
  return renderRoute(<LoginPage />, { path: '/login', url });
}

/** The page at /login, for tests that run jest's fake timers (the 30 s countdown). */
function renderWithFakeTimers() {
  return renderRoute(
    <LoginPage />,
    { path: '/login', url: '/login' },
    { user: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } },
  );
}

async function sendCode(user: ReturnType<typeof renderLogin>['user'], email = 'asha@example.com') {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Send Login OTP' }));
  await screen.findByRole('heading', { level: 1, name: 'Login Verification' });
}

afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    sessionStore.getState().logout();
    toast.clear();
  });
});

describe('LoginPage', () => {
  it('asks for the address, lists the security features and links to registration', () => {
    renderLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send Login OTP' })).toBeEnabled();
    const features = screen.getByRole('region', { name: 'Security Features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('one-time code'),
      expect.stringContaining('Codes expire in 10 minutes'),
      expect.stringContaining('Limited attempts'),
      expect.stringContaining('Logging out ends your session'),
    ]);
    expect(screen.getByRole('link', { name: 'Create one now' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fsaved',
    );
    expect(document.title).toBe('Sign in · Voices');
  });

  it('links to registration without a redirect when it has none', () => {
    renderLogin('/login');

    expect(screen.getByRole('link', { name: 'Create one now' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('signs in with the code and goes back to the page that asked for it', async () => {
    const api = mockApi({
      'send-login-otp': { userId: HANDLE },
      'verify-login-otp': { success: true, user: TEST_USER, token: 'token-1' },
    });
    const { user } = renderLogin();

    await sendCode(user, ' asha@example.com ');
    expect(screen.getByText('asha@example.com')).toBeVisible();
    expect(document.title).toBe('Login Verification · Voices');
    await user.keyboard('4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/saved$/);
    expect(api.callsTo('send-login-otp')[0]?.body).toEqual({ email: 'asha@example.com' });
    expect(api.callsTo('verify-login-otp')[0]?.body).toEqual({
      email: 'asha@example.com',
      otp: '4821',
    });
    const { user: signedIn, token } = sessionStore.getState();
    expect(token).toBe('token-1');
    // The session's user is the one the verify answered, never the send's handle.
    expect(signedIn).toMatchObject({ id: TEST_USER.id, name: 'Asha Rao' });
    expect(window.localStorage.getItem('authToken')).toBe('token-1');
  });

  it.each([
    ['/login', '/'],
    ['/login?redirect=%2Fnews%2F42%3Ftab%3Dworld', '/news/42?tab=world'],
    ['/login?redirect=%2F%2Fevil.example', '/'],
    ['/login?redirect=https%3A%2F%2Fevil.example%2F', '/'],
  ])('after signing in at %s goes to %s', async (url, target) => {
    mockApi({
      'send-login-otp': { userId: HANDLE },
      'verify-login-otp': { user: TEST_USER, token: 'token-1' },
    });
    const { user } = renderRoute(<LoginPage />, { path: '/login', url });

    await sendCode(user);
    await user.keyboard('4821{Enter}');

    expect((await screen.findByTestId('location')).textContent).toBe(target);
  });

  it('sends a reader who is already signed in straight on', () => {
    act(() => sessionStore.getState().login(TEST_USER, 'token-1'));

    renderLogin();

    expect(screen.getByTestId('location').textContent).toBe('/saved');
  });

  it('shows the server message for an address without an account', async () => {
    mockApi({
      'send-login-otp': apiError(404, 'No account uses this email address. Create one first.'),
    });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account uses this email address. Create one first.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  it('says the code could not be sent when the server gives no reason', async () => {
    mockApi({ 'send-login-otp': apiError(500) });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP');
  });

  it('checks the address before sending it', async () => {
    const api = mockApi({});
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Send Login OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');

    await user.type(screen.getByLabelText('Email address'), 'asha');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the busy state while the code is being sent', async () => {
    let release: (value: unknown) => void = () => {};
    mockApi({ 'send-login-otp': () => new Promise((resolve) => (release = resolve)) });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login OTP' }));

    expect(screen.getByRole('button', { name: /Sending code/ })).toBeDisabled();
    await act(async () => release({ userId: HANDLE }));
    expect(await screen.findByRole('heading', { name: 'Login Verification' })).toBeInTheDocument();
  });

  it('keeps the reader on the code screen with the server message when the code is wrong', async () => {
    mockApi({
      'send-login-otp': { userId: HANDLE },
      'verify-login-otp': apiError(400, 'Invalid OTP. Please check the code and try again.'),
    });
    const { user } = renderLogin();

    await sendCode(user);
    await user.keyboard('0000{Enter}');

    expect(
      await screen.findByText('Invalid OTP. Please check the code and try again.'),
    ).toBeVisible();
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('does not sign in on an answer without a session', async () => {
    mockApi({
      'send-login-otp': { userId: HANDLE },
      'verify-login-otp': { user: TEST_USER },
    });
    const { user } = renderLogin();

    await sendCode(user);
    await user.keyboard('4821{Enter}');

    expect(await screen.findByText('OTP verification failed')).toBeVisible();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('asks for a new code for the same sign-in, each time with the newest handle', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi({
        'send-login-otp': { userId: HANDLE },
        'resend-login-otp': { message: 'OTP resent', userId: `${HANDLE.slice(0, 23)}2` },
      });
      const { user } = renderWithFakeTimers();
      await sendCode(user);

      act(() => jest.advanceTimersByTime(30_000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

      expect(api.callsTo('resend-login-otp')[0]?.body).toEqual({ userId: HANDLE });
      expect(await screen.findByText('OTP resent successfully')).toBeVisible();
      act(() => jest.advanceTimersByTime(30_000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
      expect(api.callsTo('resend-login-otp')[1]?.body).toEqual({
        userId: `${HANDLE.slice(0, 23)}2`,
      });
      // The handle is never taken for the account: the session is still empty.
      expect(sessionStore.getState().user).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks again with the address once the handle has expired with its code', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi({
        'send-login-otp': { userId: HANDLE },
        'resend-login-otp': apiError(
          404,
          'Your sign-in request has expired. Please enter your email again.',
        ),
      });
      const { user } = renderWithFakeTimers();
      await sendCode(user);

      act(() => jest.advanceTimersByTime(30_000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

      expect(await screen.findByText('OTP resent successfully')).toBeVisible();
      expect(api.callsTo('send-login-otp').map((call) => call.body)).toEqual([
        { email: 'asha@example.com' },
        { email: 'asha@example.com' },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes back to the address on Cancel, keeping it', async () => {
    mockApi({ 'send-login-otp': { userId: HANDLE } });
    const { user } = renderLogin();

    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.com');
  });

  it('starts with the address registration handed over', () => {
    renderRoute(<LoginPage />, {
      path: '/login',
      url: '/login',
      state: { email: 'asha@example.com' },
    });

    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.com');
  });
});
