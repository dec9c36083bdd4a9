import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { sampleOrderInput } from './order-rehearsal.js';

const NOW = new Date('2026-11-29T10:00:00Z');

/**
 * Each worker stores an order on every connection of its pool and rolls it back before it serves (main.ts), so
 * that its first buyers do not pay for code and statements run for the first time.
 */
describe('the order rehearsal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => NOW, seed: { flights: { horizonDays: 7 } } });
  });
  afterAll(() => t?.close());

  const figures = async () =>
    rowsOf<Record<string, number>>(
      await t.database.db.execute(sql`select
        (select count(*)::int from orders) as orders,
        (select count(*)::int from order_passengers) as passengers,
        (select count(*)::int from order_events) as events,
        (select count(*)::int from users) as users,
        (select count(*)::int from customers) as customers,
        (select count(*)::int from payments) as payments,
        (select coalesce(sum(seats_left_economy), 0)::int from flights) as seats`),
    )[0]!;
  // an identity column's sequence moves on for a row inserted and rolled back: the rehearsal did store them
  const nextIds = async () =>
    rowsOf<{ users: number; customers: number }>(
      await t.database.db.execute(sql`select
        (select last_value::int from users_id_seq) as users,
        (select last_value::int from customers_id_seq) as customers`),
    )[0]!;

  it('parses a valid order with the server schema', () => {
    const parsed = t.app.bookings.inputSchema.safeParse(sampleOrderInput(NOW));
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.success).toBe(true);
  });

  it('stores the order, its buyer, customer record and payment, and leaves nothing behind', async () => {
    const before = await figures();
    const idsBefore = await nextIds();
    await t.app.bookings.rehearsePlacement(t.database.db);
    await t.app.bookings.rehearsePlacement(t.database.db);
    expect(await figures()).toEqual(before);
    const idsAfter = await nextIds();
    expect(idsAfter.users).toBe(idsBefore.users + 2);
    expect(idsAfter.customers).toBeGreaterThan(idsBefore.customers);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'runs on every connection of the pools at once without waiting on each other',
    async () => {
      const before = await figures();
      let rehearsed = 0;
      await t.database.openConnections!(async (connection) => {
        await t.app.bookings.rehearsePlacement(connection);
        rehearsed += 1;
      });
      expect(rehearsed).toBeGreaterThan(1);
      expect(await figures()).toEqual(before);
    },
  );
});
