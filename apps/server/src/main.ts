import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import pino from 'pino';
import { buildApp } from './app.js';
import { type AppConfig, ConfigError, loadConfig } from './config.js';
import type { Database } from './db/client.js';
import { openDatabase } from './db/open-database.js';
import { serveClusterMetrics } from './kernel/cluster-metrics.js';
import { loggerOptions } from './kernel/logging.js';
import { loadOrCreateSecrets } from './kernel/secrets.js';
import { createFlightsRepository } from './modules/flights/flights.repository.js';

// Starts the whole site: migrate, seed what is missing, serve; drains and closes on SIGTERM/SIGINT.
// On PostgreSQL it serves from WEB_CONCURRENCY worker processes (default: one per core) behind one port
// (node:cluster): the primary migrates and seeds once, then forks the workers, restarts one that dies, and
// on SIGTERM/SIGINT lets every worker drain. PGlite (one data directory, one writer) serves from one process.
async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, await openDatabase(config));

  const workers = config.databaseUrl ? (config.webConcurrency ?? os.availableParallelism()) : 1;
  if (!config.databaseUrl && (config.webConcurrency ?? 1) > 1) {
    console.info(
      `  WEB_CONCURRENCY=${config.webConcurrency} asks for several processes, but PGlite serves from one: ` +
        'set DATABASE_URL (PostgreSQL) to use every core.\n',
    );
  }
  const database = await prepare(config);
  if (workers <= 1) return serve(config, database);
  // the workers open their own connections; the primary only watches them
  await database.close();
  runPrimary(config, workers);
}

/** Migrations, the seed and the generated secrets: once per start, before anything serves. */
async function prepare(config: AppConfig): Promise<Database> {
  const database = await openDatabase(config);
  await database.migrate();
  // imported here, not at the top: workers never seed, and what the seed brings (country names in every
  // language, the demo timetable) would stay in each worker's heap, where every full GC has to mark it
  const { seed } = await import('./db/seed/seed.js');
  const seeded = await seed(database.db, { adminPassword: config.adminPassword });
  if (seeded.generatedAdminPassword) {
    console.info(
      `\n  Generated password of user "admin" (host and Default tenant): ${seeded.generatedAdminPassword}\n` +
        '  It is shown only once: keep it, or set ADMIN_PASSWORD before the first start.\n',
    );
  }
  if (seeded.demoMember) {
    console.info(
      `  Demo traveller account (sign in at /login): ${seeded.demoMember.email} / ${seeded.demoMember.password}\n`,
    );
  }
  // generated here, before any worker starts, so that every worker reads the same key
  loadOrCreateSecrets(config.dataDir, { jwtSecret: config.jwtSecret });
  return database;
}

