import type { AddOrderInput, AddOrderResult } from '@charterdesk/domain';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  CheckoutSteps,
  CheckoutUnavailable,
  contactPaymentSummary,
  useCheckoutSteps,
} from '../../shared/checkout/checkout-page';
import { useCulture } from '../../shared/i18n/use-culture';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { useInBrowser } from '../../shared/lib/drawn-page';
import { readStorage } from '../../shared/lib/storage';
import { useCurrency } from '../../shared/lib/use-currency';
import { useSlicedRender } from '../../shared/lib/use-sliced-render';
import type { PaymentSummaryItem } from '../../shared/payment/payment-form';
import { PageLoader } from '../../shared/ui/page-loader';
import { isSearchExpired, useSearchResults } from './api/booking-api';
import { BookingForm } from './components/booking-form';
import { FlightSummaryCard } from './components/flight-summary';
import { draftKey } from './lib/booking-form';

/** What the payment step repeats of the booking (spec §2): e-mail, phone, passport serial, name, surname. */
function paymentSummary(order: AddOrderInput, labels: (key: string) => string): PaymentSummaryItem[] {
  const first = order.passengers[0];
  return [
    ...contactPaymentSummary(order.contact, labels),
    ...(first?.passportSerial
      ? [{ label: labels('booking.field.passportSerial'), value: first.passportSerial }]
      : []),
  ];
}

/** /flight… and /flightPayment…: the booking form, then the payment form on the same page (spec §2). */
export function FlightBookingPage() {
  const { t } = useTranslation('booking');
  const { t: tp } = useTranslation('pages');
  usePageTitle('pages:flightBooking.title');
  const { searchId, flightId, returnFlightId } = useParams();
  const culture = useCulture();
  const { currency } = useCurrency();
  const search = useSearchResults(searchId, currency, culture);
  // The form (every passenger's fields) is drawn in slices once the search arrives; the prices and their
  // currency move together, and a page already drawn stays until its update is (nothing typed is lost).
  const latest = useMemo(() => ({ result: search.data, currency }), [search.data, currency]);
  const shown = useSlicedRender(latest);
  const key = draftKey(searchId ?? '', flightId ?? '', returnFlightId ?? null);
  const steps = useCheckoutSteps(key);
  // A draft in this tab when the page started: once hydrated, the form is drawn again with it (hydration drew
  // it empty, as the server did). Read once per page, not as the visitor's typing saves the draft.
  const inBrowser = useInBrowser();
  const withDraft = useMemo(() => inBrowser && readStorage(key, 'session') !== null, [inBrowser, key]);
  const title = tp('flightBooking.title');

  if (!searchId || !flightId) {
    return (
      <CheckoutUnavailable
        title={title}
        text={t('booking.offerGone')}
        testId="booking-offer-gone"
        href="/"
        linkText={t('booking.searchAgain')}
      />
    );
  }
  const resultsHref = `/flightSearch/${searchId}`;

  if (search.isError) {
    const expired = isSearchExpired(search.error);
    return (
      <CheckoutUnavailable
        title={title}
        text={expired ? t('booking.searchExpired') : (search.error as Error).message}
        testId="booking-search-expired"
        href={expired ? '/' : resultsHref}
        linkText={t('booking.searchAgain')}
      />
    );
  }

  const { result } = shown;
  if (!result) return <PageLoader />;
  const outbound = result.flightSearchResponses.find((o) => o.direction === 'outbound' && o.id === flightId);
  const inbound = returnFlightId
    ? result.flightSearchResponses.find((o) => o.direction === 'inbound' && o.id === returnFlightId)
    : undefined;
  if (!outbound || (returnFlightId && !inbound)) {
    return (
      <CheckoutUnavailable
        title={title}
        text={t('booking.offerGone')}
        testId="booking-offer-gone"
        href={resultsHref}
        linkText={t('booking.backToResults')}
      />
    );
  }

  const counts = {
    adults: result.criteria.adults,
    children: result.criteria.children,
    infants: result.criteria.infants,
  };

  return (
    <CheckoutSteps
      steps={steps}
      searchId={searchId}
      title={title}
      intro={t('booking.intro')}
      summary={
        <Stack gap="sm">
          <FlightSummaryCard offer={outbound} />
          {inbound ? <FlightSummaryCard offer={inbound} /> : null}
        </Stack>
      }
    >
      <BookingForm
        key={`${shown.currency}|${withDraft}`}
        withDraft={withDraft}
        searchId={searchId}
        outbound={outbound}
        inbound={inbound ?? null}
        counts={counts}
        currency={shown.currency}
        insurancePerPassenger={result.insurancePerPassenger}
        onOrderCreated={(created: AddOrderResult, order: AddOrderInput) =>
          steps.toPayment(
            created,
            order,
            paymentSummary(order, (k) => t(k as never)),
          )
        }
        resultsHref={resultsHref}
      />
    </CheckoutSteps>
  );
}
