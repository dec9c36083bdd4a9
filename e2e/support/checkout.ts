import type { Page } from 'playwright-core';
import { STATE_TIMEOUT_MS } from './waits.js';

/** Fills the booking form's buyer (an adult contact) and accepts both agreements. */
export async function fillContact(page: Page, email: string): Promise<void> {
  await page.getByTestId('booking-contact-email').fill(email);
  await page.getByTestId('booking-contact-mobilePhone').fill('+79161234567');
  await page.getByTestId('booking-contact-name').fill('Anna');
  await page.getByTestId('booking-contact-surname').fill('Smirnova');
  await page.getByTestId('booking-contact-birthday').fill('10-06-1990');
  await page.getByTestId('booking-contract').check();
  await page.getByTestId('booking-site-usage').check();
}

/** Fills the card form with the sandbox bank's approved test card (not yet submitted). */
export async function fillCard(page: Page): Promise<void> {
  await page.getByTestId('payment-form').waitFor({ timeout: STATE_TIMEOUT_MS });
  await page.getByTestId('payment-card-number').fill('4242424242424242');
  await page.getByTestId('payment-expiry-month').selectOption('12');
  await page.getByTestId('payment-expiry-year').selectOption(String(new Date().getFullYear() + 3));
  await page.getByTestId('payment-cvc').fill('123');
  await page.getByTestId('payment-card-owner').fill('ANNA SMIRNOVA');
}

/** Pays with the approved card through the sandbox bank's 3-D Secure page. */
export async function payWithCard(page: Page): Promise<void> {
  await fillCard(page);
  await page.getByTestId('payment-submit').click();
  const otp = page.locator('#otp');
  await otp.waitFor({ timeout: STATE_TIMEOUT_MS });
  await otp.fill('123456');
  await page.getByRole('button', { name: /Подтвердить|Confirm|Onayla/ }).click();
}
