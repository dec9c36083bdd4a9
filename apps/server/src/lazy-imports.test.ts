import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Every worker of a cluster loads the whole app. pdfkit, qrcode and nodemailer add about 6 MB to each one's
// heap, yet only a PDF or an e-mail needs them (README "Capacity", stop 58): they are imported on first use.
const srcDir = import.meta.dirname;
const scratch = mkdtempSync(path.join(tmpdir(), 'charterdesk-lazy-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The CommonJS packages of `names` a fresh Node process has loaded after running `body` (an ES module). */
function packagesLoadedAfter(body: string, names: readonly string[]): string[] {
  const file = path.join(scratch, `probe-${Math.random().toString(36).slice(2)}.mts`);
  writeFileSync(
    file,
    `import { createRequire } from 'node:module';
const src = ${JSON.stringify(srcDir)};
${body}
const loaded = Object.keys(createRequire(import.meta.url).cache);
const names = ${JSON.stringify(names)};
console.log(JSON.stringify(names.filter((n) => loaded.some((f) => f.includes(\`/node_modules/\${n}/\`)))));
`,
  );
  const out = execFileSync(process.execPath, ['--import', 'tsx', file], {
    cwd: path.resolve(srcDir, '..'),
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test' },
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as string[];
}

const HEAVY = ['pdfkit', 'qrcode', 'nodemailer'] as const;

describe('heavy packages a worker rarely needs', () => {
  it('are not loaded with the app', () => {
    const loaded = packagesLoadedAfter(
      `await import(src + '/app.ts'); await import(src + '/db/open-database.ts'); await import(src + '/kernel/cluster-metrics.ts');`,
      [...HEAVY, 'fastify'],
    );
    // fastify shows the probe sees what the app loads
    expect(loaded).toEqual(['fastify']);
  }, 60_000);

  it('are loaded once a document or a message is made', () => {
    const loaded = packagesLoadedAfter(
      `const { startAgencyPdf } = await import(src + '/modules/bookings/agency-pdf.ts');
const { createFileMailer } = await import(src + '/modules/notifications/mailer.ts');
const agency = { brandName: 'CharterDesk' };
const labels = { taxNumber: 'Tax', tradeRegister: 'Reg', scan: 'Scan' };
const pdf = await startAgencyPdf(agency, { title: 'T', reference: 'R', subtitle: 'S', qrText: 'Q', labels }).catch(() => undefined);
pdf?.doc.end();
await createFileMailer(${JSON.stringify(scratch)} + '/mail').send({ to: 'a@example.com', from: 'b@example.com', subject: 's', text: 't' });`,
      HEAVY,
    );
    expect(loaded).toEqual([...HEAVY]);
  }, 60_000);
});
