import { act, screen, within } from '@testing-library/react';
import { activateLocale } from '@voices/platform';
import { renderWithProviders } from '@voices/platform/testing';
import { Toaster } from '@voices/ui';
import { LoginPage } from '../login-page';
import { RegisterPage } from '../register-page';

function renderAt(path: '/login' | '/register') {
  return renderWithProviders(path === '/login' ? <LoginPage /> : <RegisterPage />, {
    persistent: <Toaster />,
    path,
    route: `${path}?redirect=%2Fsaved`,
  });
}

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the sign-in pages in Hindi', () => {
  it('shows the sign-in page, its links and its title in Hindi', async () => {
    await activateLocale('hi');
    renderAt('/login');

    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन करें' })).toBeVisible();
    expect(screen.getByLabelText('ईमेल पता')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'लॉग इन OTP भेजें' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'सुरक्षा सुविधाएँ' })).toBeVisible();
    // The link sits inside its sentence, which is one message.
    expect(screen.getByRole('link', { name: 'अभी बनाएँ' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fsaved',
    );
    expect(screen.getByRole('link', { name: 'नियम और शर्तों' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy');
    expect(document.title).toBe('लॉग इन करें · Voices');
  });

  it('says what is wrong with the address in Hindi', async () => {
    await activateLocale('hi');
    const { user } = renderAt('/login');

    await user.click(screen.getByRole('button', { name: 'लॉग इन OTP भेजें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया अपना ईमेल पता दर्ज करें।');
  });

  it('switches in place, keeping a message already on screen in the new language', async () => {
    const { user } = renderAt('/login');
    await user.type(screen.getByLabelText('Email address'), 'asha');
    await user.click(screen.getByRole('button', { name: 'Send Login OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');

    await act(() => activateLocale('hi'));

    expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन करें' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया एक मान्य ईमेल पता दर्ज करें।');
    expect(screen.getByLabelText('ईमेल पता')).toHaveValue('asha');
  });

  it('shows the registration steps and the acceptances in Hindi', async () => {
    await activateLocale('hi');
    renderAt('/register');

    expect(screen.getByRole('heading', { level: 1, name: 'अपना खाता बनाएँ' })).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'पंजीकरण की प्रगति' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // Each step reads its number, then (for screen readers) where it stands, then its name.
    expect(steps).toEqual([
      expect.stringContaining('3 में से चरण 1: ईमेल'),
      expect.stringContaining('3 में से चरण 2: सत्यापन'),
      expect.stringContaining('3 में से चरण 3: प्रोफ़ाइल'),
    ]);
    expect(screen.getByRole('checkbox', { name: 'मुझे नियम और शर्तें स्वीकार हैं' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fsaved',
    );
    expect(document.title).toBe('अपना खाता बनाएँ · Voices');
  });
});
