import { act, screen, waitFor, within } from '@testing-library/react';
import { AUTH_MESSAGES } from '@voices/contracts/constants';
import { sessionStore } from '@voices/platform';
import {
  API,
  TEST_OTP,
  attemptOf,
  createUser,
  db,
  fail,
  http,
  HttpResponse,
  pickedFile,
  recordRequests,
  registrationTokenFor,
  requestsTo,
  server,
  signInAs,
  renderWithProviders,
} from '@voices/platform/testing';
import { toast, Toaster } from '@voices/ui';
import { RegisterPage } from '../register-page';

const EMAIL = 'asha@example.com';
/** The handle of an attempt, as request-otp answers it: never an account's id. */
const HANDLE = attemptOf(EMAIL);
const TOKEN = registrationTokenFor(EMAIL);
const LOST = AUTH_MESSAGES.registrationLost;

/** The state the page keeps in its history entry, as the kit's location probe shows it. */
const historyState = () =>
  JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null');

type User = ReturnType<typeof renderWithProviders>['user'];

function renderRegister(url = '/register?redirect=%2Fsaved') {
  return renderWithProviders(<RegisterPage />, {
    persistent: <Toaster />,
    path: '/register',
    route: url,
  });
}

/** The page at /register, for tests that run jest's fake timers (the 30 s countdown). */
function renderWithFakeTimers() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  return renderWithProviders(<RegisterPage />, {
    persistent: <Toaster />,
    path: '/register',
    route: '/register',
    userEvent: { advanceTimers: (ms) => jest.advanceTimersByTime(ms) },
  });
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

async function verifyCode(user: User, code = TEST_OTP) {
  await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
}

/** Answers `/complete` with `reply` instead of the store's account and session. */
function completeAnswers(reply: () => Response) {
  server.use(http.post(`${API}/complete`, reply));
}

beforeEach(() => {
  act(() => toast.clear());
});

