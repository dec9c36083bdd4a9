import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, screenshotFailuresAndClosePages } from './browser.js';
import { type StartedServer, startServer } from './server.js';
import { type ReceivedMail, startSmtpServer } from './smtp.js';

export interface MailingJourney {
  /** the built server, sending its mail to `smtp` */
  server: StartedServer;
  browser: Browser;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  /** the e-mails received so far whose raw text names `text` (a PNR, a booking number) */
  mailsNaming(text: string): ReceivedMail[];
}

/**
 * A buying journey's surroundings, started before the enclosing describe's tests and stopped after them: the
 * built server with a real SMTP server receiving its mail, and a browser whose pages are screenshot when a test
 * fails. Read the fields inside the tests (they are set by then).
 */
export function mailingJourney(env: Record<string, string> = {}): MailingJourney {
  const journey = {
    mailsNaming: (text: string) => journey.smtp.messages.filter((m) => m.raw.includes(text)),
  } as MailingJourney;
  beforeAll(async () => {
    journey.smtp = await startSmtpServer();
    [journey.server, journey.browser] = await Promise.all([
      startServer({ ...env, SMTP_URL: journey.smtp.url }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
    await journey.smtp?.stop();
  });
  screenshotFailuresAndClosePages(() => journey.browser);
  return journey;
}
