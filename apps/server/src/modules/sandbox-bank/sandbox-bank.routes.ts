import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { cardPage, challengePage, messagePage } from './sandbox-bank.pages.js';
import { SandboxBankError, type SandboxBankService, type SessionRow } from './sandbox-bank.service.js';

// Bounds are the columns' (int4, varchar lengths): a value the database would refuse is the caller's 400.
const amount = z.number().int().positive().max(2_147_483_647);

const createSessionBody = z.object({
  merchantId: z.string().min(1).max(64),
  orderRef: z.string().min(1).max(64),
  amount,
  currency: z.string().regex(/^[A-Z]{3}$/),
  description: z.string().max(256),
  returnUrl: z.url().max(1024),
  language: z.string().max(5),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

const refundBody = z.object({
  merchantId: z.string().min(1).max(64),
  sessionId: z.string().uuid(),
  refundRef: z.string().min(1).max(64),
  amount,
  currency: z.string().regex(/^[A-Z]{3}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

const statusQuery = z.object({
  merchantId: z.string().max(64).default(''),
  signature: z.string().max(128).default(''),
});

// A browser posts every input of the form, as text; anything else is not the bank's page talking.
const cardForm = z.object({
  cardNumber: z.string(),
  expiryMonth: z.string(),
  expiryYear: z.string(),
  cvc: z.string(),
  cardOwner: z.string(),
});
const challengeForm = z.object({ otp: z.string() });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new SandboxBankError('bad_request');
  return parsed.data;
}

// The ids are uuid columns: anything else would be a database error, and cannot name a session anyway.
const uuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

/**
 * The sandbox bank under /sandbox-bank: a JSON API for merchants (signed) and HTML pages for buyers.
 * Registered as its own encapsulated plugin, with its own form parser, as an external host would be.
 */
export async function sandboxBankPlugin(app: FastifyInstance, opts: { service: SandboxBankService }) {
  const { service } = opts;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const html = (reply: FastifyReply, page: string, status = 200) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);

  async function toMerchant(reply: FastifyReply, session: SessionRow) {
    const result = await service.result(session);
    const url = new URL(session.returnUrl);
    for (const [k, v] of Object.entries(result)) url.searchParams.set(k, String(v));
    return reply.header('cache-control', 'no-store').redirect(url.toString(), 303);
  }

  function pageFor(reply: FastifyReply, session: SessionRow) {
    if (session.status === 'created') return html(reply, cardPage(session));
    if (session.status === 'challenge') return html(reply, challengePage(session));
    return toMerchant(reply, session);
  }

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof SandboxBankError) {
      const status = error.code === 'not_found' ? 404 : error.code === 'bad_signature' ? 401 : 400;
      return reply.status(status).send({ error: error.code });
    }
    // Fastify's own refusals of a body (not JSON, empty, too large, unknown content type) keep their status.
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ error: 'bad_request' });
    request.log.error({ err: error }, 'sandbox bank fault');
    return reply.status(500).send({ error: 'bank_error' });
  });

  app.post('/api/sessions', { schema: { hide: true } }, async (request) => {
    const session = await service.createSession(parse(createSessionBody, request.body));
    return { ...session, cardUrl: `/sandbox-bank/sessions/${session.sessionId}/card` };
  });

  app.get('/api/sessions/:id', { schema: { hide: true } }, async (request) => {
    const { id } = request.params as { id: string };
    const q = parse(statusQuery, request.query);
    if (!uuid(id)) throw new SandboxBankError('not_found');
    return service.statusFor(id, q.merchantId, q.signature);
  });

  // Server-to-server refund of an approved payment (signed; idempotent by the merchant's refundRef).
  app.post('/api/refunds', { schema: { hide: true } }, async (request) => {
    return service.refund(parse(refundBody, request.body));
  });

  app.get('/sessions/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!uuid(id)) return html(reply, messagePage('en', 'notFound'), 404);
    return pageFor(reply, await service.session(id));
  });

  app.get('/sessions/:id/card', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!uuid(id)) return html(reply, messagePage('en', 'notFound'), 404);
    return pageFor(reply, await service.session(id));
  });

  // Card data arrives here from the browser and goes no further than submitCard's arguments.
  app.post('/sessions/:id/card', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!uuid(id)) return html(reply, messagePage('en', 'notFound'), 404);
    const f = parse(cardForm, request.body);
    const { errors, session } = await service.submitCard(id, f);
    if (Object.keys(errors).length) {
      return html(
        reply,
        cardPage(session, errors, { expiry: `${f.expiryMonth}/${f.expiryYear}`, cardOwner: f.cardOwner }),
        422,
      );
    }
    if (session.status === 'challenge') return reply.redirect(`/sandbox-bank/sessions/${id}/challenge`, 303);
    return pageFor(reply, session);
  });

  app.get('/sessions/:id/challenge', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!uuid(id)) return html(reply, messagePage('en', 'notFound'), 404);
    return pageFor(reply, await service.session(id));
  });

  app.post('/sessions/:id/challenge', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!uuid(id)) return html(reply, messagePage('en', 'notFound'), 404);
    const { otp } = parse(challengeForm, request.body);
    const { wrongCode, session } = await service.submitChallenge(id, otp);
    if (wrongCode) return html(reply, challengePage(session, true), 422);
    return pageFor(reply, session);
  });

  app.post('/sessions/:id/cancel', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!uuid(id)) return html(reply, messagePage('en', 'notFound'), 404);
    return toMerchant(reply, await service.cancel(id));
  });
}
