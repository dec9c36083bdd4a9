import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialization for routes with a zod response schema.
 *
 * Parsing every answer with zod and then calling JSON.stringify was about 8% of a flight search's server CPU
 * (the results are dozens of nested offers). Where a schema converts to JSON Schema without anything zod would
 * change on the way out (no transforms, no real unions), the answer is written by fast-json-stringify compiled
 * from it: it writes only the schema's keys, so unknown ones are still stripped, and fills defaults as zod
 * would. It does not validate. So outside production (`verify`), every answer also goes through zod and the two
 * must be equal as JSON: a test of any route fails the moment the shortcut would answer differently.
 * Schemas that do not convert keep zod's serializer.
 */
export function createResponseSerializerCompiler(options: {
  verify: boolean;
}): FastifySerializerCompiler<z.ZodType> & { compiledRoutes(): { fast: string[]; zod: string[] } } {
  const fast: string[] = [];
  const slow: string[] = [];
  const compile: FastifySerializerCompiler<z.ZodType> = (route) => {
    const viaZod = zodSerializerCompiler(route) as (data: unknown) => string;
    const stringify = fastStringifier(route.schema);
    const name = `${route.method} ${route.url}`;
    if (!stringify) {
      slow.push(name);
      return viaZod;
    }
    fast.push(name);
    if (!options.verify) return stringify;
    return (data: unknown) => {
      const expected = viaZod(data);
      const written = stringify(data);
      // equal as JSON: fast-json-stringify writes required keys before optional ones, zod in schema order
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `fast serializer of ${name} differs from zod's:\n  zod:  ${expected.slice(0, 400)}\n  fast: ${written.slice(0, 400)}`,
        );
      }
      return written;
    };
  };
  return Object.assign(compile, { compiledRoutes: () => ({ fast: [...fast], zod: [...slow] }) });
}

/** fast-json-stringify for the schema, or undefined when its JSON Schema would not serialize as zod does. */
export function fastStringifier(schema: z.ZodType): ((data: unknown) => string) | undefined {
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
  } catch {
    return undefined;
  }
  delete json.$schema;
  const simplified = withoutNullUnions(json);
  if (!simplified) return undefined;
  return fastJson(simplified as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) becomes X with `nullable: true`, which fast-json-stringify
 * writes directly. Any other union is refused (undefined): fast-json-stringify picks a branch by validating
 * the value with ajv, and our `additionalProperties: false` objects fail that for any key zod would only strip.
 * So are `$ref`s (zod inlines unless a schema is registered with an id) and patterns of keys.
 */
function withoutNullUnions(node: unknown): unknown {
  if (Array.isArray(node)) {
    const items = node.map(withoutNullUnions);
    return items.includes(undefined) ? undefined : items;
  }
  if (typeof node !== 'object' || node === null) return node;
  const o = node as Record<string, unknown>;
  if ('$ref' in o || 'oneOf' in o || 'allOf' in o || 'patternProperties' in o || 'not' in o) return undefined;
  let source = o;
  if ('anyOf' in o) {
    const branches = o.anyOf as Record<string, unknown>[];
    const others = branches.filter((b) => !(b.type === 'null' && Object.keys(b).length === 1));
    if (branches.length !== 2 || others.length !== 1 || typeof others[0]!.type !== 'string') return undefined;
    const { anyOf: _anyOf, ...rest } = o;
    source = { ...rest, ...others[0]!, nullable: true };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    // `properties` maps names to schemas; everything else is a keyword whose value may hold schemas
    const converted =
      key === 'properties' && typeof value === 'object' && value !== null
        ? convertEach(value as Record<string, unknown>)
        : withoutNullUnions(value);
    if (converted === undefined) return undefined;
    out[key] = converted;
  }
  return out;
}

function convertEach(properties: Record<string, unknown>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const converted = withoutNullUnions(schema);
    if (converted === undefined) return undefined;
    out[name] = converted;
  }
  return out;
}
