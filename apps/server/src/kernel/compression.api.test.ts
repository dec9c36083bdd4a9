import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** A web build as the real one is laid out: a hashed asset with the .br and .gz the build writes next to it. */
function webDist(): { dir: string; asset: string; body: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'charterdesk-compress-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  const body = Buffer.from(
    `export const routes = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `/route/${i}`))};\n`,
  );
  const asset = 'index-Ab12Cd34.js';
  writeFileSync(path.join(dir, 'assets', asset), body);
  writeFileSync(path.join(dir, 'assets', `${asset}.br`), brotliCompressSync(body));
  writeFileSync(path.join(dir, 'assets', `${asset}.gz`), gzipSync(body));
  return { dir, asset, body };
}

describe('compressed answers', () => {
  let t: TestApp;
  const dist = webDist();
  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false }, env: { WEB_DIST_DIR: dist.dir } });
  });
  afterAll(() => t.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a hashed asset precompressed, with Vary and its one-year cache, or plain when not accepted', async () => {
    const br = await get(`/assets/${dist.asset}`, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).equals(dist.body)).toBe(true);

    const gz = await get(`/assets/${dist.asset}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(dist.body)).toBe(true);

    const plain = await get(`/assets/${dist.asset}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(dist.body)).toBe(true);
  });

  it('compresses a large JSON answer when accepted, and leaves a small one alone', async () => {
    const doc = await get('/swagger/json', 'gzip');
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-encoding']).toBe('gzip');
    expect(String(doc.headers.vary)).toMatch(/accept-encoding/i);
    const parsed = JSON.parse(gunzipSync(doc.rawPayload).toString('utf8'));
    expect(Object.keys(parsed.paths).length).toBeGreaterThan(100);

    const api = await get('/api/services/app/Transfer/GetTransferPlaces', 'br');
    expect(api.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(api.rawPayload).toString('utf8')).success).toBe(true);

    const small = await get('/health', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
