import type { Db } from '../../db/client.js';
import * as outbox from '../notifications/outbox.js';
import { createOrderPlacementRepository } from './order-placement.repository.js';
import { createOrderReadsRepository } from './order-reads.repository.js';
import { createPaymentFlowRepository } from './payment-flow.repository.js';

export * from './order-rows.js';

/**
 * The only code that touches the order tables (seats of flights go through flights/seat-holds, payments through
 * the payments ledger, in the same transaction), one repository per part of the module: placing orders, reading
 * them, and what their money changes.
 */
export function createBookingsRepository(db: Db) {
  return {
    ...createOrderPlacementRepository(db),
    ...createOrderReadsRepository(db),
    ...createPaymentFlowRepository(db),

    async enqueueMail(row: outbox.NewMail) {
      await outbox.enqueueMail(db, row);
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
