import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCall } from '../../testing/back-office-calls.js';
import { createTestBuyer, TEST_CARDS } from '../../testing/orders.js';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app.js';
import { mailOutbox } from '../notifications/notifications.tables.js';
import { payments } from '../payments/payments.tables.js';
import { sandboxBankRefunds, sandboxBankSessions } from '../sandbox-bank/sandbox-bank.tables.js';
import { createBookingsRepository } from './bookings.repository.js';
import { orders } from './bookings.tables.js';

const START = new Date('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

/** What may happen to one order, in any order: the buyer, the bank, the timers, staff, and a crash. */
type Step =
  | { kind: 'approveAtBank'; session: number }
  | { kind: 'declineAtBank'; session: number }
  | { kind: 'return'; session: number }
  | { kind: 'retry' }
  | { kind: 'wait'; minutes: number }
  | { kind: 'expireHolds' }
  | { kind: 'sweep' }
  | { kind: 'staffRefund' }
  /** the return's capture commits for this session and the process stops before anything after it */
  | { kind: 'crashAfterCapture'; session: number };

const session = fc.integer({ min: 0, max: 2 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: session.map((s) => ({ kind: 'approveAtBank' as const, session: s })), weight: 3 },
  { arbitrary: session.map((s) => ({ kind: 'declineAtBank' as const, session: s })), weight: 1 },
  { arbitrary: session.map((s) => ({ kind: 'return' as const, session: s })), weight: 3 },
  { arbitrary: fc.constant({ kind: 'retry' as const }), weight: 2 },
  {
    arbitrary: fc.integer({ min: 1, max: 25 }).map((m) => ({ kind: 'wait' as const, minutes: m })),
    weight: 2,
  },
  { arbitrary: fc.constant({ kind: 'expireHolds' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'sweep' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'staffRefund' as const }), weight: 1 },
  { arbitrary: session.map((s) => ({ kind: 'crashAfterCapture' as const, session: s })), weight: 1 },
);

/**
 * Property (issue #16 item 2): whatever interleaving of payments, returns, retries, hold expiry, staff
 * refunds and crashes one order goes through, once the timers have run, the money the bank captured for it
 * equals the money of a confirmed order plus the money refunded, and the buyer got at most one confirmation.
 */
describe('money of an order, under random interleavings', () => {
  let t: TestApp;
  let now = START;
  let hostToken: string;
  let run = 0;

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      seed: { flights: { horizonDays: 40 } },
      env: { PUBLIC_URL: 'http://shop.example' },
    });
    hostToken = await signIn(t.app);
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;

  /** Money of the order at the bank and with us; minor units. */
  async function ledger(orderId: string) {
    const ours = await db().select().from(payments).where(eq(payments.orderId, orderId));
    const sessions = ours.length
      ? await db()
          .select()
          .from(sandboxBankSessions)
          .where(
            inArray(
              sandboxBankSessions.id,
              ours.map((p) => p.gatewaySessionId),
            ),
          )
      : [];
    const captured = sessions.filter((s) => s.status === 'approved').reduce((sum, s) => sum + s.amount, 0);
    const bankRefunds = sessions.length
      ? await db()
          .select()
          .from(sandboxBankRefunds)
          .where(
            and(
              inArray(
                sandboxBankRefunds.sessionId,
                sessions.map((s) => s.id),
              ),
              eq(sandboxBankRefunds.status, 'refunded'),
            ),
          )
      : [];
    const refunded = bankRefunds.reduce((sum, r) => sum + r.amount, 0);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    const confirmations = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'ticket')));
    return { order: order!, captured, refunded, confirmations: confirmations.length, payments: ours };
  }

  it('captured = confirmed + refunded per order, one confirmation at most', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const buyer = createTestBuyer(t.app, { 'accept-language': 'en' });
        const { searchId, offer } = await buyer.searchOffer({
          origin: 'VKO',
          destination: 'AYT',
          departureDate: `2026-12-${String(10 + (run++ % 15)).padStart(2, '0')}`,
        });
        const o = await buyer.addOrder(searchId, offer, `prop${run}@example.com`);
        const cardActions = [o.cardAction];
        const returns: (string | undefined)[] = [];
        const atBank = new Set<number>();

        for (const s of steps) {
          switch (s.kind) {
            case 'approveAtBank':
            case 'declineAtBank': {
              const action = cardActions[s.session];
              if (!action || atBank.has(s.session)) break;
              atBank.add(s.session);
              const card = s.kind === 'approveAtBank' ? TEST_CARDS.approved : TEST_CARDS.declined;
              // a session past its 15 minutes is refused by the bank: nothing comes back
              returns[s.session] = await buyer.authorize(action, card).catch(() => undefined);
              break;
            }
            case 'return': {
              const url = returns[s.session];
              if (url) expect((await t.app.inject(url)).statusCode).toBe(303);
              break;
            }
            case 'retry': {
              const res = await t.app.inject({
                method: 'POST',
                url: '/api/services/app/Booking/RetryPayment',
                payload: { orderId: o.orderId, token: o.pGuid },
              });
              // refused (4xx) once the order is paid or its hold is over
              expect(res.statusCode).toBeLessThan(500);
              if (res.statusCode === 200) cardActions.push(res.json().result.response.cardAction);
              break;
            }
            case 'wait':
              now = new Date(now.getTime() + s.minutes * MINUTE);
              break;
            case 'expireHolds':
              await t.app.bookings.expireHolds(now);
              break;
            case 'sweep':
              await t.app.bookings.settlePayments(now);
              break;
            case 'staffRefund': {
              const res = await siteCall(t.app)('POST', 'Order/Refund', {
                token: hostToken,
                payload: { id: o.orderId, note: 'property' },
              });
              expect(res.statusCode).toBeLessThan(500);
              break;
            }
            case 'crashAfterCapture': {
              const ours = await db().select().from(payments).where(eq(payments.orderId, o.orderId));
              const action = cardActions[s.session];
              const payment = ours.find((p) => action?.includes(p.gatewaySessionId));
              if (payment?.status !== 'pending') break;
              const [bank] = await db()
                .select()
                .from(sandboxBankSessions)
                .where(eq(sandboxBankSessions.id, payment.gatewaySessionId));
              if (bank?.status !== 'approved') break;
              await createBookingsRepository(db()).captureApproved({
                paymentId: payment.id,
                orderId: o.orderId,
                reference: bank.bankRef ?? '',
                time: now,
                actor: 'gateway:sandbox',
                confirm: { event: 'ticketsIssued', actor: 'system:ticketing' },
                issue: () => [],
                mail: () => ({
                  tenantId: null,
                  orderId: o.orderId,
                  kind: 'ticket',
                  to: 'crash@example.com',
                  subject: 'confirmation',
                  text: 'confirmation',
                  status: 'pending',
                  nextAttemptAt: now,
                  creationTime: now,
                }),
              });
              break;
            }
          }
        }

        // the timers run (every session is over, every grace has passed), the sweep twice as on two instances
        now = new Date(now.getTime() + 30 * MINUTE);
        await Promise.all([t.app.bookings.settlePayments(now), t.app.bookings.settlePayments(now)]);
        await t.app.bookings.expireHolds(now);
        now = new Date(now.getTime() + 10 * MINUTE);
        await t.app.bookings.settlePayments(now);

        const l = await ledger(o.orderId);
        const kept = ['Confirmed', 'WaitingForCancel'].includes(l.order.state) ? l.order.totalAmount : 0;
        expect(
          { captured: l.captured, state: l.order.state, payments: l.payments.map((p) => p.status) },
          JSON.stringify(steps),
        ).toEqual({
          captured: kept + l.refunded,
          state: l.order.state,
          payments: l.payments.map((p) => p.status),
        });
        expect(l.payments.some((p) => p.status === 'pending')).toBe(false);
        expect(l.confirmations).toBeLessThanOrEqual(1);
        if (kept > 0) expect(l.confirmations).toBe(1);
      }),
      { numRuns: 30, seed: Number(process.env.PROPERTY_SEED) || undefined },
    );
  }, 240_000);
});
