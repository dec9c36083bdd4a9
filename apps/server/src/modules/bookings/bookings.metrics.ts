import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { GaugeSource } from '../../kernel/metrics.js';

/** What operators watch of sales: orders by kind and state, payments by outcome, the mail outbox, live holds. */
export function bookingsGaugeSources(db: Db, clock: () => Date): GaugeSource[] {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return [
    {
      name: 'charterdesk_orders',
      help: 'Orders by kind and state',
      labelNames: ['kind', 'state'],
      read: async () =>
        (
          await rows<{ kind: string; state: string; n: number }>(
            sql`select kind, state, count(*)::int as n from orders group by kind, state`,
          )
        ).map((r) => ({ labels: { kind: r.kind, state: r.state }, value: Number(r.n) })),
    },
    {
      name: 'charterdesk_payments',
      help: 'Card payments by outcome (pending, approved, declined, failed)',
      labelNames: ['status'],
      read: async () =>
        (
          await rows<{ status: string; n: number }>(
            sql`select status, count(*)::int as n from payments group by status`,
          )
        ).map((r) => ({ labels: { status: r.status }, value: Number(r.n) })),
    },
    {
      name: 'charterdesk_outbox_messages',
      help: 'E-mails in the outbox by status (pending and sending are the queue)',
      labelNames: ['status'],
      read: async () =>
        (
          await rows<{ status: string; n: number }>(
            sql`select status, count(*)::int as n from mail_outbox group by status`,
          )
        ).map((r) => ({ labels: { status: r.status }, value: Number(r.n) })),
    },
    {
      name: 'charterdesk_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest e-mail still waiting to be sent (0 when none)',
      labelNames: [],
      read: async () => {
        const [r] = await rows<{ oldest: string | null }>(
          sql`select min(creation_time) as oldest from mail_outbox where status in ('pending', 'sending')`,
        );
        const oldest = r?.oldest ? new Date(r.oldest).getTime() : null;
        return [
          { labels: {}, value: oldest === null ? 0 : Math.max(0, (clock().getTime() - oldest) / 1000) },
        ];
      },
    },
    {
      name: 'charterdesk_holds_live',
      help: 'Unpaid orders still holding seats',
      labelNames: [],
      read: async () => {
        const [r] = await rows<{ n: number }>(
          sql`select count(*)::int as n from orders where state in ('WaitingForPayment', 'PaymentFailed') and hold_expires_at > ${clock().toISOString()}::timestamptz`,
        );
        return [{ labels: {}, value: Number(r?.n ?? 0) }];
      },
    },
  ];
}
