import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCall } from '../../testing/back-office-calls.js';
import { createTestBuyer } from '../../testing/orders.js';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app.js';
import { mailOutbox } from '../notifications/notifications.tables.js';
import { payments, refunds } from '../payments/payments.tables.js';
import { sandboxBankRefunds, sandboxBankSessions } from '../sandbox-bank/sandbox-bank.tables.js';
import { createBookingsRepository } from './bookings.repository.js';
import { orderEvents, orders } from './bookings.tables.js';

const START = new Date('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

/**
 * Every captured payment ends in exactly one of: a confirmed order, or a refund (issue #16 item 2) — a second
 * approval of a paid order, a buyer who never comes back from the bank, a crash between capture and refund,
 * and a refund the bank declines.
 */
describe('payment settlement', () => {
  let t: TestApp;
  let now = START;
  let hostToken: string;
  let day = 0;

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      seed: { flights: { horizonDays: 30 } },
      env: { PUBLIC_URL: 'http://shop.example' },
    });
    hostToken = await signIn(t.app);
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const buyer = () => createTestBuyer(t.app, { 'accept-language': 'en' });

  /** An unpaid order for one adult on its own day (so seats never run out between tests). */
  async function order(email: string) {
    const b = buyer();
    const { searchId, offer } = await b.searchOffer({
      origin: 'VKO',
      destination: 'AYT',
      departureDate: `2026-12-${String(5 + day++).padStart(2, '0')}`,
    });
    return { ...(await b.addOrder(searchId, offer, email)), buyer: b, total: offer.price.total };
  }

  const stateOf = async (orderId: string) =>
    (await db().select({ s: orders.state }).from(orders).where(eq(orders.id, orderId)))[0]!.s;
  const paymentsOf = (orderId: string) => db().select().from(payments).where(eq(payments.orderId, orderId));
  const refundsOf = (orderId: string) => db().select().from(refunds).where(eq(refunds.orderId, orderId));
  const mailsOf = (orderId: string, kind?: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(
        kind
          ? and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, kind))
          : eq(mailOutbox.orderId, orderId),
      );
  const bankRefundsOf = (refundRef: string) =>
    db().select().from(sandboxBankRefunds).where(eq(sandboxBankRefunds.refundRef, refundRef));
  const eventsOf = async (orderId: string) =>
    (await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.event);
  const retryPayment = async (orderId: string, token: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/RetryPayment',
      payload: { orderId, token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.response.cardAction as string;
  };

  it('refunds a second approved payment of a paid order at once, e-mails the buyer once, keeps the booking', async () => {
    const o = await order('twice@example.com');
    // the buyer is approved at the bank but their first tab never comes back; a retry pays again
    const firstReturn = await o.buyer.authorize(o.cardAction);
    const secondAction = await retryPayment(o.orderId, o.pGuid);
    expect(await o.buyer.pay(secondAction)).toMatch(`/ticketDetail/${o.orderId}?token=`);
    expect(await stateOf(o.orderId)).toBe('Confirmed');

    // the old tab finishes: the buyer sees their booking, the second charge goes back in full
    const back = await t.app.inject(firstReturn);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(`/ticketDetail/${o.orderId}?token=`);
    const paid = await paymentsOf(o.orderId);
    expect(paid.map((p) => p.status).sort()).toEqual(['approved', 'duplicate']);
    const duplicate = paid.find((p) => p.status === 'duplicate')!;
    const [refund, ...more] = await refundsOf(o.orderId);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ paymentId: duplicate.id, amount: o.total, status: 'succeeded' });
    expect(await bankRefundsOf(refund!.id)).toMatchObject([{ amount: o.total, status: 'refunded' }]);
    expect(await stateOf(o.orderId)).toBe('Confirmed');
    expect(await eventsOf(o.orderId)).toEqual(
      expect.arrayContaining(['ticketsIssued', 'duplicatePayment', 'duplicateRefund']),
    );
    expect(await mailsOf(o.orderId, 'ticket')).toHaveLength(1);
    const [mail, ...others] = await mailsOf(o.orderId, 'duplicateRefund');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: 'twice@example.com', status: 'sent' });
    expect(mail!.subject).toContain('second payment');
    expect(mail!.text).toContain((o.total / 100).toFixed(2));

    // the old tab reloads, the sweep runs later: nothing is refunded or sent again
    expect((await t.app.inject(firstReturn)).headers.location).toBe(back.headers.location);
    now = new Date(START.getTime() + 30 * MINUTE);
    try {
      await t.app.bookings.settlePayments(now);
    } finally {
      now = START;
    }
    expect(await refundsOf(o.orderId)).toHaveLength(1);
    expect(await mailsOf(o.orderId)).toHaveLength(2);
  });

  it('confirms the order of a buyer approved at the bank who never came back, before the hold expires', async () => {
    const o = await order('gone@example.com');
    await o.buyer.authorize(o.cardAction);
    // an abandoned card form of another order: the bank ends that session as failed
    const idle = await order('idle@example.com');
    now = new Date(START.getTime() + 16 * MINUTE);
    try {
      expect(await t.app.bookings.settlePayments(now)).toBeGreaterThanOrEqual(2);
      expect(await stateOf(o.orderId)).toBe('Confirmed');
      expect(await mailsOf(o.orderId, 'ticket')).toHaveLength(1);
      const [payment] = await paymentsOf(o.orderId);
      expect(payment).toMatchObject({ status: 'approved', amount: o.total });
      const [idlePayment] = await paymentsOf(idle.orderId);
      expect(idlePayment).toMatchObject({ status: 'failed', reason: 'expired' });
      // asked once: a second sweep finds nothing pending and changes nothing
      await t.app.bookings.settlePayments(now);
      expect(await mailsOf(o.orderId)).toHaveLength(1);
      expect(await refundsOf(o.orderId)).toEqual([]);
    } finally {
      now = START;
    }
  });

  it('refunds after a restart a late capture whose refund a crash cut off, once', async () => {
    const o = await order('crash@example.com');
    const returnUrl = await o.buyer.authorize(o.cardAction);
    now = new Date(START.getTime() + 21 * MINUTE);
    let restarted: TestApp | undefined;
    try {
      expect(await t.app.bookings.expireHolds(now)).toBeGreaterThanOrEqual(1);
      // the return's capture commits (money taken, order Expired) and the process stops right there,
      // before the refund is opened: exactly the transaction the return path commits, and nothing after it
      const [payment] = await paymentsOf(o.orderId);
      const [session] = await db()
        .select()
        .from(sandboxBankSessions)
        .where(eq(sandboxBankSessions.id, payment!.gatewaySessionId));
      const captured = await createBookingsRepository(db()).captureApproved({
        paymentId: payment!.id,
        orderId: o.orderId,
        reference: session!.bankRef!,
        time: now,
        actor: 'gateway:sandbox',
        confirm: { event: 'ticketsIssued', actor: 'system:ticketing' },
        issue: () => [],
        mail: () => {
          throw new Error('a late payment sends no confirmation');
        },
      });
      expect(captured).toBe('late');
      expect(await refundsOf(o.orderId)).toEqual([]);

      // a new process on the same database: within the grace the return path may still be at work
      restarted = await createTestApp({
        clock: () => now,
        database: t.database,
        env: { PUBLIC_URL: 'http://shop.example' },
      });
      expect(await restarted.app.bookings.settlePayments(new Date(now.getTime() + 2 * MINUTE))).toBe(0);
      expect(await refundsOf(o.orderId)).toEqual([]);
      // past it, the sweep refunds the whole amount and tells the buyer
      now = new Date(now.getTime() + 6 * MINUTE);
      expect(await restarted.app.bookings.settlePayments(now)).toBe(1);
      const [refund, ...more] = await refundsOf(o.orderId);
      expect(more).toEqual([]);
      expect(refund).toMatchObject({ paymentId: payment!.id, amount: o.total, status: 'succeeded' });
      expect(await bankRefundsOf(refund!.id)).toHaveLength(1);
      expect(await mailsOf(o.orderId, 'lateRefund')).toHaveLength(1);
      expect(await stateOf(o.orderId)).toBe('Expired');

      // the sweep again, and the buyer's return at last: the same refund, no second payout or e-mail
      expect(await restarted.app.bookings.settlePayments(now)).toBe(0);
      const back = await restarted.app.inject(returnUrl);
      expect(back.headers.location).toContain('reason=order_expired');
      expect(await refundsOf(o.orderId)).toHaveLength(1);
      expect(await mailsOf(o.orderId)).toHaveLength(1);
    } finally {
      now = START;
      await restarted?.app.close();
    }
  });

  it('lets staff retry a declined automatic refund, which pays out once', async () => {
    const o = await order('declined-refund@example.com');
    const firstReturn = await o.buyer.authorize(o.cardAction);
    const [first] = await paymentsOf(o.orderId);
    await o.buyer.pay(await retryPayment(o.orderId, o.pGuid));
    // the bank refuses refunds of the first session for now (its ledger says it was refunded already)
    const blocker = randomUUID();
    await db()
      .insert(sandboxBankRefunds)
      .values({
        id: blocker,
        merchantId: 'charterdesk',
        refundRef: `blocker-${blocker}`,
        sessionId: first!.gatewaySessionId,
        amount: o.total,
        currency: 'EUR',
        status: 'refunded',
        createdAt: now,
      });
    expect((await t.app.inject(firstReturn)).headers.location).toMatch(`/ticketDetail/${o.orderId}`);
    const [declined] = await refundsOf(o.orderId);
    expect(declined).toMatchObject({
      paymentId: first!.id,
      status: 'failed',
      reason: 'amount_exceeds_captured',
    });
    expect(await eventsOf(o.orderId)).toContain('refundFailed');
    // a declined refund is staff's: the sweep leaves it alone
    expect(await t.app.bookings.settlePayments(new Date(START.getTime() + 30 * MINUTE))).toBe(0);

    const call = siteCall(t.app);
    const detail = async () => {
      const res = await call('GET', `Order/Get?Id=${o.orderId}`, { token: hostToken });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result;
    };
    expect((await detail()).refunds).toMatchObject([{ id: declined!.id, status: 'failed', retryable: true }]);
    await db().delete(sandboxBankRefunds).where(eq(sandboxBankRefunds.id, blocker));

    const retry = () =>
      call('POST', 'Order/RetryRefund', {
        token: hostToken,
        payload: { id: o.orderId, refundId: declined!.id },
      });
    const [a, b] = await Promise.all([retry(), retry()]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().result).toMatchObject({ amount: o.total, status: 'succeeded', retryOf: declined!.id });
    expect(b.json().result.id).toBe(a.json().result.id);
    expect(await bankRefundsOf(a.json().result.id)).toHaveLength(1);
    expect(await mailsOf(o.orderId, 'duplicateRefund')).toHaveLength(1);
    expect(await stateOf(o.orderId)).toBe('Confirmed');
    const after = (await detail()).refunds;
    expect(after.find((r: { id: string }) => r.id === declined!.id).retryable).toBe(false);

    // a refund that did not fail cannot be retried
    const wrong = await call('POST', 'Order/RetryRefund', {
      token: hostToken,
      payload: { id: o.orderId, refundId: a.json().result.id },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.key).toBe('orders.no_failed_refund');
  });
});
