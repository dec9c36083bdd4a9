import {
  couponDtoSchema,
  createCouponInputSchema,
  entityIdInputSchema,
  getAllCouponsInputSchema,
  pagedResultSchema,
  updateCouponInputSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { CouponsService } from './coupons.service.js';

const access = { permissions: ['Pages.Orders'] } as const;

/** Coupon app service (Pages.Orders): discount codes of the caller's site variant. */
export function registerCouponRoutes(app: FastifyInstance, service: CouponsService) {
  registerAppService(app, 'Coupon', {
    GetAll: method({
      summary:
        'Coupons of the caller’s site variant with their order counts, paged; Keyword, IsActive, Sorting',
      input: getAllCouponsInputSchema,
      output: pagedResultSchema(couponDtoSchema),
      access,
      handler: (input, ctx) => service.getAll(ctx.session, input),
    }),
    Get: method({
      summary: 'One coupon by id',
      input: entityIdInputSchema,
      output: couponDtoSchema,
      access,
      handler: (input, ctx) => service.get(ctx.session, input.id),
    }),
    Create: method({
      summary: 'Creates a coupon (code unique in the site variant)',
      input: createCouponInputSchema,
      output: couponDtoSchema,
      access,
      handler: (input, ctx) => service.create(ctx.session, input),
    }),
    Update: method({
      summary: 'Updates a coupon (PUT, body with id)',
      input: updateCouponInputSchema,
      output: couponDtoSchema,
      access,
      handler: (input, ctx) => service.update(ctx.session, input),
    }),
    Delete: method({
      summary: 'Soft-deletes a coupon: checkout no longer accepts its code',
      input: entityIdInputSchema,
      output: z.null(),
      access,
      handler: (input, ctx) => service.delete(ctx.session, input.id),
    }),
  });
}
