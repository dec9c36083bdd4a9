import { describe, expect, it } from 'vitest';
import { createResultsCache } from './results-cache.js';

const TTL_MS = 15_000;

/**
 * A cache without Redis on a clock the test moves; answers never expire on their own. `answer` computes a key's
 * answer (by default "key@time").
 */
function localCache<T = string>(
  answer: (key: string, now: number) => T = (key, now) => `${key}@${now}` as T,
  options: { maxLocalBytes?: number } = {},
) {
  let now = 1_000_000;
  const cache = createResultsCache<T>({
    name: 'test',
    ttlMs: TTL_MS,
    clock: () => new Date(now),
    now: () => now,
    ...options,
  });
  let computed = 0;
  const get = (key: string) =>
    cache.get(
      key,
      async () => {
        computed += 1;
        return answer(key, now);
      },
      () => Number.POSITIVE_INFINITY,
    );
  return {
    cache,
    get,
    computed: () => computed,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('results cache without Redis', () => {
  it('answers a key again from memory within its time, and computes it afresh after', async () => {
    const c = localCache();
    const first = await c.get('MOW-AYT');
    c.advance(TTL_MS - 1);
    expect(await c.get('MOW-AYT')).toBe(first);
    expect(c.computed()).toBe(1);
    c.advance(1);
    expect(await c.get('MOW-AYT')).not.toBe(first);
    expect(c.computed()).toBe(2);
  });

  it('serves every later load its own copy of the answer, so one caller cannot change what the next sees', async () => {
    const c = localCache(() => ({
      route: 'Москва — Анталья',
      offers: [{ price: 182.5, carrier: 'AZUR air' }],
    }));
    const load = () => c.get('MOW-AYT');
    const [first, together] = await Promise.all([load(), load()]);
    // loads made while it is computed share the computation
    expect(together).toBe(first);
    first.offers[0]!.price = 1;
    c.advance(1_000);
    const later = await load();
    expect(c.computed()).toBe(1);
    expect(later).toEqual({ route: 'Москва — Анталья', offers: [{ price: 182.5, carrier: 'AZUR air' }] });
    expect(later).not.toBe(await load());
  });

  it('lets go of expired answers as new ones come, instead of holding them up to its cap', async () => {
    const c = localCache();
    for (let i = 0; i < 100; i++) {
      await c.get(`search-${i}`);
      c.advance(1_000);
    }
    // one stored per second: the last 15 are still fresh, the 85 before them are gone
    expect(c.cache.localEntries()).toBe(15);
  });

  it('keeps a key computed again behind the older entries, so dropping those leaves it', async () => {
    const c = localCache();
    await c.get('a');
    c.advance(5_000);
    await c.get('b');
    c.advance(TTL_MS - 5_000); // a has expired, b has 5 s left
    await c.get('a'); // computed again: now the newest
    c.advance(5_000); // b expires
    await c.get('c');
    expect(c.cache.localEntries()).toBe(2);
    const before = c.computed();
    await c.get('a');
    expect(c.computed()).toBe(before);
  });
});

describe('results cache without Redis, by size', () => {
  it('lets go of the oldest answers once their JSON passes its size in bytes, keeping the newest', async () => {
    const c = localCache((key) => ({ offers: `${key}ж`.repeat(500) }), { maxLocalBytes: 3_500 });
    const { cache } = c;
    const load = c.get;
    // each answer is 1,000 characters but a little over 1,500 bytes of JSON (ж is two): three pass 3,500
    await load('a');
    await load('b');
    expect(cache.localEntries()).toBe(2);
    await load('c');
    expect(cache.localEntries()).toBe(2);
    await load('b');
    await load('c');
    expect(c.computed()).toBe(3);
    await load('a');
    expect(c.computed()).toBe(4);
  });
});
