import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = join(repoRoot, 'apps', 'server', 'dist', 'main.js');

const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 100;
const STOP_GRACE_MS = 10_000;
const MAX_LOG_CHARS = 200_000;

export interface StartedServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  /** Password of the seeded `admin` users, generated for this run. */
  adminPassword: string;
  /** The temporary DATA_DIR; removed by `stop()`. */
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr interleaved). */
  logs(): string;
  /** SIGTERM, SIGKILL after 10 s if still running, then removes the DATA_DIR. Safe to call twice. */
  stop(): Promise<void>;
}

/** Asks the OS for a free port by listening on port 0 and closing again. */
export async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}

/** Strong enough for any password policy: upper, lower, digit, symbol, 30 characters. */
function generatePassword(): string {
  return `Cd9-${randomBytes(18).toString('base64url')}!x`;
}

/**
 * Starts the built server (`apps/server/dist/main.js`) as it runs in production, on its own port with its own
 * PGlite data directory, and resolves once `GET /ready` answers 200. The directory is a copy of one this build
 * migrated and seeded once (see `seededTemplate`), so every journey starts from the same demo data without
 * paying for the seeding again.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<StartedServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} does not exist: run \`npm run build\` first`);
  }
  const template = await seededTemplate();
  const dataDir = await mkdtemp(join(tmpdir(), 'charterdesk-e2e-'));
  await cp(template.dir, dataDir, { recursive: true });
  return launch(dataDir, template.adminPassword, extraEnv);
}

const TEMPLATE_PREFIX = 'charterdesk-e2e-template-';

/**
 * A data directory this build (the server bundle and its migrations) migrated and seeded, stopped cleanly, with
 * the admin password it was seeded with: made once before the journeys start (`global-setup.ts`; two journey
 * files run at a time), kept in the temp directory for the next runs of the same build.
 */
export async function seededTemplate(): Promise<{ dir: string; adminPassword: string }> {
  const journal = join(repoRoot, 'apps', 'server', 'drizzle', 'meta', '_journal.json');
  const key = createHash('sha256')
    .update(readFileSync(serverEntry))
    .update(existsSync(journal) ? readFileSync(journal) : '')
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), `${TEMPLATE_PREFIX}${key}`);
  const meta = join(dir, '.e2e-template.json');
  if (!existsSync(meta)) {
    for (const old of readdirSync(tmpdir()).filter((n) => n.startsWith(TEMPLATE_PREFIX))) {
      await rm(join(tmpdir(), old), { recursive: true, force: true });
    }
    const fresh = await mkdtemp(join(tmpdir(), 'charterdesk-e2e-seeding-'));
    const adminPassword = generatePassword();
    const seeding = await launch(fresh, adminPassword, {}, { keepData: true });
    await seeding.stop();
    writeFileSync(join(fresh, '.e2e-template.json'), JSON.stringify({ adminPassword }));
    try {
      await rename(fresh, dir);
    } catch (error) {
      // another run of the same build made it meanwhile: theirs is as good as ours
      if (!existsSync(meta)) throw error;
      await rm(fresh, { recursive: true, force: true });
    }
  }
  const { adminPassword } = JSON.parse(readFileSync(meta, 'utf8')) as { adminPassword: string };
  return { dir, adminPassword };
}

/** Runs the built server on a data directory; `keepData` leaves the directory in place when it stops. */
async function launch(
  dataDir: string,
  adminPassword: string,
  extraEnv: Record<string, string>,
  { keepData = false } = {},
): Promise<StartedServer> {
  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: adminPassword,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // CI runs several journeys (and their browsers) on two cores: shedding would answer them 503
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SHED_POOL_WAITING: '0',
    SHED_MAX_IN_FLIGHT: '0',
    // the journeys check the pages the app draws at request time: a busy CI machine must not send them without
    PAGE_RENDER_TIMEOUT_MS: '20000',
    ...extraEnv,
  };
  // PGlite in DATA_DIR, never a shared database.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;

  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > MAX_LOG_CHARS) output = output.slice(-MAX_LOG_CHARS);
  };
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Never leave a server behind when the test process ends abruptly.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOnExit);
    await terminate(child, exited);
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseUrl, child);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      `--- server output (${serverEntry}) ---\n${output || '(nothing)'}\n--- end of server output ---`,
    );
    throw new Error(`server did not become ready: ${reason}`);
  }

  return { baseUrl, adminPassword, dataDir, logs: () => output, stop };
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the process exited (code ${child.exitCode}, signal ${child.signalCode}) before ready`);
    }
    try {
      const response = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `GET /ready answered ${response.status}`;
      await response.body?.cancel();
    } catch (error) {
      last = `GET /ready failed: ${describeError(error)}`;
    }
    // Polling a state with a short interval, not waiting for a guessed duration.
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`not ready after ${READY_TIMEOUT_MS / 1000} s (${last})`);
}

/** fetch wraps the useful part (ECONNREFUSED...) in `cause`. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

async function terminate(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), STOP_GRACE_MS);
    }),
  ]);
  clearTimeout(timer);
  if (timedOut) {
    console.warn(`server did not exit ${STOP_GRACE_MS / 1000} s after SIGTERM; sending SIGKILL`);
    child.kill('SIGKILL');
    await exited;
  }
}
