import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClientOptions, createApiClient, type ErrorDialogContent } from './api-client';
import { ApiError } from './api-error';

function envelope(result: unknown, error: unknown = null, success = error === null) {
  return { result, targetUrl: null, success, error, unAuthorizedRequest: false, __abp: true };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const texts = { 'errors:errorTitle': 'Error', 'errors:UnknownError': 'An unknown error occurred.' } as const;

function setup(options: Partial<ApiClientOptions> = {}) {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  const presentError = vi.fn<(content: ErrorDialogContent) => void>();
  const playSound = vi.fn();
  const client = createApiClient({
    baseUrl: 'https://api.example.com/',
    getToken: () => null,
    getTenantId: () => undefined,
    getCulture: () => 'en',
    presentError,
    playSound,
    translate: (key) => texts[key],
    ...options,
  });
  const lastRequest = () => {
    const [url, init] = fetchMock.mock.lastCall ?? [];
    return { url: String(url), init: init as RequestInit, headers: new Headers(init?.headers) };
  };
  return { client, fetchMock, presentError, playSound, lastRequest };
}

describe('api client', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('unwraps the ABP envelope and returns result', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(jsonResponse(envelope({ id: 42 })));
    await expect(client.get('/api/services/app/Flight/GetFlightSearchResults')).resolves.toEqual({ id: 42 });
  });

  it('joins the base URL without a double slash and encodes query input', async () => {
    const { client, fetchMock, lastRequest } = setup({ baseUrl: 'https://api.example.com///' });
    fetchMock.mockResolvedValue(jsonResponse(envelope(null)));
    await client.get('/api/services/app/Flight/GetFlightSearchResults', {
      query: { Id: 'a b', Skip: undefined },
    });
    expect(lastRequest().url).toBe(
      'https://api.example.com/api/services/app/Flight/GetFlightSearchResults?Id=a+b',
    );
    expect(lastRequest().init.method).toBe('GET');
  });

  it('uses the same origin when the base URL is empty', async () => {
    const { client, fetchMock, lastRequest } = setup({ baseUrl: '' });
    fetchMock.mockResolvedValue(jsonResponse(envelope(null)));
    await client.post('api/services/app/Booking/AddOrder', { a: 1 });
    expect(lastRequest().url).toBe('/api/services/app/Booking/AddOrder');
  });

  it('sends the chosen culture, the bearer token and the tenant id', async () => {
    const { client, fetchMock, lastRequest } = setup({
      getCulture: () => 'tr',
      getToken: () => 'jwt-token',
      getTenantId: () => '1',
    });
    fetchMock.mockResolvedValue(jsonResponse(envelope(true)));
    await client.post('/api/services/app/Booking/AddOrder', { passengers: 2 });
    const { headers, init } = lastRequest();
    expect(headers.get('Accept-Language')).toBe('tr');
    expect(headers.get('.AspNetCore.Culture')).toBe('c=tr|uic=tr');
    expect(headers.get('Authorization')).toBe('Bearer jwt-token');
    expect(headers.get('Abp.TenantId')).toBe('1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"passengers":2}');
  });

  it('leaves out Authorization and Abp.TenantId when there is nothing to send', async () => {
    const { client, fetchMock, lastRequest } = setup();
    fetchMock.mockResolvedValue(jsonResponse(envelope(null)));
    await client.get('/api/x');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
    expect(lastRequest().headers.has('Abp.TenantId')).toBe(false);
    expect(lastRequest().headers.has('Content-Type')).toBe(false);
  });

  it('reads the token from localStorage or sessionStorage and the tenant from its cookie by default', async () => {
    const { fetchMock } = setup();
    const client = createApiClient({ baseUrl: '', presentError: vi.fn(), getCulture: () => 'ru' });
    fetchMock.mockImplementation(async () => jsonResponse(envelope(null)));
    window.sessionStorage.setItem('enc_auth_token', 'session-token');
    // biome-ignore lint/suspicious/noDocumentCookie: the client reads this very cookie
    document.cookie = 'Abp.TenantId=5';
    await client.get('/api/x');
    let headers = new Headers(fetchMock.mock.lastCall?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer session-token');
    expect(headers.get('Abp.TenantId')).toBe('5');
    window.localStorage.setItem('enc_auth_token', 'local-token');
    await client.get('/api/x');
    headers = new Headers(fetchMock.mock.lastCall?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer local-token');
    // biome-ignore lint/suspicious/noDocumentCookie: clean up the cookie set above
    document.cookie = 'Abp.TenantId=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('shows message + details in a dialog without a sound, then rethrows a typed ApiError', async () => {
    const { client, fetchMock, presentError, playSound } = setup();
    const error = {
      code: 0,
      key: 'bookings.seat_unavailable',
      message: 'No seats left',
      details: 'Choose another flight.',
      validationErrors: null,
    };
    fetchMock.mockResolvedValue(jsonResponse(envelope(null, error), 409));
    const failure = await client.post('/api/services/app/Booking/AddOrder', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      kind: 'server',
      status: 409,
      code: 0,
      key: 'bookings.seat_unavailable',
      message: 'No seats left',
      details: 'Choose another flight.',
    });
    expect(presentError).toHaveBeenCalledWith({ title: 'No seats left', details: 'Choose another flight.' });
    expect(playSound).not.toHaveBeenCalled();
  });

  it('plays a sound and shows the dialog with empty details when only a message is given', async () => {
    const { client, fetchMock, presentError, playSound } = setup();
    fetchMock.mockResolvedValue(
      jsonResponse(
        envelope(null, { code: 0, message: 'Login failed!', details: null, validationErrors: null }),
        401,
      ),
    );
    await expect(client.post('/api/TokenAuth/Authenticate', {})).rejects.toMatchObject({
      status: 401,
      message: 'Login failed!',
      details: null,
    });
    expect(playSound).toHaveBeenCalledTimes(1);
    expect(presentError).toHaveBeenCalledWith({ title: 'Login failed!', details: '' });
  });

  it('passes validation errors on to the caller', async () => {
    const { client, fetchMock } = setup();
    const validationErrors = [{ message: 'Surname is required', members: ['surname'] }];
    fetchMock.mockResolvedValue(
      jsonResponse(
        envelope(null, { code: 0, message: 'Your request is not valid!', details: ' - x', validationErrors }),
        400,
      ),
    );
    await expect(client.post('/api/x', {})).rejects.toMatchObject({ status: 400, validationErrors });
  });

  it('stays silent when asked to, but still rejects', async () => {
    const { client, fetchMock, presentError, playSound } = setup();
    fetchMock.mockResolvedValue(
      jsonResponse(envelope(null, { code: 0, message: 'Nope', details: null, validationErrors: null }), 422),
    );
    await expect(client.post('/api/x', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(presentError).not.toHaveBeenCalled();
    expect(playSound).not.toHaveBeenCalled();
  });

  it('turns a network failure into the localized UnknownError dialog', async () => {
    const { client, fetchMock, presentError } = setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(client.get('/api/x')).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      message: 'An unknown error occurred.',
    });
    expect(presentError).toHaveBeenCalledWith({ title: 'Error', details: 'An unknown error occurred.' });
  });

  it('treats an answer that is not the API (HTML, bare 502) as an unknown error', async () => {
    const { client, fetchMock, presentError } = setup();
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html><html></html>', { status: 200 }));
    await expect(client.get('/api/x')).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await expect(client.get('/api/x')).rejects.toMatchObject({ kind: 'server', status: 502 });
    expect(presentError).toHaveBeenCalledTimes(2);
    expect(presentError).toHaveBeenLastCalledWith({ title: 'Error', details: 'An unknown error occurred.' });
  });

  it('gives up after the timeout (30 s by default) with the UnknownError dialog', async () => {
    vi.useFakeTimers();
    const { client, fetchMock, presentError } = setup({ baseUrl: '' });
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = client.get('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(presentError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const failure = await pending;
    expect(failure).toMatchObject({ kind: 'timeout', status: 0, message: 'An unknown error occurred.' });
    expect(presentError).toHaveBeenCalledWith({ title: 'Error', details: 'An unknown error occurred.' });
  });

  it('rejects quietly with the abort reason when the caller cancels', async () => {
    const { client, fetchMock, presentError } = setup();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = client.get('/api/x', { signal: controller.signal });
    const reason = new Error('navigated away');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(presentError).not.toHaveBeenCalled();
  });

  it('returns undefined for an empty success answer', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      client.delete('/api/services/app/User/Delete', { query: { Id: 5 } }),
    ).resolves.toBeUndefined();
  });
});
