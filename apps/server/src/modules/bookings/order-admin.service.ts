import { randomUUID } from 'node:crypto';
import {
  type AgencyInfo,
  allowedOrderActions,
  type Culture,
  type GetAllOrdersInput,
  ORDER_STATES,
  type OrderAdminDetail,
  type OrderListItem,
  type OrderNoteInput,
  type OrderState,
  type OrderTransfer,
  type PagedResult,
  type RefundDto,
  type RefundOrderInput,
  type RetryRefundInput,
} from '@charterdesk/domain';
import { AppError } from '../../kernel/errors.js';
import type { AbpSession } from '../../kernel/request-context.js';
import type { GatewayProvider } from '../payments/payments.provider.js';
import { confirmationMail } from './bookings.confirmation.js';
import { bookingErrors } from './bookings.errors.js';
import { formatMinor } from './bookings.money.js';
import { type OrderRow, passengerIdentity } from './bookings.repository.js';
import { renderCancelHandledMail, renderCancelMail } from './order-admin.mail.js';
import type { OrderAdminRepository, RefundRow, RefundStart } from './order-admin.repository.js';
import type { PlaceNames } from './place-names.js';
import { createRefundDriver, outboxMail } from './refunds.js';

export interface OrderAdminServiceDeps {
  repository: OrderAdminRepository;
  gateway: GatewayProvider;
  clock: () => Date;
  /** names an order's places in the reader's language (an order stores those of the language it was placed in) */
  placeNames: PlaceNames;
  /** the agency's name and contacts in a resent confirmation (receipt header and footer, transfer contacts) */
  agencyInfo?: (tenantId: number | null) => Promise<AgencyInfo>;
  /** the site's address: a resent confirmation links to the booking's page, as the one sent on payment does */
  publicUrl: string;
  /** sends queued e-mails now (the bookings outbox); failures stay queued for the timer */
  drainOutbox: () => Promise<unknown>;
  log: { warn(obj: object, msg: string): void };
}

/** Refusals of the Orders service, with stable keys (API-CONVENTIONS: 409/422). */
export const orderAdminErrors = {
  wrongState: (state: OrderState) =>
    new AppError({
      status: 409,
      key: 'orders.wrong_state',
      message: 'Order.WrongState',
      details: 'Order.WrongStateDetails',
      detailsParams: { state },
    }),
  noPayment: () =>
    new AppError({ status: 422, key: 'orders.no_approved_payment', message: 'Order.NoApprovedPayment' }),
  nothingToRefund: () =>
    new AppError({ status: 422, key: 'orders.nothing_to_refund', message: 'Order.NothingToRefund' }),
  refundTooLarge: (max: number, currency: string) =>
    new AppError({
      status: 422,
      key: 'orders.refund_too_large',
      message: 'Order.RefundTooLarge',
      messageParams: { max: formatMinor(max, currency), currency },
    }),
  refundInProgress: () =>
    new AppError({
      status: 409,
      key: 'orders.refund_in_progress',
      message: 'Order.RefundInProgress',
      details: 'Order.RefundInProgressDetails',
    }),
  noFailedRefund: () =>
    new AppError({ status: 422, key: 'orders.no_failed_refund', message: 'Order.NoFailedRefund' }),
  refundDeclined: (reason: string) =>
    new AppError({
      status: 422,
      key: 'orders.refund_declined',
      message: 'Order.RefundDeclined',
      details: 'Order.RefundDeclinedDetails',
      detailsParams: { reason },
    }),
};

/** Orders from which staff may refund, cancel or settle a cancellation request (DESIGN §3 + admin). */
const REFUNDABLE: readonly OrderState[] = ['Confirmed', 'WaitingForCancel'];

const iso = (d: Date | null) => d?.toISOString() ?? null;
/** "IST → AYT", or a transfer's "AYT → Kemer" with its zone as named for the reader. */
const routeOf = (order: OrderRow, transfer: OrderTransfer | null) => {
  if (transfer) {
    const { airportCode, districtName, direction } = transfer;
    return direction === 'toAirport'
      ? `${districtName} → ${airportCode}`
      : `${airportCode} → ${districtName}`;
  }
  const codes: string[] = [];
  for (const f of order.itinerary) {
    if (codes.at(-1) !== f.origin.code) codes.push(f.origin.code);
    codes.push(f.destination.code);
  }
  return codes.join(' → ');
};

