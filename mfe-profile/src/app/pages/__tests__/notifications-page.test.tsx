import { act, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@voices/contracts';
import { unreadStore } from '@voices/platform';
import { apiError, deferred, mockApi, withHeaders } from '../../../../testing/mock-api';
import { emitServerEvent, listenerCount } from '../../../../testing/fake-realtime';
import { ME, renderRoute, resetStores, signIn } from '../../../../testing/render';
import { NotificationsPage } from '../notifications-page';

jest.mock('@voices/platform', () =>
  jest
    .requireActual<typeof import('../../../../testing/fake-realtime')>(
      '../../../../testing/fake-realtime',
    )
    .fakePlatform(),
);

const MEERA = { _id: '64f1a2b3c4d5e6f708192a02', name: 'Meera Iyer', photo: '' };
const SENTENCE = 'After a long dry month the rain came back to the valley on Sunday night. ';
const STORY = {
  _id: '64f1a2b3c4d5e6f708192b01',
  title: 'Rain returns to the valley',
  content: `<p>${SENTENCE.repeat(3)}</p>`,
  media: ['rain.jpg'],
  createdAt: '2024-06-01T08:00:00.000Z',
};

function notification(overrides: Partial<Notification> & { _id: string }): Notification {
  return {
    userId: ME.id,
    type: 'follow',
    message: 'Meera Iyer started following you',
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    actor: MEERA,
    author: { name: MEERA.name, photo: '' },
    newsId: null,
    ...overrides,
  };
}

const FOLLOWED = notification({ _id: '64f1a2b3c4d5e6f708192c03' });
const PUBLISHED = notification({
  _id: '64f1a2b3c4d5e6f708192c02',
  type: 'news_contribution',
  message: 'Meera Iyer published a new story',
  newsId: STORY,
  createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
});
const OLD_READ = notification({
  _id: '64f1a2b3c4d5e6f708192c01',
  type: 'unfollow',
  message: 'Ravi stopped following you',
  read: true,
  actor: { _id: '64f1a2b3c4d5e6f708192a09', name: 'Ravi', photo: '' },
  createdAt: 'not a date',
});

function renderPage() {
  return renderRoute(<NotificationsPage />, { path: '/notifications' });
}

beforeEach(() => {
  resetStores();
  signIn();
});
afterEach(() => jest.restoreAllMocks());

describe('NotificationsPage', () => {
  it('lists notifications with the N new badge, times and a preview cut at 100 characters', async () => {
    mockApi({ 'GET notifications': [FOLLOWED, PUBLISHED, OLD_READ] });
    renderPage();

    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notifications2 new');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    expect(screen.getByText('invalid date')).toBeInTheDocument();
    expect(screen.getByText('Rain returns to the valley')).toBeInTheDocument();

    const preview = document.querySelector('.vx-notif-preview')!.textContent!;
    // The first 100 characters (a space at the cut dropped), then the dots.
    expect(preview).toBe(`${SENTENCE.repeat(3).slice(0, 100).trimEnd()}...`);
    expect(preview.length).toBeLessThanOrEqual(103);
    expect(preview).not.toContain('<p>');
    expect(unreadStore.getState().unreadCount).toBe(2);
    expect(document.title).toBe('Notifications · Voices');
  });

  it('does not repeat a story title the message already names', async () => {
    mockApi({
      'GET notifications': [{ ...PUBLISHED, message: `Meera Iyer published "${STORY.title}"` }],
    });
    renderPage();

    const item = (await screen.findByText(`Meera Iyer published "${STORY.title}"`)).closest('li')!;
    expect(within(item).queryByText(STORY.title)).not.toBeInTheDocument();
    expect(within(item).getByText(/^After a long dry month/)).toBeInTheDocument();
  });

  it('takes the unread count over all pages from the server when it sends one', async () => {
    mockApi({
      'GET notifications': withHeaders([FOLLOWED], {
        'X-Unread-Count': '7',
        'X-Next-Cursor': 'c1',
      }),
    });
    renderPage();

    expect(await screen.findByText('7 new')).toBeInTheDocument();
    expect(unreadStore.getState().unreadCount).toBe(7);
  });

  it('shows the spec’s empty text', async () => {
    mockApi({ 'GET notifications': [] });
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
    const api = mockApi({ 'GET notifications': apiError(503) });
    const { user } = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load notifications. Please try again later.',
    );
    api.reply('GET notifications', [FOLLOWED]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Meera Iyer started following you')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET notifications')).toHaveLength(2);
  });

  it('treats an answer that is not a list as a failure, with a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'GET notifications': { notifications: [] } });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load notifications. Please try again later.',
    );
    expect(warn).toHaveBeenCalled();
  });

  it('marks all as read', async () => {
    const api = mockApi({
      'GET notifications': [FOLLOWED, PUBLISHED, OLD_READ],
      'PUT notifications/mark-all-read': {
        success: true,
        message: 'All notifications marked as read',
        count: 2,
        unreadCount: 0,
      },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(screen.queryByText('2 new')).not.toBeInTheDocument());
    expect(api.callsTo('PUT notifications/mark-all-read')).toHaveLength(1);
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(unreadStore.getState().unreadCount).toBe(0);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('clears one notification', async () => {
    const api = mockApi({
      'GET notifications': [FOLLOWED, PUBLISHED, OLD_READ],
      [`DELETE notifications/${FOLLOWED._id}`]: {
        success: true,
        message: 'Notification deleted',
        count: 1,
        unreadCount: 1,
      },
    });
    const { user } = renderPage();

    const item = (await screen.findByText(FOLLOWED.message)).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Clear' }));

    await waitFor(() => expect(screen.queryByText(FOLLOWED.message)).not.toBeInTheDocument());
    expect(api.callsTo(`DELETE notifications/${FOLLOWED._id}`)).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('1 new')).toBeInTheDocument();
  });

  it('clears all after the confirmation', async () => {
    const api = mockApi({
      'GET notifications': [FOLLOWED, PUBLISHED, OLD_READ],
      'DELETE notifications/clear-all': {
        success: true,
        message: 'All notifications cleared',
        count: 3,
        unreadCount: 0,
      },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear All' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE notifications/clear-all')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear All' }),
    );

    expect(
      await screen.findByText(
        "No notifications yet. We'll notify you when something important happens.",
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE notifications/clear-all')).toHaveLength(1);
    expect(unreadStore.getState().unreadCount).toBe(0);
  });

  it('shows the server message when clearing fails and keeps the list', async () => {
    mockApi({
      'GET notifications': [FOLLOWED],
      [`DELETE notifications/${FOLLOWED._id}`]: apiError(404, 'Notification not found'),
    });
    const { user } = renderPage();

    const item = (await screen.findByText(FOLLOWED.message)).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Clear' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Notification not found');
    expect(screen.getByText(FOLLOWED.message)).toBeInTheDocument();
  });

  it('marks a follow read and goes to the follower’s profile on click', async () => {
    const api = mockApi({
      'GET notifications': [FOLLOWED, PUBLISHED],
      [`PUT notifications/${FOLLOWED._id}/marks-read`]: {
        success: true,
        message: 'Notification marked as read',
        count: 1,
        unreadCount: 1,
      },
    });
    const { user } = renderPage();

    await user.click(await screen.findByText(FOLLOWED.message));

    expect(screen.getByTestId('location')).toHaveTextContent(`/profile/${MEERA._id}`);
    expect(api.callsTo(`PUT notifications/${FOLLOWED._id}/marks-read`)).toHaveLength(1);
    await waitFor(() => expect(unreadStore.getState().unreadCount).toBe(1));
  });

  it('marks a story notification read and goes to the story on click', async () => {
    const api = mockApi({
      'GET notifications': [PUBLISHED],
      [`PUT notifications/${PUBLISHED._id}/marks-read`]: {
        success: true,
        message: 'Notification marked as read',
        count: 1,
        unreadCount: 0,
      },
    });
    const { user } = renderPage();

    await user.click(await screen.findByText(PUBLISHED.message));

    expect(screen.getByTestId('location')).toHaveTextContent(`/contribute/news/${STORY._id}`);
    expect(api.callsTo(`PUT notifications/${PUBLISHED._id}/marks-read`)).toHaveLength(1);
    expect(unreadStore.getState().unreadCount).toBe(0);
  });

  it('does not mark an already read notification again', async () => {
    const api = mockApi({ 'GET notifications': [OLD_READ] });
    const { user } = renderPage();

    await user.click(await screen.findByText(OLD_READ.message));

    expect(screen.getByTestId('location')).toHaveTextContent(`/profile/${OLD_READ.actor!._id}`);
    expect(api.calls.filter((call) => call.method === 'put')).toHaveLength(0);
  });

  it('opens the detail view, which leads to the story', async () => {
    mockApi({
      'GET notifications': [PUBLISHED],
      [`PUT notifications/${PUBLISHED._id}/marks-read`]: {
        success: true,
        message: 'ok',
        count: 1,
        unreadCount: 0,
      },
    });
    const { user } = renderPage();

    const item = (await screen.findByText(PUBLISHED.message)).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Notification' });
    expect(within(dialog).getByRole('heading', { name: STORY.title })).toBeInTheDocument();
    expect(within(dialog).getByText(/^After a long dry month/)).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Go to Contributed News' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/contribute/news/${STORY._id}`);
  });

  it('offers no story link in the detail view of a follow', async () => {
    mockApi({ 'GET notifications': [OLD_READ] });
    const { user } = renderPage();

    const item = (await screen.findByText(OLD_READ.message)).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Details' }));

    const dialog = screen.getByRole('dialog', { name: 'Notification' });
    expect(
      within(dialog).queryByRole('button', { name: 'Go to Contributed News' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View Profile' })).toBeInTheDocument();
  });

  it('shows a notification that arrives over the realtime connection and reads the list again', async () => {
    const api = mockApi({ 'GET notifications': [OLD_READ] });
    renderPage();
    await screen.findByText(OLD_READ.message);
    expect(listenerCount('notification')).toBe(1);

    const refreshed = deferred<unknown>();
    api.reply('GET notifications', () => refreshed.promise);
    act(() => emitServerEvent('notification', FOLLOWED));

    expect(screen.getByText(FOLLOWED.message)).toBeInTheDocument();
    expect(api.callsTo('GET notifications')).toHaveLength(2);
    await act(async () => refreshed.resolve([FOLLOWED, OLD_READ]));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(unreadStore.getState().unreadCount).toBe(1);
  });

  it('reads the list again when the realtime connection comes back', async () => {
    const api = mockApi({ 'GET notifications': [OLD_READ] });
    renderPage();
    await screen.findByText(OLD_READ.message);

    api.reply('GET notifications', [FOLLOWED, OLD_READ]);
    act(() => emitServerEvent('connect'));

    expect(await screen.findByText(FOLLOWED.message)).toBeInTheDocument();
  });

  it('refreshes every 60 s and keeps the list when a refresh fails', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi({ 'GET notifications': [OLD_READ] });
      renderPage();
      await act(async () => undefined);
      expect(screen.getByText(OLD_READ.message)).toBeInTheDocument();

      api.reply('GET notifications', apiError(500));
      await act(async () => jest.advanceTimersByTime(60_000));
      expect(api.callsTo('GET notifications')).toHaveLength(2);
      expect(screen.getByText(OLD_READ.message)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      api.reply('GET notifications', [FOLLOWED, OLD_READ]);
      await act(async () => jest.advanceTimersByTime(60_000));
      expect(screen.getByText(FOLLOWED.message)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('pages back with Load more, using the cursor the server sent', async () => {
    const api = mockApi({
      'GET notifications': (call: { searchParams: Record<string, string> }) =>
        call.searchParams.before === FOLLOWED._id
          ? withHeaders([OLD_READ], {})
          : withHeaders([FOLLOWED], { 'X-Next-Cursor': FOLLOWED._id }),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText(OLD_READ.message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = api.callsTo('GET notifications').map((call) => call.searchParams);
    expect(pages).toEqual([{ limit: '20' }, { limit: '20', before: FOLLOWED._id }]);
  });

  it('shows only unread ones under the Unread filter', async () => {
    mockApi({ 'GET notifications': [FOLLOWED, OLD_READ] });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Unread' }));

    expect(screen.getByText(FOLLOWED.message)).toBeInTheDocument();
    expect(screen.queryByText(OLD_READ.message)).not.toBeInTheDocument();
  });
});
