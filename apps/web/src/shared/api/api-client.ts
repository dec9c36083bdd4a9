import type { Culture, Envelope, ErrorInfo } from '@charterdesk/domain';
import { config, normalizeBaseUrl } from '../config';
import { currentCulture, i18n } from '../i18n/i18n';
import { playErrorBeep } from '../lib/beep';
import { readCookie } from '../lib/cookies';
import { readStorage } from '../lib/storage';
import { ApiError } from './api-error';
import { showApiErrorDialog } from './api-error-dialog';

/** Where the bearer token is kept (spec §6), in localStorage ("remember me") or sessionStorage. */
export const AUTH_TOKEN_KEY = 'enc_auth_token';
export const TENANT_COOKIE = 'Abp.TenantId';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  /** Default: POST when a body is given, else GET. */
  method?: HttpMethod;
  /** Query-string input (GET/DELETE in the ABP convention); null/undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** JSON body (POST/PUT). */
  body?: unknown;
  /** No error dialog: for callers that show the error themselves (inline form errors, optional blocks). */
  silent?: boolean;
  /** Cancels the request (e.g. TanStack Query's signal); a cancelled request rejects with the abort reason. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export interface ErrorDialogContent {
  title: string;
  details: string;
}

export interface ApiClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  getToken?: () => string | null | undefined;
  getTenantId?: () => string | null | undefined;
  getCulture?: () => Culture;
  /** Shows the error dialog of spec §8. */
  presentError?: (content: ErrorDialogContent) => void;
  /** The short sound for message-only errors. */
  playSound?: () => void;
  translate?: (key: 'errors:errorTitle' | 'errors:UnknownError') => string;
}

export interface ApiClient {
  request<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
}

export function getStoredAuthToken(): string | null {
  return readStorage(AUTH_TOKEN_KEY, 'local') || readStorage(AUTH_TOKEN_KEY, 'session') || null;
}

function getTenantIdFromCookie(): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, TENANT_COOKIE);
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${normalizeBaseUrl(baseUrl)}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && '__abp' in value;
}

function hasMessage(error: ErrorInfo | null | undefined): error is ErrorInfo {
  return typeof error?.message === 'string' && error.message.trim() !== '';
}

const NO_BODY = Symbol('no-body');
const NOT_JSON = Symbol('not-json');

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text.trim()) return NO_BODY;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

let serverFetch: typeof fetch | undefined;

/**
 * Where the server renders a page (src/prerender/render-page.tsx) the app's API requests are answered by
 * the server itself, in-process, instead of over the network (undefined: back to the global fetch).
 */
export function answerRequestsWith(fetchImpl: typeof fetch | undefined): void {
  serverFetch = fetchImpl;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = normalizeBaseUrl(options.baseUrl ?? config.apiBaseUrl);
  const defaultTimeout = options.timeoutMs ?? config.requestTimeoutMs;
  // Resolved per call so tests (and polyfills) can replace the global fetch, and the server renderer
  // can answer the app's requests in-process (see {@link answerRequestsWith}).
  const doFetch: typeof fetch =
    options.fetch ?? ((input, init) => (serverFetch ?? globalThis.fetch)(input, init));
  const getToken = options.getToken ?? getStoredAuthToken;
  const getTenantId = options.getTenantId ?? getTenantIdFromCookie;
  const getCulture = options.getCulture ?? currentCulture;
  const presentError = options.presentError ?? showApiErrorDialog;
  const playSound = options.playSound ?? playErrorBeep;
  const translate = options.translate ?? ((key) => i18n.t(key));

  function buildHeaders(extra: Record<string, string> | undefined, hasBody: boolean): Headers {
    const culture = getCulture();
    const headers = new Headers({
      Accept: 'application/json',
      'Accept-Language': culture,
      '.AspNetCore.Culture': `c=${culture}|uic=${culture}`,
      'X-Requested-With': 'XMLHttpRequest',
    });
    if (hasBody) headers.set('Content-Type', 'application/json');
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const tenantId = getTenantId();
    if (tenantId) headers.set('Abp.TenantId', tenantId);
    for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
    return headers;
  }

  /** Spec §8: the unknown-error dialog when there is no usable answer. */
  function unknownError(kind: ApiError['kind'], silent: boolean, status: number, cause: unknown): ApiError {
    const message = translate('errors:UnknownError');
    if (!silent) presentError({ title: translate('errors:errorTitle'), details: message });
    return new ApiError({ kind, status, message, cause });
  }

  /** Spec §8: message + details → dialog; message only → sound and the same dialog with empty details. */
  function serverError(
    info: ErrorInfo,
    status: number,
    unAuthorizedRequest: boolean,
    silent: boolean,
  ): ApiError {
    const details = info.details?.trim() ? info.details : null;
    if (!silent) {
      if (!details) {
        try {
          playSound();
        } catch {
          // Sound is a nicety; never let it hide the error.
        }
      }
      presentError({ title: info.message, details: details ?? '' });
    }
    return new ApiError({
      kind: 'server',
      status,
      message: info.message,
      code: info.code,
      key: info.key ?? null,
      details,
      validationErrors: info.validationErrors,
      unAuthorizedRequest,
    });
  }

  async function request<T>(path: string, requestOptions: ApiRequestOptions = {}): Promise<T> {
    const { body, query, signal, silent = false, timeoutMs = defaultTimeout } = requestOptions;
    const hasBody = body !== undefined;
    const method = requestOptions.method ?? (hasBody ? 'POST' : 'GET');

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) forwardAbort();
    else signal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      let response: Response;
      let payload: unknown;
      try {
        response = await doFetch(buildUrl(baseUrl, path, query), {
          method,
          headers: buildHeaders(requestOptions.headers, hasBody),
          body: hasBody ? JSON.stringify(body) : undefined,
          signal: controller.signal,
        });
        payload = await readBody(response);
      } catch (cause) {
        // Cancelled by the caller: not an error to show, pass the reason on untouched.
        if (signal?.aborted && !timedOut) throw signal.reason ?? cause;
        throw unknownError(timedOut ? 'timeout' : 'network', silent, 0, cause);
      }

      if (isEnvelope(payload)) {
        if (payload.success && response.ok) return payload.result as T;
        if (hasMessage(payload.error)) {
          throw serverError(payload.error, response.status, payload.unAuthorizedRequest, silent);
        }
        throw unknownError('server', silent, response.status, payload);
      }
      if (response.ok && payload === NO_BODY) return undefined as T;
      if (response.ok && payload !== NOT_JSON) return payload as T;
      throw unknownError(response.ok ? 'invalid-response' : 'server', silent, response.status, undefined);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, body, opts) => request(path, { ...opts, method: 'POST', body }),
    put: (path, body, opts) => request(path, { ...opts, method: 'PUT', body }),
    delete: (path, opts) => request(path, { ...opts, method: 'DELETE' }),
  };
}

/** The app-wide client: same-origin (or `VITE_API_BASE_URL`), culture from i18n, dialogs via Mantine modals. */
export const apiClient = createApiClient();
