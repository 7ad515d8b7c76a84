import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { getPlatformConfig } from './config';
import { SERVER_UNAVAILABLE, SOCKET_OPTIONS } from '@voices/contracts/constants';
import { sessionStore } from './session-store';
import type { RealtimeStatus } from './types';

export interface RealtimeState {
  status: RealtimeStatus;
  connected: boolean;
  error: string | null;
}

export const realtimeStore = createStore<RealtimeState>()(() => ({
  status: 'disconnected',
  connected: false,
  error: null,
}));

// socket.io types a listener of any event this way; each subscriber narrows its own payload.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (...args: any[]) => void;

type Connect = typeof import('socket.io-client').io;

let socket: Socket | null = null;
let transport: Connect | null = null;

/** Tests put an in-memory socket in place of socket.io's (`@voices/platform/testing`). */
export function setRealtimeTransport(connect: Connect | null): void {
  transport = connect;
}
let connecting: Promise<Socket> | null = null;
let stopFollowingSession: (() => void) | null = null;
const handlers = new Map<string, Set<Handler>>();

function setStatus(status: RealtimeStatus, error?: string | null): void {
  realtimeStore.setState({
    status,
    connected: status === 'connected',
    ...(error !== undefined ? { error } : {}),
  });
}

export function socketOptions(): Partial<ManagerOptions & SocketOptions> {
  return {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    withCredentials: true,
    forceNew: true,
    reconnection: true,
    ...SOCKET_OPTIONS,
    // Read at every (re)connection, so the server always sees the current session.
    auth: (callback) => {
      const { token } = sessionStore.getState();
      callback(token ? { token } : {});
    },
  };
}

/**
 * Opens the page's one realtime connection (or returns it when already open). The socket.io
 * client is fetched only then: a visitor reading the landing page never downloads it.
 */
export function connectRealtime(): Promise<Socket> {
  if (socket) return Promise.resolve(socket);
  if (!connecting) {
    setStatus('connecting', null);
    const load = transport ? Promise.resolve({ io: transport }) : import('socket.io-client');
    const attempt = load.then(({ io }) => {
      if (connecting !== attempt) throw new Error('Realtime was closed before it connected');
      return openSocket(io);
    });
    connecting = attempt;
    attempt.catch((error: unknown) => {
      if (connecting !== attempt) return;
      connecting = null;
      setStatus('disconnected', error instanceof Error ? error.message : String(error));
    });
  }
  return connecting;
}

/**
 * At the latest this long after the page's load, a connection asked for "when idle" opens
 * even if the page never falls idle.
 */
const IDLE_CONNECT_TIMEOUT_MS = 2000;

/**
 * Opens the connection once the page has loaded and the browser has a moment to spare (at
 * the latest two seconds after the load), so the socket.io client's download, start and
 * handshake never compete with a page's first render on a slow phone: live updates can wait
 * that long, the story or the unread count on screen cannot. Returns the cancel (a page left
 * before then opens nothing).
 */
export function connectRealtimeWhenIdle(): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    if (!cancelled) void connectRealtime().catch(() => undefined);
  };
  const whenLoaded = () => {
    if (cancelled) return;
    // Safari has no idle callback: there the connection opens right after the load.
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(connect, { timeout: IDLE_CONNECT_TIMEOUT_MS });
    } else timer = setTimeout(connect, 0);
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenLoaded);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

function openSocket(io: Connect): Socket {
  const { origin } = getPlatformConfig();
  const options = socketOptions();
  const created = origin ? io(origin, options) : io(options);
  socket = created;

  created.on('connect', () => setStatus('connected', null));
  created.on('disconnect', () => {
    if (realtimeStore.getState().status !== 'failed') setStatus('disconnected');
  });
  created.on('connect_error', (error: Error) => {
    if (realtimeStore.getState().status === 'failed') return;
    setStatus('disconnected', error?.message || 'Connection error');
  });
  created.io.on('reconnect_attempt', () => setStatus('connecting'));
  created.io.on('reconnect_failed', () => setStatus('failed', SERVER_UNAVAILABLE));

  for (const [event, set] of handlers) {
    for (const handler of set) created.on(event, handler);
  }

  stopFollowingSession = sessionStore.subscribe((state, previous) => {
    if (state.token === previous.token || !socket) return;
    if (realtimeStore.getState().status === 'failed') return;
    socket.disconnect();
    setStatus('connecting');
    socket.connect();
  });

  return created;
}

export function getSocket(): Socket | null {
  return socket;
}

export function disconnectRealtime(): void {
  connecting = null;
  stopFollowingSession?.();
  stopFollowingSession = null;
  const current = socket;
  socket = null;
  if (current) {
    current.removeAllListeners();
    current.io.removeAllListeners?.();
    current.disconnect();
  }
  setStatus('disconnected', null);
}

/** Sends an event; returns false (and records why) when it cannot be sent. */
export function emitRealtime(event: string, payload?: unknown): boolean {
  const current = socket;
  if (!current || realtimeStore.getState().status === 'failed') return false;
  try {
    current.emit(event, payload);
    return true;
  } catch (error) {
    realtimeStore.setState({
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

/**
 * Listens to a server event, on this socket and on any later one, opening the connection if
 * it is not open yet (unless `connect` is false: then only once something else opens it);
 * returns the unsubscribe.
 */
export function subscribe(
  event: string,
  handler: Handler,
  { connect = true }: { connect?: boolean } = {},
): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  if (socket) socket.on(event, handler);
  else if (connect) void connectRealtime().catch(() => undefined);
  return () => {
    handlers.get(event)?.delete(handler);
    socket?.off(event, handler);
  };
}

export const subscribeRealtime = subscribe;

export function useRealtime(): RealtimeState;
export function useRealtime<T>(selector: (state: RealtimeState) => T): T;
export function useRealtime<T>(selector?: (state: RealtimeState) => T): T | RealtimeState {
  return useStore(
    realtimeStore,
    (selector ?? ((state: RealtimeState) => state)) as (state: RealtimeState) => T | RealtimeState,
  );
}
