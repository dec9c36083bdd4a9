import type { ExchangeRateList } from '@charterdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createSettingsRepository } from '../settings/settings.repository.js';
import { createCurrencyRepository } from './currency.repository.js';
import { ALLOWED_CURRENCIES_SETTING, createCurrencyService } from './currency.service.js';

describe('exchange rates', () => {
  let t: TestApp;
  const setAt = new Date('2027-03-10T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock: () => setAt, seed: { flights: false } });
  });
  afterAll(() => t.close());

  const service = () =>
    createCurrencyService({
      repository: createCurrencyRepository(t.database.db),
      settings: createSettingsRepository(t.database.db),
    });

  it('seeds plausible host rates against EUR and lists them', async () => {
    const res = await t.app.inject('/api/services/app/Currency/GetExchangeRates');
    expect(res.statusCode).toBe(200);
    const list = res.json().result as ExchangeRateList;
    expect(list.baseCurrency).toBe('EUR');
    const rate = Object.fromEntries(list.items.map((i) => [i.currency, Number(i.rate)]));
    expect(rate.EUR).toBe(1);
    expect(rate.USD).toBeGreaterThan(1);
    expect(rate.USD).toBeLessThan(1.2);
    expect(rate.RUB).toBeGreaterThan(80);
    expect(rate.RUB).toBeLessThan(120);
    expect(rate.TRY).toBeGreaterThan(30);
    expect(rate.BYN).toBeGreaterThan(3);
    expect(list.items.every((i) => i.tenantId === null && i.setAt === setAt.toISOString())).toBe(true);
  });

  it('lets a tenant override a host rate, for that tenant only', async () => {
    const repository = createCurrencyRepository(t.database.db);
    await repository.setRate({ tenantId: 1, currency: 'RUB', rate: '101.25', setAt, setterUserId: 7 });
    const tenant = await service().rates(1);
    const host = await service().rates(null);
    expect(tenant.RUB).toBe('101.25');
    expect(host.RUB).not.toBe('101.25');
    const res = await t.app.inject({
      url: '/api/services/app/Currency/GetExchangeRates',
      headers: { 'Abp.TenantId': '1' },
    });
    expect(res.json().result.items.find((i: { currency: string }) => i.currency === 'RUB')).toMatchObject({
      rate: '101.25',
      tenantId: 1,
    });
  });

  it('shows the requested currency unless the tenant restricts its currencies', async () => {
    expect((await service().forDisplay(null, 'try')).currency).toBe('TRY');
    expect((await service().forDisplay(null, undefined)).currency).toBe('EUR');
    expect((await service().forDisplay(null, 'GBP')).currency).toBe('EUR');
    await createSettingsRepository(t.database.db).set(1, ALLOWED_CURRENCIES_SETTING, 'RUB');
    expect(await service().allowedCurrencies(1)).toEqual(['RUB']);
    expect((await service().forDisplay(1, 'TRY')).currency).toBe('RUB');
    expect((await service().forDisplay(null, 'TRY')).currency).toBe('TRY');
    const { convert } = await service().forDisplay(1, 'RUB');
    expect(convert(100_00, 'EUR', 'RUB')).toBe(10_125_00);
  });
});
