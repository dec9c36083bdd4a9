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
import { errors } from '../../kernel/errors.js';
import type { ContactCall, ContactService } from './contact.service.js';

/** A fixed-window counter per key, in memory (one process, like the login throttle). */
export function createRateLimiter(max: number, windowSeconds: number, now: () => number) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return (key: string) => {
    const t = now();
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= t) {
      if (hits.size > 10_000) hits.clear();
      entry = { count: 0, resetAt: t + windowSeconds * 1000 };
      hits.set(key, entry);
    }
    entry.count++;
    if (entry.count > max) throw errors.tooManyRequests(Math.ceil((entry.resetAt - t) / 1000));
  };
}

const customers = { permissions: ['Pages.Customers'] } as const;

/** Per sender e-mail: 5 messages per 10 minutes; per client address a little more (shared offices). */
export const CONTACT_LIMITS = { perEmail: 5, perClient: 20, windowSeconds: 600 } as const;

const call = (ctx: ServiceContext): ContactCall => ({
  tenantId: ctx.session.tenantId,
  culture: ctx.culture,
  clientAddress: ctx.request.ip,
});

export function registerContactRoutes(app: FastifyInstance, service: ContactService, clock: () => Date) {
  const now = () => clock().getTime();
  const perEmail = createRateLimiter(CONTACT_LIMITS.perEmail, CONTACT_LIMITS.windowSeconds, now);
  const perClient = createRateLimiter(CONTACT_LIMITS.perClient, CONTACT_LIMITS.windowSeconds, now);
  const subscribeLimit = createRateLimiter(CONTACT_LIMITS.perClient, CONTACT_LIMITS.windowSeconds, now);

  registerAppService(app, 'Contact', {
    Send: method({
      summary:
        'Contact form: stores the message, e-mails it to the agency and answers a localized thank-you ' +
        '(5 per e-mail address per 10 minutes, else 429)',
      input: contactMessageInputSchema,
      output: contactResultSchema,
      preHandler: async (request) => {
        const body = request.body as { email?: string };
        perClient(`client:${request.ip}`);
        perEmail(
          `email:${String(body.email ?? '')
            .trim()
            .toLowerCase()}`,
        );
      },
      handler: (input, ctx) => service.send(input, call(ctx)),
    }),
    SubscribeComingSoon: method({
      summary: '"Notify me" for hotels, villas or VIP aviation; idempotent per e-mail and product',
      input: subscribeComingSoonInputSchema,
      output: contactResultSchema,
      preHandler: async (request) => subscribeLimit(`client:${request.ip}`),
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
