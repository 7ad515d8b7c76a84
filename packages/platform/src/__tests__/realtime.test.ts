type Listener = (...args: unknown[]) => void;

class FakeEmitter {
  private listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  off(event: string, listener: Listener) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    );
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  protected fire(event: string, args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

class FakeManager extends FakeEmitter {
  emit(event: string, ...args: unknown[]) {
    this.fire(event, args);
  }
}

class FakeSocket extends FakeEmitter {
  io = new FakeManager();
  emitted: unknown[][] = [];
  connect = jest.fn(() => this);
  disconnect = jest.fn(() => this);
  /** What the client sends. */
  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, ...args]);
    return this;
  }
  /** What the server sends. */
  receive(event: string, ...args: unknown[]) {
    this.fire(event, args);
  }
}

const sockets: FakeSocket[] = [];
const ioMock = jest.fn((..._args: unknown[]) => {
  const socket = new FakeSocket();
  sockets.push(socket);
  return socket;
});

jest.mock('socket.io-client', () => ({ io: (...args: unknown[]) => ioMock(...args) }));

import {
  connectRealtime,
  connectRealtimeWhenIdle,
  disconnectRealtime,
  emitRealtime,
  getSocket,
  realtimeStore,
  setRealtimeTransport,
  subscribe,
} from '../realtime';
import { configurePlatform } from '../config';
import { sessionStore } from '../session-store';

const last = () => sockets[sockets.length - 1]!;

beforeEach(() => {
  // These tests drive the socket.io client itself, not the test kit's in-memory socket.
  setRealtimeTransport(null);
  disconnectRealtime();
  ioMock.mockClear();
  sockets.length = 0;
  sessionStore.setState({ user: null, token: null });
});

describe('realtime', () => {
  it('opens one socket with the spec options and the session token', async () => {
    sessionStore.setState({ token: 'tok' });
    const pending = connectRealtime();
    expect(realtimeStore.getState().status).toBe('connecting');
    expect(connectRealtime()).toBe(pending);
    const first = await pending;
    expect(await connectRealtime()).toBe(first);
    expect(getSocket()).toBe(first);
    expect(ioMock).toHaveBeenCalledTimes(1);
    const options = ioMock.mock.calls[0]![0] as Record<string, unknown>;
    expect(options).toMatchObject({
      path: '/socket.io',
      transports: ['polling', 'websocket'],
      withCredentials: true,
      reconnectionAttempts: 2,
      reconnectionDelay: 3000,
      reconnectionDelayMax: 5000,
      timeout: 5000,
    });
    const auth = jest.fn();
    (options.auth as (cb: typeof auth) => void)(auth);
    expect(auth).toHaveBeenCalledWith({ token: 'tok' });
    expect(realtimeStore.getState().status).toBe('connecting');
  });

  it('connects to the configured origin', async () => {
    configurePlatform({ origin: 'https://api.voices.test/' });
    await connectRealtime();
    expect(ioMock.mock.calls[0]![0]).toBe('https://api.voices.test');
    configurePlatform({ origin: '' });
  });

  it('tracks connect, connect_error and reconnect_failed', async () => {
    await connectRealtime();
    last().receive('connect');
    expect(realtimeStore.getState()).toEqual({ status: 'connected', connected: true, error: null });

    last().receive('connect_error', new Error('xhr poll error'));
    expect(realtimeStore.getState()).toEqual({
      status: 'disconnected',
      connected: false,
      error: 'xhr poll error',
    });

    last().io.emit('reconnect_attempt', 1);
    expect(realtimeStore.getState().status).toBe('connecting');
    last().io.emit('reconnect_failed');
    expect(realtimeStore.getState()).toEqual({
      status: 'failed',
      connected: false,
      error: 'Server unavailable',
    });
    expect(emitRealtime('user_typing', { userId: 'u', isTyping: true })).toBe(false);
  });

  it('emits events and stores a failure as the error', async () => {
    await connectRealtime();
    expect(emitRealtime('news_contributed', { id: 1 })).toBe(true);
    expect(last().emitted).toEqual([['news_contributed', { id: 1 }]]);
    jest.spyOn(last(), 'emit').mockImplementation(() => {
      throw new Error('socket closed');
    });
    expect(emitRealtime('news_deleted', {})).toBe(false);
    expect(realtimeStore.getState().error).toBe('socket closed');
  });

  it('a subscription opens the connection, survives a new socket and can be removed', async () => {
    const handler = jest.fn();
    const unsubscribe = subscribe('custom_heading_updated', handler);
    await connectRealtime();
    expect(ioMock).toHaveBeenCalledTimes(1);
    last().receive('custom_heading_updated', { authorId: 'a1' });
    expect(handler).toHaveBeenCalledWith({ authorId: 'a1' });
    unsubscribe();
    last().receive('custom_heading_updated', { authorId: 'a2' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reconnects with the new token when the session changes', async () => {
    await connectRealtime();
    const socket = last();
    sessionStore.setState({ token: 'new-token' });
    expect(socket.disconnect).toHaveBeenCalled();
    expect(socket.connect).toHaveBeenCalled();
    sessionStore.setState({ user: null });
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('disconnect closes the socket and resets the store', async () => {
    await connectRealtime();
    const socket = last();
    disconnectRealtime();
    expect(socket.disconnect).toHaveBeenCalled();
    expect(getSocket()).toBeNull();
    expect(realtimeStore.getState()).toEqual({
      status: 'disconnected',
      connected: false,
      error: null,
    });
  });

  describe('when idle', () => {
    let readyState: jest.SpyInstance<DocumentReadyState, []>;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
    let idleCallbacks: IdleRequestCallback[] = [];
    beforeEach(() => {
      readyState = jest.spyOn(document, 'readyState', 'get');
      idleCallbacks = [];
      window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
        idleCallbacks.push(callback);
        return idleCallbacks.length;
      });
      window.cancelIdleCallback = jest.fn();
    });
    afterEach(() => {
      readyState.mockRestore();
      // jsdom has neither; the tests of the fallback run without them.
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    });
    const idleNow = () => idleCallbacks.splice(0).forEach((run) => run({} as IdleDeadline));

    it('waits for the page to load, then for the browser to be idle', async () => {
      readyState.mockReturnValue('interactive');
      connectRealtimeWhenIdle();
      await settle();
      expect(idleCallbacks).toHaveLength(0);
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
        timeout: 2000,
      });
      await settle();
      expect(ioMock).not.toHaveBeenCalled();
      idleNow();
      await settle();
      expect(ioMock).toHaveBeenCalledTimes(1);
    });

    it('opens nothing for a page left before then', async () => {
      readyState.mockReturnValue('complete');
      const cancel = connectRealtimeWhenIdle();
      cancel();
      expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
      idleNow();
      await settle();
      expect(ioMock).not.toHaveBeenCalled();
    });

    it('opens right after the load where the browser has no idle callback', async () => {
      delete (window as Partial<Window>).requestIdleCallback;
      readyState.mockReturnValue('complete');
      connectRealtimeWhenIdle();
      await settle();
      expect(ioMock).toHaveBeenCalledTimes(1);
    });
  });
});
