import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCall, userWithPermissions } from '../../testing/back-office-calls.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { scrubSecrets } from './test-email.js';

/** A real SMTP server on 127.0.0.1 (as e2e/support/smtp.ts): accepts only user "mailer" / "Smtp-Pass-9". */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'Smtp-Pass-9') callback(null, { user: 'mailer' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('Setting/SendTestEmail', () => {
  let t: TestApp;
  let call: ReturnType<typeof appCall>;
  let tenant: string;
  let host: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charterdesk-test-mail-'));

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ seed: { flights: false }, env: { DATA_DIR: dataDir } });
    call = appCall(t.app);
    host = await signIn(t.app);
    tenant = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('without an SMTP host, writes the localized test message with the app mailer', async () => {
    const res = await call(
      'POST',
      'Setting/SendTestEmail',
      host,
      { to: 'ops@example.com' },
      { 'accept-language': 'tr' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      success: true,
      transport: 'files',
      message: 'Test mesajı ops@example.com adresine gönderildi.',
    });
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8');
    expect(raw).toContain('To: ops@example.com');
  });

  it('sends through the SMTP server of the tenant’s e-mail settings, with its credentials', async () => {
    const saved = await call('POST', 'Setting/SaveEmailSettings', tenant, {
      senderAddress: 'noreply@tenant.example',
      senderName: 'Tenant Travel',
      smtpHost: '127.0.0.1',
      smtpPort: smtp.port,
      smtpUser: 'mailer',
      smtpPassword: 'Smtp-Pass-9',
      useTls: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await call(
      'POST',
      'Setting/SendTestEmail',
      tenant,
      { to: 'boss@tenant.example' },
      { 'accept-language': 'ru' },
    );
    expect(res.json().result).toEqual({
      success: true,
      transport: 'smtp',
      message: 'Тестовое письмо отправлено на boss@tenant.example.',
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['boss@tenant.example']);
    expect(smtp.received[0]!.raw).toContain('noreply@tenant.example');
    expect(smtp.received[0]!.raw).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('answers the SMTP error without the password when the server refuses', async () => {
    await call('PUT', 'Setting/UpdateEmailSettings', tenant, {
      smtpHost: '127.0.0.1',
      smtpPort: smtp.port,
      smtpUser: 'mailer',
      smtpPassword: 'Wrong-Secret-77',
      useTls: false,
    });
    const res = await call('POST', 'Setting/SendTestEmail', tenant, { to: 'boss@tenant.example' });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ success: false, transport: 'smtp' });
    expect(result.message).toMatch(/^The test message could not be sent: .*Invalid/);
    expect(res.body).not.toContain('Wrong-Secret-77');
    expect(smtp.received).toHaveLength(1);
  });

  it('validates the address and requires Pages.Settings', async () => {
    const bad = await call('POST', 'Setting/SendTestEmail', tenant, { to: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['to']);
    expect((await call('POST', 'Setting/SendTestEmail', undefined, { to: 'a@b.example' })).statusCode).toBe(
      401,
    );
    const clerk = await userWithPermissions(t.app, tenant, 1, 'mailclerk', ['Pages.Orders']);
    expect((await call('POST', 'Setting/SendTestEmail', clerk, { to: 'a@b.example' })).statusCode).toBe(403);
  });

  it('scrubs every secret occurrence from an error text', () => {
    expect(scrubSecrets('auth pw1 failed for pw1', ['pw1', ''])).toBe('auth *** failed for ***');
  });
});
