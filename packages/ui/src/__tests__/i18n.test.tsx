import { act, render, screen } from '@testing-library/react';
import { activateLocale } from '@voices/platform';
import { FactCheckBadge } from '../components/fact-check-badge';
import { OtpScreen, OTP_MESSAGES } from '../components/otp-screen';
import { ShareMenu } from '../components/share-menu';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

function renderOtp() {
  render(
    <OtpScreen
      title="Login Verification"
      email="asha@example.com"
      onVerify={() => Promise.resolve()}
      onResend={() => Promise.resolve()}
      onCancel={() => undefined}
    />,
  );
}

describe('the shared components in Hindi', () => {
  it('render their own words in the interface language', async () => {
    await activateLocale('hi');
    renderOtp();
    expect(screen.getByRole('button', { name: 'OTP सत्यापित करें' })).toBeInTheDocument();
    expect(screen.getByText('कृपया आपके ईमेल पर भेजा गया 4 अंकों का OTP दर्ज करें।')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com').parentElement).toHaveTextContent(
      'asha@example.com पर भेजा गया',
    );
    expect(screen.getByRole('textbox', { name: '4 में से अंक 1' })).toBeInTheDocument();
    expect(OTP_MESSAGES.invalid).toBe('अमान्य OTP। कृपया कोड जाँचें और फिर से कोशिश करें।');
  });

  it('switch in place, without being mounted again', async () => {
    render(
      <>
        <ShareMenu url="https://voices.example/news/1" title="Rain" menuLabel="Share" />
        <FactCheckBadge status="verified" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();

    await act(() => activateLocale('hi'));

    expect(screen.getByRole('button', { name: 'शेयर करें' })).toBeInTheDocument();
    expect(screen.getByText('सत्यापित')).toBeInTheDocument();
  });
});
