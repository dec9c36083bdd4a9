import { envelopeSchema } from '@charterdesk/domain';
import type { FastifyInstance, FastifyRequest, HTTPMethods, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope.js';
import { errors } from './errors.js';
import { type RateLimit, rateLimitConfig } from './rate-limits.js';
import type { AbpSession } from './request-context.js';
import { normalizeKeys } from './validation.js';

export interface ServiceContext {
  request: FastifyRequest;
  culture: FastifyRequest['culture'];
  session: AbpSession;
}

/**
 * Who may call a method: anyone, any signed-in user, a signed-in member (a customer account, never staff),
 * or a staff user holding at least one of the permissions.
 */
export type Access = 'anonymous' | 'authenticated' | 'member' | { permissions: readonly string[] };

export interface AppServiceMethod<I extends z.ZodType, O extends z.ZodType> {
  /** one line for the OpenAPI document */
  summary: string;
  input?: I;
  output: O;
  access?: Access;
  /** verbs when the name-derived one is not enough (the spec's POST agency/GetAgencyInfo) */
  verbs?: HTTPMethods[];
  /** extra checks before the handler */
  preHandler?: preHandlerAsyncHookHandler;
  /** calls allowed per client address (needs registerRateLimits) */
  rateLimit?: RateLimit;
  handler: (input: z.output<I>, ctx: ServiceContext) => Promise<z.input<O>> | z.input<O>;
}

/** Identity helper that lets TypeScript infer each method's input and output types. */
export function method<I extends z.ZodType = z.ZodUndefined, O extends z.ZodType = z.ZodNull>(
  def: AppServiceMethod<I, O>,
): AppServiceMethod<I, O> {
  return def;
}

export interface PermissionChecker {
  /** true when the user holds at least one of the permissions */
  isGrantedAny(session: AbpSession, permissions: readonly string[]): Promise<boolean>;
  /** true when the user is an active member (customer account) of the session's tenant */
  isMember(session: AbpSession): Promise<boolean>;
}

/** One registered app-service route and who may call it (the permission test walks all of them). */
export interface AppServiceRoute {
  method: HTTPMethods;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** set once by buildApp; every protected app service checks through it */
    permissionChecker: PermissionChecker;
    /** every route registerAppService added, in registration order */
    appServiceRoutes: AppServiceRoute[];
  }
}

/** ABP's verb convention: the method name's prefix decides; anything else is POST. */
export function verbFor(methodName: string): HTTPMethods {
  if (/^Get/.test(methodName)) return 'GET';
  if (/^(Update|Put)/.test(methodName)) return 'PUT';
  if (/^(Delete|Remove)/.test(methodName)) return 'DELETE';
  return 'POST';
}

/**
 * Registers `/api/services/app/{Service}/{Method}` routes (or another base such as `/api/TokenAuth`):
 * input from the query for GET/DELETE and from the body otherwise, validated by zod, answered in the envelope.
 */
export function registerAppService(
  app: FastifyInstance,
  service: string,
  // biome-ignore lint/suspicious/noExplicitAny: each method carries its own input/output types
  methods: Record<string, AppServiceMethod<any, any>>,
  options: { basePath?: string; permissionChecker?: PermissionChecker } = {},
) {
  const basePath = options.basePath ?? '/api/services/app';
  if (!app.hasDecorator('appServiceRoutes')) app.decorate('appServiceRoutes', []);
  for (const [name, def] of Object.entries(methods)) {
    const verbs = def.verbs ?? [verbFor(name)];
    const access = def.access ?? 'anonymous';
    for (const verb of verbs) {
      const fromQuery = verb === 'GET' || verb === 'DELETE';
      const input: z.ZodType = def.input ?? z.object({}).passthrough().nullish();
      app.appServiceRoutes.push({ method: verb, url: `${basePath}/${service}/${name}`, access });
      app.route({
        method: verb,
        url: `${basePath}/${service}/${name}`,
        config: rateLimitConfig(def.rateLimit),
        schema: {
          tags: [service],
          summary: def.summary,
          operationId: verbs.length > 1 ? `${service}_${name}_${verb}` : `${service}_${name}`,
          ...(fromQuery ? { querystring: input } : { body: input }),
          ...(access === 'anonymous' ? {} : { security: [{ bearerAuth: [] }] }),
          response: { 200: envelopeSchema(def.output) },
        },
        preValidation: async (request) => {
          if (fromQuery) request.query = normalizeKeys(request.query, def.input);
          else request.body = normalizeKeys(request.body, def.input);
        },
        // ABP authorizes before it validates: a caller without the right must not learn the input's shape
        onRequest: async (request) => {
          if (access === 'anonymous') return;
          if (request.session.userId === null) throw errors.notLoggedIn();
          const checker = options.permissionChecker ?? app.permissionChecker;
          if (access === 'member' && !(await checker?.isMember(request.session))) throw errors.notAMember();
          if (typeof access === 'object') {
            if (!checker || !(await checker.isGrantedAny(request.session, access.permissions))) {
              throw errors.permissionMissing([...access.permissions]);
            }
          }
        },
        ...(def.preHandler ? { preHandler: def.preHandler } : {}),
        handler: async (request) => {
          const data = fromQuery ? request.query : request.body;
          const result = await def.handler(data, {
            request,
            culture: request.culture,
            session: request.session,
          });
          return ok(result ?? null);
        },
      });
    }
  }
}
