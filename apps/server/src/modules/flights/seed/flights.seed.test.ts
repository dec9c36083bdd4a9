import { daysBetween, fareTotal } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { buildGeoDataset } from '../../geo/geo.dataset.js';
import { distanceKm } from '../../geo/geo.service.js';
import {
  MAX_CONNECTION_MINUTES,
  MAX_DETOUR_RATIO,
  MIN_CONNECTION_MINUTES,
} from '../providers/charter-supplier.js';
import { buildDemoInventory, DEFAULT_HORIZON_DAYS, type DemoFlight } from './flights.seed.js';

// The demo inventory as plain data: no database needed.
const geo = buildGeoDataset();
const airport = new Map(geo.airports.map((a) => [a.code, a]));
const timeZoneOf = (code: string) => airport.get(code)!.timeZone;
const today = '2026-11-22';
const inventory = buildDemoInventory({ today, horizonDays: DEFAULT_HORIZON_DAYS, timeZoneOf });

describe('demo flight inventory', () => {
  it('has enough programmes and dated flights for the benchmark, six months ahead', () => {
    expect(inventory.programmes.length).toBeGreaterThanOrEqual(25);
    expect(inventory.flights.length).toBeGreaterThanOrEqual(10_000);
    const dates = inventory.flights.map((f) => f.departureDate).sort();
    expect(dates[0]).toBe(today);
    expect(daysBetween(today, dates[dates.length - 1]!)).toBe(DEFAULT_HORIZON_DAYS - 1);
  });

  it('is deterministic and does not depend on the horizon for a given date', () => {
    const again = buildDemoInventory({ today, horizonDays: DEFAULT_HORIZON_DAYS, timeZoneOf });
    expect(again.flights).toEqual(inventory.flights);
    const short = buildDemoInventory({ today, horizonDays: 10, timeZoneOf });
    const key = (f: DemoFlight) => `${f.programmeKey}|${f.departureDate}`;
    const full = new Map(inventory.flights.map((f) => [key(f), f]));
    for (const f of short.flights) expect(full.get(key(f))).toEqual(f);
  });

  it('flies every route both ways and knows every airport', () => {
    const routes = new Set(inventory.programmes.map((p) => `${p.originCode}-${p.destinationCode}`));
    for (const p of inventory.programmes) {
      expect(routes.has(`${p.destinationCode}-${p.originCode}`)).toBe(true);
      expect(airport.has(p.originCode) && airport.has(p.destinationCode)).toBe(true);
    }
    const carriers = new Set(inventory.programmes.map((p) => p.airlineCode));
    for (const code of ['PC', 'XQ', 'XC', 'ZF', 'N4', 'WZ', 'U6', 'B2', 'SU', 'TK', '2S']) {
      expect(carriers.has(code)).toBe(true);
    }
    // scheduled majors sell refundable, non-charter fares
    for (const p of inventory.programmes.filter((x) => x.airlineCode === 'SU' || x.airlineCode === 'TK')) {
      expect(p).toMatchObject({ isCharter: false, isRefundable: true });
    }
  });

  it('has a few sold-out flights and some with few seats', () => {
    const economy = inventory.flights.map((f) => f.seatsLeftEconomy!);
    const soldOut = economy.filter((s) => s === 0).length;
    const few = economy.filter((s) => s > 0 && s <= 9).length;
    expect(soldOut / economy.length).toBeGreaterThan(0.01);
    expect(soldOut / economy.length).toBeLessThan(0.1);
    expect(few).toBeGreaterThan(100);
  });

  it('prices realistically: Moscow–Antalya from about 180 EUR, Phuket 450–700 EUR, business ×2.5–3', () => {
    const eur = (amount: number, currency: string) =>
      amount / { RUB: 98.5, EUR: 1, USD: 1.08, TRY: 37.25 }[currency]! / 100;
    const total = (from: string, to: string) =>
      inventory.programmes
        .filter((p) => p.originCode === from && p.destinationCode === to)
        .map((p) => ({ p, economy: eur(fareTotal(p.cabins.economy!), p.currency) }));
    const antalya = total('VKO', 'AYT').map((x) => x.economy);
    expect(Math.min(...antalya)).toBeGreaterThan(170);
    expect(Math.min(...antalya)).toBeLessThan(200);
    for (const { economy } of [...total('VKO', 'HKT'), ...total('SVO', 'HKT')]) {
      expect(economy).toBeGreaterThan(450);
      expect(economy).toBeLessThan(700);
    }
    for (const p of inventory.programmes.filter((x) => x.cabins.business)) {
      const ratio = fareTotal(p.cabins.business!) / fareTotal(p.cabins.economy!);
      expect(ratio).toBeGreaterThanOrEqual(2.5);
      expect(ratio).toBeLessThanOrEqual(3);
    }
  });

  it('schedules returns after the outbound has arrived', () => {
    const byKey = new Map(inventory.programmes.map((p) => [`${p.airlineCode}${p.flightNumber}`, p]));
    const arrivals = new Map<string, DemoFlight[]>();
    for (const f of inventory.flights) {
      const list = arrivals.get(f.programmeKey) ?? [];
      list.push(f);
      arrivals.set(f.programmeKey, list);
    }
    // AZUR air 2901 VKO 23:30 → AYT 03:10⁺¹, its return ZF 2902 leaves AYT at 04:40 the same morning
    expect(byKey.get('ZF2902')).toMatchObject({
      originCode: 'AYT',
      destinationCode: 'VKO',
      departureTime: '04:40',
    });
    const out = arrivals.get(`ZF|2901|${today}`)![0]!;
    const back = arrivals
      .get(`ZF|2902|${today}`)!
      .find((f) => f.departureDate === out.arrivalLocal.slice(0, 10));
    expect(back).toBeDefined();
    expect(back!.departureAt.getTime() - out.arrivalAt.getTime()).toBe(90 * 60_000);
  });

  it('makes the advertised connections possible every day: MSQ–IST–AYT and KZN–SVO–HKT', () => {
    const legs = (from: string, to: string, date: string) =>
      inventory.flights.filter(
        (f) => f.originCode === from && f.destinationCode === to && f.departureDate === date,
      );
    for (const [a, hub, b] of [
      ['MSQ', 'IST', 'AYT'],
      ['KZN', 'SVO', 'HKT'],
      ['AYT', 'IST', 'MSQ'],
      ['HKT', 'SVO', 'KZN'],
    ] as const) {
      const detour =
        distanceKm(airport.get(a)!, airport.get(hub)!) + distanceKm(airport.get(hub)!, airport.get(b)!);
      expect(detour / distanceKm(airport.get(a)!, airport.get(b)!)).toBeLessThanOrEqual(MAX_DETOUR_RATIO);
      for (let d = 1; d <= 14; d++) {
        const date = `2026-12-${String(d).padStart(2, '0')}`;
        const pairs = legs(a, hub, date).flatMap((first) =>
          inventory.flights
            .filter((f) => f.originCode === hub && f.destinationCode === b)
            .map((second) => (second.departureAt.getTime() - first.arrivalAt.getTime()) / 60_000)
            .filter((wait) => wait >= MIN_CONNECTION_MINUTES && wait <= MAX_CONNECTION_MINUTES),
        );
        expect(pairs.length, `${a}-${hub}-${b} on ${date}`).toBeGreaterThan(0);
      }
    }
  });
});
