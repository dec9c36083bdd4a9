import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshotFailuresAndClosePages } from './support/browser.js';
import { type StartedServer, startServer } from './support/server.js';
import { eventually } from './support/waits.js';

/** The raw .eml files the server wrote (no SMTP configured: DATA_DIR/mail). */
async function storedMail(dataDir: string): Promise<string[]> {
  const dir = join(dataDir, 'mail');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.filter((f) => f.endsWith('.eml')).map((f) => readFile(join(dir, f), 'utf8')));
}

describe('contact form', () => {
  let server: StartedServer;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotFailuresAndClosePages(() => browser);

  it('shows localized inline errors in ru, keeps what was typed, then sends and thanks', async () => {
    const page = await newPage(browser!);
    await page.goto(`${server.baseUrl}/contact?locale=ru`);
    const form = page.getByTestId('contact-form');
    await form.waitFor();
    await page.getByTestId('contact-name').fill('Анна Смирнова');
    await page.getByTestId('contact-email').fill('anna-at-example');
    await page.getByTestId('contact-submit').click();
    await eventually(() => form.textContent()).toContain('Введите корректный адрес электронной почты');
    expect(await form.textContent()).toContain('Это поле обязательно к заполнению');
    expect(await page.getByTestId('contact-name').inputValue()).toBe('Анна Смирнова');
    expect(await storedMail(server.dataDir)).toEqual([]);

    const subject = 'Baggage question 4821';
    await page.getByTestId('contact-email').fill('anna@example.com');
    await page.getByTestId('contact-subject').fill(subject);
    await page.getByTestId('contact-message').fill('Можно ли провезти велосипед на чартерном рейсе?');
    await page.getByTestId('contact-submit').click();
    const thanks = page.getByTestId('contact-thank-you');
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain('Спасибо');

    await eventually(async () => (await storedMail(server.dataDir)).length).toBe(1);
    const [eml] = await storedMail(server.dataDir);
    expect(eml).toContain(subject);
    expect(eml).toMatch(/^Reply-To: anna@example\.com/m);
  });
});