/** One serving process: the app, its housekeeping timer and its graceful shutdown. */
async function serve(config: AppConfig, database: Database) {
  const { jwtSecret } = loadOrCreateSecrets(config.dataDir, { jwtSecret: config.jwtSecret });
  const app = await buildApp({ config, database, jwtSecret });
  await app.geo.warmUp();
  // Every connection of the pool opened and its first search run before any visitor's: a connection that has
  // not served yet has empty catalog caches and no prepared statements, and at a low rate only one or two of
  // the pool ever serve. A burst then met cold connections: the first 3 s of 300 new searches/s answered
  // with p99 0.3–1 s (2.4 s without the pool kept open), then 30–60 ms; warmed, the first second is like the rest.
  // Orders likewise: each connection stores one and rolls it back (order-rehearsal.ts).
  await database
    .openConnections?.(async (connection) => {
      await createFlightsRepository(connection).warmUp();
      // a failed rehearsal costs only its speed-up: the connection still serves
      await app.bookings
        .rehearsePlacement(connection)
        .catch((err: unknown) => app.log.warn({ err }, 'order rehearsal failed: the first orders run cold'));
    })
    .catch((err: unknown) =>
      app.log.warn({ err }, 'database connections not opened ahead: they open when requests need them'),
    );

  // Unpaid holds give their seats back, queued e-mails (receipts) are sent or retried, and every captured
  // payment ends in a confirmed order or a refund. Every process (worker or instance) runs it: the outbox claims
  // its rows with SKIP LOCKED, holds expire with conditional updates and the settlement sweep is guarded.
  const housekeeping = setInterval(() => {
    // settling first: a payment approved at the bank whose buyer never came back confirms its order
    // before the hold's expiry could give the seats away
    app.bookings
      .settlePayments()
      .catch((err: unknown) => app.log.error({ err }, 'payment settlement failed'))
      .then(() => app.bookings.expireHolds())
      .catch((err: unknown) => app.log.error({ err }, 'hold expiry failed'));
    app.bookings.drainOutbox().catch((err: unknown) => app.log.error({ err }, 'outbox drain failed'));
  }, 30_000);
  housekeeping.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(housekeeping);
    app.log.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    // Keep-alive connections that finish their last request during the drain must be closed too.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  // Listeners stay for the whole drain: under npm (or a process manager signalling the whole group) the same
  // signal often arrives twice, and a second one without a listener would kill the process mid-drain.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) app.log.debug(`worker ${cluster.worker?.id} listening`);
  else app.log.info(`CharterDesk is up on ${config.publicUrl} (database: ${database.kind})`);
}

/**
 * The primary of a cluster: forks `count` workers, forks a new one for each that dies (waiting longer while
 * they keep dying), and on SIGTERM/SIGINT asks every worker to drain and exits once all are gone.
 */
function runPrimary(config: AppConfig, count: number) {
  const log = pino(loggerOptions(config.logLevel), pino.destination(1));
  let closing = false;
  let everListening = false;
  let drainFailed = false;
  const recentDeaths: number[] = [];

  const fork = () => cluster.fork();
  // a scrape of /metrics on any worker answers for all of them
  serveClusterMetrics(log);

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (!everListening && listening >= count) {
      everListening = true;
      log.info(
        `CharterDesk is up on ${config.publicUrl} (database: postgres, ${count} workers, primary pid ${process.pid})`,
      );
    }
  });

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (closing) {
      if (code !== 0) drainFailed = true;
      if (Object.values(cluster.workers ?? {}).every((w) => !w || w.isDead()))
        process.exit(drainFailed ? 1 : 0);
      return;
    }
    if (!everListening) {
      // a worker that cannot even start (a bad database URL, a port in use) would only fail again
      log.fatal({ code, signal }, `worker ${worker.id} failed to start; stopping`);
      closing = true;
      drainFailed = true;
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
      if (alive.length === 0) process.exit(1);
      for (const w of alive) w.process.kill('SIGTERM');
      setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 2000).unref();
      return;
    }
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length > 0 && recentDeaths[0]! < now - 60_000) recentDeaths.shift();
    const delay = Math.min(30_000, 500 * 2 ** (recentDeaths.length - 1));
    log.error({ code, signal, restartInMs: delay }, `worker ${worker.id} died; starting another`);
    // not unref'd: when every worker died at once, this timer is what keeps the primary alive
    setTimeout(() => {
      if (!closing) fork();
    }, delay);
  });

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: workers drain their requests');
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    if (alive.length === 0) process.exit(0);
    // a worker has SHUTDOWN_TIMEOUT_MS to drain and exits by itself after it; this is the backstop
    setTimeout(() => {
      log.error('shutdown timed out; stopping the workers');
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownTimeoutMs + 2000).unref();
    for (const w of alive) w.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  if (!config.redisUrl) {
    log.warn(
      `${count} workers without REDIS_URL: rate limits and the sign-in throttle count per worker, and a ` +
        'permission change reaches the other workers within GRANT_CACHE_SECONDS',
    );
  }
  for (let n = 0; n < count; n++) fork();
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
