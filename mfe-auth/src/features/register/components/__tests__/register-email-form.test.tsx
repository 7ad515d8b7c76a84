import { screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@voices/contracts/constants';
import {
  API,
  attemptOf,
  createUser,
  http,
  recordRequests,
  requestsTo,
  server,
  renderWithProviders,
} from '@voices/platform/testing';
import { Toaster } from '@voices/ui';
import { RegisterEmailForm, type RegisterEmailFormProps } from '../register-email-form';

function setup(props: Partial<RegisterEmailFormProps> = {}) {
  const onSent = jest.fn();
  const view = renderWithProviders(
    <RegisterEmailForm loginHref="/login?redirect=%2Fsaved" onSent={onSent} {...props} />,
    {
      persistent: <Toaster />,
      path: '/register',
      route: '/register',
    },
  );
  return { ...view, onSent };
}

const email = () => screen.getByLabelText('Email address');
const terms = () => screen.getByRole('checkbox', { name: /Terms and Conditions/ });
const privacy = () => screen.getByRole('checkbox', { name: /Privacy Policy/ });
const start = () => screen.getByRole('button', { name: 'Send Verification Code' });
const ACCEPT = AUTH_MESSAGES.acceptanceRequired;

describe('RegisterEmailForm', () => {
  it('links both agreements, opening in a new tab', () => {
    setup();

    const termsLink = screen.getByRole('link', { name: 'Terms and Conditions' });
    const privacyLink = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(termsLink).toHaveAttribute('href', '/terms');
    expect(privacyLink).toHaveAttribute('href', '/privacy');
    for (const link of [termsLink, privacyLink]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('keeps the start button disabled until an address is given and both boxes are ticked', async () => {
    const { user } = setup();

    expect(start()).toBeDisabled();
    await user.type(email(), 'asha@example.com');
    expect(start()).toBeDisabled();
    await user.click(terms());
    expect(start()).toBeDisabled();
    await user.click(privacy());
    expect(start()).toBeEnabled();
    await user.click(terms());
    expect(start()).toBeDisabled();
    await user.click(terms());
    await user.clear(email());
    expect(start()).toBeDisabled();
  });

  it('asks for both acceptances when the reader submits without them', async () => {
    const seen = recordRequests(server);
    const { user, onSent } = setup();

    await user.type(email(), 'asha@example.com');
    await user.click(terms());
    await user.keyboard('{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent(ACCEPT);
    expect(seen).toHaveLength(0);
    expect(onSent).not.toHaveBeenCalled();

    await user.click(privacy());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('asks for a valid address', async () => {
    const seen = recordRequests(server);
    const { user } = setup();

    await user.type(email(), 'asha@example');
    await user.click(terms());
    await user.click(privacy());
    await user.click(start());

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(seen).toHaveLength(0);
    expect(email()).toHaveFocus();
  });

  it('requests a code for the trimmed address and reports it sent', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${API}/request-otp`, async () => {
        await gate;
        return undefined;
      }),
    );
    const seen = recordRequests(server);
    const { user, onSent } = setup();

    await user.type(email(), '  asha@example.com ');
    await user.click(terms());
    await user.click(privacy());
    await user.click(start());

    expect(await screen.findByRole('button', { name: /Sending code/ })).toBeDisabled();
    release();
    await screen.findByRole('button', { name: 'Send Verification Code' });
    expect(requestsTo(seen, 'POST request-otp').map((call) => call.body)).toEqual([
      { email: 'asha@example.com' },
    ]);
    expect(onSent).toHaveBeenCalledWith(
      { email: 'asha@example.com', acceptTerms: true, acceptPrivacy: true },
      attemptOf('asha@example.com'),
    );
  });

  it('points an address that already has an account to sign-in', async () => {
    createUser({ email: 'asha@example.com' });
    const { user, onSent } = setup();

    await user.type(email(), 'asha@example.com');
    await user.click(terms());
    await user.click(privacy());
    await user.click(start());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AUTH_MESSAGES.accountExists);
    await user.click(screen.getByRole('link', { name: 'Sign in instead' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fsaved');
    expect(screen.getByTestId('location')).toHaveAttribute(
      'data-state',
      JSON.stringify({ email: 'asha@example.com' }),
    );
    expect(onSent).not.toHaveBeenCalled();
  });

  it('says the code could not be sent when the server gives no reason', async () => {
    server.use(http.post(`${API}/request-otp`, () => new Response(null, { status: 400 })));
    const { user } = setup();

    await user.type(email(), 'asha@example.com');
    await user.click(terms());
    await user.click(privacy());
    await user.click(start());

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP');
    expect(start()).toBeEnabled();
  });

  it('starts from the values it is given, with a notice', () => {
    setup({
      initial: { email: 'asha@example.com', acceptTerms: true, acceptPrivacy: true },
      notice: AUTH_MESSAGES.registrationLost,
    });

    expect(email()).toHaveValue('asha@example.com');
    expect(terms()).toBeChecked();
    expect(privacy()).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.registrationLost);
  });
});
