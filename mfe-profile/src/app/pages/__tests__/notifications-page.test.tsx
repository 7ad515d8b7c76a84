import { act, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@voices/contracts';
import {
  NOTIFICATION_MESSAGES,
  SOCKET_EVENTS,
  notificationTexts,
} from '@voices/contracts/constants';
import { connectRealtime, unreadStore } from '@voices/platform';
import {
  API,
  createNotification,
  createUser,
  db,
  fail,
  http,
  realtime,
  renderWithProviders,
  server,
  signInAs,
  type StoredUser,
  requestsTo,
  recordRequests,
  type SeenRequest,
} from '@voices/platform/testing';
import { Toaster, toast } from '@voices/ui';
import { NotificationsPage } from '../notifications-page';

const SENTENCE = 'After a long dry month the rain came back to the valley on Sunday night. ';
const STORY = {
  _id: '64f1a2b3c4d5e6f708192b01',
  title: 'Rain returns to the valley',
  content: `<p>${SENTENCE.repeat(3)}</p>`,
  media: ['rain.jpg'],
  createdAt: '2024-06-01T08:00:00.000Z',
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let ME: StoredUser;
let MEERA: { _id: string; name: string; photo: string };
let RAVI: { _id: string; name: string; photo: string };
let FOLLOWED: Notification;
let PUBLISHED: Notification;
let OLD_READ: Notification;

/** Meera followed (5 minutes ago), Meera published (2 hours ago), Ravi unfollowed (read). */
function seed(
  which: ('followed' | 'published' | 'oldRead')[] = ['followed', 'published', 'oldRead'],
) {
  const make = {
    followed: () =>
      (FOLLOWED = createNotification(ME, {
        type: 'follow',
        message: 'Meera Iyer started following you',
        actor: MEERA,
        author: { name: MEERA.name, photo: '' },
        createdAt: minutesAgo(5),
      })),
    published: () =>
      (PUBLISHED = createNotification(ME, {
        type: 'news_contribution',
        message: notificationTexts.published('Meera Iyer', STORY.title),
        actor: MEERA,
        author: { name: MEERA.name, photo: '' },
        newsId: STORY,
        createdAt: minutesAgo(120),
      })),
    oldRead: () =>
      (OLD_READ = createNotification(ME, {
        type: 'unfollow',
        message: 'Ravi stopped following you',
        read: true,
        actor: RAVI,
        author: { name: RAVI.name, photo: '' },
        createdAt: '2000-01-01T00:00:00.000Z',
      })),
  };
  for (const name of which) make[name]();
}

function renderPage() {
  return renderWithProviders(
    <>
      <NotificationsPage />
      <Toaster />
    </>,
    { route: '/notifications', path: '/notifications', user: ME },
  );
}

/** The shell opens the realtime connection for a signed-in reader; alone, the test does. */
function openSocket() {
  act(() => {
    signInAs(ME);
    connectRealtime();
  });
}

const listReads = (seen: SeenRequest[]) => requestsTo(seen, 'GET notifications');

beforeEach(() => {
  act(() => toast.clear());
  ME = createUser({ name: 'Asha Rao' });
  const meera = createUser({ name: 'Meera Iyer' });
  const ravi = createUser({ name: 'Ravi' });
  MEERA = { _id: meera.id, name: meera.name, photo: '' };
  RAVI = { _id: ravi.id, name: ravi.name, photo: '' };
});

describe('NotificationsPage', () => {
  it('lists notifications with the N new badge, times and a preview cut at 100 characters', async () => {
    seed();
    renderPage();

    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notifications2 new');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    expect(
      screen.getByText('Meera Iyer published "Rain returns to the valley"'),
    ).toBeInTheDocument();

    const preview = document.querySelector('.vx-notif-preview')!.textContent!;
    // The first 100 characters (a space at the cut dropped), then the dots.
    expect(preview).toBe(`${SENTENCE.repeat(3).slice(0, 100).trimEnd()}...`);
    expect(preview.length).toBeLessThanOrEqual(103);
    expect(preview).not.toContain('<p>');
    expect(unreadStore.getState().unreadCount).toBe(2);
    expect(document.title).toBe('Notifications · Voices');
  });

  it('says invalid date for a time it cannot read', async () => {
    seed(['oldRead']);
    OLD_READ.createdAt = 'not a date';
    renderPage();

    expect(await screen.findByText('invalid date')).toBeInTheDocument();
  });

  it('does not repeat a story title the message already names', async () => {
    seed(['published']);
    PUBLISHED.message = `Meera Iyer published "${STORY.title}"`;
    renderPage();

    const item = (await screen.findByText(`Meera Iyer published "${STORY.title}"`)).closest('li')!;
    expect(within(item).queryByText(STORY.title)).not.toBeInTheDocument();
    expect(within(item).getByText(/^After a long dry month/)).toBeInTheDocument();
  });

  it('takes the unread count over all pages from the server', async () => {
    for (let index = 0; index < 27; index += 1) {
      createNotification(ME, { message: `Follower ${index}`, createdAt: minutesAgo(index) });
    }
    renderPage();

    expect(await screen.findByText('27 new')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(unreadStore.getState().unreadCount).toBe(27);
  });

  it('shows the spec’s empty text', async () => {
    renderPage();

    expect(
      await screen.findByText(
        "No notifications yet. We'll notify you when something important happens.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    expect(screen.queryByText(/new$/)).not.toBeInTheDocument();
  });

  it('says when loading failed and loads again on Retry', async () => {
    seed(['followed']);
    const seen = recordRequests(server);
    server.use(http.get(`${API}/notifications`, () => fail(400, 'Busy'), { once: true }));
    const { user } = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load notifications. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Meera Iyer started following you')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(listReads(seen)).toHaveLength(2);
  });

  it('marks all as read', async () => {
    seed();
    const seen = recordRequests(server);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.queryByText('2 new')).not.toBeInTheDocument());
    expect(requestsTo(seen, 'PUT notifications/mark-all-read')).toHaveLength(1);
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(unreadStore.getState().unreadCount).toBe(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(db.notifications.every((notification) => notification.read)).toBe(true);
  });

  it('clears one notification', async () => {
    seed();
    const seen = recordRequests(server);
    const { user } = renderPage();

    const item = (await screen.findByText(FOLLOWED.message)).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Clear' }));

    await waitFor(() => expect(screen.queryByText(FOLLOWED.message)).not.toBeInTheDocument());
    expect(requestsTo(seen, `DELETE notifications/${FOLLOWED._id}`)).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('1 new')).toBeInTheDocument();
  });

  it('clears all after the confirmation', async () => {
    seed();
    const seen = recordRequests(server);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear All' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(seen, 'DELETE notifications/clear-all')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear All' }),
    );

    expect(
      await screen.findByText(
        "No notifications yet. We'll notify you when something important happens.",
      ),
    ).toBeInTheDocument();
    expect(requestsTo(seen, 'DELETE notifications/clear-all')).toHaveLength(1);
    expect(unreadStore.getState().unreadCount).toBe(0);
    expect(db.notifications).toHaveLength(0);
  });

  it('shows the server message when clearing fails and keeps the list', async () => {
    seed(['followed']);
    server.use(
      http.delete(`${API}/notifications/:id`, () => fail(404, NOTIFICATION_MESSAGES.notFound)),
    );
    const { user } = renderPage();

    const item = (await screen.findByText(FOLLOWED.message)).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Clear' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.notFound);
    expect(screen.getByText(FOLLOWED.message)).toBeInTheDocument();
  });

  it('marks a follow read and goes to the follower’s profile on click', async () => {
    seed(['followed', 'published']);
    const seen = recordRequests(server);
    const { user } = renderPage();

    await user.click(await screen.findByText(FOLLOWED.message));

    expect(screen.getByTestId('location')).toHaveTextContent(`/profile/${MEERA._id}`);
    await waitFor(() =>
      expect(requestsTo(seen, `PUT notifications/${FOLLOWED._id}/marks-read`)).toHaveLength(1),
    );
    await waitFor(() => expect(unreadStore.getState().unreadCount).toBe(1));
  });

  it('marks a story notification read and goes to the story on click', async () => {
    seed(['published']);
    const seen = recordRequests(server);
    const { user } = renderPage();

    await user.click(await screen.findByText(PUBLISHED.message));

    expect(screen.getByTestId('location')).toHaveTextContent(`/contribute/news/${STORY._id}`);
    await waitFor(() =>
      expect(requestsTo(seen, `PUT notifications/${PUBLISHED._id}/marks-read`)).toHaveLength(1),
    );
    expect(unreadStore.getState().unreadCount).toBe(0);
  });

  it('puts a notification back to unread when the server refuses to mark it', async () => {
    seed(['followed', 'published']);
    server.use(http.put(`${API}/notifications/:id/marks-read`, () => fail(404, 'Gone')));
    const { user } = renderPage();

    const item = (await screen.findByText(PUBLISHED.message)).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(unreadStore.getState().unreadCount).toBe(2));
    expect(within(item).getByText('New')).toBeInTheDocument();
  });

  it('does not mark an already read notification again', async () => {
    seed(['oldRead']);
    const seen = recordRequests(server);
    const { user } = renderPage();

    await user.click(await screen.findByText(OLD_READ.message));

    expect(screen.getByTestId('location')).toHaveTextContent(`/profile/${RAVI._id}`);
    expect(seen.filter((entry) => entry.call.startsWith('PUT'))).toHaveLength(0);
  });

  it('opens the detail view, which leads to the story', async () => {
    seed(['published']);
    const { user } = renderPage();

    const item = (await screen.findByText(PUBLISHED.message)).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notification' });
    expect(within(dialog).getByRole('heading', { name: STORY.title })).toBeInTheDocument();
    expect(within(dialog).getByText(/^After a long dry month/)).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Go to Contributed News' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/contribute/news/${STORY._id}`);
  });

  it('offers no story link in the detail view of a follow', async () => {
    seed(['oldRead']);
    const { user } = renderPage();

    const item = (await screen.findByText(OLD_READ.message)).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Notification' });
    expect(
      within(dialog).queryByRole('button', { name: 'Go to Contributed News' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View Profile' })).toBeInTheDocument();
  });

  it('shows a notification that arrives over the realtime connection', async () => {
    seed(['oldRead']);
    const seen = recordRequests(server);
    openSocket();
    renderPage();
    await screen.findByText(OLD_READ.message);

    seed(['followed']);
    realtime.serverEmit(SOCKET_EVENTS.notification, FOLLOWED);

    expect(await screen.findByText(FOLLOWED.message)).toBeInTheDocument();
    expect(listReads(seen)).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(unreadStore.getState().unreadCount).toBe(1));
  });

  it('reads the list again when the realtime connection comes back', async () => {
    seed(['oldRead']);
    openSocket();
    renderPage();
    await screen.findByText(OLD_READ.message);

    seed(['followed']);
    realtime.reconnect();

    expect(await screen.findByText(FOLLOWED.message)).toBeInTheDocument();
  });

  it('refreshes every 60 s and keeps the list when a refresh fails', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      seed(['oldRead']);
      const seen = recordRequests(server);
      renderPage();
      expect(await screen.findByText(OLD_READ.message)).toBeInTheDocument();

      server.use(http.get(`${API}/notifications`, () => fail(400, 'Busy'), { once: true }));
      await act(async () => jest.advanceTimersByTime(60_000));
      await waitFor(() => expect(listReads(seen)).toHaveLength(2));
      expect(screen.getByText(OLD_READ.message)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      seed(['followed']);
      await act(async () => jest.advanceTimersByTime(60_000));
      expect(await screen.findByText(FOLLOWED.message)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('pages back with Load more, using the cursor the server sent', async () => {
    for (let index = 0; index < 21; index += 1) {
      createNotification(ME, { message: `Follower ${index}`, createdAt: minutesAgo(index) });
    }
    const seen = recordRequests(server);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Follower 20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const firstPageLast = db.notifications[19]!._id;
    expect(listReads(seen).map((entry) => entry.query)).toEqual([
      { limit: '20' },
      { limit: '20', before: firstPageLast },
    ]);
  });

  it('shows only unread ones under the Unread filter', async () => {
    seed(['followed', 'oldRead']);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Unread' }));

    expect(screen.getByText(FOLLOWED.message)).toBeInTheDocument();
    expect(screen.queryByText(OLD_READ.message)).not.toBeInTheDocument();
  });
});
