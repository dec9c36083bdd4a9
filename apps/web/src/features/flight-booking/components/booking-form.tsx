import type {
  AddOrderInput,
  AddOrderResult,
  Currency,
  FlightOption,
  PassengerCounts,
  PriceBreakdown,
} from '@charterdesk/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Control, Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { presentApiError } from '../../../shared/api/present-api-error';
import { useCulture } from '../../../shared/i18n/use-culture';
import { countryOptions } from '../../../shared/lib/country-options';
import { localToday } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import { readStorage, writeStorage } from '../../../shared/lib/storage';
import { maskFormDate } from '../../../shared/payment/card-checks';
import { PriceChangedModal } from '../../../shared/payment/price-changed-modal';
import { addOrder, validateCoupon } from '../api/booking-api';
import {
  type BookingContext,
  type BookingFormValues,
  createBookingResolver,
  defaultBookingValues,
  draftKey,
  errorText,
  loadDraft,
  memberToFieldPath,
  saveDraft,
  searchWithInfantAsChild,
  tripFacts,
  turnsTwoDuringTrip,
} from '../lib/booking-form';
import { buildPriceList, parseChangedTotal } from '../lib/price-list';
import {
  PassportSpelling,
  prefillValues,
  SavedPassengerPicker,
  useSavedPassengers,
} from './passenger-helpers';

export interface BookingFormProps {
  searchId: string;
  outbound: FlightOption;
  inbound: FlightOption | null;
  counts: PassengerCounts;
  currency: Currency;
  /** travel insurance per passenger in `currency`, minor units (from the search, as the server charges it) */
  insurancePerPassenger: number;
  /** After AddOrder: the payment step takes over. */
  onOrderCreated: (result: AddOrderResult, order: AddOrderInput) => void;
  resultsHref: string;
}

type Field = FieldPath<BookingFormValues>;

interface Quote {
  code: string;
  insurance: boolean;
  currency: string;
  price: PriceBreakdown;
}

function DateField({
  control,
  name,
  label,
  error,
  testId,
}: {
  control: Control<BookingFormValues, unknown, AddOrderInput>;
  name: Field;
  label: string;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation('booking');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={(e) => field.onChange(maskFormDate(e.currentTarget.value))}
          onBlur={field.onBlur}
          label={label}
          placeholder={t('booking.datePlaceholder')}
          inputMode="numeric"
          maxLength={10}
          error={error}
          data-testid={testId}
        />
      )}
    />
  );
}