function toRefundDto(r: RefundRow, all: readonly RefundRow[] = []): RefundDto {
  return {
    retryOf: r.retryOf,
    retryable: r.status === 'failed' && !all.some((o) => o.retryOf === r.id),
    id: r.id,
    paymentId: r.paymentId,
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    reason: r.reason,
    reference: r.reference,
    note: r.note,
    actorUserId: r.actorUserId,
    creationTime: r.creationTime.toISOString(),
    completionTime: iso(r.completionTime),
  };
}

/** The back office's Orders service: list, detail, resend the receipt, refund, cancel, settle requests. */
export function createOrderAdminService(deps: OrderAdminServiceDeps) {
  const { repository: repo, clock } = deps;
  const actorOf = (s: AbpSession) => `user:${s.userId}`;

  async function orderOf(s: AbpSession, id: string): Promise<OrderRow> {
    const order = await repo.find(s.tenantId, id);
    if (!order) throw bookingErrors.orderNotFound(id);
    return order;
  }

  const mailRow = (order: OrderRow, kind: string, content: { subject: string; text: string; html: string }) =>
    outboxMail(order, kind, content, clock());

  function refuse(id: string, result: { state?: OrderState; refundPending?: boolean }): never {
    if (!result.state) throw bookingErrors.orderNotFound(id);
    if (result.refundPending) throw orderAdminErrors.refundInProgress();
    throw orderAdminErrors.wrongState(result.state);
  }

  const sendQueued = () =>
    deps.drainOutbox().catch((err) => deps.log.warn({ err }, 'outbox drain failed; the timer retries'));

  const drive = createRefundDriver({ repository: repo, gateway: deps.gateway, clock, log: deps.log });

  /** Drives an opened refund through the shared driver and answers staff with the bank's refusal, if any. */
  async function driveRefund(order: OrderRow, refund: RefundRow, gatewaySessionId: string, actor: string) {
    const result = await drive(order, refund, gatewaySessionId, actor);
    // unknown outcome: the refund stays pending; the next Refund call asks the bank again with the same id
    if (result.status === 'unavailable') throw bookingErrors.paymentUnavailable();
    if (result.status === 'declined') throw orderAdminErrors.refundDeclined(result.reason);
    await sendQueued();
  }

  /** Answers staff with the refusal of an opened refund's start, or drives the refund and answers it. */
  async function finishRefund(order: OrderRow, start: RefundStart, actor: string): Promise<RefundDto> {
    switch (start.kind) {
      case 'notFound':
        throw bookingErrors.orderNotFound(order.id);
      case 'wrongState':
        throw orderAdminErrors.wrongState(start.state);
      case 'noPayment':
        throw orderAdminErrors.noPayment();
      case 'nothingLeft':
        throw orderAdminErrors.nothingToRefund();
      case 'tooLarge':
        throw orderAdminErrors.refundTooLarge(start.max, start.currency);
    }
    await driveRefund(order, start.refund, start.payment.gatewaySessionId, actor);
    const done = await repo.findRefund(start.refund.id);
    return toRefundDto(done ?? start.refund);
  }

  return {
    /** A page of orders; a transfer's zone and vehicle named in `culture` (the order stores its own language's). */
    async getAll(
      s: AbpSession,
      input: GetAllOrdersInput,
      culture: Culture,
    ): Promise<PagedResult<OrderListItem>> {
      const page = await repo.list(s.tenantId, input);
      const transfers = await Promise.all(
        page.items.map((o) =>
          o.transfer ? deps.placeNames.transfer(o.transfer, o.tenantId, culture) : null,
        ),
      );
      return {
        totalCount: page.totalCount,
        items: page.items.map((o, i) => {
          const transfer = transfers[i] ?? null;
          return {
            id: o.id,
            pnr: o.pnr,
            kind: o.kind,
            transfer: transfer
              ? {
                  direction: transfer.direction,
                  airportCode: transfer.airportCode,
                  districtName: transfer.districtName,
                  pickupLocal: transfer.pickupLocal,
                  vehicleName: transfer.vehicleName,
                }
              : null,
            state: o.state,
            contactName: o.contactName,
            contactSurname: o.contactSurname,
            contactEmail: o.contactEmail,
            route: routeOf(o, transfer),
            departureLocal: o.itinerary[0]?.departureLocal ?? o.transfer?.pickupLocal ?? null,
            passengerCount: o.transfer ? o.transfer.passengers : o.passengerCount,
            total: { amount: o.totalAmount, currency: o.currency },
            creationTime: o.creationTime.toISOString(),
          };
        }),
      };
    },

    /** The order with its places (cities, airports, a transfer's zone and vehicle) named in `culture`. */
    async get(s: AbpSession, id: string, culture: Culture): Promise<OrderAdminDetail> {
      const order = await orderOf(s, id);
      const d = await repo.details(order.id);
      const [flights, transfer] = await Promise.all([
        deps.placeNames.itinerary(order.itinerary, culture),
        order.transfer ? deps.placeNames.transfer(order.transfer, order.tenantId, culture) : null,
      ]);
      const refunded = d.refunds
        .filter((r) => r.status === 'succeeded')
        .reduce((sum, r) => sum + r.amount, 0);
      // what is left of the order's share of its approved payment (a transfer bought with the flights has
      // none of its own: it was paid with theirs)
      const balance = await repo.refundBalance(order.id);
      const refundable = Math.max(balance.captured - balance.refunded, 0);
      const pending = d.refunds.some((r) => r.status === 'pending');
      const allowed = allowedOrderActions(order.state, refundable);
      return {
        id: order.id,
        pnr: order.pnr,
        kind: order.kind,
        transfer,
        state: order.state,
        culture: order.culture,
        creationTime: order.creationTime.toISOString(),
        holdExpiresAt: order.holdExpiresAt.toISOString(),
        total: { amount: order.totalAmount, currency: order.currency },
        price: order.price,
        insurance: order.insurance,
        couponCode: order.couponCode,
        invoice: order.invoice ?? null,
        contact: {
          name: order.contactName,
          surname: order.contactSurname,
          email: order.contactEmail,
          mobilePhone: order.contactPhone,
          birthday: order.contactBirthday,
          customerUserId: order.customerUserId,
        },
        passengers: d.passengers.map((p) => ({
          id: p.id,
          ...passengerIdentity(p),
          tickets: d.tickets
            .filter((t) => t.passengerId === p.id)
            .sort((a, b) => a.segmentPosition - b.segmentPosition)
            .map((t) => ({ flightIndex: t.segmentPosition, ticketNumber: t.number })),
        })),
        flights,
        payments: d.payments.map((p) => ({
          id: p.id,
          gateway: p.gateway,
          status: p.status,
          amount: p.amount,
          currency: p.currency,
          reason: p.reason,
          reference: p.reference,
          creationTime: p.creationTime.toISOString(),
          completionTime: iso(p.completionTime),
        })),
        refunds: d.refunds.map((r) => toRefundDto(r, d.refunds)),
        refundedAmount: refunded,
        refundableAmount: refundable,
        history: d.events.map((e) => ({
          id: e.id,
          fromState: e.fromState,
          toState: e.toState,
          event: e.event,
          actor: e.actor,
          note: e.note,
          time: e.time.toISOString(),
        })),
        mails: d.mails.map((m) => ({
          ...m,
          creationTime: m.creationTime.toISOString(),
          sentTime: iso(m.sentTime),
        })),
        allowedActions: pending
          ? // an open refund blocks other changes; Refund completes it
            { ...allowed, refund: true, cancel: false, markCancelHandled: false }
          : allowed,
      };
    },

    /**
     * Queues the confirmation again — the itinerary receipt (its PDF is attached when sent) or a transfer's
     * reservation confirmation — and sends it now.
     */
    async resendTicket(s: AbpSession, id: string): Promise<void> {
      const order = await orderOf(s, id);
      if (!allowedOrderActions(order.state, 0).resendTicket) throw orderAdminErrors.wrongState(order.state);
      const d = await repo.details(order.id);
      // the same e-mail as on payment: the agency's header and contacts, and "Open my booking" with its token
      const agency = await deps.agencyInfo?.(order.tenantId);
      const { kind, ...content } = confirmationMail(
        order,
        {
          issued: d.tickets.map((t) => ({
            passengerId: t.passengerId,
            segmentPosition: t.segmentPosition,
            number: t.number,
          })),
          passengers: d.passengers,
        },
        agency,
        { publicUrl: deps.publicUrl },
      );
      await repo.enqueueMail(mailRow(order, kind, content));
      await sendQueued();
    },

    /**
     * Refunds through the payment's gateway: the whole remaining amount unless `amount` says less. The
     * refund is opened under the order's lock (pending), then asked of the bank by its id (idempotent
     * there), then closed; an open refund found on the way is completed instead of starting another one.
     */
    async refund(s: AbpSession, input: RefundOrderInput): Promise<RefundDto> {
      const actor = actorOf(s);
      const start = await repo.startRefund({
        tenantId: s.tenantId,
        orderId: input.id,
        amount: input.amount,
        note: input.note,
        actorUserId: s.userId,
        allowed: REFUNDABLE,
        id: randomUUID(),
        now: clock(),
      });
      return finishRefund(await orderOf(s, input.id), start, actor);
    },

    /**
     * Asks the bank again for a refund it declined (a late or second payment's automatic refund included):
     * a new refund of the same payment and amount, opened under the order's lock, whatever the order's state
     * now. Each declined refund is retried once; retrying it again answers that retry.
     */
    async retryRefund(s: AbpSession, input: RetryRefundInput): Promise<RefundDto> {
      const order = await orderOf(s, input.id);
      const failed = await repo.findRefund(input.refundId);
      if (!failed || failed.orderId !== order.id || failed.status !== 'failed')
        throw orderAdminErrors.noFailedRefund();
      const start = await repo.startRefund({
        tenantId: s.tenantId,
        orderId: order.id,
        paymentId: failed.paymentId,
        retryOf: failed.id,
        amount: failed.amount,
        note: failed.note ?? 'retry',
        actorUserId: s.userId,
        allowed: ORDER_STATES,
        id: randomUUID(),
        now: clock(),
      });
      // retried already and ended: that retry is the answer
      if (start.kind === 'retried') return toRefundDto(start.refund);
      return finishRefund(order, start, actorOf(s));
    },

    /** Cancels without a refund (e.g. a non-refundable charter fare): seats of flights not flown go back. */
    async cancel(s: AbpSession, input: OrderNoteInput): Promise<void> {
      const result = await repo.changeState({
        tenantId: s.tenantId,
        orderId: input.id,
        event: 'cancelled',
        actor: actorOf(s),
        note: input.note,
        now: clock(),
        releaseSeats: true,
        mail: (order) => mailRow(order, 'cancellation', renderCancelMail(order)),
      });
      if (!result.ok) refuse(input.id, result);
      await sendQueued();
    },

    /**
     * A cancellation request declined or settled without cancelling: the order is Confirmed again and the
     * customer, who is waiting for an answer to the request, is told (in the order's language) that the
     * booking stays valid. The mail is queued in the state change's transaction, so it goes out exactly
     * when the request really was settled.
     */
    async markCancelHandled(s: AbpSession, input: OrderNoteInput): Promise<void> {
      const result = await repo.changeState({
        tenantId: s.tenantId,
        orderId: input.id,
        event: 'cancelHandled',
        actor: actorOf(s),
        note: input.note,
        now: clock(),
        releaseSeats: false,
        mail: (order) => mailRow(order, 'cancelHandled', renderCancelHandledMail(order, input.note)),
      });
      if (!result.ok) refuse(input.id, result);
      await sendQueued();
    },
  };
}
export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
