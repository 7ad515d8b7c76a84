import { screen } from '@testing-library/react';
import { apiError, deferred, mockApi } from '../../../../testing/mock-api';
import { renderRoute } from '../../../../testing/render';
import { RegisterEmailForm, type RegisterEmailFormProps } from '../register-email-form';

function setup(props: Partial<RegisterEmailFormProps> = {}) {
  const onSent = jest.fn();
  const view = renderRoute(
    <RegisterEmailForm loginHref="/login?redirect=%2Fsaved" onSent={onSent} {...props} />,
    { path: '/register', url: '/register' },
  );
  return { ...view, onSent };
}

const email = () => screen.getByLabelText('Email address');
const terms = () => screen.getByRole('checkbox', { name: /Terms and Conditions/ });
const privacy = () => screen.getByRole('checkbox', { name: /Privacy Policy/ });
const start = () => screen.getByRole('button', { name: 'Send Verification Code' });
const ACCEPT = 'Please accept the Terms and Conditions and Privacy Policy to continue.';

afterEach(() => jest.restoreAllMocks());

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
    const api = mockApi({});
    const { user, onSent } = setup();

    await user.type(email(), 'asha@example.com');
    await user.click(terms());
    await user.keyboard('{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent(ACCEPT);
    expect(api.calls).toHaveLength(0);
    expect(onSent).not.toHaveBeenCalled();

    await user.click(privacy());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('asks for a valid address', async () => {
    const api = mockApi({});
    const { user } = setup();

    await user.type(email(), 'asha@example');
    await user.click(terms());
    await user.click(privacy());
    await user.click(start());

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(api.calls).toHaveLength(0);
    expect(email()).toHaveFocus();
  });

  it('requests a code for the trimmed address and reports it sent', async () => {
    const reply = deferred<unknown>();
    const api = mockApi({ 'request-otp': () => reply.promise });
    const { user, onSent } = setup();

    await user.type(email(), '  asha@example.com ');
    await user.click(terms());
    await user.click(privacy());
    await user.click(start());

    expect(screen.getByRole('button', { name: /Sending code/ })).toBeDisabled();
    reply.resolve({ userId: '64b7f0c2a1b2c3d4e5f60718', message: 'OTP sent' });
    await screen.findByRole('button', { name: 'Send Verification Code' });
    expect(api.callsTo('request-otp')).toEqual([
      { path: 'request-otp', body: { email: 'asha@example.com' } },
    ]);
    expect(onSent).toHaveBeenCalledWith(
      { email: 'asha@example.com', acceptTerms: true, acceptPrivacy: true },
      '64b7f0c2a1b2c3d4e5f60718',
    );
  });

  it('points an address that already has an account to sign-in', async () => {
    mockApi({
      'request-otp': apiError(409, 'An account with this email already exists. Please log in.'),
    });
    const { user, onSent } = setup();

    await user.type(email(), 'asha@example.com');
    await user.click(terms());
    await user.click(privacy());
    await user.click(start());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists. Please log in.');
    await user.click(screen.getByRole('link', { name: 'Sign in instead' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fsaved');
    expect(screen.getByTestId('location')).toHaveAttribute(
      'data-state',
      JSON.stringify({ email: 'asha@example.com' }),
    );
    expect(onSent).not.toHaveBeenCalled();
  });

  it('says the code could not be sent when the server gives no reason', async () => {
    mockApi({ 'request-otp': apiError(502) });
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
      notice: 'OTP expired or session expired. Please restart registration.',
    });

    expect(email()).toHaveValue('asha@example.com');
    expect(terms()).toBeChecked();
    expect(privacy()).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'OTP expired or session expired. Please restart registration.',
    );
  });
});
