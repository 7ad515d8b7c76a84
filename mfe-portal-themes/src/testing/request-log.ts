// What the page asked the server in the current test: method, path under /api and query.
import { server } from '@voices/platform/testing';

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}

const log: LoggedRequest[] = [];

function record({ request }: { request: Request }) {
  const url = new URL(request.url);
  log.push({
    method: request.method,
    path: url.pathname.replace(/^\/api\//, ''),
    query: Object.fromEntries(url.searchParams),
  });
}

beforeAll(() => server.events.on('request:start', record));
beforeEach(() => {
  log.length = 0;
});
afterAll(() => server.events.removeListener('request:start', record));

/** Every request so far, or those to one path (exact, or matching a pattern). */
export function requestsTo(path?: string | RegExp): LoggedRequest[] {
  if (path === undefined) return [...log];
  return log.filter((entry) =>
    typeof path === 'string' ? entry.path === path : path.test(entry.path),
  );
}
