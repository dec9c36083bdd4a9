import type { FlightOption, FlightSearchResult } from '@charterdesk/domain';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryWhenBusy } from '../../testing/retry-when-busy.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { flights } from '../flights/flights.tables.js';
import { users } from '../identity/identity.tables.js';
import { orderSegments, orders } from './bookings.tables.js';

// Issue 4: 200 parallel orders for a flight with 5 seats left → exactly 5 holds; one key sent 20 times → one order.
describe('order creation under concurrency', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => new Date('2026-11-22T10:00:00Z'),
      seed: { flights: { horizonDays: 20 } },
    });
  });
  afterAll(() => t.close());

  async function offerFor(departureDate: string): Promise<{ searchId: string; offer: FlightOption }> {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Flight/SaveFlightSearch',
      payload: { origin: 'VKO', destination: 'AYT', departureDate, adults: 1 },
    });
    const searchId = saved.json().result.id as string;
    const res = await t.app.inject(
      `/api/services/app/Flight/GetFlightSearchResults?Id=${searchId}&currency=EUR`,
    );
    const result = res.json().result as FlightSearchResult;
    const offer = result.flightSearchResponses.find((o) => o.direction === 'outbound' && o.isDirect)!;
    return { searchId, offer };
  }

  const body = (searchId: string, offer: FlightOption, n: number) => ({
    searchId,
    outboundOfferId: offer.id,
    passengers: [
      {
        type: 'adult',
        gender: 'female',
        name: 'Anna',
        surname: 'Smirnova',
        birthday: '1990-06-15',
        nationality: 'RU',
        passportNumber: `75${String(n).padStart(7, '0')}`,
        passportExpiry: '2032-01-01',
      },
    ],
    contact: {
      email: `buyer${n}@example.com`,
      mobilePhone: '+79001234567',
      name: 'Anna',
      surname: 'Smirnova',
      birthday: '1990-06-15',
    },
    insurance: false,
    contractAccepted: true,
    siteUsageAccepted: true,
    currency: offer.price.currency,
    expectedTotal: offer.price.total,
  });

  const addOrder = (payload: object, key: string) =>
    retryWhenBusy(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/services/app/Booking/AddOrder',
          headers: { 'idempotency-key': key, 'accept-language': 'en' },
          payload,
        }),
      (res) => ({ status: res.statusCode, retryAfter: res.headers['retry-after'] as string | undefined }),
    );

  it('sells exactly the 5 seats left to 200 parallel buyers; the others get a clear “no seats” error', async () => {
    const { searchId, offer } = await offerFor('2026-12-03');
    const flightId = Number(offer.id.split('-')[0]);
    await t.database.db.update(flights).set({ seatsLeftEconomy: 5 }).where(eq(flights.id, flightId));

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => addOrder(body(searchId, offer, n), `race-${n}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(195);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().error.key).toBe('bookings.seat_unavailable');
      expect(r.json().error.message).toBeTruthy();
    }
    const [left] = await t.database.db
      .select({ n: flights.seatsLeftEconomy })
      .from(flights)
      .where(eq(flights.id, flightId));
    expect(left?.n).toBe(0);
    const held = await t.database.db.select().from(orderSegments).where(eq(orderSegments.flightId, flightId));
    expect(held).toHaveLength(5);
    // an account is opened only for a buyer whose order went through
    const members = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.kind, 'member'), like(users.emailAddress, 'buyer%')));
    expect(members).toHaveLength(5);
  }, 120_000);

  it('opens no account for orders refused for want of seats', async () => {
    const { searchId, offer } = await offerFor('2026-12-05');
    const flightId = Number(offer.id.split('-')[0]);
    await t.database.db.update(flights).set({ seatsLeftEconomy: 0 }).where(eq(flights.id, flightId));
    const [before] = await t.database.db.select({ n: count() }).from(users);
    for (let n = 0; n < 5; n++) {
      const res = await addOrder(body(searchId, offer, 500 + n), `refused-${n}`);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.key).toBe('bookings.seat_unavailable');
    }
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });

  it('makes one order from one Idempotency-Key sent 20 times in parallel', async () => {
    const { searchId, offer } = await offerFor('2026-12-04');
    const flightId = Number(offer.id.split('-')[0]);
    const [before] = await t.database.db
      .select({ n: flights.seatsLeftEconomy })
      .from(flights)
      .where(eq(flights.id, flightId));
    const payload = body(searchId, offer, 999);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => addOrder(payload, 'one-key-20-times')),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().result.orderId)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, 'one-key-20-times'));
    expect(rows).toHaveLength(1);
    const [after] = await t.database.db
      .select({ n: flights.seatsLeftEconomy })
      .from(flights)
      .where(eq(flights.id, flightId));
    expect(after!.n).toBe(before!.n! - 1);
  }, 120_000);

  it('refuses a reused Idempotency-Key with another body (422), also when both arrive at once', async () => {
    const { searchId, offer } = await offerFor('2026-12-06');
    const first = await addOrder(body(searchId, offer, 700), 'bound-key');
    expect(first.statusCode, first.body).toBe(200);
    // the same body, passenger fields in another key order: the same order again
    const reordered = body(searchId, offer, 700);
    const [passenger] = reordered.passengers;
    const again = await addOrder(
      { ...reordered, passengers: [Object.fromEntries(Object.entries(passenger!).reverse())] },
      'bound-key',
    );
    expect(again.json().result.orderId).toBe(first.json().result.orderId);
    const other = await addOrder(body(searchId, offer, 701), 'bound-key');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.key).toBe('bookings.idempotency_key_reused');

    // two different bodies racing with one new key: one order, the other refused
    const racing = await Promise.all([
      addOrder(body(searchId, offer, 702), 'racing-key'),
      addOrder(body(searchId, offer, 703), 'racing-key'),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const rows = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, 'racing-key'));
    expect(rows).toHaveLength(1);
  });
});
