import type { AddOrderResult, AddTransferOrderInput, Currency, TransferDirection } from '@charterdesk/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPlaneArrival } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { presentApiError } from '../../../shared/api/present-api-error';
import { useCulture } from '../../../shared/i18n/use-culture';
import { localToday } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import { maskFormDate } from '../../../shared/payment/card-checks';
import { parseChangedTotal } from '../../../shared/payment/price-changed';
import { PriceChangedModal } from '../../../shared/payment/price-changed-modal';
import { addTransferOrder } from '../api/add-transfer-order';
import {
  createTransferBookingResolver,
  DEFAULT_TRANSFER_BOOKING,
  loadTransferDraft,
  memberToBookingField,
  saveTransferDraft,
  type TransferBookingContext,
  type TransferBookingFormValues,
  transferDraftKey,
} from '../lib/booking-form';
import type { FlightLink } from '../lib/flight-link';
import { transferErrorText } from '../lib/search-form';

export interface TransferBookingFormProps {
  searchId: string;
  optionId: string;
  direction: TransferDirection;
  currency: Currency;
  /** the vehicle's price the visitor saw, minor units */
  price: number;
  searchHref: string;
  onOrderCreated: (result: AddOrderResult, order: AddTransferOrderInput) => void;
  /** the flight booking whose offer led here: the transfer is linked to it */
  flightLink?: FlightLink | null;
}

/** A legal page opened beside the form (a new tab keeps what was typed); Trans puts the words inside. */
function TermsLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Anchor component={Link} to={to} target="_blank" inherit>
      {children}
    </Anchor>
  );
}

