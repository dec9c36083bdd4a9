// An open-loop load generator: starts work items at a fixed rate whatever the server's answers, and measures
// each from the moment it was due, not from when a free connection let it go. autocannon is closed-loop (a
// fixed number of connections, each waiting for its answer), so a slow server slows the load down and hides
// its own queueing (coordinated omission), and it cannot chain two dependent calls (a search's id into its
// results) as one timed item. Built on node:http keep-alive agents, so it adds no dependency.
import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** ms from sending this request to its last byte */
  ms: number;
  /** sent on a connection opened for it (none of the keep-alive pool was free) */
  newConnection: boolean;
}

export interface HttpClient {
  request(
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<HttpAnswer>;
  close(): void;
}

/** Keep-alive HTTP to one base URL; enough sockets that no item waits for a connection on our side. */
export function createHttpClient(baseUrl: string, maxSockets = 512, timeoutMs = 30_000): HttpClient {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  return {
    request(method, path, options = {}) {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: base.hostname,
            port: base.port,
            method,
            path,
            agent,
            timeout: timeoutMs,
            headers: {
              ...(payload === undefined
                ? {}
                : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
              ...options.headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
                ms: performance.now() - started,
                newConnection: !req.reusedSocket,
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}

/** One finished item: when it was due (ms since the run started), how long it took from then, how it ended. */
export interface ItemResult<T> {
  dueMs: number;
  /** when it was due, as a wall-clock time (ms since the epoch): to find it in a server's log */
  dueAt: number;
  ms: number;
  ok: boolean;
  detail: T | undefined;
  error?: string;
}

/**
 * Starts `rate` items per second for `seconds`, each `item(n)` due at n / rate s; answers every item's result
 * once all have finished. An item resolves to `{ ok, detail }` or throws (counted as an error).
 */
export async function runOpenLoop<T>(
  rate: number,
  seconds: number,
  item: (n: number) => Promise<{ ok: boolean; detail?: T }>,
): Promise<ItemResult<T>[]> {
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const startedAt = performance.timeOrigin + started;
  const running: Promise<ItemResult<T>>[] = [];
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - started;
      while (next < total && (next * 1000) / rate <= now) {
        const n = next++;
        const dueMs = (n * 1000) / rate;
        running.push(
          item(n).then(
            (r) => ({
              dueMs,
              dueAt: startedAt + dueMs,
              ms: performance.now() - started - dueMs,
              ok: r.ok,
              detail: r.detail,
            }),
            (err: unknown) => ({
              dueMs,
              dueAt: startedAt + dueMs,
              ms: performance.now() - started - dueMs,
              ok: false,
              detail: undefined,
              error: err instanceof Error ? err.message : String(err),
            }),
          ),
        );
      }
      if (next >= total) return resolve();
      // wake up for the next due item (timers are ≥1 ms; several items may start per tick)
      setTimeout(tick, Math.max(0, Math.min(5, (next * 1000) / rate - now)));
    };
    tick();
  });
  return Promise.all(running);
}

/** The q-quantile (0..1) of `values`, nearest rank; 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
