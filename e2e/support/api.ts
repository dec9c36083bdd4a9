import { expect } from 'vitest';

/** The ABP AjaxResponse envelope (docs: API-CONVENTIONS.md). Kept local: e2e tests the wire, not our types. */
export interface Envelope<T = unknown> {
  result: T | null;
  targetUrl: string | null;
  success: boolean;
  error: {
    code: number;
    key?: string | null;
    message: string;
    details: string | null;
    validationErrors: { message: string; members: string[] }[] | null;
  } | null;
  unAuthorizedRequest: boolean;
  __abp: true;
}

export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

/** Calls the API with English messages unless told otherwise, and parses the envelope. */
export async function callApi<T = unknown>(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {
    'accept-language': 'en',
    accept: 'application/json',
    ...init.headers,
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${path} answered ${response.status} with a non-JSON body: ${text.slice(0, 300)}`);
  }
  return { status: response.status, headers: response.headers, body };
}

/** Asserts the envelope's fixed shape: every field present (nulls included), `__abp: true`. */
export function expectEnvelopeShape(body: Envelope): void {
  const shown = `not an ABP envelope: ${JSON.stringify(body).slice(0, 400)}`;
  expect(Object.keys(body ?? {}), shown).toEqual(
    expect.arrayContaining(['__abp', 'error', 'result', 'success', 'targetUrl', 'unAuthorizedRequest']),
  );
  expect(body.__abp, shown).toBe(true);
  expect(typeof body.success).toBe('boolean');
  expect(typeof body.unAuthorizedRequest).toBe('boolean');
  if (body.success) {
    expect(body.error).toBeNull();
  } else {
    expect(body.error).toEqual(
      expect.objectContaining({ code: expect.any(Number), message: expect.any(String) }),
    );
    expect(body.error?.message).not.toBe('');
    expect(body.result).toBeNull();
  }
}

/** `401 {"result":null,...}`: a status assertion's message, so a failure shows what came back. */
export function shown(answer: ApiAnswer<unknown>): string {
  return `${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`;
}