/** Contact, flight, address, note and agreements: checked live with the shared AddTransferOrder schema. */
export function TransferBookingForm({
  searchId,
  optionId,
  direction,
  currency,
  price,
  searchHref,
  onOrderCreated,
  flightLink = null,
}: TransferBookingFormProps) {
  const { t } = useTranslation('transfers');
  const { t: tb } = useTranslation('booking');
  const culture = useCulture();
  const cultureRef = useRef(culture);
  cultureRef.current = culture;
  const storageKey = transferDraftKey(searchId, optionId);
  const [restored] = useState(() => loadTransferDraft(storageKey));
  const [formError, setFormError] = useState<{ title: string; details?: string | null } | null>(null);
  const [priceChange, setPriceChange] = useState<number | null>(null);
  // A new price the visitor accepted; any other change of the offer forgets it.
  const acceptedTotal = useRef<number | null>(null);
  const linkedOrder = flightLink ? { orderId: flightLink.orderId, token: flightLink.token } : null;
  const contextRef = useRef<TransferBookingContext>({
    searchId,
    optionId,
    currency,
    expectedTotal: price,
    linkedOrder,
  });
  contextRef.current = {
    searchId,
    optionId,
    currency,
    expectedTotal: acceptedTotal.current ?? price,
    linkedOrder,
  };

  const resolver = useMemo(
    () =>
      createTransferBookingResolver(
        () => contextRef.current,
        () => cultureRef.current,
        () => localToday(),
      ),
    [],
  );
  const form = useForm<TransferBookingFormValues, unknown, AddTransferOrderInput>({
    defaultValues: restored ?? DEFAULT_TRANSFER_BOOKING,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { control, register, handleSubmit, formState, setError, subscribe, trigger } = form;
  const { errors, isSubmitting, isSubmitted } = formState;

  // Every change is kept for the session (DESIGN §6: forms survive a reload).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveTransferDraft(storageKey, values as TransferBookingFormValues),
      }),
    [subscribe, storageKey],
  );

  // Messages follow a language switch once shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the culture is the trigger
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [culture]);

  const money = (amount: number) => formatMoney(amount, currency, culture);
  const err = (name: string) => {
    const entry = name
      .split('.')
      .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as never)[k] : undefined), errors) as
      | { message?: string }
      | undefined;
    return transferErrorText(culture, (k) => t(k as never), entry?.message);
  };

  const submit = handleSubmit(async (order) => {
    setFormError(null);
    try {
      const result = await addTransferOrder(order);
      acceptedTotal.current = null;
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
          const fields = (v.members ?? []).map(memberToBookingField).filter((f) => f !== undefined);
          if (fields.length === 0) unplaced.push(v.message);
          for (const f of fields)
            setError(f as keyof TransferBookingFormValues, { type: 'server', message: v.message });
        }
        setFormError({ title: error.message, details: unplaced.join(' ') || tb('booking.fixErrors') });
        return;
      }
      if (error.status === 409 || error.status === 422) {
        setFormError({ title: error.message, details: error.details });
        return;
      }
      presentApiError(error);
    }
  });

  const shownTotal = acceptedTotal.current ?? price;

  return (
    <form onSubmit={submit} noValidate data-testid="transfer-booking-form">
      <Stack gap="lg">
        {restored ? (
          <Text size="sm" c="dimmed">
            {tb('booking.restored')}
          </Text>
        ) : null}
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h3">
            {t('booking.contactTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('booking.contactHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="email"
              label={tb('booking.field.email')}
              autoComplete="email"
              {...register('contact.email')}
              error={err('contact.email')}
              data-testid="transfer-contact-email"
            />
            <TextInput
              type="tel"
              label={tb('booking.field.mobilePhone')}
              placeholder={tb('booking.phonePlaceholder')}
              autoComplete="tel"
              {...register('contact.mobilePhone')}
              error={err('contact.mobilePhone')}
              data-testid="transfer-contact-mobilePhone"
            />
            <TextInput
              label={tb('booking.field.name')}
              description={t('booking.latinHint')}
              autoComplete="given-name"
              {...register('contact.name')}
              error={err('contact.name')}
              data-testid="transfer-contact-name"
            />
            <TextInput
              label={tb('booking.field.surname')}
              description={t('booking.latinHint')}
              autoComplete="family-name"
              {...register('contact.surname')}
              error={err('contact.surname')}
              data-testid="transfer-contact-surname"
            />
            <Controller
              control={control}
              name="contact.birthday"
              render={({ field }) => (
                <TextInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={(e) => field.onChange(maskFormDate(e.currentTarget.value))}
                  onBlur={field.onBlur}
                  label={tb('booking.field.birthday')}
                  description={t('booking.adultHint')}
                  placeholder={tb('booking.datePlaceholder')}
                  inputMode="numeric"
                  maxLength={10}
                  error={err('contact.birthday')}
                  data-testid="transfer-contact-birthday"
                />
              )}
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h3" mb="sm">
            {t('booking.tripTitle')}
          </Title>
          {flightLink ? (
            <Alert
              color="teal"
              icon={<IconPlaneArrival size={18} />}
              mb="sm"
              data-testid="transfer-linked-flight"
            >
              {t('booking.linkedFlight')}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('booking.flightNumber')}
              description={t(
                direction === 'fromAirport' ? 'booking.flightNumberArrival' : 'booking.flightNumberDeparture',
              )}
              placeholder="ZF 9012"
              autoCapitalize="characters"
              {...register('flightNumber')}
              error={err('flightNumber')}
              data-testid="transfer-flight-number"
            />
            <TextInput
              label={t(direction === 'fromAirport' ? 'booking.addressDropOff' : 'booking.addressPickup')}
              description={t('booking.addressHint')}
              autoComplete="street-address"
              {...register('address')}
              error={err('address')}
              data-testid="transfer-address"
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label={t('booking.note')}
            description={t('booking.noteHint')}
            autosize
            minRows={2}
            maxLength={500}
            {...register('note')}
            error={err('note')}
            data-testid="transfer-note"
          />
        </Paper>

        <Stack gap="xs">
          <Checkbox
            label={
              <Trans t={t} i18nKey="booking.contract" components={{ doc: <TermsLink to="/aboutUs" /> }} />
            }
            {...register('contractAccepted')}
            error={err('contractAccepted')}
            data-testid="transfer-contract"
          />
          <Checkbox
            label={
              <Trans t={t} i18nKey="booking.siteUsage" components={{ doc: <TermsLink to="/terms" /> }} />
            }
            {...register('siteUsageAccepted')}
            error={err('siteUsageAccepted')}
            data-testid="transfer-site-usage"
          />
        </Stack>

        {formError ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title={formError.title}
            data-testid="transfer-booking-error"
          >
            {formError.details ? <Text size="sm">{formError.details}</Text> : null}
            <Anchor component={Link} to={searchHref} size="sm">
              {t('booking.backToResults')}
            </Anchor>
          </Alert>
        ) : null}

        <Group justify="flex-end">
          <Button type="submit" size="lg" loading={isSubmitting} data-testid="transfer-booking-submit">
            {tb('booking.pay', { total: money(shownTotal) })}
          </Button>
        </Group>
      </Stack>

      <PriceChangedModal
        total={priceChange === null ? null : money(priceChange)}
        onCancel={() => setPriceChange(null)}
        onAccept={() => {
          acceptedTotal.current = priceChange;
          if (priceChange !== null) contextRef.current.expectedTotal = priceChange;
          setPriceChange(null);
          void submit();
        }}
        testIdPrefix="transfer"
      />
    </form>
  );
}
