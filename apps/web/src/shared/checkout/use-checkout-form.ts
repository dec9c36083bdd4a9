import type { AddOrderResult, Culture } from '@charterdesk/domain';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ApiError, isApiError } from '../api/api-error';
import { presentApiError } from '../api/present-api-error';
import { useCulture } from '../i18n/use-culture';
import { localToday } from '../lib/format-date';
import { formatMoney } from '../lib/format-money';
import { readStorage, writeStorage } from '../lib/storage';
import { parseChangedTotal } from './price-changed';

/** A refused order shown above the pay button. */
export interface CheckoutError {
  title: string;
  details?: string | null;
  /** the seats are gone (bookings.seat_unavailable): the way back to the results matters */
  seats?: boolean;
}

function errorAt(errors: FieldErrors, path: string): { message?: string } | undefined {
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as never)[k] : undefined), errors) as
    | { message?: string }
    | undefined;
}

/** The message of the error at a dotted field path ('contact.email', 'passengers.0.name'), if any. */
export function errorMessageAt(errors: FieldErrors, path: string): string | undefined {
  return errorAt(errors, path)?.message;
}

/**
 * Focuses the first field with an error in the page's order. react-hook-form's own focus follows the order in
 * which fields registered, and the shared sections (contact, agreements) register after the product's fields.
 */
function focusFirstError(errors: FieldErrors, form: unknown): void {
  if (!(form instanceof HTMLFormElement)) return;
  for (const field of form.querySelectorAll<HTMLElement & { name: string }>(
    'input[name], select[name], textarea[name]',
  )) {
    if (errorAt(errors, field.name)) {
      field.focus();
      return;
    }
  }
}

/** What the page knows that the buyer does not type (the offer, the currency, the total they saw). */
export interface CheckoutContext {
  expectedTotal: number;
}

/**
 * A checkout form checked live by the product's resolver (the shared domain schema plus its rules), which reads
 * the page's context and the culture when it runs: assign `contextRef.current` on every render.
 */
export function useCheckoutForm<V extends FieldValues, O, C extends CheckoutContext>(
  createResolver: (context: () => C, culture: () => Culture, today: () => string) => Resolver<V, unknown, O>,
  defaultValues: DefaultValues<V>,
): { form: UseFormReturn<V, unknown, O>; contextRef: RefObject<C | null> } {
  const culture = useCulture();
  const cultureRef = useRef(culture);
  cultureRef.current = culture;
  const contextRef = useRef<C | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one resolver per form; it reads the refs when it runs
  const resolver = useMemo(
    () =>
      createResolver(
        () => contextRef.current!,
        () => cultureRef.current,
        () => localToday(),
      ),
    [],
  );
  const form = useForm<V, unknown, O>({
    defaultValues,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // useOrderSubmit focuses the first error in the page's order
    shouldFocusError: false,
  });
  return { form, contextRef };
}

/**
 * A checkout form's session copy and its messages: every change is kept for the session (DESIGN §6: forms
 * survive a reload), and once shown the messages stay: after a reload or a language switch that mounts the
 * form anew they are shown again, in the new language. Answers what the form calls when a submit is refused.
 */
export function useCheckoutDraft<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  storageKey: string,
  save: (key: string, values: V) => void,
): () => void {
  const culture = useCulture();
  const { subscribe, trigger, formState } = form;
  const { isSubmitted } = formState;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => save(storageKey, values as V) }),
    [subscribe, storageKey, save],
  );
  const checkedKey = `${storageKey}.checked`;
  const [wasChecked] = useState(() => readStorage(checkedKey, 'session') === '1');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the culture is the trigger
  useEffect(() => {
    if (isSubmitted || wasChecked) void trigger();
  }, [culture]);
  return () => writeStorage(checkedKey, '1', 'session');
}

export interface OrderSubmitOptions<V extends FieldValues, O extends { currency: string }> {
  form: UseFormReturn<V, unknown, O>;
  storageKey: string;
  saveDraft: (key: string, values: V) => void;
  /** AddOrder / AddTransferOrder */
  place: (order: O) => Promise<AddOrderResult>;
  onPlaced: (result: AddOrderResult, order: O) => void;
  currency: string;
  /** a server member ('Contact.Email') → the form field its message belongs to; unknown → undefined */
  fieldOf: (member: string) => string | undefined;
  /** the product's own refusals, asked first; answers true when it handled the error */
  onRefusal?: (error: ApiError) => boolean;
  /** the form's context: a new total the buyer accepts is the expected total of the order re-sent at once */
  contextRef: RefObject<CheckoutContext | null>;
}

/**
 * The submit of a checkout form (flight booking, transfer): places the order, and when the server refuses
 * it puts each message under its field, offers a changed price (409 bookings.price_changed) to accept, or
 * says why above the pay button. A new price the buyer accepted stays the expected total until the offer
 * changes (`forgetAcceptedTotal`).
 */
export function useOrderSubmit<V extends FieldValues, O extends { currency: string }>(
  options: OrderSubmitOptions<V, O>,
) {
  const { form, place, onPlaced, currency, fieldOf, onRefusal, contextRef } = options;
  const { t } = useTranslation('booking');
  const culture = useCulture();
  const markChecked = useCheckoutDraft(form, options.storageKey, options.saveDraft);
  const [formError, setFormError] = useState<CheckoutError | null>(null);
  const [priceChange, setPriceChange] = useState<number | null>(null);
  const acceptedTotal = useRef<number | null>(null);

  const onInvalid = (errors: FieldErrors<V>, event?: { target: unknown }) => {
    markChecked();
    focusFirstError(errors, event?.target);
  };
  const submit = form.handleSubmit(async (order) => {
    setFormError(null);
    try {
      const result = await place(order);
      acceptedTotal.current = null;
      onPlaced(result, order);
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'server') return presentApiError(error);
      if (error.key === 'bookings.price_changed') {
        const total = parseChangedTotal(error.details, currency);
        if (total !== undefined) return setPriceChange(total);
      }
      if (error.validationErrors.length > 0) {
        const unplaced: string[] = [];
        for (const v of error.validationErrors) {
          const fields = (v.members ?? []).map(fieldOf).filter((f) => f !== undefined);
          if (fields.length === 0) unplaced.push(v.message);
          for (const f of fields) form.setError(f as FieldPath<V>, { type: 'server', message: v.message });
        }
        setFormError({ title: error.message, details: unplaced.join(' ') || t('booking.fixErrors') });
        return;
      }
      if (onRefusal?.(error)) return;
      if (error.key === 'bookings.seat_unavailable' || error.status === 409 || error.status === 422) {
        setFormError({
          title: error.message,
          details: error.details,
          seats: error.key === 'bookings.seat_unavailable',
        });
        return;
      }
      presentApiError(error);
    }
  }, onInvalid);

  return {
    submit,
    formError,
    /** the new total the buyer accepted, if any */
    acceptedTotal: acceptedTotal.current,
    forgetAcceptedTotal: () => {
      acceptedTotal.current = null;
    },
    /** props of PriceChangedModal */
    priceChanged: {
      total: priceChange === null ? null : formatMoney(priceChange, currency, culture),
      onCancel: () => setPriceChange(null),
      onAccept: () => {
        acceptedTotal.current = priceChange;
        if (priceChange !== null && contextRef.current) contextRef.current.expectedTotal = priceChange;
        setPriceChange(null);
        void submit();
      },
    },
  };
}
