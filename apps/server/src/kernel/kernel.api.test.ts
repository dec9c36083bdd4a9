import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, signIn, type TestApp } from '../testing/test-app.js';
import { method, registerAppService } from './app-service.js';

describe('API kernel (ABP wire conventions)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      seed: { flights: false },
      extend(app) {
        // A probe service exercising the kernel exactly as real modules use it.
        registerAppService(app, 'Probe', {
          GetEcho: method({
            summary: 'echo',
            input: z.object({ id: z.coerce.number().int(), keyword: z.string().optional() }),
            output: z.object({ id: z.number(), keyword: z.string().nullable() }),
            handler: (input) => ({ id: input.id, keyword: input.keyword ?? null }),
          }),
          SaveThing: method({
            summary: 'save',
            input: z.object({ name: z.string().min(2), count: z.number().int().max(9) }),
            output: z.object({ name: z.string() }),
            handler: (input) => ({ name: input.name, secret: 'must be stripped' }) as { name: string },
          }),
          DoNothing: method({ summary: 'void', output: z.null(), handler: () => null }),
          GetSecret: method({
            summary: 'signed-in only',
            output: z.string(),
            access: 'authenticated',
            handler: () => 'ok',
          }),
          GetGuarded: method({
            summary: 'permission',
            output: z.string(),
            access: { permissions: ['Pages.Nonexistent'] },
            handler: () => 'never',
          }),
          GetUsersPage: method({
            summary: 'permission held by admin',
            output: z.string(),
            access: { permissions: ['Pages.Users'] },
            handler: () => 'granted',
          }),
          GetBoom: method({
            summary: 'fails',
            output: z.string(),
            handler: () => {
              throw new Error('database password is hunter2 at /secret/path.ts:12');
            },
          }),
        });
      },
    });
  });
  afterAll(() => t.close());

  it('wraps results in the envelope', async () => {
    const res = await t.app.inject('/api/services/app/Probe/GetEcho?Id=5&Keyword=x');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: { id: 5, keyword: 'x' },
      targetUrl: null,
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    });
  });

  it('matches route and input names case-insensitively', async () => {
    const res = await t.app.inject('/API/services/app/probe/getecho?ID=7');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ id: 7, keyword: null });
  });

  it('derives verbs from method names: Get* is GET only, Save* is POST', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/services/app/Probe/GetEcho?Id=1' })).statusCode,
    ).toBe(404);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Probe/SaveThing',
      payload: { name: 'ab', count: 1 },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('strips fields the output schema does not declare', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Probe/SaveThing',
      payload: { name: 'abc', count: 2 },
    });
    expect(res.json().result).toEqual({ name: 'abc' });
  });

  it('answers null result for a method without a return value', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/services/app/Probe/DoNothing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: null, success: true });
  });

  it('answers 400 with localized validationErrors and members', async () => {
    const payload = { name: 'a', count: 99 };
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Probe/SaveThing',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload,
    });
    expect(en.statusCode).toBe(400);
    const body = en.json();
    expect(body.success).toBe(false);
    expect(body.__abp).toBe(true);
    expect(body.error.message).toBe('Your request is not valid!');
    expect(body.error.details).toMatch(/^The following errors were detected during validation\.\n - /);
    expect(body.error.validationErrors.map((v: { members: string[] }) => v.members[0]).sort()).toEqual([
      'count',
      'name',
    ]);

    const ru = await t.app.inject({ method: 'POST', url: '/api/services/app/Probe/SaveThing', payload });
    expect(ru.json().error.message).toBe('Ваш запрос некорректен!');
    const tr = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Probe/SaveThing?culture=tr',
      payload,
    });
    expect(tr.json().error.message).toBe('İsteğiniz geçerli değil!');
    expect(tr.json().error.validationErrors[0].message).not.toBe(ru.json().error.validationErrors[0].message);
  });

  it('reports a missing field with the spec’s required-field text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Probe/SaveThing',
      payload: { count: 1 },
    });
    expect(res.json().error.validationErrors).toEqual([
      { message: 'Это поле обязательно к заполнению', members: ['name'] },
    ]);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Probe/SaveThing',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, __abp: true });
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.app.inject({
      url: '/api/services/app/Nope/Nope',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      result: null,
      success: false,
      unAuthorizedRequest: false,
      __abp: true,
      error: { message: 'Not found' },
    });
  });

  it('hides unexpected faults behind a generic 500 without a stack', async () => {
    const res = await t.app.inject({
      url: '/api/services/app/Probe/GetBoom',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toEqual({
      code: 0,
      key: 'internal',
      message: 'An internal error occurred during your request!',
      details: null,
      validationErrors: null,
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('.ts');
  });

  it('answers 401 with unAuthorizedRequest for a protected call without a token', async () => {
    const res = await t.app.inject({
      url: '/api/services/app/Probe/GetSecret',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      unAuthorizedRequest: true,
      error: { message: 'Current user did not login to the application!' },
    });
  });

  it('treats a forged token as no token', async () => {
    const token = await signIn(t.app);
    const forged = `${token.slice(0, -4)}AAAA`;
    const res = await t.app.inject({
      url: '/api/services/app/Probe/GetSecret',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 naming the missing permission, and 200 when granted', async () => {
    const token = await signIn(t.app);
    const denied = await t.app.inject({
      url: '/api/services/app/Probe/GetGuarded',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({
      unAuthorizedRequest: true,
      error: {
        message:
          'Required permissions are not granted. At least one of these permissions must be granted: Pages.Nonexistent',
      },
    });
    const granted = await t.app.inject({
      url: '/api/services/app/Probe/GetUsersPage',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(granted.json().result).toBe('granted');
  });

  it('sends security headers with a CSP', async () => {
    const res = await t.app.inject('/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document at /swagger/json and the UI at /swagger', async () => {
    const doc = await t.app.inject('/swagger/json');
    expect(doc.statusCode).toBe(200);
    const json = doc.json();
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toContain('/api/TokenAuth/Authenticate');
    expect(Object.keys(json.paths)).toContain('/api/services/app/Session/GetCurrentLoginInformations');
    const ui = await t.app.inject('/swagger');
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers /health and /ready', async () => {
    expect((await t.app.inject('/health')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/ready')).json()).toEqual({ status: 'ready', database: true });
  });

  it('never logs request bodies or credentials', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      headers: { authorization: 'Bearer some-token-value-xyz' },
      payload: { userNameOrEmailAddress: 'admin', password: 'Pa55-never-in-logs' },
    });
    const log = t.logLines.join('\n');
    expect(log).toContain('/api/TokenAuth/Authenticate');
    expect(log).not.toContain('Pa55-never-in-logs');
    expect(log).not.toContain('some-token-value-xyz');
  });
});

describe('web hosting next to the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false } });
  });
  afterAll(() => t.close());

  it('serves index.html for client routes and hashed assets with long caching', async () => {
    const page = await t.app.inject('/flightSearch/abc?locale=en');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('keeps API errors in the envelope even with the web app mounted', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: 'admin', password: 'wrong' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ __abp: true, success: false });
    const invalid = await t.app.inject({ method: 'POST', url: '/api/TokenAuth/Authenticate', payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.validationErrors).toHaveLength(2);
    const missing = await t.app.inject('/api/services/app/Nope/Nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().__abp).toBe(true);
  });
});
