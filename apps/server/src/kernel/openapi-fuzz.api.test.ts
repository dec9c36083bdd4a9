import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../testing/test-app.js';

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** names of the body's or query's properties, from the document */
  fields: string[];
  fromQuery: boolean;
}

/** Calls that end the caller's own session: fuzzing them signed in would sign the fuzzer out. */
const SESSION_ENDERS = new Set(['/api/TokenAuth/LogOut', '/api/TokenAuth/LogOutEverywhere']);

function deeplyNested(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** Malformed inputs for one operation: each must be refused (4xx) or handled, never a 5xx. */
function bodies(fields: string[]): { name: string; payload: string }[] {
  const perField = (value: unknown) => JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));
  return [
    { name: 'malformed JSON', payload: '{"a":' },
    { name: 'array', payload: '[]' },
    { name: 'string', payload: '"text"' },
    { name: 'number', payload: '42' },
    { name: 'null', payload: 'null' },
    { name: 'empty object', payload: '{}' },
    { name: 'NUL in every field', payload: perField('a\u0000b') },
    { name: 'lone surrogate in every field', payload: perField('a\ud800b') },
    { name: 'objects for every field', payload: perField({ nested: true }) },
    { name: 'arrays for every field', payload: perField([1, 2, 3]) },
    { name: 'huge numbers for every field', payload: perField(1e308) },
    { name: 'negative numbers for every field', payload: perField(-1) },
    { name: 'booleans for every field', payload: perField(true) },
    { name: 'long text in every field', payload: perField('x'.repeat(20_000)) },
    { name: 'prototype keys', payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' },
    { name: 'deeply nested', payload: JSON.stringify(deeplyNested(500)) },
    { name: 'nearly the body limit', payload: JSON.stringify({ blob: 'y'.repeat(1_000_000) }) },
  ];
}

function queries(fields: string[]): { name: string; query: string }[] {
  const each = (value: string) => fields.map((f) => `${f}=${encodeURIComponent(value)}`).join('&');
  return [
    { name: 'nothing', query: '' },
    { name: 'NUL in every field', query: each('a\u0000b') },
    { name: 'negative paging', query: 'SkipCount=-1&MaxResultCount=-5&Sorting=%00' },
    { name: 'huge paging', query: 'SkipCount=99999999999999999999&MaxResultCount=1e9' },
    { name: 'text for every field', query: each('not-a-number') },
    { name: 'repeated fields', query: `${each('1')}&${each('2')}` },
    { name: 'prototype keys', query: '__proto__[x]=1&constructor[prototype][y]=2' },
  ];
}

/**
 * A fuzz of every operation of the OpenAPI document with malformed input, anonymously and signed in as
 * the host admin: never a 5xx, and every answer under /api in the ABP envelope.
 */
describe('every OpenAPI operation survives malformed input', () => {
  let t: TestApp;
  let token: string;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: { horizonDays: 3 } } });
    token = await signIn(t.app);
    const doc = (await t.app.inject('/swagger/json')).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>
      >;
    };
    operations = [];
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(byMethod)) {
        const upper = method.toUpperCase() as Operation['method'];
        if (!['GET', 'POST', 'PUT', 'DELETE'].includes(upper)) continue;
        const fromQuery = upper === 'GET' || upper === 'DELETE';
        const body = (op.requestBody as { content?: Record<string, { schema?: { properties?: object } }> })
          ?.content?.['application/json']?.schema?.properties;
        const fields = fromQuery
          ? (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
          : Object.keys(body ?? { value: true });
        // path parameters get a value that matches nothing
        operations.push({ method: upper, path: path.replace(/\{[^}]+\}/g, 'zz'), fields, fromQuery });
      }
    }
  }, 120_000);
  afterAll(() => t.close());

  function check(op: Operation, caseName: string, res: LightMyRequestResponse, wrong: string[]) {
    const label = `${op.method} ${op.path} (${caseName}) → ${res.statusCode}`;
    if (res.statusCode >= 500) {
      wrong.push(label);
      return;
    }
    if (op.path.startsWith('/api/')) {
      let body: { __abp?: boolean; success?: boolean } | undefined;
      try {
        body = res.json();
      } catch {
        body = undefined;
      }
      if (body?.__abp !== true || typeof body.success !== 'boolean') wrong.push(`${label}: no ABP envelope`);
    }
  }

  async function fuzz(bearer: string | undefined): Promise<{ wrong: string[]; requests: number }> {
    const wrong: string[] = [];
    let requests = 0;
    for (const op of operations) {
      if (bearer && SESSION_ENDERS.has(op.path)) continue;
      const headers = { 'accept-language': 'en', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
      if (op.fromQuery) {
        for (const q of queries(op.fields)) {
          const res = await t.app.inject({
            method: op.method,
            url: `${op.path}${q.query ? `?${q.query}` : ''}`,
            headers,
          });
          requests++;
          check(op, q.name, res, wrong);
        }
      } else {
        for (const b of bodies(op.fields)) {
          const res = await t.app.inject({
            method: op.method,
            url: op.path,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: b.payload,
          });
          requests++;
          check(op, b.name, res, wrong);
        }
      }
    }
    return { wrong, requests };
  }

  it('answers anonymous callers with a 4xx or a result, never a 5xx', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const { wrong, requests } = await fuzz(undefined);
    expect(requests).toBeGreaterThan(1000);
    expect(wrong).toEqual([]);
  }, 300_000);

  it('answers the signed-in host admin the same way', async () => {
    const { wrong } = await fuzz(token);
    expect(wrong).toEqual([]);
  }, 300_000);

  it('refuses NUL and lone surrogates with a localized 400 naming the field, before any handler', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Account/IsTenantAvailable',
      headers: { 'accept-language': 'ru' },
      payload: { tenancyName: '\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([
      { message: 'Текст содержит недопустимые символы', members: ['tenancyName'] },
    ]);
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Contact/Send',
      headers: { 'accept-language': 'en', 'content-type': 'application/json' },
      payload: '{"name":"A","email":"a@example.com","message":"bad \\ud800 text"}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().error.validationErrors[0].members).toEqual(['message']);
    // a real emoji (a surrogate pair) is fine text
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Account/IsTenantAvailable',
      payload: { tenancyName: 'Default😀' },
    });
    expect(ok.statusCode).toBe(200);
  });
});
