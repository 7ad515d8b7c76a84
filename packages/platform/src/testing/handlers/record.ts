import type { SetupServer } from 'msw/node';

export interface SeenRequest {
  /** 'POST user/{id}/follow': the method and the path under the API prefix. */
  call: string;
  /** The query string, as an object. */
  query: Record<string, string>;
  /** The JSON body, or the multipart fields as an object (files as File). */
  body: unknown;
}

let stop: (() => void) | null = null;

/**
 * Every request the page sends from now on, as the request handlers of `server` receive it
 * (one recorder at a time: a new one replaces the last). Bodies are read as they arrive.
 */
export function recordRequests(server: Pick<SetupServer, 'events'>): SeenRequest[] {
  stop?.();
  const seen: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry: SeenRequest = {
      call: `${request.method} ${url.pathname.replace(/^\/api\//, '')}`,
      query: Object.fromEntries(url.searchParams),
      body: undefined,
    };
    seen.push(entry);
    const type = request.headers.get('content-type') ?? '';
    const copy = request.clone();
    if (type.includes('json')) void copy.json().then((body: unknown) => (entry.body = body));
    else if (type.includes('multipart')) {
      void copy.formData().then((form) => (entry.body = Object.fromEntries(form.entries())));
    }
  };
  server.events.on('request:start', listener);
  stop = () => server.events.removeListener('request:start', listener);
  return seen;
}

/** The requests seen for one call ('POST user/{id}/follow'). */
export const requestsTo = (seen: readonly SeenRequest[], call: string) =>
  seen.filter((entry) => entry.call === call);
