/**
 * @jest-environment node
 */
// Node's fetch, Request and Response; jsdom has none.
import { api, ApiError, errorMessage, setUnauthorizedHandler } from '../api-client';
import { configurePlatform } from '../config';
import { sessionStore } from '../session-store';

const fetchMock = jest.fn<Promise<Response>, [Request]>();
const realFetch = globalThis.fetch;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configurePlatform({ apiBase: 'http://voices.test/api' });
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

beforeEach(() => {
  fetchMock.mockReset();
  sessionStore.setState({ user: null, token: null });
  setUnauthorizedHandler(null);
});

describe('api client', () => {
  it('prefixes the API base and sends the bearer token of the session', async () => {
    sessionStore.getState().login({ id: 'u1', name: 'Ann' }, 'secret-token');
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(api.get('users/me').json()).resolves.toEqual({ ok: true });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe('http://voices.test/api/users/me');
    expect(request.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    await api.get('news').json();
    expect(fetchMock.mock.calls[0]![0].headers.has('Authorization')).toBe(false);
  });

  it("throws ApiError with the server's message and the status", async () => {
    fetchMock.mockResolvedValue(json(404, { success: false, message: 'News article not found' }));
    const error = await api
      .get('news/1')
      .json()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'News article not found',
      status: 404,
      fromServer: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(errorMessage(error, 'Failed to fetch news')).toBe('News article not found');
  });

  it('gives a generic message when the server sends none', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 400 }));
    const error = await api.post('contribute').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, fromServer: false });
    expect(errorMessage(error, 'Error saving news')).toBe('Error saving news');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api
      .post('request-otp', { json: { email: 'a@b.c' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Failed to fetch', status: 0 });
  });

  it('on a 401 to a signed-in call clears the session and calls the handler', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    sessionStore.getState().login({ id: 'u1', name: 'Ann' }, 'expired');
    fetchMock.mockResolvedValue(json(401, { success: false, message: 'Session expired' }));
    const error = await api.get('users/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Session expired' });
    expect(sessionStore.getState()).toMatchObject({ user: null, token: null });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('leaves things alone on a 401 to an anonymous call', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    fetchMock.mockResolvedValue(json(401, { message: 'Invalid OTP' }));
    await expect(api.post('verify-login-otp').json()).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('follows a new API base', async () => {
    configurePlatform({ apiBase: 'http://other.test/v1' });
    fetchMock.mockResolvedValue(json(200, {}));
    await api.get('healthz');
    expect(fetchMock.mock.calls[0]![0].url).toBe('http://other.test/v1/healthz');
    configurePlatform({ apiBase: 'http://voices.test/api' });
  });
});
