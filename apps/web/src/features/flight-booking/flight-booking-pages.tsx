import type { AddOrderInput, AddOrderResult } from '@charterdesk/domain';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCulture } from '../../shared/i18n/use-culture';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { readStorage } from '../../shared/lib/storage';
import { useCurrency } from '../../shared/lib/use-currency';
import { AbandonSurvey } from '../../shared/payment/abandon-survey';
import { PaymentForm, type PaymentSummaryItem } from '../../shared/payment/payment-form';
import {
  hasPendingPaymentEntry,
  type PendingPayment,
  readPendingPayment,
  writePendingPayment,
} from '../../shared/payment/pending-payment';
import { PageHeader } from '../../shared/ui/page-header';
import { PageLoader } from '../../shared/ui/page-loader';
import { isSearchExpired, useSearchResults } from './api/booking-api';
import { BookingForm } from './components/booking-form';
import { FlightSummaryCard } from './components/flight-summary';
import { draftKey } from './lib/booking-form';

/** What the payment step repeats of the booking (spec §2): e-mail, phone, passport serial, name, surname. */
function paymentSummary(order: AddOrderInput, labels: (key: string) => string): PaymentSummaryItem[] {
  const first = order.passengers[0];
  return [
    { label: labels('booking.field.name'), value: `${order.contact.name} ${order.contact.surname}` },
    { label: labels('booking.field.email'), value: order.contact.email },
    { label: labels('booking.field.mobilePhone'), value: order.contact.mobilePhone },
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
  const { currency, setCurrency } = useCurrency();
  const search = useSearchResults(searchId, currency, culture);
  const key = draftKey(searchId ?? '', flightId ?? '', returnFlightId ?? null);
  const [pending, setPending] = useState<PendingPayment | null>(() => readPendingPayment(key));

  if (!searchId || !flightId) {
    return (
      <>
        <PageHeader title={tp('flightBooking.title')} />
        <Alert color="yellow">{t('booking.offerGone')}</Alert>
        <Anchor component={Link} to="/" mt="md" display="inline-block">
          {t('booking.searchAgain')}
        </Anchor>
      </>
    );
  }
  const resultsHref = `/flightSearch/${searchId}`;

  if (search.isPending) return <PageLoader />;
  if (search.isError) {
    const expired = isSearchExpired(search.error);
    return (
      <>
        <PageHeader title={tp('flightBooking.title')} />
        <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid="booking-search-expired">
          <Stack gap="xs" align="flex-start">
            <Text>{expired ? t('booking.searchExpired') : (search.error as Error).message}</Text>
            <Anchor component={Link} to={expired ? '/' : resultsHref}>
              {t('booking.searchAgain')}
            </Anchor>
          </Stack>
        </Alert>
      </>
    );
  }

  const result = search.data;
  const outbound = result.flightSearchResponses.find((o) => o.direction === 'outbound' && o.id === flightId);
  const inbound = returnFlightId
    ? result.flightSearchResponses.find((o) => o.direction === 'inbound' && o.id === returnFlightId)
    : undefined;
  if (!outbound || (returnFlightId && !inbound)) {
    return (
      <>
        <PageHeader title={tp('flightBooking.title')} />
        <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid="booking-offer-gone">
          <Stack gap="xs" align="flex-start">
            <Text>{t('booking.offerGone')}</Text>
            <Anchor component={Link} to={resultsHref}>
              {t('booking.backToResults')}
            </Anchor>
          </Stack>
        </Alert>
      </>
    );
  }

  const counts = {
    adults: result.criteria.adults,
    children: result.criteria.children,
    infants: result.criteria.infants,
  };

  function onOrderCreated(created: AddOrderResult, order: AddOrderInput) {
    const next: PendingPayment = {
      orderId: created.orderId,
      pGuid: created.pGuid,
      cardAction: created.response.cardAction,
      expiresAt: created.response.expiresAt,
      total: order.expectedTotal,
      currency: order.currency,
      summary: paymentSummary(order, (k) => t(k as never)),
    };
    writePendingPayment(key, next);
    setPending(next);
    window.scrollTo({ top: 0 });
  }
  function backToForm() {
    writePendingPayment(key, null);
    setPending(null);
  }

  // started = the visitor typed into the form (its draft is saved) or reached the payment step
  const isStarted = () => hasPendingPaymentEntry(key) || Boolean(readStorage(key, 'session'));
  return (
    <>
      <AbandonSurvey isStarted={isStarted} searchId={searchId} />
      <PageHeader title={tp('flightBooking.title')} intro={pending ? undefined : t('booking.intro')} />
      <Stack gap="lg">
        <Stack gap="sm">
          <FlightSummaryCard offer={outbound} />
          {inbound ? <FlightSummaryCard offer={inbound} /> : null}
        </Stack>
        {pending ? (
          <PaymentForm
            cardAction={pending.cardAction}
            total={pending.total}
            currency={pending.currency}
            expiresAt={pending.expiresAt}
            summary={pending.summary}
            onEdit={backToForm}
            onSwitchToTry={() => {
              backToForm();
              setCurrency('TRY');
            }}
          />
        ) : (
          <BookingForm
            key={`${currency}`}
            searchId={searchId}
            outbound={outbound}
            inbound={inbound ?? null}
            counts={counts}
            currency={currency}
            insurancePerPassenger={result.insurancePerPassenger}
            onOrderCreated={onOrderCreated}
            resultsHref={resultsHref}
          />
        )}
      </Stack>
    </>
  );
}
