import { ApiError, api } from '@voices/platform';

type Options = Parameters<typeof api.post>[1];
type Reply = unknown | ((options: Options) => unknown);

export interface ApiCall {
  path: string;
  /** The JSON body, or the multipart fields as an object (files as File). */
  body: Record<string, unknown> | undefined;
}

/** An error as the api client raises it for a `{ success: false, message }` answer. */
export function apiError(status: number, message?: string, extra: object = {}): ApiError {
  return message
    ? new ApiError(message, status, { success: false, message, ...extra }, true)
    : new ApiError(`Request failed with status ${status}`, status, null, false);
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

/**
 * Answers the api client's POSTs from a table: a value, an ApiError to reject with, or a
 * function of the request options. Unlisted paths fail as the server would (404).
 */
export function mockApi(replies: Record<string, Reply>) {
  const calls: ApiCall[] = [];
  const spy = jest.spyOn(api, 'post').mockImplementation((input, options) => {
    const path = String(input);
    calls.push({ path, body: bodyOf(options) });
    const result = (async () => {
      if (!(path in replies)) throw apiError(404, `No reply for ${path}`);
      const reply = replies[path];
      const value = typeof reply === 'function' ? await reply(options) : reply;
      if (value instanceof Error) throw value;
      return value;
    })();
    return { json: () => result } as unknown as ReturnType<typeof api.post>;
  });
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** Changes the answer for a path from now on. */
    reply(path: string, reply: Reply) {
      replies[path] = reply;
    },
    restore: () => spy.mockRestore(),
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
