import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBuyer } from '../testing/orders.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** /metrics answers Prometheus' text format with the series operators watch, behind an optional token. */
describe('Prometheus metrics', () => {
  let t: TestApp;
  const token = 'metrics-token-0123456789';
  beforeAll(async () => {
    t = await createTestApp({
      clock: () => new Date('2026-11-22T10:00:00Z'),
      env: { PUBLIC_URL: 'http://shop.example', METRICS_TOKEN: token },
      seed: { flights: { horizonDays: 20 } },
    });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token', async () => {
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(401);
  });

  it('shows request durations, orders, payments, the outbox, holds and the event loop after a booking', async () => {
    const buyer = createTestBuyer(t.app);
    const { searchId, offer } = await buyer.searchOffer({
      origin: 'VKO',
      destination: 'AYT',
      departureDate: '2026-12-03',
    });
    const paid = await buyer.addOrder(searchId, offer, 'metrics@example.com');
    await buyer.pay(paid.cardAction);
    const held = await buyer.searchOffer({ origin: 'VKO', destination: 'AYT', departureDate: '2026-12-05' });
    await buyer.addOrder(held.searchId, held.offer, 'holder@example.com');

    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/services\/app\/Booking\/AddOrder",status_code="200"\} 2/,
    );
    expect(text).toContain('charterdesk_orders{kind="flight",state="Confirmed"} 1');
    expect(text).toContain('charterdesk_orders{kind="flight",state="WaitingForPayment"} 1');
    expect(text).toContain('charterdesk_payments{status="approved"} 1');
    expect(text).toMatch(/charterdesk_outbox_messages\{status="sent"\} \d+/);
    expect(text).toMatch(/charterdesk_outbox_oldest_pending_age_seconds \d/);
    expect(text).toContain('charterdesk_holds_live 1');
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toContain('# TYPE charterdesk_db_pool_connections gauge');
    if (process.env.TEST_DB_KIND === 'postgres')
      expect(text).toMatch(/^charterdesk_db_pool_wait_seconds 0$/m);
  });
});
