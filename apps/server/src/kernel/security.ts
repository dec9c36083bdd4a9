import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers. The CSP allows only our own scripts; inline styles are needed by Mantine's style props.
 * `form-action` will list a real acquirer's origin when one is configured (card data posts straight to it).
 *
 * Helmet itself rather than @fastify/helmet: the plugin builds helmet's middleware from its options again on
 * every request (parsing the CSP each time: about 0.06 ms of CPU per request); this asks helmet once.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { formActionOrigins?: string[] } = {},
) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...(options.formActionOrigins ?? [])],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // cross-origin isolation would break opening the bank's 3-D Secure window
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Our directives depend on no request, so helmet's answer is the same for all: asked once, then set in one pass
  // (its chain of 13 middlewares per request was about 3% of a search's CPU).
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  let failed: unknown;
  setHeaders(
    {} as Parameters<typeof setHeaders>[0],
    recorder as unknown as Parameters<typeof setHeaders>[1],
    (err?: unknown) => {
      failed = err;
    },
  );
  if (failed) throw failed;
  if (headers.length === 0) throw new Error('helmet set no header (did it stop answering synchronously?)');
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
