import {
  getAllOrdersInputSchema,
  orderAdminDetailSchema,
  orderIdInputSchema,
  orderListItemSchema,
  orderNoteInputSchema,
  pagedResultSchema,
  refundDtoSchema,
  refundOrderInputSchema,
  retryRefundInputSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { OrderAdminService } from './order-admin.service.js';

const orders = { permissions: ['Pages.Orders'] } as const;

/** The back office's `Order` app service (Pages.Orders): every call scoped to the caller's tenant. */
export function registerOrderAdminRoutes(app: FastifyInstance, service: OrderAdminService) {
  registerAppService(app, 'Order', {
    GetAll: method({
      summary:
        'Orders of the caller’s tenant, paged; filters Keyword (PNR, reservation number, surname, e-mail), State, creation and departure dates, Sorting',
      input: getAllOrdersInputSchema,
      output: pagedResultSchema(orderListItemSchema),
      access: orders,
      handler: (input, ctx) => service.getAll(ctx.session, input, ctx.culture),
    }),
    Get: method({
      summary:
        'One order with passengers, payments, refunds, state history and e-mails; places named in the request’s language',
      input: orderIdInputSchema,
      output: orderAdminDetailSchema,
      access: orders,
      handler: (input, ctx) => service.get(ctx.session, input.id, ctx.culture),
    }),
    ResendTicket: method({
      summary: 'Queues the itinerary receipt e-mail again (Paid or Confirmed orders)',
      input: orderIdInputSchema,
      output: z.null(),
      access: orders,
      handler: async (input, ctx) => {
        await service.resendTicket(ctx.session, input.id);
        return null;
      },
    }),
    Refund: method({
      summary:
        'Refunds the approved payment through its gateway (default: all that is left); Refunded when nothing is left',
      input: refundOrderInputSchema,
      output: refundDtoSchema,
      access: orders,
      handler: (input, ctx) => service.refund(ctx.session, input),
    }),
    RetryRefund: method({
      summary:
        'Asks the bank again for a refund it declined (same payment and amount), once per declined refund',
      input: retryRefundInputSchema,
      output: refundDtoSchema,
      access: orders,
      handler: (input, ctx) => service.retryRefund(ctx.session, input),
    }),
    Cancel: method({
      summary: 'Cancels a Confirmed or WaitingForCancel order without a refund and e-mails the customer',
      input: orderNoteInputSchema,
      output: z.null(),
      access: orders,
      handler: async (input, ctx) => {
        await service.cancel(ctx.session, input);
        return null;
      },
    }),
    MarkCancelHandled: method({
      summary: 'Settles a cancellation request without cancelling: the order is Confirmed again',
      input: orderNoteInputSchema,
      output: z.null(),
      access: orders,
      handler: async (input, ctx) => {
        await service.markCancelHandled(ctx.session, input);
        return null;
      },
    }),
  });
}
