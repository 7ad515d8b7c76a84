import './text-encoder-guard';
import ky, { type KyInstance } from 'ky';
import { getPlatformConfig, onPlatformConfigChange } from './config';
import { sessionStore } from './session-store';
import { currentLocale } from './i18n/i18n';
import { PSEUDO_LOCALE } from './i18n/locales';

/** Every failed API call rejects with this: the server's message and the HTTP status (0: no answer). */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed error body, when the server sent JSON. */
  readonly data: unknown;
  /** False when the server gave no message and `message` is a generic text. */
  readonly fromServer: boolean;

  constructor(message: string, status: number, data?: unknown, fromServer = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.fromServer = fromServer;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 404 answer: nothing there (as opposed to a failure worth a Try Again). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The server's message when there is one, else `fallback`: the spec's "prefer the server's message". */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.fromServer ? error.message : fallback;
  return fallback;
}

let unauthorizedHandler: (() => void) | null = null;

/** What to do after a signed-in call is refused with 401 (the session is already cleared). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];

async function readErrorBody(
  response: Response,
): Promise<{ data: unknown; message: string | null }> {
  let data: unknown = null;
  try {
    const text = await response.text();
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  const message =
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : null;
  return { data, message: message || null };
}

const fetchOrApiError: typeof fetch = async (input, init) => {
  try {
    return await (getPlatformConfig().fetch ?? globalThis.fetch)(input, init);
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    const message = error instanceof Error && error.message ? error.message : 'Network error';
    throw new ApiError(message, 0);
  }
};

export function createApiClient(prefixUrl: string): KyInstance {
  return ky.create({
    prefixUrl,
    // Uploads of several photos may take long; the browser's own limits apply.
    timeout: false,
    fetch: fetchOrApiError,
    retry: {
      limit: 2,
      shouldRetry: ({ error }) =>
        error instanceof ApiError
          ? error.status === 0 || RETRY_STATUSES.includes(error.status)
          : undefined,
    },
    hooks: {
      beforeRequest: [
        (request) => {
          const { token } = sessionStore.getState();
          if (token && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', `Bearer ${token}`);
          }
          // The gateway answers its messages (and the e-mails it sends) in this language.
          if (!request.headers.has('Accept-Language')) {
            const locale = currentLocale();
            request.headers.set('Accept-Language', locale === PSEUDO_LOCALE ? 'en' : locale);
          }
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (response.ok) return;
          const { data, message } = await readErrorBody(response);
          const sentToken = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
          // Only the session that made the call ends; a newer sign-in is left alone.
          if (response.status === 401 && sentToken && sentToken === sessionStore.getState().token) {
            sessionStore.getState().logout();
            unauthorizedHandler?.();
          }
          throw new ApiError(
            message ?? `Request failed with status ${response.status}`,
            response.status,
            data,
            message !== null,
          );
        },
      ],
    },
  });
}

/** The REST client: prefix from configurePlatform (default /api), bearer from the session. */
export let api: KyInstance = createApiClient(getPlatformConfig().apiBase);

onPlatformConfigChange(() => {
  api = createApiClient(getPlatformConfig().apiBase);
});
