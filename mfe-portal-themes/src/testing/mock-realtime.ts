type Handler = (...args: any[]) => void;

const handlers = new Map<string, Set<Handler>>();

/** Stands in for `subscribe` of @voices/platform: `jest.mock` the package with it. */
export const mockSubscribe = jest.fn((event: string, handler: Handler) => {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => {
    handlers.get(event)?.delete(handler);
  };
});

/** Delivers a server event to every subscriber, as the socket would. */
export function emitServerEvent(event: string, payload: unknown): void {
  for (const handler of handlers.get(event) ?? []) handler(payload);
}

export function resetRealtime(): void {
  handlers.clear();
  mockSubscribe.mockClear();
}
