import { type Culture, type OrderDetail, parseCulture } from '@charterdesk/domain';
import { z } from 'zod';
import { renderLinkMail } from '../notifications/link-mail.js';
import { confirmationMail } from './bookings.confirmation.js';
import type { BookingsServiceDeps, CallContext } from './bookings.deps.js';
import { bookingErrors } from './bookings.errors.js';
import { createMailOutbox } from './mail-outbox.js';
import { createOrderPlacement } from './order-placement.js';
import { createOrderReads, ticketUrl } from './order-reads.js';
import { createPaymentFlow } from './payment-flow.js';

export type { BookingsServiceDeps, CallContext } from './bookings.deps.js';

/**
 * Orders: placing them (order-placement), paying and refunding captures no order keeps (payment-flow), their
 * e-mails (mail-outbox) and their pages (order-reads), composed into the one service the routes call.
 */
export function createBookingsService(deps: BookingsServiceDeps) {
  const { repository: repo, clock } = deps;
  const reads = createOrderReads(deps);
  const mail = createMailOutbox(deps, reads);
  const payments = createPaymentFlow(deps, reads, mail);
  const placement = createOrderPlacement(deps, reads, payments);
  const { accessibleOrder, detail, orderByPnr, transferOfferOf } = reads;
  const { agencyOf, sendMail, drainOutbox } = mail;
  /** the documents an order's e-mail carries (the outbox sender asks when it sends) */
  const mailAttachments = mail.attachmentsFor;

  return {
    ...placement,
    handleReturn: payments.handleReturn,
    retryPayment: payments.retryPayment,
    requestScheduleRefund: payments.requestScheduleRefund,
    settlePayments: payments.settlePayments,
    expireHolds: payments.expireHolds,
    refundCancelledTransfers: payments.refundCancelledTransfers,
    sendMail,
    drainOutbox,
    mailAttachments,

    async getOrder(id: string, token: string | null | undefined, ctx: CallContext): Promise<OrderDetail> {
      return detail(await accessibleOrder(id, token, ctx.userId));
    },

    async getOrderByPnr(pnr: string, surname: string, ctx: CallContext): Promise<OrderDetail> {
      return detail(await orderByPnr(pnr, surname, ctx));
    },

    /**
     * PNR page: e-mails the link that manages the booking (its page with the access token) to the order's own
     * contact address; PNR and surname alone never give the token to the caller.
     */
    async sendManageLink(pnr: string, surname: string, ctx: CallContext): Promise<void> {
      const order = await orderByPnr(pnr, surname, ctx);
      const culture = (parseCulture(order.culture) ?? ctx.culture) as Culture;
      const brand = (await agencyOf(order.tenantId))?.brandName ?? 'CharterDesk';
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
      const order = await accessibleOrder(orderId, token, ctx.userId);
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
        await agencyOf(order.tenantId),
        {
          publicUrl: deps.publicUrl,
          transferOffer: await transferOfferOf(order, await repo.linkedTransfers(order.id)),
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
