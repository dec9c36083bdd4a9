import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open-database.js';
import { seed } from './db/seed/seed.js';
import { loadOrCreateSecrets } from './kernel/secrets.js';

// Starts the whole site: migrate, seed what is missing, serve; drains and closes on SIGTERM/SIGINT.
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
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
  const { jwtSecret } = loadOrCreateSecrets(config.dataDir, { jwtSecret: config.jwtSecret });
  const app = await buildApp({ config, database, jwtSecret });
  await app.geo.warmUp();

  // Unpaid holds give their seats back, queued e-mails (receipts) are sent or retried, and every captured
  // payment ends in a confirmed order or a refund.
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
  app.log.info(`CharterDesk is up on ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
