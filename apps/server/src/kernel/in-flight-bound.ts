/** Refusals are counted in buckets of this many ms. */
const BUCKET_MS = 100;
/** A burst: refusals in each of this many buckets in a row… */
const BURST_BUCKETS = 3;
/** …and at least this many in them together. */
const BURST_REFUSALS = 20;
/** How long the tighter bound stays after the last bucket that kept the burst going. */
const BURST_HOLD_MS = 1_000;

export interface InFlightBoundOptions {
  /** requests one process serves at once in ordinary times */
  normal: number;
  /** requests it serves at once during a burst; 0 (or ≥ normal) = never tighter */
  burst: number;
  now?: () => number;
}

/**
 * How many requests one process lets in at once. The ordinary bound leaves room for the short stalls of a busy
 * machine: requests pile up for 100–200 ms while the cores are taken, then drain, and the few refused then are
 * refused in one go. A burst beyond what the machine can serve is different: refusals keep coming, 100 ms after
 * 100 ms. Serving fewer at once then leaves the cores some room, so every answer comes sooner, refusals included,
 * and the process answers about as many (see README, "Capacity"). So the bound steps down while refusals come in
 * a stream and back up a second after they stop. Written here: no maintained Node library does adaptive
 * admission for a Fastify server (@fastify/under-pressure has fixed bounds only).
 */
export function createInFlightBound(options: InFlightBoundOptions) {
  const now = options.now ?? (() => performance.now());
  const burst = options.burst > 0 ? Math.min(options.burst, options.normal) : options.normal;
  /** refusals of the current bucket and the ones before it, newest first */
  const buckets = new Array<number>(BURST_BUCKETS).fill(0);
  let bucketStart = now();
  let tightUntil = Number.NEGATIVE_INFINITY;
  const roll = (at: number) => {
    const passed = Math.floor((at - bucketStart) / BUCKET_MS);
    if (passed <= 0) return;
    for (let i = 0; i < passed && i < BURST_BUCKETS; i++) buckets.unshift(0);
    buckets.length = BURST_BUCKETS;
    bucketStart += passed * BUCKET_MS;
  };
  return {
    /** The bound now. */
    limit(): number {
      return now() < tightUntil ? burst : options.normal;
    },
    /** Counts one refused request (whatever refused it). */
    refused(): void {
      const at = now();
      roll(at);
      buckets[0] = (buckets[0] ?? 0) + 1;
      const total = buckets.reduce((sum, n) => sum + n, 0);
      if (total >= BURST_REFUSALS && buckets.every((n) => n > 0)) tightUntil = at + BURST_HOLD_MS;
    },
  };
}
