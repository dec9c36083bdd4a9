import type {
  AddOrderInput,
  AddOrderResult,
  Currency,
  FlightOption,
  PassengerCounts,
  PriceBreakdown,
} from '@charterdesk/domain';
import { flightLabel } from '@charterdesk/domain';
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
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type SyntheticEvent, startTransition, useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { presentApiError } from '../../../shared/api/present-api-error';
import { CheckoutFooter, ContactFields, TermsAgreement } from '../../../shared/checkout/checkout-fields';
import { PriceChangedModal } from '../../../shared/checkout/price-changed-modal';
import { PriceLines } from '../../../shared/checkout/price-lines';
import {
  NO_TRANSFER,
  TransferAddon,
  type TransferAddonValue,
  transferAddonInput,
  transferAddonProblem,
} from '../../../shared/checkout/transfer-addon';
import { errorMessageAt, useCheckoutForm, useOrderSubmit } from '../../../shared/checkout/use-checkout-form';
import { useCulture } from '../../../shared/i18n/use-culture';
import { countryOptions } from '../../../shared/lib/country-options';
import { useInBrowser } from '../../../shared/lib/drawn-page';
import { formatMoney, formatSignedMoney } from '../../../shared/lib/format-money';
import { addOrder, validateCoupon } from '../api/booking-api';
import {
  type BookingContext,
  type BookingFormValues,
  createBookingResolver,
  defaultBookingValues,
  draftKey,
  errorText,
  loadBookingCheck,
  loadDraft,
  memberToFieldPath,
  saveDraft,
  tripFacts,
} from '../lib/booking-form';
import { buildPriceList } from '../lib/price-list';
import { PassengerBlock } from './passenger-block';
import { useSavedPassengers } from './passenger-helpers';

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
  /**
   * The page runs in the browser and this tab holds a draft of the form: read it as the form mounts. (A form
   * hydrating the server's markup starts empty, as the server drew it, and the page then draws it again with
   * this set; that may happen before the rest of the page has hydrated, when useInBrowser is still false.)
   */
  withDraft?: boolean;
}

interface Quote {
  code: string;
  insurance: boolean;
  currency: string;
  price: PriceBreakdown;
}

/** Passenger, contact, coupon, price, invoice, insurance and agreements: validated live with the shared schemas. */
/** Starts loading the form's check (a failure is the check's to report when it runs). */
const prepareCheck = () => void loadBookingCheck().catch(() => undefined);

