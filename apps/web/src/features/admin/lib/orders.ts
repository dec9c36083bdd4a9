import {
  minorDigits,
  ORDER_KINDS,
  ORDER_STATES,
  type OrderKind,
  type OrderListItem,
  type OrderState,
} from '@charterdesk/domain';

/** Badge colour per order state: green = money kept and tickets valid, orange = needs staff, grey = over. */
export const ORDER_STATE_COLORS: Readonly<Record<OrderState, string>> = {
  WaitingForPayment: 'blue',
  PaymentFailed: 'red',
  Paid: 'teal',
  Confirmed: 'green',
  Expired: 'gray',
  WaitingForCancel: 'orange',
  Cancelled: 'gray',
  Refunded: 'violet',
};

/** The Orders list's filters besides keyword/sort/page, kept in the URL next to the list state. */
export interface OrderFilters {
  state: OrderState | '';
  /** flight or transfer orders only, '' = both */
  kind: OrderKind | '';
  /** ISO days, '' = open */
  createdFrom: string;
  createdTo: string;
  departureFrom: string;
  departureTo: string;
}

/** URL keys of the filters (short, so a shared link stays readable). */
export const ORDER_FILTER_PARAMS: Readonly<Record<keyof OrderFilters, string>> = {
  state: 'state',
  kind: 'kind',
  createdFrom: 'from',
  createdTo: 'to',
  departureFrom: 'depFrom',
  departureTo: 'depTo',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : '');

/** Every filter cleared: what "Clear filters" patches in. */
export const NO_ORDER_FILTERS: Readonly<OrderFilters> = {
  state: '',
  kind: '',
  createdFrom: '',
  createdTo: '',
  departureFrom: '',
  departureTo: '',
};

/** What an order sells; rows from servers before transfers existed carry no kind and are flight orders. */
export const orderKindOf = (order: Pick<OrderListItem, 'kind'>): OrderKind => order.kind ?? 'flight';

/** Reads the filters from the query string; unknown states/kinds and malformed dates are ignored. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const state = params.get(ORDER_FILTER_PARAMS.state) ?? '';
  const kind = params.get(ORDER_FILTER_PARAMS.kind) ?? '';
  return {
    state: (ORDER_STATES as readonly string[]).includes(state) ? (state as OrderState) : '',
    kind: (ORDER_KINDS as readonly string[]).includes(kind) ? (kind as OrderKind) : '',
    createdFrom: day(params.get(ORDER_FILTER_PARAMS.createdFrom)),
    createdTo: day(params.get(ORDER_FILTER_PARAMS.createdTo)),
    departureFrom: day(params.get(ORDER_FILTER_PARAMS.departureFrom)),
    departureTo: day(params.get(ORDER_FILTER_PARAMS.departureTo)),
  };
}

/** The query string with the filters patched in ('' removes a key) and the list back on its first page. */
export function withOrderFilters(params: URLSearchParams, patch: Partial<OrderFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(patch) as [keyof OrderFilters, string][]) {
    if (value) next.set(ORDER_FILTER_PARAMS[name], value);
    else next.delete(ORDER_FILTER_PARAMS[name]);
  }
  next.delete('page');
  return next;
}

/** Minor units as the amount field shows them: 123450 EUR → "1234.50", 500 JPY → "500". */
export function minorToInput(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(amount);
  const unit = 10 ** digits;
  return `${Math.floor(amount / unit)}.${String(amount % unit).padStart(digits, '0')}`;
}

/**
 * What staff typed into an amount field, in minor units: "1 234,5" EUR → 123450. Undefined when it is
 * not a positive amount with at most the currency's decimals; exact (no floating point on the way).
 */
export function inputToMinor(value: string, currency: string): number | undefined {
  const digits = minorDigits(currency);
  const clean = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(clean);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return undefined;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor > 0 ? minor : undefined;
}

/** `user:12` → { kind: 'user', id: '12' }; `gateway:sandbox` → gateway; anything else as it is. */
export function parseActor(actor: string): {
  kind: 'customer' | 'system' | 'gateway' | 'user' | 'other';
  id: string;
} {
  const [kind = '', id = ''] = actor.split(':', 2);
  if (kind === 'customer' || kind === 'system' || kind === 'gateway' || kind === 'user') return { kind, id };
  return { kind: 'other', id: actor };
}
