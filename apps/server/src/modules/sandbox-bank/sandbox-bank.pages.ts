import { formatMoney } from '@charterdesk/domain';
import type { SessionRow } from './sandbox-bank.repository.js';
import type { CardFormErrors } from './sandbox-bank.service.js';
import { type BankTextKey, bankText } from './sandbox-bank.texts.js';
import { SANDBOX_OTP, TEST_CARDS } from './test-cards.js';

const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The amount as the shop writes it ("1 212,96 Br", not Intl's "1 212,96 BYN"): the buyer compares the two. */
const money = (amount: number, currency: string, lang: string): string => formatMoney(amount, currency, lang);

/** A card on the bank's blue, inline: the page asks the server for no /favicon.ico of its own. */
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#12355b"/><rect x="6" y="10" width="20" height="13" rx="2" fill="#fff"/><rect x="6" y="13" width="20" height="3" fill="#12355b"/></svg>',
)}`;

function layout(lang: string, body: string): string {
  return `<!doctype html>
<html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="${ICON}"><title>${esc(bankText(lang, 'title'))}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#eef1f5;color:#1b1f24}
.bank{max-width:440px;margin:32px auto;background:#fff;border-radius:14px;box-shadow:0 8px 28px rgba(0,0,0,.08);overflow:hidden}
.head{background:#12355b;color:#fff;padding:18px 22px;font-weight:700;letter-spacing:.3px}
.body{padding:22px}
label{display:block;font-size:14px;margin:14px 0 6px}
input{width:100%;box-sizing:border-box;padding:11px 12px;border:1px solid #c9d1db;border-radius:8px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}
.err{color:#c0392b;font-size:13px;margin-top:4px}
button{margin-top:18px;width:100%;padding:12px;border:0;border-radius:8px;background:#12355b;color:#fff;font-size:16px;cursor:pointer}
.link{background:none;color:#12355b;margin-top:8px;text-decoration:underline}
.sum{display:flex;justify-content:space-between;font-size:15px;padding:10px 0;border-bottom:1px solid #eee}
.note{font-size:13px;color:#5b6470;margin-top:14px}
.hint{background:#fff7e0;border:1px solid #f3d98b;border-radius:8px;padding:8px 10px;font-size:13px;margin-top:12px}
details{margin-top:16px;font-size:13px}code{font-size:12px}
</style></head><body><main class="bank"><div class="head">Sandbox Bank · 3-D Secure</div><div class="body">${body}</div></main></body></html>`;
}

function summary(s: SessionRow): string {
  return `<p>${esc(bankText(s.language, 'merchantPays', { merchant: s.description }))}</p>
<div class="sum"><span>${esc(bankText(s.language, 'amount'))}</span><strong>${esc(money(s.amount, s.currency, s.language))}</strong></div>`;
}

function cancelForm(s: SessionRow): string {
  return `<form method="post" action="/sandbox-bank/sessions/${s.id}/cancel"><button class="link" type="submit">${esc(bankText(s.language, 'cancel'))}</button></form>`;
}

/** The bank's own card page (shown when the shop's form posted invalid data, or opened directly). */
export function cardPage(
  s: SessionRow,
  errors: CardFormErrors = {},
  kept: { expiry?: string; cardOwner?: string } = {},
) {
  const t = (k: BankTextKey) => esc(bankText(s.language, k));
  const err = (field: keyof CardFormErrors) =>
    errors[field] ? `<div class="err" role="alert">${t(errors[field] as BankTextKey)}</div>` : '';
  const [mm = '', yy = ''] = (kept.expiry ?? '').split('/');
  return layout(
    s.language,
    `${summary(s)}
<form method="post" action="/sandbox-bank/sessions/${s.id}/card" autocomplete="on">
<label for="cardNumber">${t('cardNumber')}</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>${err('cardNumber')}
<div class="row"><div><label for="expiryMonth">${t('expiry')}</label><div class="row"><input id="expiryMonth" name="expiryMonth" inputmode="numeric" maxlength="2" placeholder="MM" value="${esc(mm)}" autocomplete="cc-exp-month" required><input name="expiryYear" inputmode="numeric" maxlength="4" placeholder="YY" value="${esc(yy)}" autocomplete="cc-exp-year" aria-label="YY" required></div>${err('expiry')}</div>
<div><label for="cvc">${t('cvc')}</label><input id="cvc" name="cvc" inputmode="numeric" maxlength="3" autocomplete="cc-csc" required>${err('cvc')}</div></div>
<label for="cardOwner">${t('cardOwner')}</label><input id="cardOwner" name="cardOwner" autocomplete="cc-name" value="${esc(kept.cardOwner ?? '')}" required>${err('cardOwner')}
<button type="submit">${t('pay')}</button></form>${cancelForm(s)}
<details><summary>${t('testCards')}</summary><ul>${TEST_CARDS.map((c) => `<li><code>${c.number}</code> — ${esc(c.note)}</li>`).join('')}</ul></details>`,
  );
}

/** The issuer's one-time-code page. */
export function challengePage(s: SessionRow, wrongCode = false) {
  const t = (k: BankTextKey, p: Record<string, string | number> = {}) => esc(bankText(s.language, k, p));
  return layout(
    s.language,
    `<h1 style="font-size:20px">${t('challengeTitle')}</h1>${summary(s)}
<p>${t('challengeText', { card: s.maskedPan?.slice(-4) ?? '' })}</p>
<div class="hint">${t('testCodeHint', { code: SANDBOX_OTP })}</div>
<form method="post" action="/sandbox-bank/sessions/${s.id}/challenge">
<label for="otp">${t('code')}</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required autofocus>
${wrongCode ? `<div class="err" role="alert">${t('wrongCode', { left: Math.max(0, 3 - s.otpAttempts) })}</div>` : ''}
<button type="submit">${t('confirm')}</button></form>${cancelForm(s)}
<p class="note">${t('doNotClose')}</p>`,
  );
}

export function messagePage(lang: string, key: BankTextKey) {
  return layout(lang, `<p>${esc(bankText(lang, key))}</p>`);
}
