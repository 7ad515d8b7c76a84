import { act, screen, waitFor, within } from '@testing-library/react';
import { AUTH_MESSAGES } from '@voices/contracts/constants';
import { STORAGE_KEYS, sessionStore } from '@voices/platform';
import {
  API,
  TEST_OTP,
  attemptOf,
  createUser,
  fail,
  http,
  HttpResponse,
  recordRequests,
  requestsTo,
  server,
  signInAs,
  type StoredUser,
  renderWithProviders,
} from '@voices/platform/testing';
import { toast, Toaster } from '@voices/ui';
import { LoginPage } from '../login-page';

let asha: StoredUser;
/** The handle of a sign-in attempt, as send-login-otp answers it: not the account's id. */
let HANDLE: string;

function renderLogin(url = '/login?redirect=%2Fsaved') {
  return renderWithProviders(<LoginPage />, {
    persistent: <Toaster />,
    path: '/login',
    route: url,
  });
}

/** The page at /login, for tests that run jest's fake timers (the 30 s countdown). */
function renderWithFakeTimers() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  return renderWithProviders(<LoginPage />, {
    persistent: <Toaster />,
    path: '/login',
    route: '/login',
    userEvent: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) },
  });
}

async function sendCode(user: ReturnType<typeof renderLogin>['user'], email = 'asha@example.com') {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Send Login OTP' }));
  await screen.findByRole('heading', { level: 1, name: 'Login Verification' });
}

beforeEach(() => {
  act(() => toast.clear());
  asha = createUser({ name: 'Asha Rao', email: 'asha@example.com' });
  HANDLE = attemptOf(asha.email);
});

afterEach(() => {
  jest.useRealTimers();
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
    const seen = recordRequests(server);
    const { user } = renderLogin();

    await sendCode(user, ' asha@example.com ');
    expect(screen.getByText('asha@example.com')).toBeVisible();
    expect(document.title).toBe('Login Verification · Voices');
    await user.keyboard(TEST_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/saved$/);
    expect(requestsTo(seen, 'POST send-login-otp')[0]?.body).toEqual({ email: 'asha@example.com' });
    expect(requestsTo(seen, 'POST verify-login-otp')[0]?.body).toEqual({
      email: 'asha@example.com',
      otp: TEST_OTP,
    });
    const { user: signedIn, token } = sessionStore.getState();
    expect(token).toBe(asha.token);
    // The session's user is the one the verify answered, never the send's handle.
    expect(signedIn).toMatchObject({ id: asha.id, name: 'Asha Rao' });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe(asha.token);
  });

  it.each([
    ['/login', '/'],
    ['/login?redirect=%2Fnews%2F42%3Ftab%3Dworld', '/news/42?tab=world'],
    ['/login?redirect=%2F%2Fevil.example', '/'],
    ['/login?redirect=https%3A%2F%2Fevil.example%2F', '/'],
  ])('after signing in at %s goes to %s', async (url, target) => {
    const { user } = renderWithProviders(<LoginPage />, {
      persistent: <Toaster />,
      path: '/login',
      route: url,
    });

    await sendCode(user);
    await user.keyboard(`${TEST_OTP}{Enter}`);

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(target));
  });

  it('sends a reader who is already signed in straight on', () => {
    act(() => signInAs(asha));

    renderLogin();

    expect(screen.getByTestId('location').textContent).toBe('/saved');
  });

  it('shows the server message for an address without an account', async () => {
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.noAccount);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  it('says the code could not be sent when the server gives no reason', async () => {
    server.use(http.post(`${API}/send-login-otp`, () => new Response(null, { status: 400 })));
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP');
  });

  it('checks the address before sending it', async () => {
    const seen = recordRequests(server);
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Send Login OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');

    await user.type(screen.getByLabelText('Email address'), 'asha');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(seen).toHaveLength(0);
  });

  it('shows the busy state while the code is being sent', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${API}/send-login-otp`, async () => {
        await gate;
        return undefined;
      }),
    );
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login OTP' }));

    expect(await screen.findByRole('button', { name: /Sending code/ })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Login Verification' })).toBeInTheDocument();
  });

  it('keeps the reader on the code screen with the server message when the code is wrong', async () => {
    const { user } = renderLogin();

    await sendCode(user);
    await user.keyboard('0000{Enter}');

    expect(await screen.findByText(AUTH_MESSAGES.otpInvalid)).toBeVisible();
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fsaved');
  });

  it('does not sign in on an answer without a session', async () => {
    const { token: _token, ...plain } = asha;
    // An answer the contract does not allow: a user without a session token.
    server.use(
      http.post(`${API}/verify-login-otp`, () =>
        HttpResponse.json({ success: true, message: 'Logged in', user: plain }),
      ),
    );
    const { user } = renderLogin();

    await sendCode(user);
    await user.keyboard(`${TEST_OTP}{Enter}`);

    expect(await screen.findByText('OTP verification failed')).toBeVisible();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('asks for a new code for the same sign-in, each time with the newest handle', async () => {
    const seen = recordRequests(server);
    const { user } = renderWithFakeTimers();
    await sendCode(user);

    act(() => jest.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(await screen.findByText('OTP resent successfully')).toBeVisible();
    expect(requestsTo(seen, 'POST resend-login-otp')[0]?.body).toEqual({ userId: HANDLE });
    act(() => jest.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await screen.findByRole('button', { name: /^Resend OTP in/ });
    expect(requestsTo(seen, 'POST resend-login-otp')[1]?.body).toEqual({
      userId: `${HANDLE}#2`,
    });
    // The handle is never taken for the account: the session is still empty.
    expect(sessionStore.getState().user).toBeNull();
  });

  it('asks again with the address once the handle has expired with its code', async () => {
    server.use(
      http.post(`${API}/resend-login-otp`, () => fail(404, AUTH_MESSAGES.otpNotRequested)),
    );
    const seen = recordRequests(server);
    const { user } = renderWithFakeTimers();
    await sendCode(user);

    act(() => jest.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(await screen.findByText('OTP resent successfully')).toBeVisible();
    expect(requestsTo(seen, 'POST send-login-otp').map((call) => call.body)).toEqual([
      { email: 'asha@example.com' },
      { email: 'asha@example.com' },
    ]);
  });

  it('goes back to the address on Cancel, keeping it', async () => {
    const { user } = renderLogin();

    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.com');
  });

  it('starts with the address registration handed over', () => {
    renderWithProviders(<LoginPage />, {
      persistent: <Toaster />,
      path: '/login',
      route: '/login',
      state: { email: 'asha@example.com' },
    });

    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.com');
  });
});
