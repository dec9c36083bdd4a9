import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { PLAYWRIGHT_DISABLE_FEATURES_SWITCH } from './browser-features.js';
import { repoRoot } from './server.js';

/** Debian's Chromium; playwright-core never downloads a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const artifactsDir = join(repoRoot, 'e2e', '.artifacts');

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium (see .ci/run)`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Chromium takes the last `--disable-features` it is given: playwright-core's own must come again
      PLAYWRIGHT_DISABLE_FEATURES_SWITCH,
    ],
  });
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** Browser locale (navigator.language, Accept-Language); defaults to Chromium's own. */
  locale?: string;
  /** A phone's user agent (and touch), by which the server draws pages for a phone's screen. */
  phone?: boolean;
  /** The browser's time zone (IANA name); defaults to the machine's. */
  timezoneId?: string;
}

/** The user agent of Lighthouse's mobile preset (a Moto G Power). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/**
 * A page in a fresh context, so cookies and localStorage never leak from one test into another. Its visitor
 * prefers reduced motion (skeletons, loading bars and transitions stand still): drawing their frames took a
 * third of the browser's CPU time in a phone journey, and the journeys wait for states, not for animations. The
 * layout-shift and axe checks open contexts of their own, with motion, as most visitors have it.
 */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const { width = 1280, height = 800, locale, phone, timezoneId } = options;
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width, height },
    ...(locale ? { locale } : {}),
    ...(timezoneId ? { timezoneId } : {}),
    ...(phone ? { userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true } : {}),
  });
  return waitingForTheApp(await context.newPage());
}

/**
 * Resolves once the app has replaced a prerendered page (the home page's HTML paints before the app runs,
 * and does not answer clicks until then); at once on any other page.
 */
export function appStarted(page: Page): Promise<unknown> {
  return page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
}

/** `goto` and `reload` of the page also wait for {@link appStarted}, as a visitor waits for a live page. */
function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appStarted(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appStarted(page);
    return response;
  };
  return page;
}

/**
 * Registers an afterEach that saves a full-page screenshot of every open page into e2e/.artifacts/ when the
 * test failed, then closes all of the browser's contexts (pages opened by `newPage`).
 */
export function screenshotFailuresAndClosePages(getBrowser: () => Browser | undefined): void {
  afterEach(async ({ task }) => {
    const browser = getBrowser();
    if (!browser) return;
    const contexts = browser.contexts();
    if (task.result?.state === 'fail') {
      await mkdir(artifactsDir, { recursive: true });
      const pages = contexts.flatMap((context) => context.pages());
      const slug = `${task.file?.name ?? 'e2e'}-${task.name}`.replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 100);
      for (const [index, page] of pages.entries()) {
        const path = join(artifactsDir, `${slug}-${Date.now()}-${index}.png`);
        try {
          await page.screenshot({ path, fullPage: true, timeout: 10_000 });
          console.error(`screenshot of ${page.url()} saved to ${path}`);
        } catch (error) {
          console.error(
            `could not screenshot ${page.url()}: ${error instanceof Error ? error.message : error}`,
          );
        }
      }
    }
    await Promise.all(contexts.map((context) => context.close()));
  });
}

/**
 * Remembers the h1 of the server's HTML before the app runs (it starts after the first paint); the answer, once
 * the page is loaded, tells whether the app kept that very element (hydrated it) instead of drawing it again.
 */
export async function watchServerHeading(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
    });
  });
  return () =>
    page.evaluate(() => {
      const first = (window as unknown as { serverHeading: Element | null }).serverHeading;
      return first !== null && first === document.querySelector('h1') && first.isConnected;
    });
}

/**
 * What a page reports while the app takes over a page the server drew: errors (a hydration mismatch is
 * logged as one) and the requests it makes whose URL contains `api` (the data sent along makes them needless).
 */
export function watchTakeover(page: Page, api: string): { problems: string[]; asked: string[] } {
  const problems: string[] = [];
  const asked: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes(api)) asked.push(request.url());
  });
  return { problems, asked };
}
