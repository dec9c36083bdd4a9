import { type Culture, localizeIssues, translate } from '@charterdesk/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.js';
import { AppError, errors, RequestValidationError } from './errors.js';
import { UnsafeTextError } from './text-input.js';

function validationEnvelope(culture: Culture, error: RequestValidationError) {
  const issues = localizeIssues(culture, error.schema, error.data);
  const lines = issues.map((i) => ` - ${i.message}`);
  return failure({
    code: 0,
    key: 'validation.invalid',
    message: translate(culture, 'Abp.ValidationError'),
    details: [translate(culture, 'Abp.ValidationDetails'), ...lines].join('\n'),
    validationErrors: issues,
  });
}

function appErrorEnvelope(culture: Culture, error: AppError) {
  const o = error.options;
  return failure(
    {
      code: 0,
      key: o.key,
      message: translate(culture, o.message, o.messageParams),
      details: o.details ? translate(culture, o.details, o.detailsParams) : null,
      validationErrors: null,
    },
    o.unAuthorizedRequest ?? false,
  );
}

/**
 * pg's refusals when no connection was had within the connection timeout (none came free in the pool, or a new
 * one did not finish connecting): under overload the database is saturated, not broken, so the caller is told to
 * retry (503 + Retry-After), like a shed request.
 */
const CONNECTION_TIMEOUTS = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];
function isPoolSaturated(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e instanceof Error && depth < 5; depth++) {
    const { message } = e;
    if (CONNECTION_TIMEOUTS.some((text) => message.includes(text))) return true;
    e = e.cause;
  }
  return false;
}

/** How often, at most, the log reports requests refused for want of a database connection. */
const SATURATION_LOG_INTERVAL_MS = 10_000;

/** Maps every error to the ABP envelope with the status codes of API-CONVENTIONS.md; never leaks a stack. */
export function registerErrorHandling(
  app: FastifyInstance,
  notFound: (req: FastifyRequest, reply: FastifyReply) => unknown,
) {
  let saturated = 0;
  let lastSaturationLog = 0;
  app.setErrorHandler(
    (thrown: FastifyError | AppError | RequestValidationError | UnsafeTextError, request, reply) => {
      let error = thrown;
      if (isPoolSaturated(error)) {
        saturated += 1;
        if (Date.now() - lastSaturationLog >= SATURATION_LOG_INTERVAL_MS) {
          request.log.warn(
            { refused: saturated },
            'no database connection came free in time: answering 503 with Retry-After',
          );
          lastSaturationLog = Date.now();
          saturated = 0;
        }
        error = errors.serviceBusy(2);
      }
      const culture = request.culture ?? 'ru';
      if (error instanceof RequestValidationError) {
        return reply.status(400).send(validationEnvelope(culture, error));
      }
      if (error instanceof UnsafeTextError) {
        const message = translate(culture, 'Validation.UnsafeText');
        return reply.status(400).send(
          failure({
            code: 0,
            key: 'validation.invalid',
            message: translate(culture, 'Abp.ValidationError'),
            details: [translate(culture, 'Abp.ValidationDetails'), ` - ${message}`].join('\n'),
            validationErrors: [{ message, members: [error.field] }],
          }),
        );
      }
      if (error instanceof AppError) {
        if (error.options.headers) reply.headers(error.options.headers);
        return reply.status(error.options.status).send(appErrorEnvelope(culture, error));
      }
      const status = (error as FastifyError).statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Framework-level client errors (malformed JSON, wrong content type, body too large).
        return reply.status(status).send(
          failure({
            code: 0,
            key: 'request.invalid',
            message: translate(culture, 'Abp.ValidationError'),
            details: error.message,
            validationErrors: null,
          }),
        );
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(
        failure({
          code: 0,
          key: 'internal',
          message: translate(culture, 'Abp.InternalError'),
          details: null,
          validationErrors: null,
        }),
      );
    },
  );

  app.setNotFoundHandler((request, reply) => notFound(request, reply));
}

/** 404 envelope for an unmatched API route. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const culture = request.culture ?? 'ru';
  const path = request.url.split('?')[0] ?? request.url;
  return reply.status(404).send(
    failure({
      code: 0,
      key: 'route.not_found',
      message: translate(culture, 'Abp.RouteNotFound'),
      details: translate(culture, 'Abp.RouteNotFoundDetails', { method: request.method, path }),
      validationErrors: null,
    }),
  );
}
