import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBuyer } from '../../testing/orders.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import * as ledger from './payment-ledger.js';

const START = new Date('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

/** The payments module's records on a real database: each outcome recorded once, refunds due found without orders. */
describe('payment ledger', () => {
  let t: TestApp;
  let day = 0;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => START, seed: { flights: { horizonDays: 30 } } });
  });
  afterAll(() => t?.close());

  /** A placed order (its payment pending at the sandbox bank) on a day of its own. */
  async function placed() {
    const buyer = createTestBuyer(t.app, { 'Abp.TenantId': '1' });
    const { searchId, offer } = await buyer.searchOffer({
      origin: 'VKO',
      destination: 'AYT',
      departureDate: `2026-12-${String(5 + day++).padStart(2, '0')}`,
    });
    const { orderId } = await buyer.addOrder(searchId, offer, 'ledger@example.com');
    const payment = (await ledger.latestPaymentOf(t.database.db, orderId))!;
    return { orderId, payment };
  }

  it('records a payment with its order’s site variant and completes it once', async () => {
    const db = t.database.db;
    const { orderId, payment } = await placed();
    expect(payment).toMatchObject({ orderId, tenantId: 1, status: 'pending', refundDueAt: null });
    expect(await ledger.paymentOfSession(db, payment.gateway, payment.gatewaySessionId)).toEqual(payment);

    const at = new Date(START.getTime() + MINUTE);
    expect(
      await ledger.completePayment(db, payment.id, { status: 'approved', reference: 'R1', time: at }),
    ).toBe(true);
    // a second answer for the same payment (a reload, the sweep) changes nothing
    expect(await ledger.completePayment(db, payment.id, { status: 'declined', reason: 'x', time: at })).toBe(
      false,
    );
    expect(await ledger.approvedPaymentOf(db, orderId)).toMatchObject({ id: payment.id, reference: 'R1' });
    expect(await ledger.otherApprovedPayment(db, orderId, payment.id)).toBeUndefined();
  });

  it('finds a capture owed back until a refund of it has ended, and counts what went back', async () => {
    const db = t.database.db;
    const { orderId, payment } = await placed();
    const at = new Date(START.getTime() + 2 * MINUTE);
    await ledger.completePayment(db, payment.id, {
      status: 'duplicate',
      reference: 'R2',
      time: at,
      refundDue: true,
    });
    const due = (before: Date) => ledger.capturesToRefund(db, before, 100).then((r) => r.map((p) => p.id));
    // owed since `at`: the sweep steps in only for what is older than its grace period
    expect(await due(at)).not.toContain(payment.id);
    expect(await due(new Date(at.getTime() + MINUTE))).toContain(payment.id);

    const refund = await ledger.openRefund(db, {
      id: randomUUID(),
      orderId,
      tenantId: 1,
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      status: 'pending',
      creationTime: at,
    });
    expect(await ledger.openRefundOf(db, orderId)).toMatchObject({ id: refund.id });
    // a refund still open is driven again, so the payment is still due
    expect(await due(new Date(at.getTime() + MINUTE))).toContain(payment.id);
    expect(await ledger.closeRefund(db, refund.id, 'RF1', at)).toMatchObject({ id: refund.id });
    expect(await ledger.closeRefund(db, refund.id, 'RF1', at)).toBeUndefined();
    expect(await due(new Date(at.getTime() + MINUTE))).not.toContain(payment.id);
    expect(await ledger.refundedOf(db, payment.id)).toBe(payment.amount);
    expect(await ledger.openRefundOf(db, orderId)).toBeUndefined();
  });

  it('sums a site variant’s money of the day from its own payments and refunds', async () => {
    const db = t.database.db;
    const { payment } = await placed();
    const at = new Date(START.getTime() + 3 * MINUTE);
    await ledger.completePayment(db, payment.id, {
      status: 'declined',
      reason: 'insufficient_funds',
      time: at,
    });
    const dayEnd = new Date(START.getTime() + 86_400_000);
    const tenant = await ledger.dayMoney(db, 1, START, dayEnd);
    expect(tenant.failed).toContainEqual({ reason: 'insufficient_funds', count: 1 });
    expect(tenant.revenue.map((r) => r.currency)).toContain(payment.currency.trim());
    // the host's figures hold none of the tenant's payments
    expect((await ledger.dayMoney(db, null, START, dayEnd)).failed).toEqual([]);
  });
});
