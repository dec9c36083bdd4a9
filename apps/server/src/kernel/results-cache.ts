import type { SharedRedis } from './redis.js';

/**
 * Priced search results reused for a short time (SEARCH_CACHE_SECONDS), so that N loads of one results page
 * cost one database search. With Redis (REDIS_URL) every instance and worker shares the entries; without it,
 * and while Redis is unreachable, each process keeps its own. A cache never fails a search: any Redis error
 * just means computing the answer afresh.
 */
export interface ResultsCache<T> {
  /**
   * The cached answer of `key`, else `compute()`'s (one computation at a time per key in this process). An
   * answer is never served past `validUntil(answer)` on the service's clock (a search that expires must answer
   * "expired" again).
   */
  get(key: string, compute: () => Promise<T>, validUntil: (value: T) => number): Promise<T>;
  /** Forgets every entry, on every instance sharing the Redis (e.g. after an exchange rate changed). */
  clear(): void;
  /** How many answers this process holds (its own entries, not Redis's). */
  localEntries(): number;
}

/**
 * A local entry: the computation while it runs (concurrent loads of the key wait for it), then the answer's JSON.
 * Kept as objects, the answers of distinct searches (5–25 KB of JSON each, several times that as objects) lived
 * 15 s, were copied by young-generation GCs, promoted, and made most of the old generation's growth. A string is
 * one object for a full GC to mark, and every later load parses its own copy, so no caller can change what another
 * sees. The string holds the JSON's UTF-8 bytes one per character (latin1): as JSON.stringify gives it, one
 * Cyrillic or Turkish name makes V8 keep the whole answer two bytes per character. (UTF-8 Buffers, outside the
 * V8 heap, gave more full GCs in a bench run, not fewer: V8 counts that memory too when it decides on one.)
 */
interface LocalEntry<T> {
  at: number;
  validUntil: number;
  pending?: Promise<T>;
  /** the answer's JSON as UTF-8, one byte per character */
  utf8?: string;
}

/** What an entry holds in Redis: the generation it was computed in, the answer and its validity on the clock. */
interface StoredEntry<T> {
  g: string;
  u: number;
  v: T;
}

const LOCAL_MAX_ENTRIES = 5_000;
/** At most this many bytes of JSON held locally: a search's answer is 5–25 KB, so 5,000 would hold 125 MB. */
const LOCAL_MAX_BYTES = 24_000_000;

