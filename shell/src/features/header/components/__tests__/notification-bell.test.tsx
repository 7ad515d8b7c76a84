import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, unreadStore } from '@voices/platform';
import { Header } from '../header';
import { renderAt, resetStores, signIn } from '../../../../testing/render';

// The realtime connection, as the bell sees it: handlers recorded here, events sent by the test.
const mockHandlers = new Map<string, Set<(...args: unknown[]) => void>>();
jest.mock('@voices/platform', () => ({
  ...jest.requireActual<object>('@voices/platform'),
  subscribe: (event: string, handler: (...args: unknown[]) => void) => {
    if (!mockHandlers.has(event)) mockHandlers.set(event, new Set());
    mockHandlers.get(event)!.add(handler);
    return () => mockHandlers.get(event)?.delete(handler);
  },
}));

function emit(event: string, ...args: unknown[]) {
  act(() => {
    for (const handler of [...(mockHandlers.get(event) ?? [])]) handler(...args);
  });
}

type Answer = { body: unknown; headers?: Record<string, string> } | Error;

/** Answers GET notifications with each answer in turn (the last one repeats). */
function answerNotifications(...answers: Answer[]) {
  let index = 0;
  return jest.spyOn(api, 'get').mockImplementation((input) => {
    if (String(input) !== 'notifications') throw new Error(`Unexpected GET ${String(input)}`);
    const answer = answers[Math.min(index++, answers.length - 1)]!;
    const response =
      answer instanceof Error
        ? Promise.reject(answer)
        : Promise.resolve({
            headers: new Headers(answer.headers ?? {}),
            json: async () => answer.body,
          });
    response.catch(() => undefined);
    return response as unknown as ReturnType<typeof api.get>;
  });
}

const unread = (id: string) => ({ _id: id, read: false });
const read = (id: string) => ({ _id: id, read: true });

const bell = () => screen.getByRole('link', { name: /^Notifications/ });

beforeEach(() => {
  resetStores();
  mockHandlers.clear();
  act(() => unreadStore.getState().setUnreadCount(0));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the notification bell', () => {
  it('counts the unread notifications and links to /notifications', async () => {
    answerNotifications({ body: [unread('a'), read('b'), unread('c')] });
    signIn();
    renderAt(<Header />, '/home');

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(bell()).toHaveAttribute('href', '/notifications');
    expect(within(bell()).getByText('2')).toBeInTheDocument();
    expect(unreadStore.getState().unreadCount).toBe(2);
  });

  it('prefers the server’s count over all pages', async () => {
    answerNotifications({ body: [unread('a')], headers: { 'X-Unread-Count': '130' } });
    signIn();
    renderAt(<Header />, '/home');

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 130 unread'));
    expect(within(bell()).getByText('99+')).toBeInTheDocument();
  });

  it('shows 0, with a warning, when the answer is not a list', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => unreadStore.getState().setUnreadCount(4));
    const get = answerNotifications({ body: { notifications: [unread('a')] } });
    signIn();
    renderAt(<Header />, '/home');

    await waitFor(() => expect(get).toHaveBeenCalled());
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(unreadStore.getState().unreadCount).toBe(0);
  });

  it('shows 0 silently when the call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => unreadStore.getState().setUnreadCount(4));
    const get = answerNotifications(new Error('offline'));
    signIn();
    renderAt(<Header />, '/home');

    await waitFor(() => expect(get).toHaveBeenCalled());
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('counts a notification the moment it arrives, then reads the list again', async () => {
    const get = answerNotifications({ body: [unread('a')] }, { body: [unread('b'), unread('a')] });
    signIn();
    renderAt(<Header />, '/home');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));

    // Nothing answers the second read yet when the event has been handled: the count is 2 at once.
    let finish!: () => void;
    get.mockImplementationOnce(() => {
      const response = new Promise((resolve) => {
        finish = () =>
          resolve({ headers: new Headers(), json: async () => [unread('b'), unread('a')] });
      });
      return response as unknown as ReturnType<typeof api.get>;
    });
    emit('notification', { _id: 'b', read: false });
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    expect(get).toHaveBeenCalledTimes(2);
    await act(async () => finish());
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('reads the list again when the realtime connection comes back', async () => {
    const get = answerNotifications({ body: [] }, { body: [unread('a')] });
    signIn();
    renderAt(<Header />, '/home');
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));

    emit('connect');

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('takes the count another tab reports', async () => {
    answerNotifications({ body: [unread('a'), unread('b')] });
    signIn();
    renderAt(<Header />, '/home');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));

    emit('notifications_changed', { unreadCount: 0 });

    expect(bell()).toHaveAccessibleName('Notifications');
  });

  it('polls every 60 s', async () => {
    jest.useFakeTimers();
    const get = answerNotifications({ body: [] }, { body: [unread('a'), unread('b')] });
    signIn();
    renderAt(<Header />, '/home');
    await act(async () => undefined);
    expect(get).toHaveBeenCalledTimes(1);

    await act(async () => jest.advanceTimersByTime(59_000));
    expect(get).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(get).toHaveBeenCalledTimes(2);
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('agrees with the notifications page through the shared count', async () => {
    answerNotifications({ body: [unread('a'), unread('b')] });
    signIn();
    renderAt(<Header />, '/home');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));

    act(() => unreadStore.getState().setUnreadCount(1));

    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('stops, and shows no count, once signed out', async () => {
    const get = answerNotifications({ body: [unread('a')] });
    signIn();
    renderAt(<Header />, '/home');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));

    act(() => resetStores());

    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(unreadStore.getState().unreadCount).toBe(0);
    expect(mockHandlers.get('notification')?.size ?? 0).toBe(0);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('shows the count in the mobile menu too', async () => {
    answerNotifications({ body: [unread('a'), unread('b'), unread('c')] });
    signIn();
    const user = userEvent.setup();
    renderAt(<Header />, '/home');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });
});
