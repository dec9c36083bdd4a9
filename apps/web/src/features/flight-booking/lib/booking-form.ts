import {
  type AddOrderInput,
  type AddOrderInputRaw,
  ageOn,
  type CheckoutTransferInput,
  type Culture,
  type Currency,
  type FlightOption,
  type Gender,
  type PassengerCounts,
  type PassengerType,
  parseFormDate,
  type TripFacts,
} from '@charterdesk/domain';
import type { Resolver } from 'react-hook-form';
import { domainMessage } from '../../../shared/i18n/domain-texts';
import { readStorage, writeStorage } from '../../../shared/lib/storage';

export interface PassengerFormValues {
  type: PassengerType;
  gender: Gender | '';
  name: string;
  surname: string;
  /** DD-MM-YYYY */
  birthday: string;
  nationality: string;
  passportNumber: string;
  passportSerial: string;
  /** DD-MM-YYYY */
  passportExpiry: string;
  turkishId: string;
  /** index of the adult as a string ('' = none), for a native select */
  infantOf: string;
}

export interface BookingFormValues {
  passengers: PassengerFormValues[];
  contact: { email: string; mobilePhone: string; name: string; surname: string; birthday: string };
  couponCode: string;
  insurance: boolean;
  invoiceWanted: boolean;
  invoice: { companyName: string; taxNumber: string; address: string };
  contractAccepted: boolean;
  siteUsageAccepted: boolean;
}

export interface BookingContext {
  searchId: string;
  outboundOfferId: string;
  inboundOfferId: string | null;
  currency: Currency;
  expectedTotal: number;
  /** coupon accepted by ValidateCoupon (sent only when applied) */
  appliedCoupon: string | null;
  trip: TripFacts;
  /** the airport transfer bought with the flights, when its add-on is complete */
  transfer: CheckoutTransferInput | null;
  /** the transfer add-on is ticked but not complete yet: the order is not sent */
  transferIncomplete: boolean;
}

function emptyPassenger(type: PassengerType, infantOf = ''): PassengerFormValues {
  return {
    type,
    gender: '',
    name: '',
    surname: '',
    birthday: '',
    nationality: '',
    passportNumber: '',
    passportSerial: '',
    passportExpiry: '',
    turkishId: '',
    infantOf,
  };
}

/** One passenger block per searched traveller: adults, then children, then infants (the n-th infant with the n-th adult). */
export function passengersFromCounts(counts: PassengerCounts): PassengerFormValues[] {
  const list: PassengerFormValues[] = [];
  for (let i = 0; i < counts.adults; i++) list.push(emptyPassenger('adult'));
  for (let i = 0; i < counts.children; i++) list.push(emptyPassenger('child'));
  for (let i = 0; i < counts.infants; i++)
    list.push(emptyPassenger('infant', i < counts.adults ? String(i) : ''));
  return list;
}

export function defaultBookingValues(counts: PassengerCounts): BookingFormValues {
  return {
    passengers: passengersFromCounts(counts),
    contact: { email: '', mobilePhone: '', name: '', surname: '', birthday: '' },
    couponCode: '',
    insurance: false,
    invoiceWanted: false,
    invoice: { companyName: '', taxNumber: '', address: '' },
    contractAccepted: false,
    siteUsageAccepted: false,
  };
}

/** DD-MM-YYYY → ISO; anything else is passed on as typed so the schema reports 'Validation.InvalidDate'. */
function wireDate(value: string): string {
  return parseFormDate(value) ?? value;
}

/**
 * An infant (form birthday DD-MM-YYYY) under 2 at the first departure and 2 or older on the last flight:
 * on the way back they need a seat of their own, so the whole trip is booked for a child.
 */
export function turnsTwoDuringTrip(birthday: string, offers: readonly FlightOption[]): boolean {
  const born = parseFormDate(birthday);
  const dates = offers.map((o) => o.departureLocal.slice(0, 10)).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!born || !first || !last) return false;
  return ageOn(born, first) < 2 && ageOn(born, last) >= 2;
}

/** The results page of the same trip with one infant counted as a child instead. */
export function searchWithInfantAsChild(offers: readonly FlightOption[], counts: PassengerCounts): string {
  const [outbound, inbound] = offers;
  const params = new URLSearchParams({
    from: outbound?.origin.code ?? '',
    to: outbound?.destination.code ?? '',
    depart: outbound?.departureLocal.slice(0, 10) ?? '',
    ...(inbound ? { return: inbound.departureLocal.slice(0, 10) } : {}),
    trip: inbound ? 'roundTrip' : 'oneWay',
    cabin: outbound?.cabinClass ?? 'economy',
    adults: String(counts.adults),
    children: String(counts.children + 1),
    infants: String(Math.max(0, counts.infants - 1)),
  });
  return `/flightSearch?${params}`;
}

