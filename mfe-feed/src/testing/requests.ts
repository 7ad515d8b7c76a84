// What the page asked the gateway, as the request handlers of the test kit saw it: a test
// asserts which query a list sent, not only what it showed.
import { server } from '@voices/platform/testing';

export interface SeenRequest {
  method: string;
  /** The path under /api/, without the prefix: 'category/sports'. */
  path: string;
  query: Record<string, string>;
  authorization: string | null;
}

let seen: SeenRequest[] = [];

function record({ request }: { request: Request }) {
  const url = new URL(request.url);
  seen.push({
    method: request.method,
    path: decodeURIComponent(url.pathname.replace(/^\/api\//, '')),
    query: Object.fromEntries(url.searchParams),
    authorization: request.headers.get('authorization'),
  });
}

beforeEach(() => {
  seen = [];
  server.events.on('request:start', record);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
});

/** The requests to a path (exactly, or matching), in the order they were sent. */
export function requestsTo(path: string | RegExp, method = 'GET'): SeenRequest[] {
  return seen.filter(
    (request) =>
      request.method === method &&
      (typeof path === 'string' ? request.path === path : path.test(request.path)),
  );
}
