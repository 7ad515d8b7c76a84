import { ApiError, api } from '@voices/platform';

type Method = 'get' | 'post' | 'put' | 'delete';
type Options = Parameters<typeof api.get>[1];

interface ResponseReply {
  __response: { body: unknown; headers?: Record<string, string> };
}

/**
 * What a route answers: a JSON value, an error to reject with, a function of the call, or a
 * body with headers (`withHeaders`).
 */
export type Reply = unknown;

export interface ApiCall {
  method: Method;
  path: string;
  searchParams: Record<string, string>;
  /** The JSON body, or the multipart fields as an object (files as File). */
  body: Record<string, unknown> | undefined;
}

/** An error as the api client raises it for a `{ success: false, message }` answer. */
export function apiError(status: number, message?: string): ApiError {
  return message
    ? new ApiError(message, status, { success: false, message }, true)
    : new ApiError(`Request failed with status ${status}`, status, null, false);
}

/** A reply that also carries response headers (read through `.then(r => r.headers)`). */
export function withHeaders(body: unknown, headers: Record<string, string>): ResponseReply {
  return { __response: { body, headers } };
}

function bodyOf(options: Options): Record<string, unknown> | undefined {
  if (!options) return undefined;
  if (options.json) return options.json as Record<string, unknown>;
  if (options.body instanceof FormData) {
    const fields: Record<string, unknown> = {};
    options.body.forEach((value, key) => {
      fields[key] = value;
    });
    return fields;
  }
  return undefined;
}

function paramsOf(options: Options): Record<string, string> {
  const params = options?.searchParams;
  if (!params) return {};
  const entries =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : typeof params === 'string'
        ? [...new URLSearchParams(params).entries()]
        : Object.entries(params as Record<string, unknown>);
  return Object.fromEntries(
    entries.filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]),
  );
}

function isResponseReply(value: unknown): value is ResponseReply {
  return typeof value === 'object' && value !== null && '__response' in value;
}

/**
 * Answers the api client's calls from a table keyed 'METHOD path' (e.g. 'GET notifications').
 * Unlisted routes fail as the server would (404). The returned promise works both as
 * `.json()` and as a Response-like object with `headers` and `json()`.
 */
export function mockApi(replies: Record<string, Reply>) {
  const calls: ApiCall[] = [];
  const spies = (['get', 'post', 'put', 'delete'] as const).map((method) =>
    jest.spyOn(api, method).mockImplementation(((input: unknown, options: Options) => {
      const call: ApiCall = {
        method,
        path: String(input),
        searchParams: paramsOf(options),
        body: bodyOf(options),
      };
      calls.push(call);
      const key = `${method.toUpperCase()} ${call.path}`;
      const settled = (async () => {
        if (!(key in replies)) throw apiError(404, `No reply for ${key}`);
        const reply = replies[key];
        const value: unknown =
          typeof reply === 'function' ? await (reply as (call: ApiCall) => unknown)(call) : reply;
        if (value instanceof Error) throw value;
        return isResponseReply(value) ? value.__response : { body: value, headers: {} };
      })();
      const response = settled.then(({ body, headers }) => ({
        ok: true,
        status: 200,
        headers: new Headers(headers ?? {}),
        json: async () => body,
      }));
      // A caller reads either the response or its json(); the other must not go unhandled.
      response.catch(() => undefined);
      const json = () => settled.then(({ body }) => body);
      return Object.assign(response, { json }) as unknown as ReturnType<typeof api.get>;
    }) as never),
  );
  return {
    calls,
    callsTo: (key: string) =>
      calls.filter((call) => `${call.method.toUpperCase()} ${call.path}` === key),
    /** Changes the answer for a route from now on. */
    reply(key: string, reply: Reply) {
      replies[key] = reply;
    },
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

/** A promise the test settles when it wants, for looking at busy states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
