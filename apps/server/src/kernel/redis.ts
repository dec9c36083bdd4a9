import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The one Redis connection of a process (REDIS_URL): the state that several instances must share — rate
 * limits, the sign-in throttle, permission-cache invalidation, priced search results — lives there. Redis is never on a request's
 * critical path: a command fails fast (no offline queue, one retry, short timeouts) and its caller falls back
 * to this process's memory; the log says so once per outage and once when Redis is back.
 */
export interface SharedRedis {
  client: Redis;
  /** prefix of every key and channel (REDIS_KEY_PREFIX): deployments or test runs sharing a server stay apart */
  prefix: string;
  /** whether commands can be sent now; false during an outage (callers use their in-process fallback) */
  isReady(): boolean;
  /** a command failed: logs once per outage that `what` runs in-process for now */
  failed(what: string, err: unknown): void;
  /** a command answered: ends an outage that `failed` logged (says so once) */
  succeeded(): void;
  /**
   * Messages of a channel, on a second connection (a subscribed connection takes no other commands);
   * `onResubscribed` runs when the subscription is back after an outage (messages may have been lost).
   */
  subscribe(channel: string, onMessage: (message: string) => void, onResubscribed?: () => void): void;
  /** Publishes to every subscribed process; never rejects (a failure is logged once). */
  publish(channel: string, message: string): Promise<void>;
  close(): Promise<void>;
}

const failFast = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 1000,
  // a Redis that hangs costs a limited request at most this long; then the in-process count answers
  commandTimeout: 1000,
  // keep trying to reconnect in the background, at most every 2 s
  retryStrategy: (times: number) => Math.min(times * 200, 2000),
} as const;

const RETRY_AFTER_FAILURE_MS = 5000;

/** Connects to REDIS_URL; waits up to `readyTimeoutMs` for the connection, then goes on without it. */
export async function connectRedis(options: {
  url: string;
  prefix: string;
  log: FastifyBaseLogger;
  readyTimeoutMs?: number;
}): Promise<SharedRedis> {
  const { log, prefix } = options;
  const client = new Redis(options.url, failFast);
  let subscriber: Redis | undefined;
  let healthy = true;
  let closing = false;
  // after a failure the callers stay in-process for a while: a hanging Redis costs one timeout per pause, not
  // one per limited request
  let skipUntil = 0;

  const failed = (what: string, err: unknown) => {
    skipUntil = Date.now() + RETRY_AFTER_FAILURE_MS;
    if (!healthy || closing) return;
    healthy = false;
    log.warn(
      { err: err instanceof Error ? err.message : String(err), what },
      'Redis unavailable: rate limits, the sign-in throttle, permission-cache invalidation and the search results cache fall back to this process until it is back',
    );
  };
  client.on('error', (err) => failed('connection', err));
  client.on('end', () => failed('connection', new Error('connection closed')));
  const succeeded = () => {
    skipUntil = 0;
    if (healthy || closing) return;
    healthy = true;
    log.info(
      'Redis is back: shared rate limits, sign-in throttle, permission invalidation and search results cache resume',
    );
  };
  client.on('ready', succeeded);

  // up to readyTimeoutMs for the first connection; a refused one goes on at once (in-process until it is back)
  await new Promise<void>((resolve) => {
    const timeoutMs = options.readyTimeoutMs ?? 2000;
    const settle = () => {
      clearTimeout(timer);
      client.off('ready', settle);
      client.off('error', settle);
      resolve();
    };
    const timer = setTimeout(() => {
      failed('connection', new Error(`not ready within ${timeoutMs} ms`));
      settle();
    }, timeoutMs);
    timer.unref();
    client.once('ready', settle);
    client.once('error', settle);
  });

  return {
    client,
    prefix,
    isReady: () => client.status === 'ready' && Date.now() >= skipUntil,
    failed,
    succeeded,
    subscribe(channel, onMessage, onResubscribed) {
      if (!subscriber) {
        // the subscription is made once and renewed by ioredis after every reconnect
        // queued while disconnected, never timed out: a busy event loop at start must not lose the subscription
        subscriber = client.duplicate({
          enableOfflineQueue: true,
          maxRetriesPerRequest: null,
          commandTimeout: undefined,
        });
        subscriber.on('error', (err) => failed('subscription', err));
      }
      const sub = subscriber;
      let lost = false;
      sub.on('close', () => {
        lost = true;
      });
      sub.on('ready', () => {
        if (lost) onResubscribed?.();
        lost = false;
      });
      sub.on('message', (from: string, message: string) => {
        if (from === channel) onMessage(message);
      });
      sub.subscribe(channel).catch((err: unknown) => failed('subscription', err));
    },
    async publish(channel, message) {
      if (client.status !== 'ready') {
        failed('publish', new Error(`connection ${client.status}`));
        return;
      }
      await client.publish(channel, message).then(
        () => succeeded(),
        (err: unknown) => failed('publish', err),
      );
    },
    async close() {
      closing = true;
      // QUIT lets the last replies arrive; a connection that is down (or a queued QUIT that never goes out)
      // is simply dropped
      const end = async (c: Redis | undefined) => {
        if (!c) return;
        if (c.status === 'ready') {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            c.quit().catch(() => undefined),
            new Promise((resolve) => {
              timer = setTimeout(resolve, 1000);
            }),
          ]);
          clearTimeout(timer);
        }
        c.disconnect();
      };
      await Promise.all([end(client), end(subscriber)]);
    },
  };
}