export function BookingForm({
  searchId,
  outbound,
  inbound,
  counts,
  currency,
  insurancePerPassenger,
  onOrderCreated,
  resultsHref,
  withDraft = false,
}: BookingFormProps) {
  const { t } = useTranslation('booking');
  const culture = useCulture();
  const offers = useMemo(() => (inbound ? [outbound, inbound] : [outbound]), [outbound, inbound]);
  const trip = useMemo(() => tripFacts(counts, offers), [counts, offers]);
  const storageKey = draftKey(searchId, outbound.id, inbound?.id ?? null);
  // the tab's draft; a page the server drew is hydrated without it and then drawn again with it (see FlightBookingPage)
  const inBrowser = useInBrowser() || withDraft;
  const [restored] = useState(() => (inBrowser ? loadDraft(storageKey, counts) : null));
  const [quote, setQuote] = useState<Quote | null>(null);
  const [transfer, setTransfer] = useState<TransferAddonValue>(NO_TRANSFER);
  const { t: tt } = useTranslation('transfers');
  // the transfer add-on meets the outbound's landing, for the whole party (a suitcase per seat)
  const landing = useMemo(() => {
    const last = outbound.segments[outbound.segments.length - 1]!;
    return {
      airportCode: last.destination.code,
      airportName: last.destination.name,
      arrivalLocal: last.arrivalLocal,
      flight: flightLabel(last),
    };
  }, [outbound]);
  const party = useMemo(
    () => ({ seated: counts.adults + counts.children, infants: counts.infants }),
    [counts],
  );
  const [couponBusy, setCouponBusy] = useState(false);

  const { form, contextRef } = useCheckoutForm<BookingFormValues, AddOrderInput, BookingContext>(
    createBookingResolver,
    restored ?? defaultBookingValues(counts),
  );
  const { control, register, formState, setError, getValues, setValue } = form;
  const saved = useSavedPassengers();
  const { errors, isSubmitting, isSubmitted } = formState;
  const checkout = useOrderSubmit({
    form,
    storageKey,
    saveDraft,
    place: addOrder,
    onPlaced: onOrderCreated,
    currency,
    fieldOf: (member) => {
      const field = memberToFieldPath(member);
      return field === 'passengers' ? 'passengers.root' : field;
    },
    onRefusal: (error) => {
      if (error.key !== 'bookings.coupon_invalid') return false;
      setQuote(null);
      setError('couponCode', { message: error.message });
      return true;
    },
    contextRef,
  });

  const [insurance, passengers, invoiceWanted] = useWatch({
    control,
    name: ['insurance', 'passengers', 'invoiceWanted'],
  });
  const validQuote = quote && quote.insurance === insurance && quote.currency === currency ? quote : null;
  const priceList = buildPriceList(offers, {
    insurance,
    insurancePerPassenger,
    passengers: party.seated + party.infants,
    quote: validQuote?.price,
  });
  const transferAmount = transfer.enabled ? transfer.amount : null;
  const expectedTotal = checkout.acceptedTotal ?? priceList.total + (transferAmount ?? 0);
  contextRef.current = {
    transfer: transferAddonInput(transfer),
    transferIncomplete: transferAddonProblem(transfer) !== null,
    searchId,
    outboundOfferId: outbound.id,
    inboundOfferId: inbound?.id ?? null,
    currency,
    expectedTotal,
    appliedCoupon: validQuote?.code ?? null,
    trip,
  };

  // A changed insurance choice or currency re-prices an applied coupon.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on the inputs of the quote only
  useEffect(() => {
    // A confirmed changed price belonged to the old choices.
    checkout.forgetAcceptedTotal();
    if (quote && (quote.insurance !== insurance || quote.currency !== currency)) void applyCoupon(quote.code);
  }, [insurance, currency]);

  const money = (amount: number) => formatMoney(amount, priceList.currency || currency, culture);
  const err = (name: string) => errorText(culture, errorMessageAt(errors, name));

  async function applyCoupon(code = getValues('couponCode')) {
    const couponCode = code.trim();
    form.clearErrors('couponCode');
    if (!couponCode) {
      setQuote(null);
      return;
    }
    setCouponBusy(true);
    checkout.forgetAcceptedTotal();
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

  // Country names come from the runtime's CLDR data, whose wording and order differ between the server's
  // Node.js and the browser: a page the server drew is hydrated with "Choose" alone, then gets the browser's list.
  // Naming them is the page's first use of Intl (50–100 ms of a phone's main thread), so the list comes when the
  // visitor starts on the form, or at once where a draft already names a country.
  const [countriesWanted, setCountriesWanted] = useState(false);
  const countriesShown = inBrowser && (countriesWanted || restored !== null);
  const nationalityOptions = useMemo(
    () => [{ value: '', label: t('booking.choose') }, ...(countriesShown ? countryOptions(culture) : [])],
    [culture, t, countriesShown],
  );
  const startOnForm = (event: SyntheticEvent) => {
    prepareCheck();
    if (countriesWanted) return;
    // a nationality list opened right now needs its countries before it opens; elsewhere they can wait a moment
    if (event.target instanceof HTMLSelectElement && event.target.name.endsWith('.nationality'))
      setCountriesWanted(true);
    else startTransition(() => setCountriesWanted(true));
  };
  const adults = passengers
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.type === 'adult')
    .map(({ p, i }) => ({
      value: String(i),
      label: `${i + 1}. ${[p.name, p.surname].filter(Boolean).join(' ') || t('booking.type.adult')}`,
    }));
  const passengersError = err('passengers.root');

  return (
    <form
      onSubmit={checkout.submit}
      // the check's code (and the country list) load while the visitor fills the form, not while the page loads;
      // a choice made without a focus (a script, an assistive tool) counts too
      onFocusCapture={startOnForm}
      onPointerDownCapture={startOnForm}
      onChangeCapture={startOnForm}
      noValidate
      data-testid="booking-form"
    >
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
        {passengers.map((p, i) => (
          <PassengerBlock
            // biome-ignore lint/suspicious/noArrayIndexKey: passenger blocks are fixed by the search counts
            key={i}
            index={i}
            passenger={p}
            register={register}
            control={control}
            setValue={setValue}
            err={err}
            saved={saved}
            trip={trip}
            nationalityOptions={nationalityOptions}
            adults={adults}
            isSubmitted={isSubmitted}
            offers={offers}
            counts={counts}
          />
        ))}

        <ContactFields
          control={control}
          register={register}
          err={err}
          title={t('booking.contact')}
          hint={t('booking.contactHint')}
          testIdPrefix="booking"
        />

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

        <TransferAddon
          landing={landing}
          party={party}
          currency={currency}
          value={transfer}
          onChange={setTransfer}
          showErrors={isSubmitted}
        />

        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h3" mb="sm">
            {t('booking.priceList')}
          </Title>
          <PriceLines
            rows={[
              ...priceList.lines.map((line) => ({
                key: `${line.kind}-${line.type ?? ''}`,
                label:
                  line.kind === 'passenger'
                    ? t('booking.priceRow', { type: t(`booking.type.${line.type!}`), count: line.count })
                    : t(line.kind === 'insurance' ? 'booking.insuranceLine' : 'booking.discountLine'),
                // a discount is negative: written with the true minus, as the ticket page writes it
                amount: formatSignedMoney(line.amount, priceList.currency || currency, culture),
                color: line.kind === 'discount' ? 'green' : undefined,
              })),
              ...(transferAmount === null
                ? []
                : [
                    {
                      key: 'transfer',
                      label: tt('addon.priceLine'),
                      amount: money(transferAmount),
                      testId: 'booking-transfer-price',
                    },
                  ]),
            ]}
            total={money(expectedTotal)}
            totalTestId="booking-total"
          />
        </Paper>

        <TermsAgreement
          register={register}
          err={err}
          contractLabel={t('booking.contract')}
          siteUsageLabel={t('booking.siteUsage')}
          testIdPrefix="booking"
        >
          <Group gap="md">
            <Anchor component={Link} to="/distanceSales" target="_blank" size="sm">
              {t('booking.readTerms')}
            </Anchor>
            <Anchor component={Link} to="/privacy" target="_blank" size="sm">
              {t('booking.readPrivacy')}
            </Anchor>
          </Group>
        </TermsAgreement>

        <CheckoutFooter
          formError={checkout.formError}
          back={{
            href: resultsHref,
            label: t('booking.backToResults'),
            show: (error) => Boolean(error.seats),
          }}
          total={money(expectedTotal)}
          isSubmitting={isSubmitting}
          errorTestId="booking-error"
          submitTestId="booking-submit"
        />
      </Stack>

      <PriceChangedModal {...checkout.priceChanged} testIdPrefix="booking" />
    </form>
  );
}
