import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCall, userWithPermissions } from '../../testing/back-office-calls.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';

describe('Contact messages for admins', () => {
  let t: TestApp;
  let call: ReturnType<typeof appCall>;
  let tenant: string;
  let host: string;
  let now = new Date('2026-11-20T10:00:00Z');
  let sent = 0;

  const send = async (payload: Record<string, string>, day: string, tenantId?: string) => {
    now = new Date(`${day}T09:30:00Z`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Contact/Send',
      headers: tenantId ? { 'Abp.TenantId': tenantId } : {},
      remoteAddress: `10.1.0.${++sent}`,
      payload: { phone: '', ...payload },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      seed: { flights: false },
      env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'charterdesk-contact-admin-')) },
    });
    call = appCall(t.app);
    host = await signIn(t.app);
    tenant = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
    await send(
      { name: 'Анна Смирнова', email: 'anna@example.com', subject: 'Багаж', message: 'Сколько кг можно?' },
      '2026-11-01',
      '1',
    );
    await send(
      {
        name: 'John Smith',
        email: 'john@example.org',
        subject: 'Refund',
        message: `I would like a refund. ${'x'.repeat(400)}`,
        phone: '+44 20 7946 0958',
      },
      '2026-11-03',
      '1',
    );
    await send(
      { name: 'Ayşe', email: 'ayse@example.com', subject: 'Vize', message: 'Vize gerekli mi?' },
      '2026-11-05',
      '1',
    );
    await send(
      { name: 'Host Only', email: 'host@example.com', subject: 'Host', message: 'Host message' },
      '2026-11-05',
    );
  });
  afterAll(() => t.close());

  it('lists the tenant’s messages newest first with a preview, paged', async () => {
    const res = await call('GET', 'Contact/GetMessages?MaxResultCount=2', tenant);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().result;
    expect(page.totalCount).toBe(3);
    expect(page.items.map((m: { name: string }) => m.name)).toEqual(['Ayşe', 'John Smith']);
    expect(page.items[1].preview).toHaveLength(160);
    expect(page.items[1]).not.toHaveProperty('message');
    expect(page.items[1].phone).toBe('+44 20 7946 0958');
  });

  it('searches name, e-mail and subject, and filters by days', async () => {
    const names = async (query: string) =>
      (await call('GET', `Contact/GetMessages?${query}`, tenant))
        .json()
        .result.items.map((m: { name: string }) => m.name);
    expect(await names('Keyword=смирнова')).toEqual(['Анна Смирнова']);
    expect(await names('Keyword=example.org')).toEqual(['John Smith']);
    expect(await names('Keyword=REFUND')).toEqual(['John Smith']);
    expect(await names('Keyword=%25')).toEqual([]);
    expect(await names('From=2026-11-02&To=2026-11-03')).toEqual(['John Smith']);
    expect(await names('To=2026-11-01')).toEqual(['Анна Смирнова']);
  });

  it('answers one message in full, within the site variant only', async () => {
    const [john] = (await call('GET', 'Contact/GetMessages?Keyword=john', tenant)).json().result.items;
    const full = await call('GET', `Contact/GetMessage?Id=${john.id}`, tenant);
    expect(full.statusCode).toBe(200);
    expect(full.json().result).toMatchObject({
      email: 'john@example.org',
      subject: 'Refund',
      creationTime: '2026-11-03T09:30:00.000Z',
    });
    expect(full.json().result.message).toMatch(/^I would like a refund\. x{400}$/);
    expect((await call('GET', `Contact/GetMessage?Id=${john.id}`, host)).statusCode).toBe(404);
    const hostList = (await call('GET', 'Contact/GetMessages', host)).json().result;
    expect(hostList.items.map((m: { name: string }) => m.name)).toEqual(['Host Only']);
  });

  it('requires Pages.Customers', async () => {
    expect((await call('GET', 'Contact/GetMessages', undefined)).statusCode).toBe(401);
    const clerk = await userWithPermissions(t.app, tenant, 1, 'contactclerk', ['Pages.Orders']);
    expect((await call('GET', 'Contact/GetMessages', clerk)).statusCode).toBe(403);
    expect((await call('GET', 'Contact/GetMessage?Id=1', clerk)).statusCode).toBe(403);
    const support = await userWithPermissions(t.app, tenant, 1, 'supportdesk', ['Pages.Customers']);
    expect((await call('GET', 'Contact/GetMessages', support)).json().result.totalCount).toBe(3);
  });
});
