import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, themeStore } from '@voices/platform';
import {
  API,
  HttpResponse,
  http,
  createUser,
  renderWithProviders,
  server,
  signInAs,
  type StoredUser,
} from '@voices/platform/testing';
import { Header } from '../header';

let member: StoredUser;

beforeEach(() => {
  member = createUser({ name: 'Asha Rao', email: 'asha@example.com' });
});

const renderAt = (path = '/') => renderWithProviders(<Header />, { route: path });
const signIn = () => signInAs(member);

const settingsPanel = () => screen.queryByRole('group', { name: 'Settings' });
const mobilePanel = () => screen.getByRole('navigation', { name: 'Menu' });

// Each menu's contents load when it is first opened: the panel is busy until they have come.
async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  await waitFor(() => expect(settingsPanel()).not.toHaveAttribute('aria-busy'));
}
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await waitFor(() => expect(mobilePanel()).not.toHaveAttribute('aria-busy'));
}

describe('signed out', () => {
  it('links the logo to / and shows a Login link but no bell or compose button', () => {
    renderAt();
    expect(screen.getByRole('link', { name: /Voices, front page/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Compose News/ })).not.toBeInTheDocument();
  });

  it('shows the scrolling tagline', () => {
    renderAt();
    expect(
      screen.getByText('Your world, your voice: Share, read & react to global stories'),
    ).toBeInTheDocument();
  });
});

describe('the settings dropdown', () => {
  it('toggles dark mode with the spec labels', async () => {
    const user = userEvent.setup();
    renderAt();
    await openSettings(user);
    const panel = within(settingsPanel()!);
    await user.click(panel.getByRole('button', { name: 'Switch to dark mode' }));
    expect(themeStore.getState().theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#1f2937',
    );
    await user.click(panel.getByRole('button', { name: 'Switch to light mode' }));
    expect(themeStore.getState().theme).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('offers the language select', async () => {
    const user = userEvent.setup();
    renderAt();
    await openSettings(user);
    expect(
      within(settingsPanel()!).getByRole('combobox', { name: 'Language' }),
    ).toBeInTheDocument();
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Header />
        <p>Elsewhere</p>
      </>,
    );
    await openSettings(user);
    expect(settingsPanel()).toBeInTheDocument();
    await user.click(within(settingsPanel()!).getByRole('combobox', { name: 'Language' }));
    expect(settingsPanel()).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere'));
    expect(settingsPanel()).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    renderAt();
    const trigger = screen.getByRole('button', { name: 'Settings' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(settingsPanel()).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('has no Logout when signed out', async () => {
    const user = userEvent.setup();
    renderAt();
    await openSettings(user);
    expect(
      within(settingsPanel()!).queryByRole('button', { name: 'Logout' }),
    ).not.toBeInTheDocument();
  });
});

describe('signed in', () => {
  beforeEach(() => signIn());

  it('shows the compose button, the bell, and the avatar and name linking to /profile/me', async () => {
    let reads = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/notifications/unread-count') reads += 1;
    });
    renderAt('/home');
    expect(screen.getByRole('link', { name: /Voices, front page/ })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(screen.getByRole('link', { name: /Compose News/ })).toHaveAttribute(
      'href',
      '/contribute',
    );
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(screen.getByRole('link', { name: new RegExp(member.name) })).toHaveAttribute(
      'href',
      '/profile/me',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // The bell's count loads with the member's part of the header: none unread here.
    await waitFor(() => expect(reads).toBe(1));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it.each(['/user', '/contribute', '/contribute/noir', '/home?tab=contribute'])(
    'highlights the compose button in the contribute area (%s)',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('link', { name: /Compose News/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  it('does not highlight it elsewhere', () => {
    renderAt('/news');
    expect(screen.getByRole('link', { name: /Compose News/ })).not.toHaveAttribute('aria-current');
  });

  it('logs out even when the server cannot be reached, and goes to /login', async () => {
    let asked = false;
    server.use(
      http.post(`${API}/logout`, () => {
        asked = true;
        return HttpResponse.error();
      }),
    );
    const user = userEvent.setup();
    renderAt('/news');
    await openSettings(user);
    await user.click(within(settingsPanel()!).getByRole('button', { name: 'Logout' }));
    expect(asked).toBe(true);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(sessionStore.getState().user).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('the Moderation link', () => {
  it('is in a moderator’s menus', async () => {
    signInAs(createUser({ name: 'Mo', role: 'moderator' }));
    const user = userEvent.setup();
    renderAt('/home');
    await openSettings(user);
    expect(within(settingsPanel()!).getByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/moderation',
    );
    await openMenu(user);
    const menu = within(mobilePanel());
    expect(menu.getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
  });

  it('is not in a member’s', async () => {
    signIn();
    const user = userEvent.setup();
    renderAt('/home');
    await openSettings(user);
    expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
    await openMenu(user);
    expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  });
});

describe('the mobile menu', () => {
  it('holds the name, e-mail and links of a signed-in user', async () => {
    signIn();
    const user = userEvent.setup();
    renderAt('/home');
    await openMenu(user);
    const menu = within(mobilePanel());
    expect(menu.getByText(member.name)).toBeInTheDocument();
    expect(menu.getByText(member.email)).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile/me');
    expect(menu.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(menu.getByRole('link', { name: 'Share News' })).toHaveAttribute('href', '/contribute');
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(menu.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('offers Login to visitors and closes after navigating', async () => {
    const user = userEvent.setup();
    renderAt();
    await openMenu(user);
    const menu = mobilePanel();
    expect(within(menu).queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

it('follows the session as it changes', () => {
  renderAt();
  expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  act(() => signIn());
  expect(screen.getByRole('link', { name: /Compose News/ })).toBeInTheDocument();
});
