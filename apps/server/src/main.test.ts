import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Runs main.ts as a real process (PGlite under a temp DATA_DIR): first-start password, restart, SIGTERM.
const serverRoot = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'charterdesk-main-'));

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

async function start(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      // a busy test machine must not turn these requests into 503s; load shedding has a test of its own
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_POOL_WAITING: '0',
      SHED_MAX_IN_FLIGHT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
        return fetch(`${base}/ready`)
          .then((r) => r.status)
          .catch(() => 0);
      },
      { timeout: 45_000, interval: 200 },
    )
    .toBe(200);
  return { child, base, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The process path is the same for both databases; running it once (PGlite) is enough.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('main (process)', () => {
  it('prints a generated admin password once, which then signs in; a restart keeps data and prints nothing', async () => {
    const first = await start();
    const match = /Generated password of user "admin".*: (\S+)/.exec(first.output());
    expect(match).not.toBeNull();
    const password = match![1]!;
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);

    const second = await start({ LOG_LEVEL: 'info' });
    expect(second.output()).not.toContain('Generated password');
    const res = await fetch(`${second.base}/api/TokenAuth/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userNameOrEmailAddress: 'admin', password }),
    });
    expect(res.status).toBe(200);

    // SIGTERM while a request is in flight (headers sent, body withheld): it still completes, then exit 0.
    const body = JSON.stringify({ userNameOrEmailAddress: 'admin', password });
    const socket = connect(Number(new URL(second.base).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => {
      answer += d;
    });
    socket.write(
      'POST /api/TokenAuth/Authenticate?drain=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    await expect.poll(() => second.output().includes('Authenticate?drain=1'), { timeout: 10_000 }).toBe(true);
    second.child.kill('SIGTERM');
    socket.write(body);
    await expect.poll(() => answer, { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"accessToken"');
    socket.destroy();
    expect(await exited(second.child), second.output()).toBe(0);
  }, 120_000);

  it('refuses to start on a bad variable and names it', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', PORT: 'not-a-port', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (d) => {
      err += d;
    });
    expect(await exited(child)).toBe(1);
    expect(err).toContain('PORT');
  }, 60_000);
});
