import {
  isTurkishCard,
  isValidCardNumber,
  isValidCardOwner,
  isValidCvc,
  isValidExpiry,
} from '@charterdesk/domain';

export interface CardFields {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
  cardOwner: string;
}

export type CardProblem = 'cardNumber' | 'expiry' | 'cvc' | 'cardOwner';

/** Browser pre-checks of the card form (the bank checks again); answers the fields in error. */
export function cardProblems(card: CardFields, now: Date): CardProblem[] {
  const problems: CardProblem[] = [];
  if (!isValidCardNumber(card.cardNumber)) problems.push('cardNumber');
  const month = Number(card.expiryMonth);
  const year = Number(card.expiryYear);
  if (!card.expiryMonth || !card.expiryYear || !isValidExpiry(month, year, now)) problems.push('expiry');
  if (!isValidCvc(card.cvc)) problems.push('cvc');
  if (!isValidCardOwner(card.cardOwner)) problems.push('cardOwner');
  return problems;
}

/** A Turkish bank card can be charged in TRY only (spec §5). */
export function needsTry(cardNumber: string, currency: string): boolean {
  return currency !== 'TRY' && isTurkishCard(cardNumber);
}

/** "4242424242424242" → "4242 4242 4242 4242" (digits only, at most 16). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Masked DD-MM-YYYY typing: digits only, dashes inserted. */
export function maskFormDate(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}-${d.slice(2)}`;
  return `${d.slice(0, 2)}-${d.slice(2, 4)}-${d.slice(4)}`;
}
