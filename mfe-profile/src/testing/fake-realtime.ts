// The realtime connection as tests see it: `subscribe` records handlers, `emitServerEvent`
// calls them. A test file swaps it in with
//   jest.mock('@voices/platform', () =>
//     jest.requireActual<typeof import('<path>/testing/fake-realtime')>('<path>/testing/fake-realtime').fakePlatform());
type Handler = (...args: unknown[]) => void;

const handlers = new Map<string, Set<Handler>>();

export function fakeSubscribe(event: string, handler: Handler): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => {
    handlers.get(event)?.delete(handler);
  };
}

export function emitServerEvent(event: string, ...args: unknown[]): void {
  for (const handler of [...(handlers.get(event) ?? [])]) handler(...args);
}

export function listenerCount(event: string): number {
  return handlers.get(event)?.size ?? 0;
}

export function fakePlatform(): object {
  const actual = jest.requireActual('@voices/platform') as object;
  return { ...actual, subscribe: fakeSubscribe, subscribeRealtime: fakeSubscribe };
}
