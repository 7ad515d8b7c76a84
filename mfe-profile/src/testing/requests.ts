import { server } from '@voices/platform/testing';

export interface SeenRequest {
  /** 'POST user/{id}/follow': the method and the path under the API prefix. */
  call: string;
  /** The query string, as an object. */
  query: Record<string, string>;
  body: unknown;
}

/** Every request the page sends from now on, as the request handlers receive it. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, '');
    const entry: SeenRequest = {
      call: `${request.method} ${path}`,
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
  });
  return seen;
}

/** The requests seen for one call ('POST user/{id}/follow'). */
export const callsTo = (seen: SeenRequest[], call: string) =>
  seen.filter((entry) => entry.call === call);

afterEach(() => server.events.removeAllListeners());

/** A promise the test settles when it wants, for looking at busy states. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
