import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

// Payment and bank pages may carry tokens in the query: log their path only.
const SENSITIVE_PATH = /^\/(payments|sandbox-bank)(\/|$)|\/(booking|payment)\//i;

/** Request log line fields: never bodies, never credentials. */
export function serializeRequest(request: FastifyRequest) {
  const url = request.url ?? '';
  const path = url.split('?')[0] ?? url;
  return {
    method: request.method,
    url: SENSITIVE_PATH.test(path) ? path : url,
    host: request.host,
    remoteAddress: request.ip,
  };
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.creditCardNumber',
        '*.creditCardCVC',
      ],
      censor: '[redacted]',
    },
    serializers: { req: serializeRequest as never },
  };
}

export type LogDestination = DestinationStream;
