import { minorDigits } from '@charterdesk/domain';

/** 123456 RUB → "1234.56" (no grouping: the message adds the currency). */
export function formatMinor(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, '0')}`;
}

/** E-ticket airline prefixes (IATA accounting codes); unknown airlines use the agency's neutral stock. */
export const AIRLINE_TICKET_PREFIXES: Readonly<Record<string, string>> = {
  SU: '555',
  S7: '421',
  U6: '262',
  N4: '885',
  ZF: '789',
  '2S': '829',
  WZ: '882',
  PC: '624',
  XQ: '564',
  TK: '235',
  B2: '628',
  DP: '469',
};
export const DEFAULT_TICKET_PREFIX = '999';
