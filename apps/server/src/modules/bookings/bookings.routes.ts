import {
  addOrderResultSchema,
  getOrderByPnrInputSchema,
  getOrderInputSchema,
  orderAccessInputSchema,
  orderDetailSchema,
  sendManageLinkInputSchema,
  validateCouponInputSchema,
  validateCouponResultSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService, type ServiceContext } from '../../kernel/app-service.js';
import { createLimiter, type RateLimit } from '../../kernel/rate-limits.js';
import type { BookingsService, CallContext } from './bookings.service.js';

const context = (ctx: ServiceContext): CallContext => ({
  tenantId: ctx.session.tenantId,
  culture: ctx.culture,
  userId: ctx.session.userId,
});

export function registerBookingRoutes(
  app: FastifyInstance,
  service: BookingsService,
  _clock: () => Date,
  limits: { orders?: RateLimit; emailLinks?: RateLimit } = {},
) {
  // an order holds seats for minutes: a flood of them from one address would empty a flight
  const orderLimit = limits.orders ? { rateLimit: limits.orders } : {};
  // a PNR and a surname are a short secret: 10 guesses per address per 10 minutes, over both routes that take
  // them; counted by @fastify/rate-limit (in Redis when REDIS_URL is set, shared by every instance)
  const pnrLimit = createLimiter(
    app,
    'booking-pnr',
    { max: 10, windowSeconds: 600 },
    (request) => request.ip,
  );
  // a coupon code is a short secret too: 20 checks per address per 10 minutes let a buyer fix a typo, not
  // walk through the code space
  const couponLimit = createLimiter(
    app,
    'booking-coupon',
    { max: 20, windowSeconds: 600 },
    (request) => request.ip,
  );
  const resendLimit = createLimiter(app, 'booking-resend', { max: 3, windowSeconds: 600 }, (request) =>
    String((request.body as { orderId?: unknown }).orderId),
  );

  registerAppService(app, 'Booking', {
    AddOrder: method({
      summary: 'Creates an order (Idempotency-Key header), holds the seats and starts the card payment',
      input: service.inputSchema,
      output: addOrderResultSchema,
      ...orderLimit,
      handler: (input, ctx) => {
        const key = ctx.request.headers['idempotency-key'];
        return service.addOrder(input, typeof key === 'string' ? key : undefined, context(ctx));
      },
    }),
    AddTransferOrder: method({
      summary:
        'Creates an airport transfer order (Idempotency-Key header), re-priced from its tariff, and starts the card payment',
      input: service.transferInputSchema,
      output: addOrderResultSchema,
      ...orderLimit,
      handler: (input, ctx) => {
        const key = ctx.request.headers['idempotency-key'];
        return service.addTransferOrder(input, typeof key === 'string' ? key : undefined, context(ctx));
      },
    }),
    ValidateCoupon: method({
      summary: 'Checks a discount coupon and answers the new price',
      input: validateCouponInputSchema,
      output: validateCouponResultSchema,
      preHandler: couponLimit,
      handler: (input, ctx) => service.validateCoupon(input, context(ctx)),
    }),
    RetryPayment: method({
      summary: 'Starts a new card payment for an unpaid order within its seat hold',
      input: orderAccessInputSchema,
      output: addOrderResultSchema,
      handler: (input, ctx) => service.retryPayment(input.orderId, input.token, context(ctx)),
    }),
    RequestScheduleRefund: method({
      summary:
        'Cancels a booking with a full refund when its flight was cancelled or re-timed beyond the allowed hours (access token or owner)',
      input: orderAccessInputSchema,
      output: orderDetailSchema,
      handler: (input, ctx) => service.requestScheduleRefund(input.orderId, input.token, context(ctx)),
    }),
    GetOrder: method({
      summary: 'Order detail for the ticket page (access token or the signed-in owner)',
      input: getOrderInputSchema,
      output: orderDetailSchema,
      handler: (input, ctx) => service.getOrder(input.id, input.token, context(ctx)),
    }),
    GetOrderByPnr: method({
      summary: 'Finds a booking by PNR and a passenger surname',
      // POST (not the name-derived GET): the surname stays out of URLs and access logs
      verbs: ['POST'],
      input: getOrderByPnrInputSchema,
      output: orderDetailSchema,
      preHandler: pnrLimit,
      handler: (input, ctx) => service.getOrderByPnr(input.pnr, input.surname, context(ctx)),
    }),
    SendManageLink: method({
      summary: "E-mails the link that manages a booking (PNR + surname) to the booking's own contact address",
      input: sendManageLinkInputSchema,
      output: z.null(),
      ...(limits.emailLinks ? { rateLimit: limits.emailLinks } : {}),
      preHandler: pnrLimit,
      handler: async (input, ctx) => {
        await service.sendManageLink(input.pnr, input.surname, context(ctx));
        return null;
      },
    }),
    ResendTicket: method({
      summary: 'E-mails the itinerary receipt (a transfer: its reservation confirmation) again',
      input: orderAccessInputSchema,
      output: z.null(),
      preHandler: resendLimit,
      handler: async (input, ctx) => {
        await service.resendTicket(input.orderId, input.token, context(ctx));
        return null;
      },
    }),
  });

  // The bank redirects the buyer's browser here after 3-D Secure (not under /api: a page, answered by a redirect).
  app.get('/payments/sandbox/return', { schema: { hide: true } }, async (request, reply) => {
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(request.query as Record<string, unknown>)) {
      if (typeof v === 'string') params[k] = v;
    }
    const location = await service.handleReturn(params);
    return reply.header('cache-control', 'no-store').redirect(location, 303);
  });
}