/** Last local flight date and whether every flight is inside Turkey (DESIGN §3). */
export function tripFacts(counts: PassengerCounts, offers: readonly FlightOption[]): TripFacts {
  const dates = offers.map((o) => o.departureLocal.slice(0, 10)).sort();
  return {
    counts,
    lastFlightDate: dates[dates.length - 1] ?? '',
    domesticTurkey:
      offers.length > 0 &&
      offers.every((o) => o.origin.countryCode === 'TR' && o.destination.countryCode === 'TR'),
  };
}

/** Form values → the AddOrder body (before the schema's transforms). */
export function toAddOrderRaw(values: BookingFormValues, ctx: BookingContext): AddOrderInputRaw {
  return {
    searchId: ctx.searchId,
    outboundOfferId: ctx.outboundOfferId,
    inboundOfferId: ctx.inboundOfferId,
    passengers: values.passengers.map((p) => ({
      type: p.type,
      gender: p.gender as Gender,
      name: p.name,
      surname: p.surname,
      birthday: wireDate(p.birthday),
      nationality: p.nationality,
      passportNumber: p.passportNumber,
      passportSerial: p.passportSerial || null,
      passportExpiry: wireDate(p.passportExpiry),
      turkishId: p.turkishId || null,
      infantOf: p.type === 'infant' && p.infantOf !== '' ? Number(p.infantOf) : null,
    })),
    contact: { ...values.contact, birthday: wireDate(values.contact.birthday) },
    couponCode: ctx.appliedCoupon,
    invoice: values.invoiceWanted ? values.invoice : null,
    insurance: values.insurance,
    contractAccepted: values.contractAccepted as true,
    siteUsageAccepted: values.siteUsageAccepted as true,
    currency: ctx.currency,
    expectedTotal: ctx.expectedTotal,
    transfer: ctx.transfer,
  };
}

/** Dotted server member / zod path → the form's field path ('passengers.0.birthday'; invoice kept). */
export function memberToFieldPath(member: string): string | undefined {
  const parts = member
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? p : p.charAt(0).toLowerCase() + p.slice(1)));
  if (parts[0] === 'input') parts.shift();
  const [head, ...rest] = parts;
  if (!head) return undefined;
  if (head === 'passengers') {
    if (rest.length === 0) return 'passengers';
    const [index, field] = rest;
    if (index && /^\d+$/.test(index) && field && field in emptyPassenger('adult'))
      return `passengers.${index}.${field}`;
    return 'passengers';
  }
  if (
    head === 'contact' &&
    rest[0] &&
    ['email', 'mobilePhone', 'name', 'surname', 'birthday'].includes(rest[0])
  )
    return `contact.${rest[0]}`;
  if (head === 'invoice' && rest[0] && ['companyName', 'taxNumber', 'address'].includes(rest[0]))
    return `invoice.${rest[0]}`;
  if (['couponCode', 'contractAccepted', 'siteUsageAccepted', 'insurance'].includes(head)) return head;
  return undefined;
}

/** A field error as text: message keys in the current culture, other messages (server texts) as they are. */
export function errorText(culture: Culture, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return domainMessage(culture, message);
}

/**
 * The form's check (zod and the domain's schemas), a chunk of its own: loaded when the visitor first reaches into
 * the form, or at the latest when it is first checked (the browser fetches and runs a module once), so the booking
 * page does not evaluate zod and the order schemas while it loads.
 */
export const loadBookingCheck = () => import('./booking-check');

/**
 * The shared AddOrder schema plus the trip rules (booking-check.ts), loaded with the first check. Errors
 * keep message keys so they follow a language switch.
 */
export function createBookingResolver(
  getContext: () => BookingContext,
  getCulture: () => Culture,
  today: () => string,
): Resolver<BookingFormValues, unknown, AddOrderInput> {
  let resolver: Resolver<BookingFormValues, unknown, AddOrderInput> | undefined;
  return async (values, context, options) => {
    resolver ??= (await loadBookingCheck()).createCheckResolver(getContext, getCulture, today);
    return resolver(values, context, options);
  };
}

/** Form values kept for the session per search and offers; never card data (there is none in this form). */
export function draftKey(searchId: string, outboundOfferId: string, inboundOfferId: string | null): string {
  return `cd.booking.draft.${searchId}.${outboundOfferId}.${inboundOfferId ?? '-'}`;
}

export function loadDraft(key: string, counts: PassengerCounts): BookingFormValues | null {
  const text = readStorage(key, 'session');
  if (!text) return null;
  try {
    const value = JSON.parse(text) as BookingFormValues;
    const expected = passengersFromCounts(counts);
    if (
      !Array.isArray(value.passengers) ||
      value.passengers.length !== expected.length ||
      value.passengers.some((p, i) => p.type !== expected[i]?.type)
    )
      return null;
    return { ...defaultBookingValues(counts), ...value };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: BookingFormValues): void {
  writeStorage(key, JSON.stringify(values), 'session');
}
