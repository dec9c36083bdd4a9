import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../db/seed/seed.js';
import { type SiteCallOptions, siteCall, type Verb } from '../../testing/back-office-calls.js';
import { createTenantWithAdmin } from '../../testing/tenants.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { demoTransferZones } from './definitions.seed.js';

describe('Definition app service: cities, transfer zones, vehicle types', () => {
  let t: TestApp;
  let hostToken: string;
  let defaultToken: string;
  let tenantB: { id: number; token: string };

  const call = (method: Verb, url: string, opts: SiteCallOptions = {}) => siteCall(t.app)(method, url, opts);
  const asDefault = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(method, url, { token: defaultToken, tenant: 1, ...(payload ? { payload } : {}) });

  const zone = {
    cityCode: 'AYT',
    airportCode: 'AYT',
    nameRu: 'Чолаклы',
    nameEn: 'Colakli',
    nameTr: 'Çolaklı',
    transferMinutes: 70,
  };
  const vehicle = {
    nameRu: 'Электромобиль',
    nameEn: 'Electric sedan',
    nameTr: 'Elektrikli sedan',
    passengerCapacity: 3,
    baggageCapacity: 2,
    sortOrder: 15,
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false } });
    hostToken = await signIn(t.app);
    defaultToken = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
    const { id, adminPassword } = await createTenantWithAdmin(t.app, t.database, hostToken, {
      tenancyName: 'second',
      name: 'Second site',
      adminEmailAddress: 'admin@second.example',
    });
    tenantB = { id, token: await signIn(t.app, 'admin', adminPassword, id) };
  });
  afterAll(() => t.close());

  it('seeds the demo vehicle types and resort transfer zones once', async () => {
    const types = (await call('GET', 'Definition/GetPackageTypes', { token: hostToken })).json().result;
    expect(types.items.map((p: { nameEn: string }) => p.nameEn).slice(0, 4)).toEqual([
      'Sedan',
      'Minivan',
      'VIP Mercedes V-Class',
      'Minibus',
    ]);
    expect(types.items[0]).toMatchObject({ passengerCapacity: 3, baggageCapacity: 3, isReadOnly: false });
    // a second start adds nothing
    const again = await seed(t.database.db, { adminPassword: TEST_ADMIN_PASSWORD, flights: false });
    expect(again.createdAdmins).toBe(0);
    const after = (await call('GET', 'Definition/GetPackageTypes', { token: hostToken })).json().result;
    expect(after.totalCount).toBe(types.totalCount);
    const zones = (
      await call('GET', 'Definition/GetDistricts?Input=AYT&MaxResultCount=100', { token: hostToken })
    ).json().result;
    expect(zones.totalCount).toBe(demoTransferZones().filter((z) => z.cityCode === 'AYT').length);
    // shortest drive first by default
    expect(zones.items[0].transferMinutes).toBeLessThanOrEqual(zones.items[1].transferMinutes);
    expect(zones.items.find((z: { nameEn: string }) => z.nameEn === 'Belek')).toMatchObject({
      airportCode: 'AYT',
      airportName: 'Antalya',
      transferMinutes: 35,
    });
  });

  it('lists the network cities with folded keyword search, country filter and zone counts', async () => {
    const byName = (await call('GET', 'Definition/GetCities?Keyword=ANTALYA', { token: hostToken })).json()
      .result;
    expect(byName.items[0]).toMatchObject({ code: 'AYT', name: 'Antalya', countryCode: 'TR' });
    expect(byName.items[0].districtCount).toBeGreaterThan(10);
    // Turkish dotted İ and Russian names fold like the airport search
    const ist = (
      await call('GET', `Definition/GetCities?Keyword=${encodeURIComponent('İSTANBUL')}`, {
        token: hostToken,
      })
    ).json().result;
    expect(ist.items.map((c: { code: string }) => c.code)).toContain('IST');
    const ru = (
      await call('GET', `Definition/GetCities?Keyword=${encodeURIComponent('хургада')}`, {
        token: hostToken,
        culture: 'ru',
      })
    ).json().result;
    expect(ru.items[0]).toMatchObject({ code: 'HRG', name: 'Хургада', countryName: 'Египет' });
    const byCode = (await call('GET', 'Definition/GetCities?Keyword=dlm', { token: hostToken })).json()
      .result;
    expect(byCode.items[0].code).toBe('DLM');

    const egypt = (
      await call('GET', 'Definition/GetCities?CountryCode=eg&MaxResultCount=100', { token: hostToken })
    ).json().result;
    expect(egypt.totalCount).toBeGreaterThan(1);
    expect(egypt.items.every((c: { countryCode: string }) => c.countryCode === 'EG')).toBe(true);

    const sorted = (
      await call('GET', 'Definition/GetCities?Sorting=DistrictCount%20desc&MaxResultCount=3', {
        token: hostToken,
      })
    ).json().result;
    expect(sorted.items).toHaveLength(3);
    expect(sorted.items[0].code).toBe('AYT');
    expect(sorted.items[0].districtCount).toBeGreaterThanOrEqual(sorted.items[1].districtCount);
    const page2 = (
      await call('GET', 'Definition/GetCities?Sorting=Code&SkipCount=10&MaxResultCount=10', {
        token: hostToken,
      })
    ).json().result;
    const page1 = (
      await call('GET', 'Definition/GetCities?Sorting=Code&MaxResultCount=20', { token: hostToken })
    ).json().result;
    expect(page2.items.map((c: { code: string }) => c.code)).toEqual(
      page1.items.slice(10, 20).map((c: { code: string }) => c.code),
    );
  });

  it('creates, updates and soft-deletes a zone with audit fields; the airport must be the city’s', async () => {
    const created = await asDefault('POST', 'Definition/SaveDistrict', zone);
    expect(created.statusCode).toBe(200);
    const d = created.json().result;
    expect(d).toMatchObject({
      name: 'Colakli',
      isActive: true,
      isReadOnly: false,
      lastModificationTime: null,
    });
    expect(d.creationTime).toMatch(/Z$/);

    const updated = await asDefault('PUT', 'Definition/UpdateDistrict', {
      ...zone,
      id: d.id,
      transferMinutes: 75,
    });
    expect(updated.json().result).toMatchObject({ transferMinutes: 75 });
    expect(updated.json().result.lastModificationTime).toMatch(/Z$/);

    const wrongAirport = await asDefault('POST', 'Definition/SaveDistrict', { ...zone, airportCode: 'DLM' });
    expect(wrongAirport.statusCode).toBe(422);
    expect(wrongAirport.json().error).toMatchObject({
      key: 'definitions.airport_not_in_city',
      message: 'The airport DLM does not belong to the city AYT',
    });
    const invalid = await asDefault('POST', 'Definition/SaveDistrict', {
      ...zone,
      nameTr: ' ',
      transferMinutes: 0,
    });
    expect(invalid.statusCode).toBe(400);
    const members = invalid.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members);
    expect([...new Set(members)].sort()).toEqual(['nameTr', 'transferMinutes']);

    const search = (await asDefault('GET', 'Definition/GetDistricts?Input=AYT&Keyword=colak')).json().result;
    expect(search.items.map((z: { id: number }) => z.id)).toEqual([d.id]);

    expect((await asDefault('DELETE', `Definition/DeleteDistrict?Id=${d.id}`)).json()).toMatchObject({
      success: true,
      result: null,
    });
    expect((await asDefault('GET', `Definition/GetDistrict?Id=${d.id}`)).statusCode).toBe(404);
    expect(
      (await asDefault('GET', 'Definition/GetDistricts?Input=AYT&Keyword=colak')).json().result.totalCount,
    ).toBe(0);
  });

  it('creates, filters, updates and soft-deletes a vehicle type', async () => {
    const p = (await asDefault('POST', 'Definition/SavePackageType', vehicle)).json().result;
    expect(p).toMatchObject({ name: 'Electric sedan', passengerCapacity: 3, isActive: true });
    const ru = (
      await call('GET', `Definition/GetPackageType?Id=${p.id}`, {
        token: defaultToken,
        tenant: 1,
        culture: 'ru',
      })
    ).json().result;
    expect(ru.name).toBe('Электромобиль');
    const off = await asDefault('PUT', 'Definition/UpdatePackageType', {
      ...vehicle,
      id: p.id,
      isActive: false,
    });
    expect(off.json().result.isActive).toBe(false);
    const inactive = (await asDefault('GET', 'Definition/GetPackageTypes?IsActive=false')).json().result;
    expect(inactive.items.map((x: { id: number }) => x.id)).toEqual([p.id]);
    const byCapacity = (
      await asDefault('GET', 'Definition/GetPackageTypes?Sorting=PassengerCapacity%20desc')
    ).json().result;
    expect(byCapacity.items[0].passengerCapacity).toBe(46);
    expect((await asDefault('DELETE', `Definition/DeletePackageType?Id=${p.id}`)).statusCode).toBe(200);
    expect((await asDefault('GET', `Definition/GetPackageType?Id=${p.id}`)).statusCode).toBe(404);
  });

  it('requires Pages.Definitions for reads and writes', async () => {
    expect((await call('GET', 'Definition/GetCities', { tenant: 1 })).statusCode).toBe(401);
    await asDefault('POST', 'User/Create', {
      userName: 'clerk',
      name: 'C',
      surname: 'L',
      emailAddress: 'clerk@example.com',
      password: 'Clerk-Pass-1',
    });
    const clerk = await signIn(t.app, 'clerk', 'Clerk-Pass-1', 1);
    for (const [method, url, payload] of [
      ['GET', 'Definition/GetCities', undefined],
      ['GET', 'Definition/GetDistricts?Input=AYT', undefined],
      ['GET', 'Definition/GetPackageTypes', undefined],
      ['POST', 'Definition/SavePackageType', vehicle],
      ['POST', 'Definition/SaveDistrict', zone],
    ] as const) {
      const res = await call(method, url, { token: clerk, tenant: 1, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toContain('Pages.Definitions');
    }
  });

  it('keeps tenants apart: host rows are shared read-only, own rows private', async () => {
    const ownZone = (
      await asDefault('POST', 'Definition/SaveDistrict', { ...zone, nameEn: 'Default only' })
    ).json().result;
    const ownType = (
      await asDefault('POST', 'Definition/SavePackageType', { ...vehicle, nameEn: 'Default van' })
    ).json().result;
    const asB = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      call(method, url, { token: tenantB.token, tenant: tenantB.id, ...(payload ? { payload } : {}) });

    // tenant B sees the host's zones and types, not Default's
    const zonesB = (await asB('GET', 'Definition/GetDistricts?Input=AYT&MaxResultCount=100')).json().result;
    expect(zonesB.items.some((z: { id: number }) => z.id === ownZone.id)).toBe(false);
    expect(zonesB.items.every((z: { isReadOnly: boolean }) => z.isReadOnly)).toBe(true);
    const typesB = (await asB('GET', 'Definition/GetPackageTypes?MaxResultCount=100')).json().result;
    expect(typesB.items.some((p: { id: number }) => p.id === ownType.id)).toBe(false);
    expect((await asB('GET', `Definition/GetDistrict?Id=${ownZone.id}`)).statusCode).toBe(404);
    expect((await asB('GET', `Definition/GetPackageType?Id=${ownType.id}`)).statusCode).toBe(404);
    // nor change or delete them
    expect((await asB('PUT', 'Definition/UpdateDistrict', { ...zone, id: ownZone.id })).statusCode).toBe(404);
    expect((await asB('DELETE', `Definition/DeleteDistrict?Id=${ownZone.id}`)).statusCode).toBe(404);
    expect(
      (await asB('PUT', 'Definition/UpdatePackageType', { ...vehicle, id: ownType.id })).statusCode,
    ).toBe(404);
    expect((await asB('DELETE', `Definition/DeletePackageType?Id=${ownType.id}`)).statusCode).toBe(404);
    expect((await asDefault('GET', `Definition/GetDistrict?Id=${ownZone.id}`)).json().result.nameEn).toBe(
      'Default only',
    );

    // the host's shared rows are read-only for a tenant
    const hostZone = zonesB.items[0];
    const readOnly = await asB('PUT', 'Definition/UpdateDistrict', { ...zone, id: hostZone.id });
    expect(readOnly.statusCode).toBe(422);
    expect(readOnly.json().error.key).toBe('definitions.read_only');
    expect((await asB('DELETE', `Definition/DeletePackageType?Id=${typesB.items[0].id}`)).statusCode).toBe(
      422,
    );

    // the zone count of a city counts the caller's own zones too
    const countOf = async (token: string, tenant?: number) =>
      (await call('GET', 'Definition/GetCities?Keyword=AYT', { token, ...(tenant ? { tenant } : {}) })).json()
        .result.items[0].districtCount;
    expect(await countOf(defaultToken, 1)).toBe((await countOf(tenantB.token, tenantB.id)) + 1);
    expect(await countOf(hostToken)).toBe(await countOf(tenantB.token, tenantB.id));
  });
});
