import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createFlightsRepository, type FlightsRepository } from './flights.repository.js';
import { flights } from './flights.tables.js';
import { createCharterSupplier, parseOfferId } from './providers/charter-supplier.js';

// Seat inventory on a small seed (two weeks of flights are plenty here): the conditional updates bookings use.
describe('seat inventory', () => {
  let t: TestApp;
  let repository: FlightsRepository;
  beforeAll(async () => {
    t = await createTestApp({
      clock: () => new Date('2027-03-10T09:00:00Z'),
      seed: { flights: { horizonDays: 14 } },
    });
    repository = createFlightsRepository(t.database.db);
  });
  afterAll(() => t.close());

  async function flightWithSeats(min: number) {
    const [row] = await t.database.db
      .select({ id: flights.id, seats: flights.seatsLeftEconomy })
      .from(flights)
      .where(and(gte(flights.seatsLeftEconomy, min), eq(flights.originCode, 'SVO')))
      .limit(1);
    return row!;
  }
  const seatsOf = async (id: number) =>
    (await t.database.db.select({ s: flights.seatsLeftEconomy }).from(flights).where(eq(flights.id, id)))[0]!
      .s;

  it('seeds only the asked horizon', async () => {
    expect(await repository.countFlights()).toBeGreaterThan(500);
    expect(await repository.countFlights()).toBeLessThan(2_000);
  });

  it('takes seats only while enough are left, and gives them back', async () => {
    const flight = await flightWithSeats(12);
    await t.database.db.update(flights).set({ seatsLeftEconomy: 3 }).where(eq(flights.id, flight.id));
    expect(await repository.takeSeats([flight.id], 'economy', 2)).toBe(true);
    expect(await seatsOf(flight.id)).toBe(1);
    expect(await repository.takeSeats([flight.id], 'economy', 2)).toBe(false);
    expect(await seatsOf(flight.id)).toBe(1);
    await repository.releaseSeats([flight.id], 'economy', 2);
    expect(await seatsOf(flight.id)).toBe(3);
    // a cabin the flight does not have is never taken
    expect(await repository.takeSeats([flight.id], 'first', 1)).toBe(false);
  });

  it('never sells the last seat twice, even to concurrent buyers', async () => {
    const flight = await flightWithSeats(12);
    await t.database.db.update(flights).set({ seatsLeftEconomy: 1 }).where(eq(flights.id, flight.id));
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => repository.takeSeats([flight.id], 'economy', 1)),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
    expect(await seatsOf(flight.id)).toBe(0);
  });

  it('takes all flights of a connection or none', async () => {
    const first = await flightWithSeats(12);
    const [second] = await t.database.db
      .select({ id: flights.id, seats: flights.seatsLeftEconomy })
      .from(flights)
      .where(and(gte(flights.seatsLeftEconomy, 12), eq(flights.originCode, 'IST')))
      .limit(1);
    await t.database.db.update(flights).set({ seatsLeftEconomy: 1 }).where(eq(flights.id, second!.id));
    const before = await seatsOf(first.id);
    expect(await repository.takeSeats([first.id, second!.id], 'economy', 2)).toBe(false);
    expect(await seatsOf(first.id)).toBe(before);
    expect(await seatsOf(second!.id)).toBe(1);
  });

  it('holds and releases an offer through the charter supplier', async () => {
    const flight = await flightWithSeats(20);
    const supplier = createCharterSupplier({ repository, airport: t.app.geo.getAirport });
    const hold = await supplier.hold!(String(flight.id), 'economy', { adults: 2, children: 1, infants: 1 });
    expect(hold).toEqual({
      supplier: 'charter',
      offerId: String(flight.id),
      cabinClass: 'economy',
      seats: 3,
    });
    expect(await seatsOf(flight.id)).toBe(flight.seats! - 3);
    await supplier.release!(hold!);
    expect(await seatsOf(flight.id)).toBe(flight.seats);
    expect(
      await supplier.hold!('not-an-offer', 'economy', { adults: 1, children: 0, infants: 0 }),
    ).toBeUndefined();
  });

  it('parses offer ids strictly', () => {
    expect(parseOfferId('12')).toEqual([12]);
    expect(parseOfferId('12-345')).toEqual([12, 345]);
    expect(parseOfferId('12-')).toBeUndefined();
    expect(parseOfferId('1;drop')).toBeUndefined();
  });
});
