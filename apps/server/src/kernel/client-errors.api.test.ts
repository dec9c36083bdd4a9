import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// Node's HTTP parser refuses these before Fastify sees them, and app.inject skips that parser: a real listening
// server and raw sockets are the only way to see what a client gets.
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ seed: { flights: false } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Sends the request's pieces as they are (one write each); resolves once the server has closed the connection. */
function raw(...pieces: string[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    // writes after the server gave up may fail; the answer is what counts
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const [statusLine, ...headerLines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((l) => [
          l.slice(0, l.indexOf(':')).toLowerCase(),
          l.slice(l.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
    socket.on('connect', async () => {
      for (const piece of pieces) {
        if (socket.destroyed || !socket.writable) break;
        await new Promise<void>((done) => socket.write(piece, () => done()));
      }
    });
  });
}

function expectEnvelope(answer: RawAnswer, status: number, key: string) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers.connection).toBe('close');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  const body = JSON.parse(answer.body);
  expect(body).toEqual({
    result: null,
    targetUrl: null,
    success: false,
    error: { code: 0, key, message: expect.any(String), details: expect.any(String), validationErrors: null },
    unAuthorizedRequest: false,
    __abp: true,
  });
  return body.error as { message: string; details: string };
}

const pad = (n: number) => 'a'.repeat(n);
const apiPath = '/api/services/app/Session/GetCurrentLoginInformations';

describe('requests Node refuses before Fastify (real server)', () => {
  it('answers a 20 KB URL with 414 and the envelope in the request’s culture, then closes', async () => {
    const answer = await raw(
      `GET ${apiPath}?culture=en&pad=${pad(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    const error = expectEnvelope(answer, 414, 'request.uri_too_long');
    expect(error).toEqual({
      code: 0,
      key: 'request.uri_too_long',
      message: 'Your request is not valid!',
      details: 'The address of the request (URL) is too long.',
      validationErrors: null,
    });

    // the culture comes from the headers Node had read too, and defaults to ru
    const tr = await raw(
      `GET /?pad=${pad(20_000)} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: tr\r\n\r\n`,
    );
    expect(expectEnvelope(tr, 414, 'request.uri_too_long').details).toBe('İsteğin adresi (URL) çok uzun.');
    const ru = await raw(`GET /?pad=${pad(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(expectEnvelope(ru, 414, 'request.uri_too_long').message).toBe('Ваш запрос некорректен!');
  });

  it('answers fetch with the same 414 envelope', async () => {
    const res = await fetch(`http://127.0.0.1:${port}${apiPath}?culture=en&pad=${pad(20_000)}`);
    expect(res.status).toBe(414);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toMatchObject({
      success: false,
      __abp: true,
      error: { key: 'request.uri_too_long' },
    });
  });

  it('answers a long URL that arrives in pieces, and keeps reading so the answer is not lost', async () => {
    // where Node stops in a piecewise request decides 414 or 431; either way the client gets the envelope
    const pieces = [`GET /?culture=en&pad=`, ...Array.from({ length: 25 }, () => pad(1000))];
    const answer = await raw(...pieces, ' HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect([414, 431]).toContain(answer.status);
    expectEnvelope(
      answer,
      answer.status,
      answer.status === 414 ? 'request.uri_too_long' : 'request.headers_too_large',
    );
  });

  it('answers over-large headers with 431 and the envelope', async () => {
    const answer = await raw(
      `GET ${apiPath}?culture=en HTTP/1.1\r\nHost: localhost\r\nX-Pad: ${pad(20_000)}\r\n\r\n`,
    );
    expect(expectEnvelope(answer, 431, 'request.headers_too_large').details).toBe(
      'The headers of the request are too large.',
    );
  });

  it('answers an over-long URL pipelined after a good request, after that request’s own answer', async () => {
    const answer = await raw(
      `GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n` +
        `GET /?culture=en&pad=${pad(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer.status).toBe(200);
    const second = answer.body.slice(answer.body.indexOf('HTTP/1.1 '));
    expect(second).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
    expect(second).toContain('"key":"request.uri_too_long"');
  });

  it('answers broken HTTP with 400 and the envelope', async () => {
    const answer = await raw('GET /health HTTP/1.1\r\nHost: localhost\r\nthis is no header\r\n\r\n');
    expectEnvelope(answer, 400, 'request.malformed');
  });

  it('answers a broken chunked body with 400 and the envelope, while its handler waits for that body', async () => {
    const answer = await raw(
      `POST ${apiPath.replace('Session/GetCurrentLoginInformations', 'Account/IsTenantAvailable')} HTTP/1.1\r\n` +
        'Host: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      '5\r\n{"ten\r\nzz\r\n',
    );
    expectEnvelope(answer, 400, 'request.malformed');
  });

  it('answers a path parameter over maxParamLength with 414 and the envelope, on the socket and in inject', async () => {
    const path = `/sandbox-bank/sessions/${pad(300)}/card?culture=en`;
    const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(414);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const injected = await t.app.inject(path);
    expect(injected.statusCode).toBe(414);
    expect(injected.json()).toEqual({
      result: null,
      targetUrl: null,
      success: false,
      error: {
        code: 0,
        key: 'request.uri_too_long',
        message: 'Your request is not valid!',
        details: 'The address of the request (URL) is too long.',
        validationErrors: null,
      },
      unAuthorizedRequest: false,
      __abp: true,
    });
    const badlyEncoded = await t.app.inject('/sandbox-bank/sessions/%E0%A4%A/card');
    expect(badlyEncoded.statusCode).toBe(400);
    expect(badlyEncoded.json()).toMatchObject({
      success: false,
      __abp: true,
      error: { key: 'request.bad_url' },
    });
  });

  it('keeps serving after refusing', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
  });
});
