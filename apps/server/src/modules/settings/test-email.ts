import {
  type Culture,
  type SendTestEmailResult,
  sendTestEmailInputSchema,
  sendTestEmailResultSchema,
  translate,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { Mailer, MailMessage } from '../notifications/mailer.js';
import type { SettingsService } from './settings.service.js';

/** How long a test may wait for an SMTP server: the admin is watching a spinner. */
const SMTP_TIMEOUT_MS = 10_000;

export interface TestEmailDeps {
  settings: SettingsService;
  /** the app's own mailer (SMTP_URL or .eml files): used when the e-mail settings name no SMTP host */
  appMailer: Mailer;
  mailFrom: string;
  clock: () => Date;
}

/** The text of an error with any secret replaced, so a password echoed by a server never reaches the screen. */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  return secrets.filter((s) => s.length > 0).reduce((out, s) => out.split(s).join('***'), text);
}

/**
 * Sends one localized test message synchronously through the mailer the site variant is configured with:
 * the SMTP server of its e-mail settings when a host is set, else the app mailer. Answers the outcome;
 * an SMTP failure is an answer (success false with the server's message), not an HTTP error.
 */
export function createTestEmailSender(deps: TestEmailDeps) {
  return async (tenantId: number | null, to: string, culture: Culture): Promise<SendTestEmailResult> => {
    const values = await deps.settings.get(tenantId, 'Email');
    const host = String(values.smtpHost ?? '');
    const senderAddress = String(values.senderAddress ?? '');
    const senderName = String(values.senderName ?? '');
    const from = senderAddress
      ? senderName
        ? `"${senderName.replace(/["\\\r\n]/g, '')}" <${senderAddress}>`
        : senderAddress
      : deps.mailFrom;
    let secrets: string[] = [];
    let send: (message: MailMessage) => Promise<unknown>;
    let transport: SendTestEmailResult['transport'];
    if (host) {
      const { smtpPassword = '' } = await deps.settings.secretsOf(tenantId, 'Email');
      secrets = [smtpPassword];
      const port = Number(values.smtpPort ?? 587);
      const user = String(values.smtpUser ?? '');
      // imported here, like the mailer's: an admin's test is rare, and nodemailer costs every process 1 MB of heap
      const { default: nodemailer } = await import('nodemailer');
      const smtp = nodemailer.createTransport({
        host,
        port,
        // 465 speaks TLS from the first byte; elsewhere useTls demands STARTTLS
        secure: port === 465,
        requireTLS: values.useTls !== false && port !== 465,
        ignoreTLS: values.useTls === false,
        ...(user ? { auth: { user, pass: smtpPassword } } : {}),
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      });
      send = async (message) => {
        try {
          return await smtp.sendMail(message);
        } finally {
          smtp.close();
        }
      };
      transport = 'smtp';
    } else {
      send = (message) => deps.appMailer.send(message);
      transport = deps.appMailer.kind;
    }
    const time = deps.clock().toISOString();
    const where = transport === 'smtp' ? host || 'SMTP' : 'files';
    try {
      await send({
        to,
        from,
        subject: translate(culture, 'Settings.TestEmailSubject'),
        text: translate(culture, 'Settings.TestEmailBody', { time, transport: where }),
      });
    } catch (error) {
      const text = scrubSecrets(error instanceof Error ? error.message : String(error), secrets);
      return {
        success: false,
        transport,
        message: translate(culture, 'Settings.TestEmailFailed', { error: text }),
      };
    }
    return { success: true, transport, message: translate(culture, 'Settings.TestEmailSent', { to }) };
  };
}

/** Setting/SendTestEmail {to} (Pages.Settings). */
export function registerTestEmailRoute(app: FastifyInstance, deps: TestEmailDeps) {
  const sendTest = createTestEmailSender(deps);
  registerAppService(app, 'Setting', {
    SendTestEmail: method({
      summary:
        'Sends a test message through the site variant’s mailer now and answers success or the SMTP error',
      input: sendTestEmailInputSchema,
      output: sendTestEmailResultSchema,
      access: { permissions: ['Pages.Settings'] },
      handler: (input, ctx) => sendTest(ctx.session.tenantId, input.to, ctx.culture),
    }),
  });
}
