import type { FastifyInstance } from 'fastify';

/** NUL (PostgreSQL refuses it in text) or a UTF-16 surrogate without its pair (not text at all). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 64;

/** A request whose input holds text no column can store; answered 400 naming the field. */
export class UnsafeTextError extends Error {
  constructor(readonly field: string) {
    super('unsafe text in request input');
    this.name = 'UnsafeTextError';
  }
}

/** The path of the first string (or key) in `value` that holds unsafe characters, or undefined. */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return UNSAFE.test(value) ? path.join('.') || 'input' : undefined;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (UNSAFE.test(key)) return [...path, 'key'].join('.');
    const found = findUnsafeText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every route, before validation and its handler: query, params and body must be well-formed text without
 * NUL. Without this a NUL reached PostgreSQL and came back as a 500.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      findUnsafeText(request.query) ?? findUnsafeText(request.params) ?? findUnsafeText(request.body);
    if (field) throw new UnsafeTextError(field);
  });
}