/** Passenger, contact, coupon, price, invoice, insurance and agreements: validated live with the shared schemas. */
export function BookingForm({
  searchId,
  outbound,
  inbound,
  counts,
  currency,
  insurancePerPassenger,
  onOrderCreated,
  resultsHref,
}: BookingFormProps) {
  const { t } = useTranslation('booking');
  const culture = useCulture();
  const offers = useMemo(() => (inbound ? [outbound, inbound] : [outbound]), [outbound, inbound]);
  const trip = useMemo(() => tripFacts(counts, offers), [counts, offers]);
  const storageKey = draftKey(searchId, outbound.id, inbound?.id ?? null);
  const [restored] = useState(() => loadDraft(storageKey, counts));
  const [quote, setQuote] = useState<Quote | null>(null);
  const [couponBusy, setCouponBusy] = useState(false);
  const [formError, setFormError] = useState<{
    title: string;
    details?: string | null;
    seats?: boolean;
  } | null>(null);
  const [priceChange, setPriceChange] = useState<number | null>(null);
  const overrideTotal = useRef<number | null>(null);

  const cultureRef = useRef(culture);
  cultureRef.current = culture;
  const contextRef = useRef<BookingContext | null>(null);

  const resolver = useMemo(
    () =>
      createBookingResolver(
        () => contextRef.current!,
        () => cultureRef.current,
        () => localToday(),
      ),
    [],
  );
  const form = useForm<BookingFormValues, unknown, AddOrderInput>({
    defaultValues: restored ?? defaultBookingValues(counts),
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { control, register, handleSubmit, formState, setError, getValues, subscribe, trigger, setValue } =
    form;
  const saved = useSavedPassengers();
  const { errors, isSubmitting, isSubmitted } = formState;

  const [insurance, passengers, invoiceWanted] = useWatch({
    control,
    name: ['insurance', 'passengers', 'invoiceWanted'],
  });
  const validQuote = quote && quote.insurance === insurance && quote.currency === currency ? quote : null;
  const priceList = buildPriceList(offers, { insurance, quote: validQuote?.price });
  const expectedTotal = overrideTotal.current ?? priceList.total;
  contextRef.current = {
    searchId,
    outboundOfferId: outbound.id,
    inboundOfferId: inbound?.id ?? null,
    currency,
    expectedTotal,
    appliedCoupon: validQuote?.code ?? null,
    trip,
  };

  // Every change is kept for the session (DESIGN §6: forms survive a reload).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(storageKey, values as BookingFormValues),
      }),
    [subscribe, storageKey],
  );

  // Once shown, the messages stay: after a reload or a language switch that mounts the form anew they are
  // shown again, in the new language.
  const checkedKey = `${storageKey}.checked`;
  const [wasChecked] = useState(() => readStorage(checkedKey, 'session') === '1');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the culture is the trigger
  useEffect(() => {
    if (isSubmitted || wasChecked) void trigger();
  }, [culture]);

  // A changed insurance choice or currency re-prices an applied coupon.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on the inputs of the quote only
  useEffect(() => {
    // A confirmed changed price belonged to the old choices.
    overrideTotal.current = null;
    if (quote && (quote.insurance !== insurance || quote.currency !== currency)) void applyCoupon(quote.code);
  }, [insurance, currency]);

  const money = (amount: number) => formatMoney(amount, priceList.currency || currency, culture);
  const err = (name: string) => {
    const message = name
      .split('.')
      .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as never)[k] : undefined), errors) as
      | { message?: string }
      | undefined;
    return errorText(culture, message?.message);
  };

  async function applyCoupon(code = getValues('couponCode')) {
    const couponCode = code.trim();
    form.clearErrors('couponCode');
    if (!couponCode) {
      setQuote(null);
      return;
    }
    setCouponBusy(true);
    overrideTotal.current = null;
    try {
      const result = await validateCoupon({
        searchId,
        outboundOfferId: outbound.id,
        inboundOfferId: inbound?.id ?? null,
        couponCode,
        insurance: getValues('insurance'),
        currency,
      });
      setQuote({ code: result.couponCode, insurance: getValues('insurance'), currency, price: result.price });
    } catch (error) {
      setQuote(null);
      if (isApiError(error) && error.kind === 'server' && error.status >= 400 && error.status < 500)
        setError('couponCode', { message: error.message });
      else presentApiError(error);
    } finally {
      setCouponBusy(false);
    }
  }

  const submit = handleSubmit(
    async (order) => {
      setFormError(null);
      try {
        const result = await addOrder(order);
        overrideTotal.current = null;
        onOrderCreated(result, order);
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'server') return presentApiError(error);
        if (error.key === 'bookings.price_changed') {
          const total = parseChangedTotal(error.details, currency);
          if (total !== undefined) return setPriceChange(total);
        }
        if (error.validationErrors.length > 0) {
          const unplaced: string[] = [];
          for (const v of error.validationErrors) {
            const fields = (v.members ?? []).map(memberToFieldPath).filter((f) => f !== undefined);
            if (fields.length === 0) unplaced.push(v.message);
            for (const f of fields)
              setError((f === 'passengers' ? 'passengers.root' : f) as Field, {
                type: 'server',
                message: v.message,
              });
          }
          setFormError({ title: error.message, details: unplaced.join(' ') || t('booking.fixErrors') });
          return;
        }
        if (error.key === 'bookings.coupon_invalid') {
          setQuote(null);
          setError('couponCode', { message: error.message });
          return;
        }
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
    },
    () => writeStorage(checkedKey, '1', 'session'),
  );

  const nationalityOptions = useMemo(
    () => [{ value: '', label: t('booking.choose') }, ...countryOptions(culture)],
    [culture, t],
  );
  const adults = passengers
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.type === 'adult')
    .map(({ p, i }) => ({
      value: String(i),
      label: `${i + 1}. ${[p.name, p.surname].filter(Boolean).join(' ') || t('booking.type.adult')}`,
    }));
  const passengersError = errorText(
    culture,
    (errors.passengers as { root?: { message?: string } } | undefined)?.root?.message,
  );

  return (
    <form onSubmit={submit} noValidate data-testid="booking-form">
      <Stack gap="lg">
        {restored ? (
          <Text size="sm" c="dimmed">
            {t('booking.restored')}
          </Text>
        ) : null}
        <Title order={2} size="h3">
          {t('booking.passengers')}
        </Title>
        {passengersError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {passengersError}
          </Alert>
        ) : null}
        {passengers.map((p, i) => {
          const base = `passengers.${i}` as const;
          const tid = (f: string) => `booking-passenger-${i}-${f}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: passenger blocks are fixed by the search counts
            <Paper key={i} withBorder p="md" radius="md">
              <Text fw={600} mb="sm">
                {t('booking.passengerTitle', { n: i + 1, type: t(`booking.type.${p.type}`) })}
              </Text>
              <SavedPassengerPicker
                saved={saved}
                type={p.type}
                lastFlightDate={trip.lastFlightDate}
                testId={tid('prefill')}
                onPick={(chosen) => {
                  for (const [key, value] of Object.entries(prefillValues(chosen)))
                    setValue(`${base}.${key}` as Field, value as never, {
                      shouldDirty: true,
                      shouldValidate: isSubmitted,
                    });
                }}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <NativeSelect
                  label={t('booking.field.gender')}
                  data={[
                    { value: '', label: t('booking.choose') },
                    { value: 'male', label: t('booking.male') },
                    { value: 'female', label: t('booking.female') },
                  ]}
                  {...register(`${base}.gender`)}
                  error={err(`${base}.gender`)}
                  data-testid={tid('gender')}
                />
                <NativeSelect
                  label={t('booking.field.nationality')}
                  data={nationalityOptions}
                  {...register(`${base}.nationality`)}
                  error={err(`${base}.nationality`)}
                  data-testid={tid('nationality')}
                />
                <TextInput
                  label={t('booking.field.name')}
                  autoComplete="off"
                  {...register(`${base}.name`)}
                  error={err(`${base}.name`)}
                  description={
                    <PassportSpelling
                      value={p.name}
                      testId={tid('name-latin')}
                      onUse={(v) => setValue(`${base}.name`, v, { shouldValidate: true })}
                    />
                  }
                  inputWrapperOrder={['label', 'input', 'error', 'description']}
                  data-testid={tid('name')}
                />
                <TextInput
                  label={t('booking.field.surname')}
                  autoComplete="off"
                  {...register(`${base}.surname`)}
                  error={err(`${base}.surname`)}
                  description={
                    <PassportSpelling
                      value={p.surname}
                      testId={tid('surname-latin')}
                      onUse={(v) => setValue(`${base}.surname`, v, { shouldValidate: true })}
                    />
                  }
                  inputWrapperOrder={['label', 'input', 'error', 'description']}
                  data-testid={tid('surname')}
                />
                <DateField
                  control={control}
                  name={`${base}.birthday`}
                  label={t('booking.field.birthday')}
                  error={err(`${base}.birthday`)}
                  testId={tid('birthday')}
                />
                <TextInput
                  label={t('booking.field.passportNumber')}
                  {...register(`${base}.passportNumber`)}
                  error={err(`${base}.passportNumber`)}
                  data-testid={tid('passportNumber')}
                />
                <TextInput
                  label={t('booking.field.passportSerial')}
                  {...register(`${base}.passportSerial`)}
                  error={err(`${base}.passportSerial`)}
                  data-testid={tid('passportSerial')}
                />
                <DateField
                  control={control}
                  name={`${base}.passportExpiry`}
                  label={t('booking.field.passportExpiry')}
                  error={err(`${base}.passportExpiry`)}
                  testId={tid('passportExpiry')}
                />
                {trip.domesticTurkey && p.nationality === 'TR' ? (
                  <TextInput
                    label={t('booking.field.turkishId')}
                    inputMode="numeric"
                    maxLength={11}
                    {...register(`${base}.turkishId`)}
                    error={err(`${base}.turkishId`)}
                    data-testid={tid('turkishId')}
                  />
                ) : null}
                {p.type === 'infant' ? (
                  <NativeSelect
                    label={t('booking.field.infantOf')}
                    data={[{ value: '', label: t('booking.choose') }, ...adults]}
                    {...register(`${base}.infantOf`)}
                    error={err(`${base}.infantOf`)}
                    data-testid={tid('infantOf')}
                  />
                ) : null}
              </SimpleGrid>
              {p.type === 'infant' && err(`${base}.birthday`) && turnsTwoDuringTrip(p.birthday, offers) ? (
                // the refusal is right, but a dead end: say why and offer the search that works
                <Alert color="blue" mt="sm" data-testid={tid('turns-two')}>
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{t('booking.infantTurnsTwo')}</Text>
                    <Button
                      component={Link}
                      to={searchWithInfantAsChild(offers, counts)}
                      state={{ skipSurvey: true }}
                      size="xs"
                      variant="light"
                      data-testid={tid('search-as-child')}
                    >
                      {t('booking.searchAsChild')}
                    </Button>
                  </Stack>
                </Alert>
              ) : null}
            </Paper>
          );
        })}

        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h3">
            {t('booking.contact')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('booking.contactHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="email"
              label={t('booking.field.email')}
              autoComplete="email"
              {...register('contact.email')}
              error={err('contact.email')}
              data-testid="booking-contact-email"
            />
            <TextInput
              type="tel"
              label={t('booking.field.mobilePhone')}
              placeholder={t('booking.phonePlaceholder')}
              autoComplete="tel"
              {...register('contact.mobilePhone')}
              error={err('contact.mobilePhone')}
              data-testid="booking-contact-mobilePhone"
            />
            <TextInput
              label={t('booking.field.name')}
              {...register('contact.name')}
              error={err('contact.name')}
              data-testid="booking-contact-name"
            />
            <TextInput
              label={t('booking.field.surname')}
              {...register('contact.surname')}
              error={err('contact.surname')}
              data-testid="booking-contact-surname"
            />
            <DateField
              control={control}
              name="contact.birthday"
              label={t('booking.field.birthday')}
              error={err('contact.birthday')}
              testId="booking-contact-birthday"
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h3" mb="sm">
            {t('booking.coupon')}
          </Title>
          <Group align="flex-start" gap="sm">
            <TextInput
              aria-label={t('booking.field.couponCode')}
              placeholder={t('booking.field.couponCode')}
              {...register('couponCode')}
              error={err('couponCode')}
              data-testid="booking-coupon"
              style={{ flex: 1 }}
            />
            <Button
              variant="light"
              onClick={() => void applyCoupon()}
              loading={couponBusy}
              data-testid="booking-coupon-apply"
            >
              {t('booking.apply')}
            </Button>
          </Group>
          {validQuote ? (
            <Text size="sm" c="green" mt="xs" data-testid="booking-coupon-applied">
              {t('booking.couponApplied', {
                code: validQuote.code,
                discount: money(validQuote.price.discount),
              })}
            </Text>
          ) : null}
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Checkbox
              label={t('booking.insurance', { price: formatMoney(insurancePerPassenger, currency, culture) })}
              {...register('insurance')}
              data-testid="booking-insurance"
            />
            <Checkbox
              label={t('booking.invoice')}
              {...register('invoiceWanted')}
              data-testid="booking-invoice"
            />
            {invoiceWanted ? (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={t('booking.field.companyName')}
                  {...register('invoice.companyName')}
                  error={err('invoice.companyName')}
                  data-testid="booking-invoice-companyName"
                />
                <TextInput
                  label={t('booking.field.taxNumber')}
                  {...register('invoice.taxNumber')}
                  error={err('invoice.taxNumber')}
                  data-testid="booking-invoice-taxNumber"
                />
                <TextInput
                  label={t('booking.field.address')}
                  {...register('invoice.address')}
                  error={err('invoice.address')}
                  data-testid="booking-invoice-address"
                />
              </SimpleGrid>
            ) : null}
          </Stack>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h3" mb="sm">
            {t('booking.priceList')}
          </Title>
          <Stack gap={4}>
            {priceList.lines.map((line) => (
              <Group key={`${line.kind}-${line.type ?? ''}`} justify="space-between">
                <Text>
                  {line.kind === 'passenger'
                    ? t('booking.priceRow', { type: t(`booking.type.${line.type!}`), count: line.count })
                    : t(line.kind === 'insurance' ? 'booking.insuranceLine' : 'booking.discountLine')}
                </Text>
                <Text c={line.kind === 'discount' ? 'green' : undefined}>
                  {line.amount === null ? t('booking.insuranceAtCheckout') : money(line.amount)}
                </Text>
              </Group>
            ))}
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>{t('booking.total')}</Text>
              <Text fw={700} data-testid="booking-total">
                {money(expectedTotal)}
              </Text>
            </Group>
          </Stack>
        </Paper>

        <Stack gap="xs">
          <Checkbox
            label={t('booking.contract')}
            {...register('contractAccepted')}
            error={err('contractAccepted')}
            data-testid="booking-contract"
          />
          <Checkbox
            label={t('booking.siteUsage')}
            {...register('siteUsageAccepted')}
            error={err('siteUsageAccepted')}
            data-testid="booking-site-usage"
          />
          <Group gap="md">
            <Anchor component={Link} to="/distanceSales" target="_blank" size="sm">
              {t('booking.readTerms')}
            </Anchor>
            <Anchor component={Link} to="/privacy" target="_blank" size="sm">
              {t('booking.readPrivacy')}
            </Anchor>
          </Group>
        </Stack>

        {formError ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title={formError.title}
            data-testid="booking-error"
          >
            {formError.details ? <Text size="sm">{formError.details}</Text> : null}
            {formError.seats ? (
              <Anchor component={Link} to={resultsHref} size="sm">
                {t('booking.backToResults')}
              </Anchor>
            ) : null}
          </Alert>
        ) : null}

        <Group justify="flex-end">
          <Button type="submit" size="lg" loading={isSubmitting} data-testid="booking-submit">
            {t('booking.pay', { total: money(expectedTotal) })}
          </Button>
        </Group>
      </Stack>

      <PriceChangedModal
        total={priceChange === null ? null : money(priceChange)}
        onCancel={() => setPriceChange(null)}
        onAccept={() => {
          overrideTotal.current = priceChange;
          if (contextRef.current && priceChange !== null) contextRef.current.expectedTotal = priceChange;
          setPriceChange(null);
          void submit();
        }}
        testIdPrefix="booking"
      />
    </form>
  );
}
