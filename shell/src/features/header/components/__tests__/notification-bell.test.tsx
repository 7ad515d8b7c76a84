import { act, screen, waitFor, within } from '@testing-library/react';
import { SOCKET_EVENTS } from '@voices/contracts/constants';
import { connectRealtime, sessionStore, unreadStore } from '@voices/platform';
import {
  API,
  HttpResponse,
  http,
  createNotification,
  createUser,
  realtime,
  renderWithProviders,
  server,
  type StoredUser,
} from '@voices/platform/testing';
import { Header } from '../header';

let member: StoredUser;

beforeEach(() => {
  member = createUser({ name: 'Asha Rao' });
});

const bell = () => screen.getByRole('link', { name: /^Notifications/ });

/** Counts the reads of the unread count the bell makes. */
function countReads() {
  const reads = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/notifications/unread-count') reads.count += 1;
  });
  return reads;
}

describe('the notification bell', () => {
  it('counts the unread notifications and links to /notifications', async () => {
    createNotification(member);
    createNotification(member, { read: true });
    createNotification(member);
    renderWithProviders(<Header />, { route: '/home', user: member });

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(bell()).toHaveAttribute('href', '/notifications');
    expect(within(bell()).getByText('2')).toBeInTheDocument();
  });

  it('shows 99+ past 99', async () => {
    server.use(
      http.get(`${API}/notifications/unread-count`, () =>
        HttpResponse.json({ success: true as const, unreadCount: 130 }),
      ),
    );
    renderWithProviders(<Header />, { route: '/home', user: member });

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 130 unread'));
    expect(within(bell()).getByText('99+')).toBeInTheDocument();
  });

  it('shows 0 silently when the count cannot be read', async () => {
    createNotification(member);
    const reads = countReads();
    server.use(
      http.get(`${API}/notifications/unread-count`, () =>
        HttpResponse.json({ success: false, message: 'Not now' }, { status: 403 }),
      ),
    );
    renderWithProviders(<Header />, { route: '/home', user: member });

    await waitFor(() => expect(reads.count).toBe(1));
    expect(bell()).toHaveAccessibleName('Notifications');
  });

  it('counts a notification the moment it arrives, then reads the count again', async () => {
    createNotification(member);
    await connectRealtime();
    const reads = countReads();
    renderWithProviders(<Header />, { route: '/home', user: member });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));

    // The server answers 2 once the new one is stored; the event arrives first.
    let release!: () => void;
    const stored = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/notifications/unread-count`, async () => {
        await stored;
        return HttpResponse.json({ success: true as const, unreadCount: 2 });
      }),
    );
    realtime.serverEmit(SOCKET_EVENTS.notification, { _id: 'b', read: false });

    // Counted before the server has answered the new read.
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(reads.count).toBe(2);
    await act(async () => release());
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('reads the count again when the realtime connection comes back', async () => {
    await connectRealtime();
    renderWithProviders(<Header />, { route: '/home', user: member });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));

    createNotification(member);
    realtime.reconnect();

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('takes the count another tab reports', async () => {
    createNotification(member);
    createNotification(member);
    await connectRealtime();
    renderWithProviders(<Header />, { route: '/home', user: member });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));

    realtime.serverEmit(SOCKET_EVENTS.notificationsChanged, { unreadCount: 0 });

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('reads the count every 60 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const reads = countReads();
      renderWithProviders(<Header />, { route: '/home', user: member });
      await waitFor(() => expect(reads.count).toBe(1));

      createNotification(member);
      await act(() => jest.advanceTimersByTimeAsync(59_000));
      expect(reads.count).toBe(1);
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
      expect(reads.count).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('agrees with the notifications page through the shared count', async () => {
    createNotification(member);
    createNotification(member);
    renderWithProviders(<Header />, { route: '/home', user: member });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));

    act(() => unreadStore.getState().setUnreadCount(1));

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('stops, and shows no count, once signed out', async () => {
    createNotification(member);
    const reads = countReads();
    renderWithProviders(<Header />, { route: '/home', user: member });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));

    act(() => sessionStore.getState().logout());

    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(reads.count).toBe(1);
  });

  it('shows the count in the mobile menu too', async () => {
    for (let i = 0; i < 3; i += 1) createNotification(member);
    const { user } = renderWithProviders(<Header />, { route: '/home', user: member });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu', busy: false });
    expect(within(menu).getByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });
});
