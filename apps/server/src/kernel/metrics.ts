import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { type Aggregator, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { joinClusterMetrics } from './cluster-metrics.js';

/** A family of gauges (or counters) read from the system when Prometheus scrapes (orders by state, outbox depth…). */
export interface GaugeSource {
  name: string;
  help: string;
  labelNames: readonly string[];
  /** the current values; labels must use labelNames */
  read(): Promise<{ labels: Record<string, string>; value: number }[]>;
  /**
   * How one scrape of a cluster combines the workers' values: `max` (the default) for what every worker reads
   * from the same database, `sum` for what each worker has of its own (its connection pool).
   */
  aggregator?: Aggregator;
  /** `counter` for a count that only grows in this process (its name ends in `_total`; a cluster sums it) */
  type?: 'gauge' | 'counter';
}

export interface Metrics {
  registry: Registry;
}

/**
 * Prometheus metrics (prom-client) at /metrics in the text format: request durations per route and status,
 * Node's own (event-loop lag, memory, GC), and gauges the modules read at scrape time. With METRICS_TOKEN
 * set, a scrape must carry it as a bearer token. In a cluster, one scrape answers for every worker.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; sources: GaugeSource[] },
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // the route's pattern, never the raw URL: ids and query strings would explode the label set
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  for (const source of options.sources) {
    if (source.type === 'counter') {
      new Counter({
        name: source.name,
        help: source.help,
        labelNames: source.labelNames,
        registers: [registry],
        aggregator: 'sum',
        async collect() {
          this.reset();
          for (const { labels, value } of await source.read()) this.inc(labels, value);
        },
      });
      continue;
    }
    new Gauge({
      name: source.name,
      help: source.help,
      labelNames: source.labelNames,
      registers: [registry],
      aggregator: source.aggregator ?? 'max',
      async collect() {
        this.reset();
        for (const { labels, value } of await source.read()) this.set(labels, value);
      },
    });
  }

  // a worker of a cluster answers for every worker (the primary adds them up: kernel/cluster-metrics.ts)
  const clustered = cluster.isWorker ? joinClusterMetrics(registry) : undefined;
  if (clustered) app.addHook('onClose', async () => clustered.stop());

  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
      return reply.status(401).header('www-authenticate', 'Bearer').send('metrics token required\n');
    }
    let text: string;
    try {
      text = clustered ? await clustered.scrape() : await registry.metrics();
    } catch (err) {
      request.log.warn({ err }, 'metrics of the other workers unavailable; answering this worker’s alone');
      text = await registry.metrics();
    }
    return reply.header('content-type', registry.contentType).send(text);
  });
  return { registry };
}
