import { act, screen, within } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { activateLocale } from '@voices/platform';
import {
  createNotification,
  createUser,
  renderWithProviders,
  signInAs,
} from '@voices/platform/testing';
import { routes } from '../routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

function Routed() {
  return useRoutes(routes);
}

const renderRoute = (path: string) => renderWithProviders(<Routed />, { route: path });

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the shell in Hindi', () => {
  it('shows the landing page, header and footer in Hindi', async () => {
    await activateLocale('hi');
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Voices में आपका स्वागत है',
    );
    expect(screen.getByRole('link', { name: /समाचार देखें/ })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'सेटिंग्स' })).toBeInTheDocument();
    expect(screen.getByText(/पेज दोबारा लोड किए बिना इंटरफ़ेस तुरंत बदल जाता है/)).toBeInTheDocument();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy');
  });

  it('names the bell with its unread count and titles the not-found page', async () => {
    await activateLocale('hi');
    const member = createUser({ name: 'Asha Rao' });
    createNotification(member);
    signInAs(member);
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(document.title).toBe('पेज नहीं मिला · Voices');
    expect(screen.getByRole('link', { name: 'ख़बर लिखें' })).toHaveAttribute('href', '/contribute');
    expect(screen.getByRole('link', { name: /^सूचनाएँ/ })).toHaveAttribute('href', '/notifications');
    // The count is read once the member's part of the shell has loaded.
    expect(await screen.findByRole('link', { name: 'सूचनाएँ, 1 अपठित' })).toBeInTheDocument();
  });

  it('dates the Privacy Policy in Hindi', async () => {
    await activateLocale('hi');
    renderRoute('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^पिछला अपडेट: /)).toHaveTextContent('नवंबर 2026');
    expect(document.body).toHaveTextContent('48 घंटों के अंदर');
  });
});

it('switches language in place, without reloading or remounting the page', async () => {
  renderRoute('/');
  expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  const heading = screen.getByRole('heading', { level: 1 });

  await act(() => activateLocale('mr'));

  expect(screen.getByRole('link', { name: 'लॉग इन करा' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  expect(heading).toHaveTextContent('Voices वर तुमचे स्वागत आहे');
});
