import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('requests for a host other than PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false }, env: { PUBLIC_URL: 'https://shop.example' } });
  });
  afterAll(() => t.close());

  const warnings = () =>
    t.logLines
      .filter((l) => l.includes('request for a host other than PUBLIC_URL'))
      .map((l) => JSON.parse(l));

  it('warns once per foreign host, never for PUBLIC_URL itself or the probes', async () => {
    await t.app.inject({
      url: '/api/services/app/Session/GetCurrentLoginInformations',
      headers: { host: 'shop.example' },
    });
    await t.app.inject({ url: '/health', headers: { host: '10.0.0.5:3000' } });
    expect(warnings()).toHaveLength(0);
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/', headers: { host: '192.168.1.20:3000' } });
    await t.app.inject({ url: '/', headers: { host: 'localhost:3000' } });
    expect(warnings().map((w) => w.host)).toEqual(['192.168.1.20:3000', 'localhost:3000']);
    expect(warnings()[0]).toMatchObject({ level: 40, publicUrl: 'https://shop.example' });
  });
});
