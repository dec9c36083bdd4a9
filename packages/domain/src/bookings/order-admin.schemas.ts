import { z } from 'zod';
import { pagedRequestSchema } from '../common/paging.js';
import { PASSENGER_TYPES } from '../flights/flights.schemas.js';
import { ORDER_KINDS, orderTransferSchema } from '../transfers/order-transfer.schemas.js';
import { GENDERS, ORDER_STATES, orderFlightSchema, priceBreakdownSchema } from './bookings.schemas.js';

/** Admin Orders screen (Pages.Orders): the `Order` app service's inputs and answers. */

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Validation.InvalidDate' });
/** Query-string filters arrive as '' when the field is empty: treat that as "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const ORDER_SORT_FIELDS = [
  'creationTime',
  'pnr',
  'state',
  'departure',
  'totalAmount',
  'contactSurname',
] as const;

export const getAllOrdersInputSchema = pagedRequestSchema.extend({
  /** PNR, reservation number, contact or passenger surname, contact e-mail */
  keyword: optional(z.string().trim().max(256)),
  state: optional(z.enum(ORDER_STATES)),
  /** flight or transfer orders only */
  kind: optional(z.enum(ORDER_KINDS)),
  /** creation date range (UTC days, inclusive) */
  creationFrom: optional(isoDate),
  creationTo: optional(isoDate),
  /** local departure date of the first flight, or a transfer's pick-up date (inclusive) */
  departureFrom: optional(isoDate),
  departureTo: optional(isoDate),
  /** ABP Sorting, e.g. "creationTime desc" */
  sorting: optional(z.string().trim().max(64)),
});
export type GetAllOrdersInput = z.output<typeof getAllOrdersInputSchema>;

const moneySchema = z.object({ amount: z.number().int(), currency: z.string() });

/** A transfer order in the list: from where to where, when, in what. */
export const orderTransferSummarySchema = z.object({
  direction: orderTransferSchema.shape.direction,
  airportCode: z.string(),
  districtName: z.string(),
  /** airport-local `YYYY-MM-DDTHH:mm` */
  pickupLocal: z.string(),
  vehicleName: z.string(),
});

export const orderListItemSchema = z.object({
  id: z.string(),
  pnr: z.string(),
  /** absent means a flight order (answers before transfers existed) */
  kind: z.enum(ORDER_KINDS).optional(),
  /** transfer orders only */
  transfer: orderTransferSummarySchema.nullish(),
  state: z.enum(ORDER_STATES),
  contactName: z.string(),
  contactSurname: z.string(),
  contactEmail: z.string(),
  /** airport codes of the trip, e.g. "VKO → AYT → VKO"; a transfer's "AYT → Lara" */
  route: z.string(),
  /** airport-local `YYYY-MM-DDTHH:mm` of the first flight, or of a transfer's pick-up */
  departureLocal: z.string().nullable(),
  passengerCount: z.number().int(),
  total: moneySchema,
  creationTime: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderIdInputSchema = z.object({ id: z.string().uuid() });

const note = z.string().trim().min(1).max(500);

export const refundOrderInputSchema = z.object({
  id: z.string().uuid(),
  /** minor units of the order's currency; empty = everything still refundable */
  amount: z.number().int().positive().nullish(),
  note,
});
export type RefundOrderInput = z.output<typeof refundOrderInputSchema>;

/** Order/RetryRefund: a declined refund of the order, asked of the bank again as a new refund */
export const retryRefundInputSchema = z.object({ id: z.string().uuid(), refundId: z.string().uuid() });
export type RetryRefundInput = z.output<typeof retryRefundInputSchema>;

export const orderNoteInputSchema = z.object({ id: z.string().uuid(), note });
export type OrderNoteInput = z.output<typeof orderNoteInputSchema>;

export const refundDtoSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  actorUserId: z.number().int().nullable(),
  creationTime: z.string(),
  completionTime: z.string().nullable(),
  /** the declined refund this one retries */
  retryOf: z.string().nullish(),
  /** a declined refund staff may retry (not retried yet) */
  retryable: z.boolean().optional(),
});
export type RefundDto = z.infer<typeof refundDtoSchema>;

export const orderAdminDetailSchema = z.object({
  id: z.string(),
  pnr: z.string(),
  /** absent means a flight order */
  kind: z.enum(ORDER_KINDS).optional(),
  /** the transfer as sold (transfer orders only) */
  transfer: orderTransferSchema.nullish(),
  state: z.enum(ORDER_STATES),
  culture: z.string(),
  creationTime: z.string(),
  holdExpiresAt: z.string(),
  total: moneySchema,
  price: priceBreakdownSchema,
  insurance: z.boolean(),
  couponCode: z.string().nullable(),
  invoice: z.object({ companyName: z.string(), taxNumber: z.string(), address: z.string() }).nullable(),
  contact: z.object({
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    mobilePhone: z.string(),
    birthday: z.string(),
    customerUserId: z.number().int().nullable(),
  }),
  /** staff see full passport data (they need it for the airline); card data exists nowhere here */
  passengers: z.array(
    z.object({
      id: z.number().int(),
      type: z.enum(PASSENGER_TYPES),
      gender: z.enum(GENDERS),
      name: z.string(),
      surname: z.string(),
      birthday: z.string(),
      nationality: z.string(),
      passportNumber: z.string(),
      passportSerial: z.string().nullable(),
      passportExpiry: z.string(),
      turkishId: z.string().nullable(),
      tickets: z.array(z.object({ flightIndex: z.number().int(), ticketNumber: z.string() })),
    }),
  ),
  flights: z.array(orderFlightSchema),
  payments: z.array(
    z.object({
      id: z.string(),
      gateway: z.string(),
      status: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      reason: z.string().nullable(),
      reference: z.string().nullable(),
      creationTime: z.string(),
      completionTime: z.string().nullable(),
    }),
  ),
  refunds: z.array(refundDtoSchema),
  /** minor units already refunded (succeeded) and still refundable on the approved payment */
  refundedAmount: z.number().int(),
  refundableAmount: z.number().int(),
  history: z.array(
    z.object({
      id: z.number().int(),
      fromState: z.string().nullable(),
      toState: z.string(),
      event: z.string(),
      actor: z.string(),
      note: z.string().nullable(),
      time: z.string(),
    }),
  ),
  mails: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      creationTime: z.string(),
      sentTime: z.string().nullable(),
    }),
  ),
  allowedActions: z.object({
    resendTicket: z.boolean(),
    refund: z.boolean(),
    cancel: z.boolean(),
    markCancelHandled: z.boolean(),
  }),
});
export type OrderAdminDetail = z.infer<typeof orderAdminDetailSchema>;
