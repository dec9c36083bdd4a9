import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import type pino from 'pino';
import { AggregatorRegistry, Gauge, type Registry } from 'prom-client';

/**
 * One scrape of /metrics answers for every worker of a cluster (WEB_CONCURRENCY): the worker the scrape lands
 * on asks the primary, the primary collects each serving worker's metrics over the cluster's IPC channel and
 * sums them with prom-client's AggregatorRegistry (each metric by its own aggregator: counters and histograms
 * add up, event-loop lag is averaged, gauges read from the database are not multiplied by the worker count).
 * prom-client's own `clusterMetrics()` asks every connected worker, so one that is still starting (before its
 * app registered the metrics) would stall every scrape for 5 s; this asks only workers that listen.
 */
const SCRAPE = 'charterdesk:metrics:scrape';
const SCRAPED = 'charterdesk:metrics:scraped';
const COLLECT = 'charterdesk:metrics:collect';
const COLLECTED = 'charterdesk:metrics:collected';

type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;
type Message =
  | { type: typeof SCRAPE; id: number }
  | { type: typeof SCRAPED; id: number; text?: string; error?: string }
  | { type: typeof COLLECT; id: number }
  | { type: typeof COLLECTED; id: number; metrics?: MetricsJson; error?: string };

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string' &&
  (value as { type: string }).type.startsWith('charterdesk:metrics:');

/** How long the primary waits for a worker's metrics; a worker that is late is left out of that scrape. */
const COLLECT_TIMEOUT_MS = 2000;
/** How long a worker waits for the primary's answer before it answers its own metrics alone. */
const SCRAPE_TIMEOUT_MS = COLLECT_TIMEOUT_MS + 1000;

/**
 * In a worker: answers the primary's requests with `registry`'s metrics, and returns `scrape()`, which asks
 * the primary for the sum over every worker. `stop` removes the listener (the app closes).
 */
export function joinClusterMetrics(registry: Registry): { scrape(): Promise<string>; stop(): void } {
  let nextId = 0;
  const waiting = new Map<number, (message: Extract<Message, { type: typeof SCRAPED }>) => void>();
  const onMessage = (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === COLLECT) {
      registry.getMetricsAsJSON().then(
        (metrics) => process.send?.({ type: COLLECTED, id: message.id, metrics }),
        (err: unknown) => process.send?.({ type: COLLECTED, id: message.id, error: String(err) }),
      );
    } else if (message.type === SCRAPED) {
      waiting.get(message.id)?.(message);
    }
  };
  process.on('message', onMessage);
  return {
    scrape() {
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`the primary did not answer within ${SCRAPE_TIMEOUT_MS} ms`));
        }, SCRAPE_TIMEOUT_MS);
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          waiting.delete(id);
          if (answer.text !== undefined) resolve(answer.text);
          else reject(new Error(answer.error ?? 'no metrics'));
        });
        process.send?.({ type: SCRAPE, id });
      });
    },
    stop() {
      process.off('message', onMessage);
    },
  };
}

/** In the primary: answers a worker's scrape with the aggregated metrics of every worker that listens. */
export function serveClusterMetrics(log: pino.Logger | FastifyBaseLogger): void {
  const serving = new Set<number>();
  cluster.on('listening', (worker) => serving.add(worker.id));
  cluster.on('exit', (worker) => serving.delete(worker.id));
  let nextId = 0;
  const pending = new Map<number, (metrics: MetricsJson | undefined) => void>();

  const collect = (worker: Worker) =>
    new Promise<MetricsJson | undefined>((resolve) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        log.warn({ worker: worker.id }, 'a worker did not send its metrics in time; left out of this scrape');
        resolve(undefined);
      }, COLLECT_TIMEOUT_MS);
      pending.set(id, (metrics) => {
        clearTimeout(timer);
        pending.delete(id);
        resolve(metrics);
      });
      worker.send({ type: COLLECT, id });
    });

  async function aggregate(): Promise<string> {
    const workers = Object.values(cluster.workers ?? {}).filter(
      (w): w is Worker => !!w && serving.has(w.id) && w.isConnected(),
    );
    const answers = (await Promise.all(workers.map(collect))).filter((m): m is MetricsJson => !!m);
    const registry = AggregatorRegistry.aggregate(answers);
    new Gauge({
      name: 'charterdesk_metrics_workers',
      help: 'Worker processes whose metrics this scrape adds up',
      registers: [registry],
    }).set(answers.length);
    return registry.metrics();
  }

  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === COLLECTED) {
      if (message.error)
        log.warn({ worker: worker.id, err: message.error }, 'a worker failed to read its metrics');
      pending.get(message.id)?.(message.metrics);
    } else if (message.type === SCRAPE) {
      aggregate().then(
        (text) => worker.isConnected() && worker.send({ type: SCRAPED, id: message.id, text }),
        (err: unknown) =>
          worker.isConnected() && worker.send({ type: SCRAPED, id: message.id, error: String(err) }),
      );
    }
  });
}
