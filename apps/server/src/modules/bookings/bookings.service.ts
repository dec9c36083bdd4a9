import { type Culture, type OrderDetail, parseCulture } from '@charterdesk/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { renderLinkMail } from '../notifications/link-mail.js';
import { confirmationMail } from './bookings.confirmation.js';
import type { BookingsServiceDeps, CallContext } from './bookings.deps.js';
import { bookingErrors } from './bookings.errors.js';
import { agencyOf, attachmentsFor } from './mail-outbox.js';
import { addOrder, addTransferOrder, orderInputSchemas, validateCoupon } from './order-placement.js';
import { accessibleOrder, detail, orderByPnr, ticketUrl, transferOfferOf } from './order-reads.js';
import { rehearseOrderPlacement } from './order-rehearsal.js';
import {
  expireHolds,
  handleReturn,
  refundCancelledTransfers,
  requestScheduleRefund,
  retryPayment,
  settlePayments,
} from './payment-flow.js';

export type { BookingsServiceDeps, CallContext } from './bookings.deps.js';

/** The parameters of a function after the dependencies it takes first. */
type Tail<F> = F extends (deps: BookingsServiceDeps, ...rest: infer R) => unknown ? R : never;

/**
 * Orders: placing them (order-placement), what they do when their money moves (payment-flow), their e-mails
 * (mail-outbox) and their pages (order-reads) — exported functions that take these dependencies first — bound
 * into the one service the routes call.
 */
export function createBookingsService(deps: BookingsServiceDeps) {
  const { repository: repo, clock } = deps;
  const drainOutbox = deps.outbox.drain;
  const sendMail = deps.outbox.send;
  const schemas = orderInputSchemas(deps);

  return {
    /** Validates Booking/AddOrder with the server's clock (ages on the day of travel, dates from today). */
    inputSchema: schemas.order,
    /** Validates Booking/AddTransferOrder with the server's clock (the contact must be an adult today). */
    transferInputSchema: schemas.transfer,
    addOrder: (...a: Tail<typeof addOrder>) => addOrder(deps, ...a),
    addTransferOrder: (...a: Tail<typeof addTransferOrder>) => addTransferOrder(deps, ...a),
    /** Stores an order on one connection and rolls it back, so that a worker's first buyers find it warm. */
    rehearsePlacement: (connection: Db) => rehearseOrderPlacement(deps, connection),
    validateCoupon: (...a: Tail<typeof validateCoupon>) => validateCoupon(deps, ...a),
    handleReturn: (...a: Tail<typeof handleReturn>) => handleReturn(deps, ...a),
    retryPayment: (...a: Tail<typeof retryPayment>) => retryPayment(deps, ...a),
    requestScheduleRefund: (...a: Tail<typeof requestScheduleRefund>) => requestScheduleRefund(deps, ...a),
    settlePayments: (...a: Tail<typeof settlePayments>) => settlePayments(deps, ...a),
    expireHolds: (...a: Tail<typeof expireHolds>) => expireHolds(deps, ...a),
    refundCancelledTransfers: () => refundCancelledTransfers(deps),
    sendMail,
    drainOutbox,
    /** the documents an order's e-mail carries (the outbox sender asks when it sends) */
    mailAttachments: (...a: Tail<typeof attachmentsFor>) => attachmentsFor(deps, ...a),

    async getOrder(id: string, token: string | null | undefined, ctx: CallContext): Promise<OrderDetail> {
      return detail(deps, await accessibleOrder(deps, id, token, ctx.userId), ctx.culture);
    },

    async getOrderByPnr(pnr: string, surname: string, ctx: CallContext): Promise<OrderDetail> {
      return detail(deps, await orderByPnr(deps, pnr, surname, ctx), ctx.culture);
    },

    /**
     * PNR page: e-mails the link that manages the booking (its page with the access token) to the order's own
     * contact address; PNR and surname alone never give the token to the caller.
     */
    async sendManageLink(pnr: string, surname: string, ctx: CallContext): Promise<void> {
      const order = await orderByPnr(deps, pnr, surname, ctx);
      const culture = (parseCulture(order.culture) ?? ctx.culture) as Culture;
      const brand = (await agencyOf(deps, order.tenantId))?.brandName ?? 'CharterDesk';
      await sendMail({
        tenantId: order.tenantId,
        orderId: order.id,
        kind: 'manageLink',
        to: order.contactEmail,
        ...renderLinkMail({
          culture,
          brand,
          subject: 'Mail.ManageBookingSubject',
          subjectParams: { pnr: order.pnr },
          name: `${order.contactName} ${order.contactSurname}`,
          intro: 'Mail.ManageBookingIntro',
          introParams: { pnr: order.pnr },
          button: { label: 'Mail.ManageBookingButton', url: `${deps.publicUrl}${ticketUrl(order)}` },
          ignoreNote: true,
        }),
      });
    },

    async resendTicket(orderId: string, token: string | null | undefined, ctx: CallContext): Promise<void> {
      const order = await accessibleOrder(deps, orderId, token, ctx.userId);
      if (order.state !== 'Confirmed') throw bookingErrors.orderNotPayable();
      const d = await repo.details(order.id);
      const issued = d.tickets.map((t) => ({
        passengerId: t.passengerId,
        segmentPosition: t.segmentPosition,
        number: t.number,
      }));
      const mail = confirmationMail(
        order,
        { issued, passengers: d.passengers },
        await agencyOf(deps, order.tenantId),
        {
          publicUrl: deps.publicUrl,
          transferOffer: await transferOfferOf(deps, order, await repo.linkedTransfers(order.id)),
        },
      );
      const now = clock();
      await repo.enqueueMail({
        tenantId: order.tenantId,
        orderId: order.id,
        to: order.contactEmail,
        ...mail,
        status: 'pending',
        nextAttemptAt: now,
        creationTime: now,
      });
      await drainOutbox().catch((err) => deps.log.warn({ err }, 'outbox drain failed'));
    },

    events: (orderId: string) => repo.events(orderId),
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
export const idempotencyKeySchema = z.string().min(1).max(100);
