import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { getPlatformConfig } from './config';
import { SOCKET_OPTIONS } from './constants';
import { sessionStore } from './session-store';
import type { RealtimeStatus } from './types';

export interface RealtimeState {
  status: RealtimeStatus;
  connected: boolean;
  error: string | null;
}

export const SERVER_UNAVAILABLE = 'Server unavailable';

export const realtimeStore = createStore<RealtimeState>()(() => ({
  status: 'disconnected',
  connected: false,
  error: null,
}));

type Handler = (...args: any[]) => void;

let socket: Socket | null = null;
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

/** Opens the page's one realtime connection (or returns it when already open). */
export function connectRealtime(): Socket {
  if (socket) return socket;
  const { origin } = getPlatformConfig();
  const options = socketOptions();
  const created = origin ? io(origin, options) : io(options);
  socket = created;
  setStatus('connecting', null);

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

/** Listens to a server event, on this socket and on any later one; returns the unsubscribe. */
export function subscribe(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  socket?.on(event, handler);
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
