import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCall, userWithPermissions } from '../../testing/back-office-calls.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';

describe('Survey answers for admins', () => {
  let t: TestApp;
  let call: ReturnType<typeof appCall>;
  let tenant: string;
  let host: string;
  let now = new Date('2026-11-20T10:00:00Z');
  let answers = 0;

  const answer = async (payload: object, tenantId?: string, day?: string) => {
    if (day) now = new Date(`${day}T12:00:00Z`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Survey/Save',
      headers: tenantId ? { 'Abp.TenantId': tenantId } : {},
      // a fresh address per answer: Save is rate-limited per client address
      remoteAddress: `10.0.0.${++answers}`,
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, seed: { flights: false } });
    call = appCall(t.app);
    host = await signIn(t.app);
    tenant = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
    await answer({ reason: 'checkingPrices' }, '1', '2026-11-01');
    await answer({ reason: 'checkingPrices' }, '1', '2026-11-05');
    await answer({ reason: 'other', text: 'Хотел оплатить позже' }, '1', '2026-11-10');
    await answer({ reason: 'securityDoubt' }, '1', '2026-11-15');
    await answer({ reason: 'formDifficult' }, undefined, '2026-11-10');
  });
  afterAll(() => t.close());

  it('lists the tenant’s answers newest first with the free text, paged', async () => {
    const res = await call('GET', 'Survey/GetAll?MaxResultCount=2', tenant);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().result;
    expect(page.totalCount).toBe(4);
    expect(page.items.map((a: { reason: string }) => a.reason)).toEqual(['securityDoubt', 'other']);
    expect(page.items[1]).toMatchObject({
      text: 'Хотел оплатить позже',
      creationTime: '2026-11-10T12:00:00.000Z',
    });
    const next = (await call('GET', 'Survey/GetAll?MaxResultCount=2&SkipCount=2', tenant)).json().result;
    expect(next.items.map((a: { creationTime: string }) => a.creationTime.slice(0, 10))).toEqual([
      '2026-11-05',
      '2026-11-01',
    ]);
  });

  it('filters by reason and by a period of whole days', async () => {
    const byReason = (await call('GET', 'Survey/GetAll?Reason=checkingPrices', tenant)).json().result;
    expect(byReason.totalCount).toBe(2);
    const period = (await call('GET', 'Survey/GetAll?From=2026-11-05&To=2026-11-10', tenant)).json().result;
    expect(period.items.map((a: { reason: string }) => a.reason)).toEqual(['other', 'checkingPrices']);
    const bad = await call('GET', 'Survey/GetAll?From=2026-11-10&To=2026-11-01', tenant);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['to']);
    expect((await call('GET', 'Survey/GetAll?Reason=bored', tenant)).statusCode).toBe(400);
  });

  it('counts answers per reason for a period, every reason listed', async () => {
    const all = (await call('GET', 'Survey/GetSummary', tenant)).json().result;
    expect(all.total).toBe(4);
    expect(all.items).toHaveLength(7);
    expect(all.items.find((i: { reason: string }) => i.reason === 'checkingPrices').count).toBe(2);
    expect(all.items.find((i: { reason: string }) => i.reason === 'priceDiffers').count).toBe(0);
    const part = (await call('GET', 'Survey/GetSummary?From=2026-11-02', tenant)).json().result;
    expect(part.total).toBe(3);
    expect(part.items.find((i: { reason: string }) => i.reason === 'checkingPrices').count).toBe(1);
  });

  it('keeps answers per site variant and requires Pages.Orders', async () => {
    const hostList = (await call('GET', 'Survey/GetAll', host)).json().result;
    expect(hostList.items.map((a: { reason: string }) => a.reason)).toEqual(['formDifficult']);
    expect((await call('GET', 'Survey/GetAll', undefined)).statusCode).toBe(401);
    const clerk = await userWithPermissions(t.app, tenant, 1, 'surveyclerk', ['Pages.Customers']);
    expect((await call('GET', 'Survey/GetAll', clerk)).statusCode).toBe(403);
    expect((await call('GET', 'Survey/GetSummary', clerk)).statusCode).toBe(403);
  });
});
