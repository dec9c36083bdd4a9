import { envelopeSchema, flightSearchResultSchema, saveFlightSearchResultSchema } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler, fastStringifier } from './response-serializer.js';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('fastStringifier', () => {
  const schema = z.object({
    name: z.string(),
    seats: z.number().int().nullable(),
    contact: z.object({ email: z.string() }).nullable(),
    tripType: z.enum(['oneWay', 'roundTrip']).default('oneWay'),
    abp: z.literal(true),
    note: z.string().optional(),
    legs: z.array(z.object({ code: z.string(), stops: z.number().int() })),
  });

  it('writes what zod writes: nulls, defaults, optional keys and unknown keys stripped at every depth', () => {
    const stringify = fastStringifier(schema)!;
    const viaZod = (data: unknown) => schema.parse(data);
    const samples = [
      { name: 'a', seats: null, contact: null, abp: true, legs: [], passwordHash: 'x' },
      {
        name: 'b "quoted" \u2028',
        seats: 4,
        contact: { email: 'a@b.c', internal: 1 },
        tripType: 'roundTrip',
        abp: true,
        note: 'n',
        legs: [{ code: 'VKO', stops: 0, secret: 's' }],
      },
    ];
    // as JSON: required keys come first in the compiled writer's text
    for (const data of samples) expect(JSON.parse(stringify(data))).toStrictEqual(viaZod(data));
    expect(stringify(samples[0])).not.toContain('passwordHash');
  });

  it('refuses what it would not write as zod does: real unions and transforms', () => {
    expect(
      fastStringifier(z.object({ a: z.union([z.string(), z.object({ b: z.string() })]) })),
    ).toBeUndefined();
    expect(fastStringifier(z.object({ a: z.string().transform((s) => s.length) }))).toBeUndefined();
  });

  it('compiles the flight search answers (the hot path)', () => {
    expect(fastStringifier(envelopeSchema(flightSearchResultSchema))).toBeDefined();
    expect(fastStringifier(envelopeSchema(saveFlightSearchResultSchema))).toBeDefined();
  });
});

describe('createResponseSerializerCompiler', () => {
  // zod trims on the way out, the compiled writer does not: only verification can tell them apart
  const trimmed = z.object({ code: z.string().trim() });

  it('with verify, refuses an answer the compiled writer would write differently from zod', () => {
    const serialize = createResponseSerializerCompiler({ verify: true })(route(trimmed));
    expect(serialize({ code: 'VKO' })).toBe('{"code":"VKO"}');
    expect(() => serialize({ code: ' VKO ' })).toThrow(/differs from zod/);
  });

  it('without verify, writes with the compiled writer alone', () => {
    const serialize = createResponseSerializerCompiler({ verify: false })(route(trimmed));
    expect(serialize({ code: ' VKO ' })).toBe('{"code":" VKO "}');
  });

  it('keeps zod for schemas that do not compile, and says which', () => {
    const compiler = createResponseSerializerCompiler({ verify: false });
    const serialize = compiler(route(z.object({ n: z.string().transform((s) => s.length) })));
    expect(serialize({ n: 'abc' })).toBe('{"n":3}');
    expect(compiler.compiledRoutes().zod).toEqual(['GET /x']);
  });
});
