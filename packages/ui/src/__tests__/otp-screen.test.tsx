import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@voices/platform';
import { OtpScreen, OtpScreenError, type OtpScreenProps } from '../components/otp-screen';
import { Toaster, toast } from '../components/toaster';

/** An error as the api client raises it for a `{ success: false, message }` answer. */
function apiError(status: number, message?: string, extra: object = {}): ApiError {
  return message
    ? new ApiError(message, status, { success: false, message, ...extra }, true)
    : new ApiError(`Request failed with status ${status}`, status, null, false);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function setup(props: Partial<OtpScreenProps> = {}, { fakeTimers = false } = {}) {
  const onVerify = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
  const onResend = jest.fn<Promise<void>, []>().mockResolvedValue(undefined);
  const onCancel = jest.fn();
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {},
  );
  render(
    <>
      <OtpScreen
        title="Login Verification"
        email="asha@example.com"
        onVerify={onVerify}
        onResend={onResend}
        onCancel={onCancel}
        {...props}
      />
      <Toaster />
    </>,
  );
  return { user, onVerify, onResend, onCancel };
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const verifyButton = () => screen.getByRole('button', { name: 'Verify OTP' });
const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((el) => el.textContent)
    .join(' ');

afterEach(() => {
  act(() => toast.clear());
  jest.useRealTimers();
});

describe('OtpScreen', () => {
  it('shows its title, where the code went, and starts in the first box', () => {
    setup({ title: 'Email Verification', headingLevel: 1 });

    expect(screen.getByRole('heading', { level: 1, name: 'Email Verification' })).toBeVisible();
    expect(screen.getByText('Please enter the 4-digit OTP sent to your email.')).toBeVisible();
    expect(screen.getByText('asha@example.com')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Email Verification' })).toBeInTheDocument();
    expect(boxes()[0]).toHaveFocus();
  });

  it('keeps Verify OTP disabled until four digits are in, then sends them', async () => {
    const { user, onVerify } = setup();

    expect(verifyButton()).toBeDisabled();
    await user.keyboard('123');
    expect(verifyButton()).toBeDisabled();
    await user.keyboard('4');
    expect(verifyButton()).toBeEnabled();

    await user.click(verifyButton());

    expect(onVerify).toHaveBeenCalledWith('1234');
  });

  it('verifies on Enter once the code is complete', async () => {
    const { user, onVerify } = setup();

    await user.keyboard('5678{Enter}');

    expect(onVerify).toHaveBeenCalledTimes(1);
    expect(onVerify).toHaveBeenCalledWith('5678');
  });

  it('asks for the whole code on Enter before it is complete', async () => {
    const { user, onVerify } = setup();

    await user.keyboard('12{Enter}');

    expect(alertText()).toContain('Please enter a 4-digit OTP');
    expect(onVerify).not.toHaveBeenCalled();
    expect(boxes()[2]).toHaveFocus();
    // The message goes away as soon as the reader types again.
    await user.keyboard('3');
    expect(alertText()).not.toContain('Please enter a 4-digit OTP');
  });

  it('shows that it is verifying and cannot be sent twice', async () => {
    const pending = deferred<void>();
    const onVerify = jest.fn(() => pending.promise);
    const { user } = setup({ onVerify });

    await user.keyboard('1234');
    await user.click(verifyButton());

    const busy = screen.getByRole('button', { name: /Verifying/ });
    expect(busy).toBeDisabled();
    expect(boxes()[0]).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onVerify).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve());
    expect(verifyButton()).toBeEnabled();
  });

  it.each([
    [
      'the server message',
      apiError(400, 'This code has expired. Ask for a new one.'),
      'This code has expired. Ask for a new one.',
    ],
    [
      'the refused-code text when the server gave none',
      apiError(400),
      'Invalid OTP. Please check the code and try again.',
    ],
    ['the general text on any other failure', apiError(503), 'Verification failed'],
    [
      'the general text when the network fails',
      new TypeError('Failed to fetch'),
      'Verification failed',
    ],
    [
      'what the page said',
      new OtpScreenError('OTP verification failed'),
      'OTP verification failed',
    ],
  ])('on a failed verification shows %s and empties the boxes', async (_case, error, message) => {
    const { user } = setup({ onVerify: jest.fn().mockRejectedValue(error) });

    await user.keyboard('9999');
    await user.click(verifyButton());

    expect(await screen.findByText(message)).toBeVisible();
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '']);
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    await act(() => new Promise(requestAnimationFrame));
    expect(boxes()[0]).toHaveFocus();
    expect(verifyButton()).toBeDisabled();
  });

  it('counts 30 seconds down before a new code may be asked for', async () => {
    jest.useFakeTimers();
    const { onResend } = setup({}, { fakeTimers: true });

    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 27s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(26_000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 1s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));

    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    expect(onResend).not.toHaveBeenCalled();
  });

  it('resends the code, says so for 2 seconds, and counts down again', async () => {
    jest.useFakeTimers();
    const { user, onResend } = setup({}, { fakeTimers: true });
    await user.keyboard('12');
    act(() => jest.advanceTimersByTime(30_000));

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('OTP resent successfully')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '']);
    act(() => jest.advanceTimersByTime(1_900));
    expect(screen.getByText('OTP resent successfully')).toBeVisible();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('OTP resent successfully')).not.toBeInTheDocument();
  });

  it('says when a resend failed, for 4 seconds, and lets the reader try again', async () => {
    jest.useFakeTimers();
    const onResend = jest.fn().mockRejectedValueOnce(apiError(503)).mockResolvedValue(undefined);
    const { user } = setup({ onResend, cooldownSeconds: 0 }, { fakeTimers: true });

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(screen.getByText('Failed to resend OTP')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    act(() => jest.advanceTimersByTime(3_900));
    expect(screen.getByText('Failed to resend OTP')).toBeVisible();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Failed to resend OTP')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(onResend).toHaveBeenCalledTimes(2);
  });

  it('waits as long as the server asks when a resend comes too soon', async () => {
    jest.useFakeTimers();
    const onResend = jest
      .fn()
      .mockRejectedValue(apiError(429, 'Please wait 12 seconds before asking for a new code.'));
    const { user } = setup({ onResend, cooldownSeconds: 0 }, { fakeTimers: true });

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(screen.getByText('Failed to resend OTP')).toBeVisible();
    expect(
      await screen.findByText('Please wait 12 seconds before asking for a new code.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend OTP in 12s' })).toBeDisabled();
  });

  it('reads the wait from the answer when the server gives it as a number', async () => {
    jest.useFakeTimers();
    const onResend = jest.fn().mockRejectedValue(apiError(429, 'Too soon.', { retryAfter: 7 }));
    const { user } = setup({ onResend, cooldownSeconds: 0 }, { fakeTimers: true });

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(await screen.findByRole('button', { name: 'Resend OTP in 7s' })).toBeDisabled();
  });

  it('cancels', async () => {
    const { user, onCancel } = setup();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
