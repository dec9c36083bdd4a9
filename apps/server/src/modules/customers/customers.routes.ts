import {
  customerDtoSchema,
  entityIdInputSchema,
  getCustomersInputSchema,
  pagedResultSchema,
  saveCustomerInputSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { CustomersService } from './customers.service.js';

const access = { permissions: ['Pages.Customers'] } as const;

/** ABP Customer service (spec: SaveCustomer, GetCustomers; plus Get and Delete for the screen). */
export function registerCustomerRoutes(app: FastifyInstance, service: CustomersService) {
  registerAppService(app, 'Customer', {
    GetCustomers: method({
      summary:
        'Customers of the caller’s tenant with order count and last order time, paged; Keyword, Sorting',
      input: getCustomersInputSchema,
      output: pagedResultSchema(customerDtoSchema),
      access,
      handler: (input, ctx) => service.getCustomers(ctx.session, input),
    }),
    Get: method({
      summary: 'One customer by id',
      input: entityIdInputSchema,
      output: customerDtoSchema,
      access,
      handler: (input, ctx) => service.getCustomer(ctx.session, input.id),
    }),
    SaveCustomer: method({
      summary: 'Creates (no id) or updates (id) a customer; the e-mail is unique per tenant',
      input: saveCustomerInputSchema,
      output: customerDtoSchema,
      access,
      handler: (input, ctx) => service.saveCustomer(ctx.session, input),
    }),
    Delete: method({
      summary: 'Soft-deletes a customer',
      input: entityIdInputSchema,
      output: z.null(),
      access,
      handler: (input, ctx) => service.deleteCustomer(ctx.session, input.id),
    }),
  });
}
