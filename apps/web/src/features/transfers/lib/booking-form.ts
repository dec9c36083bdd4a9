import { type AddTransferOrderInput, type Culture, type Currency, parseFormDate } from '@charterdesk/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { set } from 'react-hook-form';
import { readStorage, writeStorage } from '../../../shared/lib/storage';

export interface TransferBookingFormValues {
  /** the lead passenger, who is also the contact (18+); birthday DD-MM-YYYY like the flight form */
  contact: { email: string; mobilePhone: string; name: string; surname: string; birthday: string };
  flightNumber: string;
  address: string;
  note: string;
  contractAccepted: boolean;
  siteUsageAccepted: boolean;
}

/** What the page knows that the visitor does not type: the chosen vehicle and the price they saw. */
export interface TransferBookingContext {
  searchId: string;
  optionId: string;
  currency: Currency;
  expectedTotal: number;
  /** the flight booking this transfer follows (its offer opened the search), if any */
  linkedOrder?: { orderId: string; token: string | null } | null;
}

export const DEFAULT_TRANSFER_BOOKING: TransferBookingFormValues = {
  contact: { email: '', mobilePhone: '', name: '', surname: '', birthday: '' },
  flightNumber: '',
  address: '',
  note: '',
  contractAccepted: false,
  siteUsageAccepted: false,
};

const CONTACT_FIELDS = ['email', 'mobilePhone', 'name', 'surname', 'birthday'] as const;
const TOP_FIELDS = ['flightNumber', 'address', 'note', 'contractAccepted', 'siteUsageAccepted'] as const;
/** Fields that may stay empty: an error on them is about their content, never "required". */
export const OPTIONAL = new Set(['flightNumber', 'note']);

/** Form values → the AddTransferOrder body (before the schema's transforms). */
export function toAddTransferOrderRaw(values: TransferBookingFormValues, ctx: TransferBookingContext) {
  return {
    searchId: ctx.searchId,
    optionId: ctx.optionId,
    contact: {
      ...values.contact,
      birthday: parseFormDate(values.contact.birthday) ?? values.contact.birthday,
    },
    flightNumber: values.flightNumber,
    address: values.address,
    note: values.note,
    contractAccepted: values.contractAccepted,
    siteUsageAccepted: values.siteUsageAccepted,
    currency: ctx.currency,
    expectedTotal: ctx.expectedTotal,
    ...(ctx.linkedOrder ? { linkedOrder: ctx.linkedOrder } : {}),
  };
}

/** Dotted server member / zod path → the form's field path ('contact.email'); unknown → undefined. */
export function memberToBookingField(member: string): string | undefined {
  const parts = member
    .split('.')
    .filter(Boolean)
    .map((p) => p.charAt(0).toLowerCase() + p.slice(1));
  if (parts[0] === 'input') parts.shift();
  const [head, sub] = parts;
  if (head === 'contact' && sub && (CONTACT_FIELDS as readonly string[]).includes(sub))
    return `contact.${sub}`;
  if (head && (TOP_FIELDS as readonly string[]).includes(head)) return head;
  return undefined;
}

/** The value at a dotted field path of the form. */
export function getAt(obj: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as never)[k] : undefined), obj);
}

/**
 * The check by the shared AddTransferOrder schema (zod and the domain's schemas): a chunk of its own, loaded once
 * the page is idle or with the form's first check, so that the booking page does not load zod before it renders.
 */
export const loadTransferBookingCheck = () => import('./booking-check');

/** The form's resolver: the shared AddTransferOrder schema and the rules that need today's date (booking-check.ts). */
export function createTransferBookingResolver(
  getContext: () => TransferBookingContext,
  getCulture: () => Culture,
  today: () => string,
): Resolver<TransferBookingFormValues, unknown, AddTransferOrderInput> {
  return async (values) => {
    const { validateTransferBooking } = await loadTransferBookingCheck();
    const { order, errors } = validateTransferBooking(values, getContext(), getCulture(), today());
    if (!order) {
      const fieldErrors: Record<string, unknown> = {};
      for (const [field, message] of Object.entries(errors))
        set(fieldErrors, field, { type: 'validate', message });
      return { values: {}, errors: fieldErrors as FieldErrors<TransferBookingFormValues> };
    }
    return { values: order, errors: {} };
  };
}

/* ---- kept for the session per search and vehicle (DESIGN §6); there is no card data in this form ---- */

export function transferDraftKey(searchId: string, optionId: string): string {
  return `cd.transfers.draft.${searchId}.${optionId}`;
}

/** The stored draft merged over the defaults, field by field: a stale or tampered entry never breaks the page. */
export function loadTransferDraft(key: string): TransferBookingFormValues | null {
  const raw = readStorage(key, 'session');
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<TransferBookingFormValues> | null;
    if (!s || typeof s !== 'object') return null;
    const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
    const c = (s.contact ?? {}) as Partial<TransferBookingFormValues['contact']>;
    return {
      contact: {
        email: text(c.email, 256),
        mobilePhone: text(c.mobilePhone, 32),
        name: text(c.name, 60),
        surname: text(c.surname, 60),
        birthday: text(c.birthday, 10),
      },
      flightNumber: text(s.flightNumber, 12),
      address: text(s.address, 200),
      note: text(s.note, 500),
      contractAccepted: s.contractAccepted === true,
      siteUsageAccepted: s.siteUsageAccepted === true,
    };
  } catch {
    return null;
  }
}

export function saveTransferDraft(key: string, values: TransferBookingFormValues): void {
  writeStorage(key, JSON.stringify(values), 'session');
}
