// An in-memory socket in place of socket.io's: the platform's realtime client runs as it does
// in the browser (subscriptions, reconnection status, the session following), and a test plays
// the server with `realtime.serverEmit(event, payload)`.
import { act } from '@testing-library/react';
import { disconnectRealtime, setRealtimeTransport } from '../realtime';

type Listener = (...args: unknown[]) => void;

class Emitter {
  private listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  count(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }
}

class FakeSocket extends Emitter {
  readonly io = new Emitter();
  connected = false;
  readonly sent: { event: string; payload: unknown }[] = [];

  connect() {
    this.connected = true;
    queueMicrotask(() => this.fire('connect'));
    return this;
  }

  disconnect() {
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }

  emit(event: string, payload?: unknown) {
    this.sent.push({ event, payload });
    return this;
  }
}

let current: FakeSocket | null = null;

export const realtime = {
  /** Puts the fake in place; the setup of the test kit does it before every test. */
  install() {
    current = null;
    setRealtimeTransport(((..._args: unknown[]) => {
      current = new FakeSocket();
      current.connect();
      return current;
    }) as never);
  },
  reset() {
    disconnectRealtime();
    setRealtimeTransport(null);
    current = null;
  },
  /** The socket the page opened, if it opened one. */
  get socket(): FakeSocket | null {
    return current;
  },
  get connected(): boolean {
    return current?.connected ?? false;
  },
  /** The server sends an event to this page. */
  serverEmit(event: string, ...args: unknown[]) {
    act(() => current?.fire(event, ...args));
  },
  /** The connection drops and comes back, as after a network change. */
  reconnect() {
    act(() => {
      current?.disconnect();
      current?.connect();
    });
  },
  /** How many handlers listen to an event on the open socket. */
  listeners(event: string): number {
    return current?.count(event) ?? 0;
  },
};