/** A results cache named `name` (its Redis keys: `<prefix>cache:<name>:…`); ttlMs 0 turns it off. */
export function createResultsCache<T>(options: {
  name: string;
  ttlMs: number;
  clock: () => Date;
  redis?: SharedRedis;
  /** when an entry was stored (ms); Date.now unless a test moves it */
  now?: () => number;
  /** LOCAL_MAX_BYTES unless a test sets a smaller one */
  maxLocalBytes?: number;
}): ResultsCache<T> {
  const { ttlMs, clock, redis } = options;
  const nowMs = options.now ?? Date.now;
  const local = new Map<string, LocalEntry<T>>();
  let localBytes = 0;
  const maxLocalBytes = options.maxLocalBytes ?? LOCAL_MAX_BYTES;
  const inFlight = new Map<string, Promise<T>>();
  const keyPrefix = redis ? `${redis.prefix}cache:${options.name}:` : '';
  // clear() bumps the generation instead of deleting keys: one O(1) command, and an answer computed before
  // the clear (stored with the old generation) can never be served after it
  const generationKey = `${keyPrefix}generation`;

  /**
   * Drops the entries older than ttlMs. They are in the order they were stored (a key stored again moves to the
   * end), so the old ones are at the front. When only the cap removed entries, distinct searches filled it with
   * up to 5,000 answers nobody could be served any more (at 150 new searches/s a worker reaches it in 33 s).
   */
  function dropExpired(now: number) {
    for (const [key, entry] of local) {
      if (now - entry.at < ttlMs) return;
      forget(key);
    }
  }

  function forget(key: string) {
    const entry = local.get(key);
    if (!entry) return;
    localBytes -= entry.utf8?.length ?? 0;
    local.delete(key);
  }

  /** Drops the oldest entries while the cache holds more than its caps, always keeping the newest one. */
  function dropOverCap() {
    for (const key of local.keys()) {
      if (local.size <= LOCAL_MAX_ENTRIES && localBytes <= maxLocalBytes) return;
      if (local.size === 1) return;
      forget(key);
    }
  }

  async function fromLocal(key: string, compute: () => Promise<T>, validUntil: (value: T) => number) {
    const now = nowMs();
    const hit = local.get(key);
    if (hit && now - hit.at < ttlMs && clock().getTime() < hit.validUntil) {
      if (hit.utf8 !== undefined) return JSON.parse(Buffer.from(hit.utf8, 'latin1').toString('utf8')) as T;
      if (hit.pending) return hit.pending;
    }
    const result = compute();
    forget(key);
    local.set(key, { at: now, validUntil: Number.POSITIVE_INFINITY, pending: result });
    dropExpired(now);
    dropOverCap();
    try {
      const value = await result;
      const entry = local.get(key);
      if (entry?.pending === result) {
        entry.validUntil = validUntil(value);
        entry.utf8 = Buffer.from(JSON.stringify(value), 'utf8').toString('latin1');
        entry.pending = undefined;
        localBytes += entry.utf8.length;
        dropOverCap();
      }
      return value;
    } catch (error) {
      if (local.get(key)?.pending === result) forget(key);
      throw error;
    }
  }

  async function fromRedis(
    shared: SharedRedis,
    key: string,
    compute: () => Promise<T>,
    validUntil: (value: T) => number,
  ): Promise<T> {
    const redisKey = keyPrefix + key;
    let generation: string;
    try {
      const [raw, current] = await shared.client.mget(redisKey, generationKey);
      shared.succeeded();
      generation = current ?? '0';
      const stored = raw ? parseEntry<T>(raw) : undefined;
      if (stored && stored.g === generation && clock().getTime() < stored.u) return stored.v;
    } catch (err) {
      shared.failed('search results cache', err);
      return fromLocal(key, compute, validUntil);
    }
    const value = await compute();
    const entry: StoredEntry<T> = { g: generation, u: validUntil(value), v: value };
    // not awaited: the buyer gets the answer now; a failed write only means the next load computes again
    shared.client.set(redisKey, JSON.stringify(entry), 'PX', ttlMs).then(
      () => shared.succeeded(),
      (err: unknown) => shared.failed('search results cache', err),
    );
    return value;
  }

  return {
    get(key, compute, validUntil) {
      if (ttlMs <= 0) return compute();
      if (!redis?.isReady()) return fromLocal(key, compute, validUntil);
      // concurrent loads of one page in this process wait for one computation
      const pending = inFlight.get(key);
      if (pending) return pending;
      const result = fromRedis(redis, key, compute, validUntil).finally(() => inFlight.delete(key));
      inFlight.set(key, result);
      return result;
    },
    localEntries: () => local.size,
    clear() {
      local.clear();
      localBytes = 0;
      if (!redis) return;
      if (!redis.isReady()) {
        // entries of the old generation live at most ttlMs more
        redis.failed('search results cache', new Error('not connected'));
        return;
      }
      redis.client.incr(generationKey).then(
        () => redis.succeeded(),
        (err: unknown) => redis.failed('search results cache', err),
      );
    },
  };
}

function parseEntry<T>(raw: string): StoredEntry<T> | undefined {
  try {
    const entry = JSON.parse(raw) as StoredEntry<T>;
    return typeof entry === 'object' && entry !== null && typeof entry.g === 'string' ? entry : undefined;
  } catch {
    // a foreign or damaged value is a miss, never an error
    return undefined;
  }
}