afterEach(() => {
  jest.useRealTimers();
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
    const seen = recordRequests(server);
    const { user } = renderRegister();

    await startRegistration(user);
    expect(currentStep()).toContain('Verify');
    expect(screen.getByText(EMAIL)).toBeVisible();

    await verifyCode(user);
    expect(await screen.findByLabelText(/Full Name/)).toHaveFocus();
    expect(currentStep()).toContain('Profile');

    await user.type(screen.getByLabelText(/Full Name/), '  Asha Rao ');
    await user.type(screen.getByLabelText(/Bio/), 'I write about my city.');
    await user.upload(screen.getByLabelText(/Profile Photo/), pickedFile('me.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/saved'));
    expect(requestsTo(seen, 'POST request-otp')[0]?.body).toEqual({ email: EMAIL });
    expect(requestsTo(seen, 'POST verify-otp')[0]?.body).toEqual({ email: EMAIL, otp: TEST_OTP });
    const sent = requestsTo(seen, 'POST complete')[0]?.body as Record<string, unknown>;
    expect(sent).toEqual({
      email: EMAIL,
      registrationToken: TOKEN,
      name: 'Asha Rao',
      bio: 'I write about my city.',
      acceptTerms: 'true',
      acceptPrivacy: 'true',
      photo: expect.anything(),
    });
    expect((sent.photo as File).name).toBe('me.png');
    const account = db.users.find((candidate) => candidate.email === EMAIL)!;
    expect(sessionStore.getState()).toMatchObject({
      token: account.token,
      user: { name: 'Asha Rao' },
    });
    expect(screen.getByText(AUTH_MESSAGES.registered)).toBeVisible();
  });

  it('sends no photo when none was chosen, and goes to / without a redirect', async () => {
    const seen = recordRequests(server);
    const { user } = renderRegister('/register');

    await startRegistration(user);
    await verifyCode(user);
    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(requestsTo(seen, 'POST complete')[0]?.body).toEqual({
      email: EMAIL,
      registrationToken: TOKEN,
      name: 'Asha Rao',
      bio: '',
      acceptTerms: 'true',
      acceptPrivacy: 'true',
    });
  });

  it('requires the full name, in the server’s words', async () => {
    const seen = recordRequests(server);
    const { user } = renderRegister();
    await startRegistration(user);
    await verifyCode(user);

    await user.type(await screen.findByLabelText(/Full Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText(AUTH_MESSAGES.nameRequired)).toBeVisible();
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    expect(requestsTo(seen, 'POST complete')).toHaveLength(0);
  });

  it('keeps a refused photo out of the registration', async () => {
    const seen = recordRequests(server);
    const { user } = renderWithProviders(<RegisterPage />, {
      persistent: <Toaster />,
      path: '/register',
      route: '/register',
      userEvent: { applyAccept: false },
    });
    await startRegistration(user);
    await verifyCode(user);

    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.upload(
      screen.getByLabelText(/Profile Photo/),
      pickedFile('me.svg', 'image/svg+xml', '<svg/>'),
    );
    expect(screen.getByText('Please choose a PNG, JPG, GIF or WebP image.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    await screen.findByTestId('location');
    expect(requestsTo(seen, 'POST complete')[0]?.body).not.toHaveProperty('photo');
  });

  it('sends the reader to sign in when the account comes back without a session', async () => {
    completeAnswers(() =>
      HttpResponse.json({ success: true, message: 'Registration complete. Please sign in.' }),
    );
    const { user } = renderRegister();
    await startRegistration(user);
    await verifyCode(user);

    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/login?redirect=%2Fsaved');
    expect(location).toHaveAttribute('data-state', JSON.stringify({ email: EMAIL }));
    expect(sessionStore.getState().user).toBeNull();
  });

  it('starts again from the address when the verified registration is gone', async () => {
    // The store's /complete refuses any token but the one /verify-otp gave this address.
    server.use(
      http.post(`${API}/verify-otp`, () =>
        HttpResponse.json({
          success: true,
          message: AUTH_MESSAGES.otpVerified,
          registrationToken: 'a-token-that-expired',
        }),
      ),
    );
    const { user } = renderRegister();
    await startRegistration(user);
    await verifyCode(user);

    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText(LOST)).toBeVisible();
    expect(currentStep()).toContain('Email');
    expect(screen.getByLabelText('Email address')).toHaveValue(EMAIL);
    expect(screen.getByRole('checkbox', { name: /Terms and Conditions/ })).toBeChecked();
  });

  it('shows why the registration could not be completed', async () => {
    completeAnswers(() => fail(413, 'The photo is larger than 10 MB.'));
    const { user } = renderRegister();
    await startRegistration(user);
    await verifyCode(user);

    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText('The photo is larger than 10 MB.')).toBeVisible();
    expect(currentStep()).toContain('Profile');
  });

  it('says the registration failed when the server gives no reason', async () => {
    completeAnswers(() => new Response(null, { status: 400 }));
    const { user } = renderRegister();
    await startRegistration(user);
    await verifyCode(user);

    await user.type(await screen.findByLabelText(/Full Name/), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByText('Failed to complete registration')).toBeVisible();
  });

  it('keeps the reader on the code step when the code is wrong', async () => {
    const { user } = renderRegister();
    await startRegistration(user);

    await verifyCode(user, '0000');

    expect(await screen.findByText(AUTH_MESSAGES.otpInvalid)).toBeVisible();
    expect(currentStep()).toContain('Verify');
  });

  it('starts again from the address when the code step finds no registration', async () => {
    server.use(http.post(`${API}/verify-otp`, () => fail(400, LOST)));
    const { user } = renderRegister();
    await startRegistration(user);

    await verifyCode(user);

    expect(await screen.findByText(LOST)).toBeVisible();
    expect(currentStep()).toContain('Email');
    expect(screen.getByLabelText('Email address')).toHaveValue(EMAIL);
  });

  it('resends the registration code, each time with the newest handle', async () => {
    const seen = recordRequests(server);
    const { user } = renderWithFakeTimers();
    await startRegistration(user);
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP resent successfully')).toBeVisible();
    act(() => jest.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() =>
      expect(requestsTo(seen, 'POST resend-registration-otp')[1]?.body).toBeDefined(),
    );

    expect(requestsTo(seen, 'POST resend-registration-otp').map((call) => call.body)).toEqual([
      { userId: HANDLE },
      { userId: `${HANDLE}#2` },
    ]);
  });

  it('asks again with the address once the resend handle has expired with its code', async () => {
    server.use(http.post(`${API}/resend-registration-otp`, () => fail(404, LOST)));
    const seen = recordRequests(server);
    const { user } = renderWithFakeTimers();
    await startRegistration(user);

    act(() => jest.advanceTimersByTime(30_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(await screen.findByText('OTP resent successfully')).toBeVisible();
    expect(currentStep()).toContain('Verify');
    expect(requestsTo(seen, 'POST resend-registration-otp')[0]?.body).toEqual({
      userId: HANDLE,
    });
    expect(requestsTo(seen, 'POST request-otp').map((call) => call.body)).toEqual([
      { email: EMAIL },
      { email: EMAIL },
    ]);
  });

  it('says so when the fresh request after an expired handle is refused too', async () => {
    const TOO_MANY =
      'Too many OTP emails have been sent to this address. Please try again in 41 minutes.';
    server.use(http.post(`${API}/resend-registration-otp`, () => fail(404, LOST)));
    const { user } = renderWithFakeTimers();
    await startRegistration(user);
    act(() => jest.advanceTimersByTime(30_000));
    server.use(http.post(`${API}/request-otp`, () => fail(429, TOO_MANY)));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(await screen.findByText('Failed to resend OTP')).toBeVisible();
    expect(screen.getByText(TOO_MANY)).toBeVisible();
    expect(currentStep()).toContain('Verify');
  });

  it('carries on after a reload at the profile step, token and all', async () => {
    const seen = recordRequests(server);
    const first = renderWithProviders(<RegisterPage />, {
      path: '/register',
      route: '/register?redirect=%2Fsaved',
      persistent: <Toaster />,
    });
    await startRegistration(first.user);
    await waitFor(() => expect(historyState().registration?.step.name).toBe('verify'));
    expect(historyState().registration).toEqual({
      step: { name: 'verify', handle: HANDLE },
      values: { email: EMAIL, acceptTerms: true, acceptPrivacy: true },
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
    const again = renderWithProviders(<RegisterPage />, {
      persistent: <Toaster />,
      path: '/register',
      route: '/register?redirect=%2Fsaved',
      state: saved,
    });
    expect(currentStep()).toContain('Profile');
    await again.user.type(screen.getByLabelText(/Full Name/), 'Asha Rao');
    await again.user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/saved'));
    expect(requestsTo(seen, 'POST complete')[0]?.body).toMatchObject({
      email: EMAIL,
      registrationToken: TOKEN,
    });
  });

  it('carries on after a reload at the code step with the same handle', async () => {
    const seen = recordRequests(server);
    const { user } = renderWithProviders(<RegisterPage />, {
      persistent: <Toaster />,
      path: '/register',
      route: '/register',
      state: {
        registration: {
          step: { name: 'verify', handle: HANDLE },
          values: { email: EMAIL, acceptTerms: true, acceptPrivacy: true },
        },
      },
    });
    expect(screen.getByRole('heading', { name: 'Email Verification' })).toBeVisible();
    expect(screen.getByText(EMAIL)).toBeVisible();
    await verifyCode(user);
    expect(await screen.findByLabelText(/Full Name/)).toBeVisible();
    expect(requestsTo(seen, 'POST verify-otp')[0]?.body).toEqual({ email: EMAIL, otp: TEST_OTP });
  });

  it('starts cleanly when the saved state is not a registration', () => {
    renderWithProviders(<RegisterPage />, {
      persistent: <Toaster />,
      path: '/register',
      route: '/register',
      state: { registration: { step: { name: 'profile' }, values: { email: 42 } } },
    });
    expect(currentStep()).toContain('Email');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('goes back to the first step on Cancel, keeping what was entered', async () => {
    const { user } = renderRegister();
    await startRegistration(user);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(currentStep()).toContain('Email');
    expect(screen.getByLabelText('Email address')).toHaveValue(EMAIL);
    expect(screen.getByRole('checkbox', { name: /Privacy Policy/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeEnabled();
  });

  it('sends a reader who is already signed in on to the target', () => {
    act(() => signInAs(createUser({ name: 'Asha Rao', email: EMAIL })));

    renderRegister();

    expect(screen.getByTestId('location').textContent).toBe('/saved');
  });
});
