import {
  contactMessageDtoSchema,
  contactMessageInputSchema,
  contactMessageListItemSchema,
  contactResultSchema,
  entityIdInputSchema,
  getContactMessagesInputSchema,
  pagedResultSchema,
  subscribeComingSoonInputSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { method, registerAppService, type ServiceContext } from '../../kernel/app-service.js';
import { createLimiter } from '../../kernel/rate-limits.js';
import type { ContactCall, ContactService } from './contact.service.js';

const customers = { permissions: ['Pages.Customers'] } as const;

/** Per sender e-mail: 5 messages per 10 minutes; per client address a little more (shared offices). */
export const CONTACT_LIMITS = { perEmail: 5, perClient: 20, windowSeconds: 600 } as const;

const call = (ctx: ServiceContext): ContactCall => ({
  tenantId: ctx.session.tenantId,
  culture: ctx.culture,
  clientAddress: ctx.request.ip,
});

export function registerContactRoutes(app: FastifyInstance, service: ContactService) {
  // counted by @fastify/rate-limit (in Redis when REDIS_URL is set, so every instance shares the budget)
  const window = { windowSeconds: CONTACT_LIMITS.windowSeconds };
  const perClient = createLimiter(
    app,
    'contact-client',
    { max: CONTACT_LIMITS.perClient, ...window },
    (request) => `client:${request.ip}`,
  );
  const perEmail = createLimiter(
    app,
    'contact-email',
    { max: CONTACT_LIMITS.perEmail, ...window },
    (request) =>
      `email:${String((request.body as { email?: string }).email ?? '')
        .trim()
        .toLowerCase()}`,
  );
  const subscribeLimit = createLimiter(
    app,
    'contact-subscribe',
    { max: CONTACT_LIMITS.perClient, ...window },
    (request) => `client:${request.ip}`,
  );

  registerAppService(app, 'Contact', {
    Send: method({
      summary:
        'Contact form: stores the message, e-mails it to the agency and answers a localized thank-you ' +
        '(5 per e-mail address per 10 minutes, else 429)',
      input: contactMessageInputSchema,
      output: contactResultSchema,
      preHandler: async (request) => {
        await perClient(request);
        await perEmail(request);
      },
      handler: (input, ctx) => service.send(input, call(ctx)),
    }),
    SubscribeComingSoon: method({
      summary: '"Notify me" for hotels, villas or VIP aviation; idempotent per e-mail and product',
      input: subscribeComingSoonInputSchema,
      output: contactResultSchema,
      preHandler: subscribeLimit,
      handler: (input, ctx) => service.subscribe(input, call(ctx)),
    }),
    GetMessages: method({
      summary:
        'Admin: contact messages of the caller’s site variant, newest first; filters Keyword (name, ' +
        'e-mail, subject), From, To (UTC days)',
      input: getContactMessagesInputSchema,
      output: pagedResultSchema(contactMessageListItemSchema),
      access: customers,
      handler: (input, ctx) => service.getMessages(ctx.session.tenantId, input),
    }),
    GetMessage: method({
      summary: 'Admin: one contact message in full',
      input: entityIdInputSchema,
      output: contactMessageDtoSchema,
      access: customers,
      handler: (input, ctx) => service.getMessage(ctx.session.tenantId, input.id),
    }),
  });
}
