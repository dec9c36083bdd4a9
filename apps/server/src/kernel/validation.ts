import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './errors.js';

/**
 * Zod validation for params, query and body. On failure the error keeps schema and data, so the
 * error handler can produce messages in the request's culture (validation itself is culture-free and fast).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(schema, data) };
  };

/** ABP matches input names case-insensitively (`?Id=5` fills `id`); we map keys onto the schema's names. */
export function normalizeKeys(input: unknown, schema: z.ZodType | undefined): unknown {
  if (!schema || typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const byLower = keysByLowerCase(schema);
  if (!byLower) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const target = byLower.get(key.toLowerCase()) ?? key;
    // the exact-case key wins over a differently-cased duplicate
    if (target in out && key !== target) continue;
    out[target] = value;
  }
  return out;
}

// Built once per schema, not per request: schemas are module constants, so the WeakMap never grows past them.
const lowerCaseKeys = new WeakMap<z.ZodType, Map<string, string> | null>();

function keysByLowerCase(schema: z.ZodType): Map<string, string> | null {
  let byLower = lowerCaseKeys.get(schema);
  if (byLower === undefined) {
    const shape = (schema as { shape?: Record<string, unknown> }).shape;
    byLower = shape ? new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k])) : null;
    lowerCaseKeys.set(schema, byLower);
  }
  return byLower;
}
