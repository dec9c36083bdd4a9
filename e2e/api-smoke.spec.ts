import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, expectEnvelopeShape, shown } from './support/api.js';
import { type StartedServer, startServer } from './support/server.js';

// The built server over plain HTTP: wire format, sign-in, OpenAPI and security headers (API-CONVENTIONS.md).
describe('API smoke (built server)', () => {
  let server: StartedServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers /health and /ready', async () => {
    for (const path of ['/health', '/ready']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      await response.body?.cancel();
    }
  });

  it('answers an unknown /api route with 404 in the envelope', async () => {
    const answer = await callApi(server.baseUrl, '/api/services/app/Nope/Nope');
    const { status, body } = answer;
    expect(status, shown(answer)).toBe(404);
    expectEnvelopeShape(body);
    expect(body.success).toBe(false);
    expect(body.unAuthorizedRequest).toBe(false);
  });

  it('signs the admin in and returns a token', async () => {
    const answer = await callApi<{
      accessToken: string;
      encryptedAccessToken: string;
      expireInSeconds: number;
      userId: number;
    }>(server.baseUrl, '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: 'admin', password: server.adminPassword, rememberClient: false },
    });
    const { status, body } = answer;
    expect(status, shown(answer)).toBe(200);
    expectEnvelopeShape(body);
    expect(body.success).toBe(true);
    expect(body.result).toEqual(
      expect.objectContaining({
        accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        expireInSeconds: 86400,
        userId: expect.any(Number),
      }),
    );

    const session = await callApi<{ user: { userName: string } | null }>(
      server.baseUrl,
      '/api/services/app/Session/GetCurrentLoginInformations',
      { token: body.result!.accessToken },
    );
    expect(session.status, shown(session)).toBe(200);
    expect(session.body.result?.user?.userName).toBe('admin');
  });

  it('refuses a wrong password with 401 and the same text as for an unknown user', async () => {
    const attempts = [
      { userNameOrEmailAddress: 'admin', password: `${server.adminPassword}-wrong` },
      { userNameOrEmailAddress: 'nobody-here', password: 'whatever-1A!' },
    ];
    for (const attempt of attempts) {
      const answer = await callApi(server.baseUrl, '/api/TokenAuth/Authenticate', { body: attempt });
      const { status, body } = answer;
      expect(status, `${attempt.userNameOrEmailAddress}: ${shown(answer)}`).toBe(401);
      expectEnvelopeShape(body);
      expect(body.success).toBe(false);
      // as in ABP: a refused sign-in is a user-facing error, not an unauthorized request
      expect(body.unAuthorizedRequest).toBe(false);
      expect(body.error?.message).toBe('Login failed!');
      expect(body.error?.details).toBe('Invalid user name or password');
      expect(JSON.stringify(body)).not.toContain(server.adminPassword);
    }
  });

  it('rejects an invalid body with 400 and the validation errors in the envelope', async () => {
    const answer = await callApi(server.baseUrl, '/api/TokenAuth/Authenticate', { body: {} });
    const { status, body } = answer;
    expect(status, shown(answer)).toBe(400);
    expectEnvelopeShape(body);
    expect(body.unAuthorizedRequest).toBe(false);
    expect(body.error?.message).toBe('Your request is not valid!');
    expect(body.error?.validationErrors?.length).toBeGreaterThan(0);
  });

  it('tells an anonymous caller it is not signed in', async () => {
    const answer = await callApi<{ user: unknown }>(
      server.baseUrl,
      '/api/services/app/Session/GetCurrentLoginInformations',
    );
    const { status, body } = answer;
    expect(status, shown(answer)).toBe(200);
    expectEnvelopeShape(body);
    expect(body.result?.user).toBeNull();
  });

  it('publishes an OpenAPI document at /swagger/json', async () => {
    const response = await fetch(`${server.baseUrl}/swagger/json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi?: string;
      info?: unknown;
      paths?: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toBeTruthy();
    const paths = Object.keys(doc.paths ?? {});
    expect(paths.some((p) => p.toLowerCase() === '/api/tokenauth/authenticate')).toBe(true);
  });

  it('sends security headers with the web app', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('content-security-policy')).toBeTruthy();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    await response.body?.cancel();
  });
});
