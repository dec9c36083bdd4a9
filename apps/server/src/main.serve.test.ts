import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

// The documented start commands run under npm, which runs scripts through `sh -c` and forwards SIGTERM/SIGINT
// only to its own child. These tests stop the server the way a process manager or a terminal does: by
// signalling npm (or npm's whole process group), never node itself.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const scripts = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

const SHUTDOWN_TIMEOUT_MS = 8000;
const ADMIN_PASSWORD = 'Serve-Test-Password-1';
const dataDirs: string[] = [];
const started: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/**
 * `npm run <script>` from the repository root, in its own process group (as a terminal or a process manager
 * starts it), on a fresh PGlite DATA_DIR; resolves once the server is ready, with the pid its log reports.
 */
async function serve(script: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charterdesk-serve-'));
  dataDirs.push(dataDir);
  const npm = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', script], {
    cwd: repoRoot,
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      // a busy test machine must not turn these requests into 503s; load shedding has a test of its own
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_POOL_WAITING: '0',
      SHED_MAX_IN_FLIGHT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(npm);
  let output = '';
  npm.stdout?.on('data', (d) => {
    output += d;
  });
  npm.stderr?.on('data', (d) => {
    output += d;
  });
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (npm.exitCode !== null) throw new Error(`npm exited: ${output}`);
        return fetch(`${base}/ready`)
          .then((r) => r.status)
          .catch(() => 0);
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(200);
  // the "is up" line is written once listening has resolved, which may be a moment after /ready first answers
  await expect.poll(() => /"pid":(\d+)[^\n]*CharterDesk is up/.test(output), { timeout: 10_000 }).toBe(true);
  const up = /"pid":(\d+)[^\n]*CharterDesk is up/.exec(output);
  expect(up, output).not.toBeNull();
  const serverPid = Number(up![1]);
  return { npm, npmPid: npm.pid!, serverPid, port, base, output: () => output };
}

/** A whole HTTP answer has arrived: its head, and as many body bytes as its Content-Length says. */
function isComplete(answer: string): boolean {
  const split = answer.indexOf('\r\n\r\n');
  if (split < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(answer.slice(0, split));
  return Buffer.byteLength(answer.slice(split + 4)) >= Number(length?.[1] ?? 0);
}

/**
 * A sign-in whose headers are sent and whose body is withheld: in flight on the server until `finish()`.
 * Resolves once the server has logged the request, so it is surely in flight before any signal.
 */
async function heldRequest(server: Awaited<ReturnType<typeof serve>>, marker: string) {
  const body = JSON.stringify({ userNameOrEmailAddress: 'admin', password: ADMIN_PASSWORD });
  const socket: Socket = connect(server.port, '127.0.0.1');
  let answer = '';
  socket.on('data', (d) => {
    answer += d;
  });
  socket.write(
    `POST /api/TokenAuth/Authenticate?held=${marker} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  );
  await expect
    .poll(() => server.output().includes(`Authenticate?held=${marker}`), { timeout: 10_000 })
    .toBe(true);
  return {
    /** sends the body; resolves with the complete answer */
    async finish() {
      socket.write(body);
      await expect.poll(() => isComplete(answer), { timeout: 10_000 }).toBe(true);
      socket.destroy();
      return answer;
    },
  };
}

/** Callers hammering the API until told to stop or until the server refuses connections. */
function load(base: string, callers: number) {
  const statuses: number[] = [];
  let running = true;
  const done = Promise.all(
    Array.from({ length: callers }, async () => {
      while (running) {
        try {
          const res = await fetch(`${base}/api/services/app/Session/GetCurrentLoginInformations`);
          await res.arrayBuffer();
          statuses.push(res.status);
        } catch {
          return; // the server stopped accepting: this caller is done
        }
      }
    }),
  );
  return {
    statuses,
    async stop() {
      running = false;
      await done;
    },
  };
}

afterEach(() => {
  // a failed assertion must not leave a server behind: end the process groups these tests started
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
  }
});
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the documented start commands hand signals to the server', () => {
  it('run node in place of the shell npm starts, so npm’s forwarded signal reaches it', () => {
    // npm forwards SIGTERM/SIGINT to its child only; without exec that child is `sh`, which dies and leaves
    // node serving as an orphan
    expect(scripts.serve).toMatch(/^exec node .*apps\/server\/dist\/main\.js$/);
    expect(scripts['serve:source']).toMatch(/^exec node .*--import tsx apps\/server\/src\/main\.ts$/);
    expect(scripts.start).toMatch(/&& exec npm run serve$/);
  });
});

// The process path is the same for both databases; running it once (PGlite) is enough.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('stopping `npm run serve:source` (process)', () => {
  it('SIGTERM to npm under load: in-flight requests finish, then node is gone within SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await serve('serve:source');
    // npm's own child is node itself: no shell in between that would swallow the signal
    expect(
      execFileSync('ps', ['-o', 'ppid=', '-p', String(server.serverPid)], { encoding: 'utf8' }).trim(),
    ).toBe(String(server.npmPid));

    const traffic = load(server.base, 6);
    await expect.poll(() => traffic.statuses.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(30);
    const held = [];
    for (const marker of ['a', 'b', 'c']) held.push(await heldRequest(server, marker));

    const signalled = Date.now();
    process.kill(server.npmPid, 'SIGTERM');
    await expect
      .poll(() => server.output().includes('shutting down: draining requests'), { timeout: 5000 })
      .toBe(true);
    // the server has stopped accepting, but what it had already received is answered
    for (const request of held) {
      const answer = await request.finish();
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain('"accessToken"');
    }
    await expect
      .poll(() => isAlive(server.serverPid), {
        timeout: SHUTDOWN_TIMEOUT_MS - (Date.now() - signalled),
        interval: 50,
      })
      .toBe(false);
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(await exited(server.npm), server.output()).toBe(0);
    expect(server.output()).not.toContain('shutdown timed out');

    await traffic.stop();
    // every caller got an answer or a refused connection: 200 before the drain, 503 during it
    expect(traffic.statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  }, 120_000);

  it('Ctrl+C (SIGINT to the whole group, so node gets it from the terminal and again from npm) still drains', async () => {
    const server = await serve('serve:source');
    const held = await heldRequest(server, 'ctrl-c');
    const signalled = Date.now();
    process.kill(-server.npmPid, 'SIGINT');
    await expect
      .poll(() => server.output().includes('shutting down: draining requests'), { timeout: 5000 })
      .toBe(true);
    const answer = await held.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    await expect
      .poll(() => isAlive(server.serverPid), {
        timeout: SHUTDOWN_TIMEOUT_MS - (Date.now() - signalled),
        interval: 50,
      })
      .toBe(false);
    expect(await exited(server.npm), server.output()).toBe(0);
  }, 120_000);
});
