import path from 'node:path';
import { z } from 'zod';
import type { RateLimit } from './kernel/rate-limits.js';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/** Every environment variable the server reads; documented in README.md. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  /** shared state of several instances (rate limits, sign-in throttle, permission invalidation); unset = in-process */
  REDIS_URL: optionalUrl,
  /** prefix of every Redis key and channel: deployments sharing one Redis stay apart */
  REDIS_KEY_PREFIX: z.string().default('charterdesk:'),
  /** worker processes with DATABASE_URL (node:cluster); default: the number of cores. PGlite runs one process */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  CONTENT_DIR: z.string().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCKOUT_SECONDS: z.coerce.number().int().min(1).default(300),
  /** shed load (503 + Retry-After) while the event loop lags more than this many ms (kernel/overload-signal.ts); 0 = never */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(200),
  /** shed load while more than this many queries wait for a PostgreSQL connection; 0 = never */
  SHED_POOL_WAITING: z.coerce.number().int().min(0).default(16),
  SHED_POOL_WAIT_MS: z.coerce.number().int().min(0).default(0),
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(20),
  /** the bound in flight while a burst is being refused (kernel/in-flight-bound.ts); 0 = as SHED_MAX_IN_FLIGHT */
  SHED_BURST_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(10),
  /** a page the app draws at request time goes out without its markup after this many ms */
  PAGE_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1).default(2000),
  /** comma-separated origins allowed to call the API from a browser (ABP clients hosted elsewhere); empty = none */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** bearer token a Prometheus scrape of /metrics must carry; unset = /metrics is open */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** orders (flight or transfer) one address may place per 10 minutes; 0 = no limit */
  ORDER_RATE_LIMIT: z.coerce.number().int().min(0).default(30),
  /** account e-mails (register, password reset, booking manage link) one address may ask per 10 minutes; 0 = no limit */
  EMAIL_LINK_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  /** new searches (flight or transfer) one address may save per minute; 0 = no limit */
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  SANDBOX_BANK: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(15),
  GRANT_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** seconds a process reuses a site variant's exchange rates and currencies (a change is told at once) */
  PRICING_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** minutes an unpaid order holds its seats; unset = the Payment settings' holdMinutes (20) */
  HOLD_MINUTES: z.coerce.number().int().min(1).max(240).optional(),
  MAIL_FROM: z.string().default('CharterDesk <tickets@charterdesk.example>'),
  /** a flight re-timed by more than this many hours lets its travellers ask for a full refund */
  SCHEDULE_REFUND_HOURS: z.coerce.number().min(0).max(24).default(3),
  /** how long a schedule-change e-mail waits, so a quick correction replaces it instead of following it */
  SCHEDULE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** minutes added to a flight's scheduled landing for the airport transfer its booking is offered */
  TRANSFER_BUFFER_MINUTES: z.coerce.number().int().min(0).max(360).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** worker processes asked for (WEB_CONCURRENCY; unset = one per core); only PostgreSQL runs more than one */
  webConcurrency: number | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  logLevel: string;
  webDistDir: string;
  /** Markdown pages per language (help, legal): the repo's content/ */
  contentDir: string;
  trustProxy: boolean;
  login: { maxFailures: number; lockoutSeconds: number };
  /** per-address limits of anonymous writes: orders per 10 minutes, saved searches per minute */
  rateLimits: { orders: RateLimit; searches: RateLimit; emailLinks: RateLimit };
  metricsToken: string | undefined;
  /** origins allowed to call the API cross-origin */
  corsOrigins: string[];
  /** load-shedding bounds (0 = off) */
  shedding: {
    maxEventLoopDelayMs: number;
    maxPoolWaiting: number;
    maxPoolWaitMs: number;
    maxInFlight: number;
    burstMaxInFlight: number;
  };
  /** how long a visitor waits for a page the app draws at request time before it goes out without it */
  pageRenderTimeoutMs: number;
  shutdownTimeoutMs: number;
  /** reuse of priced search results per search, language and currency (0 = off) */
  searchCacheSeconds: number;
  /** how long a permission check reuses a user's grants (0 = read them on every check) */
  grantCacheSeconds: number;
  pricingCacheSeconds: number;
  /** serve the built-in 3-D Secure test bank under /sandbox-bank */
  sandboxBank: boolean;
  /** overrides the Payment settings' hold minutes when set */
  holdMinutes: number | undefined;
  mailFrom: string;
  /** hours of a schedule change beyond which travellers may ask for a full refund */
  scheduleRefundHours: number;
  transferBufferMinutes: number;
  scheduleMailDelaySeconds: number;
}

export class ConfigError extends Error {}

/** The only reader of process.env: validates it once, naming the variable on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    webConcurrency: e.WEB_CONCURRENCY,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR ?? defaultWebDistDir()),
    contentDir: path.resolve(cwd, e.CONTENT_DIR ?? path.resolve(import.meta.dirname, '../../../content')),
    trustProxy: e.TRUST_PROXY,
    login: { maxFailures: e.LOGIN_MAX_FAILURES, lockoutSeconds: e.LOGIN_LOCKOUT_SECONDS },
    metricsToken: e.METRICS_TOKEN,
    corsOrigins: e.CORS_ORIGINS,
    shedding: {
      maxEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS,
      maxPoolWaiting: e.SHED_POOL_WAITING,
      maxPoolWaitMs: e.SHED_POOL_WAIT_MS,
      maxInFlight: e.SHED_MAX_IN_FLIGHT,
      burstMaxInFlight: e.SHED_BURST_MAX_IN_FLIGHT,
    },
    pageRenderTimeoutMs: e.PAGE_RENDER_TIMEOUT_MS,
    rateLimits: {
      orders: { max: e.ORDER_RATE_LIMIT, windowSeconds: 600 },
      searches: { max: e.SEARCH_RATE_LIMIT, windowSeconds: 60 },
      emailLinks: { max: e.EMAIL_LINK_RATE_LIMIT, windowSeconds: 600 },
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    sandboxBank: e.SANDBOX_BANK,
    holdMinutes: e.HOLD_MINUTES,
    mailFrom: e.MAIL_FROM,
    scheduleRefundHours: e.SCHEDULE_REFUND_HOURS,
    transferBufferMinutes: e.TRANSFER_BUFFER_MINUTES,
    scheduleMailDelaySeconds: e.SCHEDULE_MAIL_DELAY_SECONDS,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    grantCacheSeconds: e.GRANT_CACHE_SECONDS,
    pricingCacheSeconds: e.PRICING_CACHE_SECONDS,
  };
}

/** apps/web/dist, found relative to this file both from src/ (tsx) and dist/ (built). */
function defaultWebDistDir(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}
