import { describe, expect, it } from 'vitest';
import { createConverter } from '../money/money.js';
import { DEFAULT_FARE_RULES, type FareComponents, passengerFare, priceItinerary } from './flights.fares.js';

// Moscow → Antalya charter in roubles: 14 500 + 2 100 + 1 500 + 600 = 18 700 RUB per adult
const adult: FareComponents = { baseFare: 1_450_000, tax: 210_000, fuel: 150_000, servicePrice: 60_000 };
const rates = { RUB: '100', TRY: '37.25', USD: '1.08' };
const convert = createConverter(rates);

describe('passengerFare', () => {
  it('charges adults the full fare', () => {
    expect(passengerFare(adult, 'adult', DEFAULT_FARE_RULES)).toEqual(adult);
  });

  it('charges children 75 % of the base fare plus seat taxes, fuel and service', () => {
    expect(passengerFare(adult, 'child', DEFAULT_FARE_RULES)).toEqual({
      baseFare: 1_087_500,
      tax: 210_000,
      fuel: 150_000,
      servicePrice: 60_000,
    });
  });

  it('charges infants 10 % of the base fare plus the service price only', () => {
    expect(passengerFare(adult, 'infant', DEFAULT_FARE_RULES)).toEqual({
      baseFare: 145_000,
      tax: 0,
      fuel: 0,
      servicePrice: 60_000,
    });
  });

  it('follows the programme’s own percentages, rounding half up', () => {
    const fare = { baseFare: 12_345, tax: 100, fuel: 100, servicePrice: 100 };
    expect(passengerFare(fare, 'child', { childPercent: 70, infantPercent: 15 }).baseFare).toBe(8_642); // 8641.5
    expect(passengerFare(fare, 'infant', { childPercent: 70, infantPercent: 15 }).baseFare).toBe(1_852); // 1851.75
  });
});

describe('priceItinerary', () => {
  const leg = { currency: 'RUB', adult, rules: DEFAULT_FARE_RULES };

  it('prices each passenger type and sums them', () => {
    const price = priceItinerary([leg], { adults: 2, children: 1, infants: 1 }, 'RUB', convert);
    expect(price.perPassenger.map((p) => [p.type, p.count, p.total])).toEqual([
      ['adult', 2, 1_870_000],
      ['child', 1, 1_507_500],
      ['infant', 1, 205_000],
    ]);
    expect(price.total).toBe(2 * 1_870_000 + 1_507_500 + 205_000);
    expect(price.baseFare + price.tax + price.fuel + price.servicePrice).toBe(price.total);
    expect(price.tax).toBe(3 * 210_000); // infants pay no seat tax
  });

  it('leaves out passenger types nobody travels as', () => {
    const price = priceItinerary([leg], { adults: 1, children: 0, infants: 0 }, 'RUB', convert);
    expect(price.perPassenger.map((p) => p.type)).toEqual(['adult']);
  });

  it('converts per passenger component, so every figure adds up in the display currency', () => {
    const counts = { adults: 3, children: 2, infants: 1 };
    for (const currency of ['EUR', 'TRY', 'USD']) {
      const price = priceItinerary([leg], counts, currency, convert);
      for (const p of price.perPassenger) {
        expect(p.baseFare + p.tax + p.fuel + p.servicePrice).toBe(p.total);
        expect(p.baseFare).toBe(
          convert(passengerFare(adult, p.type, DEFAULT_FARE_RULES).baseFare, 'RUB', currency),
        );
      }
      expect(price.total).toBe(price.perPassenger.reduce((s, p) => s + p.total * p.count, 0));
      expect(price.baseFare + price.tax + price.fuel + price.servicePrice).toBe(price.total);
    }
    // the adult fare of 18 700 RUB is 187 EUR = 6 965.75 TRY: tax 2 100 RUB = 782.25 TRY, and so on
    const inTry = priceItinerary([leg], { adults: 1, children: 0, infants: 0 }, 'TRY', convert);
    expect(inTry.perPassenger[0]).toMatchObject({
      baseFare: 540_125,
      tax: 78_225,
      fuel: 55_875,
      servicePrice: 22_350,
    });
    expect(inTry.total).toBe(696_575);
  });

  it('adds up the flights of a connection, converting each currency once', () => {
    const minskIstanbul = {
      currency: 'USD',
      adult: { baseFare: 11_000, tax: 2_500, fuel: 1_800, servicePrice: 700 },
      rules: DEFAULT_FARE_RULES,
    };
    const istanbulAntalya = {
      currency: 'EUR',
      adult: { baseFare: 5_900, tax: 1_200, fuel: 600, servicePrice: 300 },
      rules: { childPercent: 75, infantPercent: 0 },
    };
    const price = priceItinerary(
      [minskIstanbul, istanbulAntalya],
      { adults: 1, children: 0, infants: 1 },
      'EUR',
      convert,
    );
    const [a, i] = price.perPassenger;
    expect(a).toMatchObject({
      baseFare: 10_185 + 5_900,
      tax: 2_315 + 1_200,
      fuel: 1_667 + 600,
      servicePrice: 648 + 300,
    });
    // the infant's share: 10 % of 110 USD on the first flight, nothing on the second (programme says 0 %)
    expect(i).toMatchObject({ baseFare: 1_019, tax: 0, fuel: 0, servicePrice: 648 + 300 });
    expect(price.total).toBe(a!.total + i!.total);
  });

  it('needs at least one flight', () => {
    expect(() => priceItinerary([], { adults: 1, children: 0, infants: 0 }, 'EUR', convert)).toThrow();
  });
});
