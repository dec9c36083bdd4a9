import type { Page } from 'playwright-core';
import { STATE_TIMEOUT_MS } from './waits.js';

/** The sandbox bank's test cards (README "Test payments"). */
export const APPROVED_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

/** The checkout's test ids start with the product: `booking-contact-email`, `transfer-contact-email`. */
export type CheckoutProduct = 'booking' | 'transfer';

/** Fills the booking form's buyer (an adult contact) and accepts both agreements. */
export async function fillContact(
  page: Page,
  email: string,
  product: CheckoutProduct = 'booking',
): Promise<void> {
  const field = (name: string) => page.getByTestId(`${product}-contact-${name}`);
  await field('email').fill(email);
  await field('mobilePhone').fill('+79161234567');
  await field('name').fill('Anna');
  await field('surname').fill('Smirnova');
  await field('birthday').fill('15-06-1990');
  await page.getByTestId(`${product}-contract`).check();
  await page.getByTestId(`${product}-site-usage`).check();
}

/** Places the order of a filled booking form and waits for the card step. */
export async function submitToPayment(page: Page, product: CheckoutProduct = 'booking'): Promise<void> {
  await page.getByTestId(product === 'booking' ? 'booking-submit' : 'transfer-booking-submit').click();
  await page.getByTestId('payment-form').waitFor({ timeout: STATE_TIMEOUT_MS });
}

/** Fills the card form (the sandbox bank's approved test card unless told), not yet submitted. */
export async function fillCard(page: Page, card = APPROVED_CARD): Promise<void> {
  await page.getByTestId('payment-form').waitFor({ timeout: STATE_TIMEOUT_MS });
  await page.getByTestId('payment-card-number').fill(card);
  await page.getByTestId('payment-expiry-month').selectOption('12');
  await page.getByTestId('payment-expiry-year').selectOption(String(new Date().getFullYear() + 3));
  await page.getByTestId('payment-cvc').fill('123');
  await page.getByTestId('payment-card-owner').fill('ANNA SMIRNOVA');
}

/** Pays with the card (approved unless told) through the sandbox bank's 3-D Secure page. */
export async function payWithCard(page: Page, card = APPROVED_CARD): Promise<void> {
  await fillCard(page, card);
  await page.getByTestId('payment-submit').click();
  const otp = page.locator('#otp');
  await otp.waitFor({ timeout: STATE_TIMEOUT_MS });
  await otp.fill('123456');
  await page.getByRole('button', { name: /Подтвердить|Confirm|Onayla/ }).click();
}

/**
 * The declined-card path of the card step: the bank declines, the buyer lands on the payment-failed page,
 * pays again there with the approved card and is sent on to the order's page (left to the caller to check).
 */
export async function payDeclinedThenRetry(page: Page): Promise<void> {
  await payWithCard(page, DECLINED_CARD);
  await page.waitForURL(/\/paymentFailed\?/, { timeout: STATE_TIMEOUT_MS });
  await page.getByTestId('payment-retry').click();
  await payWithCard(page);
}
