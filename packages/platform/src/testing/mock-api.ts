import { ApiError } from '../api-client';

/** One call the components made: method, path under /api, query and JSON body. */
export interface ApiCall {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT';
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Handler = (call: ApiCall) => unknown;

interface Route {
  method: ApiCall['method'];
  path: string | RegExp;
  handler: Handler;
}

let routes: Route[] = [];
export const apiCalls: ApiCall[] = [];

function toQuery(searchParams: unknown): Record<string, string> {
  if (!searchParams) return {};
  const params =
    searchParams instanceof URLSearchParams
      ? searchParams
      : new URLSearchParams(searchParams as Record<string, string>);
  return Object.fromEntries(params.entries());
}

function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

function request(method: ApiCall['method']) {
  return jest.fn(
    (
      path: string,
      options: { searchParams?: unknown; json?: unknown; signal?: AbortSignal } = {},
    ) => {
      const call: ApiCall = {
        method,
        path,
        query: toQuery(options.searchParams),
        body: options.json,
      };
      apiCalls.push(call);
      const route = [...routes]
        .reverse()
        .find(
          (candidate) =>
            candidate.method === method &&
            (typeof candidate.path === 'string'
              ? candidate.path === path
              : candidate.path.test(path)),
        );
      const answer = new Promise<unknown>((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(abortError()));
        if (!route) {
          reject(new ApiError(`No mock for ${method} ${path}`, 404, null, false));
          return;
        }
        Promise.resolve()
          .then(() => route.handler(call))
          .then(resolve, reject);
      });
      answer.catch(() => undefined);
      return Object.assign(answer, { json: () => answer });
    },
  );
}

/** Stands in for the ky client of @voices/platform: `jest.mock` the package with it as `api`. */
export const mockApi = {
  get: request('GET'),
  post: request('POST'),
  put: request('PUT'),
  delete: request('DELETE'),
};

/** Answers `method path` (a later rule wins); a handler that throws makes the call fail. */
export function onApi(method: ApiCall['method'], path: string | RegExp, handler: Handler): void {
  routes.push({ method, path, handler });
}

/** An answer that never comes: the component stays in its loading state. */
export function pending(): Promise<never> {
  return new Promise<never>(() => undefined);
}

export function serverError(message: string | null, status = 500): ApiError {
  return message === null
    ? new ApiError(`Request failed with status ${status}`, status, null, false)
    : new ApiError(message, status, { success: false, message }, true);
}

export function resetApi(): void {
  routes = [];
  apiCalls.length = 0;
  for (const fn of Object.values(mockApi)) fn.mockClear();
}

export function callsTo(path: string | RegExp): ApiCall[] {
  return apiCalls.filter((call) =>
    typeof path === 'string' ? call.path === path : path.test(call.path),
  );
}
