import type { AddOrderInput, AddOrderResult, OrderDetail } from '@charterdesk/domain';
import { isMessageKey, isValidPnr, MESSAGES } from '@charterdesk/domain';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { sendManageLink } from '../../shared/api/member-api';
import { presentApiError } from '../../shared/api/present-api-error';
import { useCulture } from '../../shared/i18n/use-culture';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { readStorage } from '../../shared/lib/storage';
import { useCurrency } from '../../shared/lib/use-currency';
import { AbandonSurvey } from '../../shared/payment/abandon-survey';
import { isPaid, OrderActions } from '../../shared/payment/order-actions';
import { orderPagePath } from '../../shared/payment/orders-api';
import { PaymentForm, type PaymentSummaryItem } from '../../shared/payment/payment-form';
import {
  hasPendingPaymentEntry,
  type PendingPayment,
  readPendingPayment,
  writePendingPayment,
} from '../../shared/payment/pending-payment';
import { RetryPayment } from '../../shared/payment/retry-payment';
import { PageHeader } from '../../shared/ui/page-header';
import { PageLoader } from '../../shared/ui/page-loader';
import { getOrderByPnr, isSearchExpired, useOrder, useSearchResults } from './api/booking-api';
import { BookingForm } from './components/booking-form';
import { FlightSummaryCard } from './components/flight-summary';
import { OrderDetailView } from './components/order-detail';
import { PassportSpelling } from './components/passenger-helpers';
import { ScheduleRefund } from './components/schedule-refund';
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

function TicketActions({ order, token }: { order: OrderDetail; token: string | null }) {
  const { t } = useTranslation('booking');
  return (
    <OrderActions
      order={order}
      token={token}
      resendLabel={t('ticket.resend')}
      resentLabel={(email) => t('ticket.resent', { email })}
      testIdPrefix="ticket"
    />
  );
}

function NoAccess() {
  const { t } = useTranslation('booking');
  return (
    <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid="ticket-no-access">
      <Stack gap="xs" align="flex-start">
        <Text>{t('ticket.noAccess')}</Text>
        <Anchor component={Link} to="/pnr">
          {t('ticket.checkByPnr')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** /ticketDetail/:orderId?token=: the booking confirmed page (or waiting for payment with a pay action). */
export function TicketDetailPage() {
  const { t } = useTranslation('booking');
  usePageTitle('booking:ticket.title');
  const { orderId } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const order = useOrder(orderId, token, useCulture());

  if (order.isPending) return <PageLoader />;
  if (order.isError || !order.data) {
    const notFound =
      isApiError(order.error) &&
      (order.error.status === 404 || order.error.status === 403 || order.error.status === 401);
    return (
      <>
        <PageHeader title={t('ticket.title')} />
        {notFound || !token ? <NoAccess /> : <Alert color="red">{(order.error as Error).message}</Alert>}
      </>
    );
  }
  const detail = order.data;
  // A transfer order (e.g. reached from /paymentFailed) is shown by the transfer success page.
  if (detail.kind === 'transfer') return <Navigate to={orderPagePath(detail, token)} replace />;
  const paid = isPaid(detail);
  return (
    <>
      <PageHeader
        title={
          detail.state === 'Refunded' || detail.state === 'Cancelled'
            ? t('ticket.closedTitle')
            : paid
              ? t('ticket.title')
              : t('ticket.unpaidTitle')
        }
        intro={paid ? t('ticket.emailed', { email: detail.contact.email }) : undefined}
      />
      <Stack gap="lg">
        <ScheduleRefund order={detail} token={token} highlight={params.get('scheduleRefund') === '1'} />
        <OrderDetailView order={detail} actions={<TicketActions order={detail} token={token} />} />
        {!paid && token && (detail.state === 'WaitingForPayment' || detail.state === 'PaymentFailed') ? (
          <RetryPayment orderId={detail.id} token={token} label={t('ticket.payAgain')} />
        ) : null}
      </Stack>
    </>
  );
}

/** Payment.Reason.* text for a bank reason; unknown / do_not_honor → the generic text. */
export function paymentReasonText(culture: keyof typeof MESSAGES, reason: string | null): string {
  const key = `Payment.Reason.${reason ?? 'unknown'}`;
  return isMessageKey(key) ? MESSAGES[culture][key] : MESSAGES[culture]['Payment.Reason.unknown'];
}

/** /paymentFailed?orderId=&token=&reason= */
export function PaymentFailedPage() {
  const { t } = useTranslation('booking');
  usePageTitle('booking:failed.title');
  const culture = useCulture();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const token = params.get('token');
  const reason = params.get('reason');
  const order = useOrder(orderId ?? undefined, token, culture);
  const orderHref =
    orderId && token ? orderPagePath({ id: orderId, kind: order.data?.kind ?? 'flight' }, token) : '/';
  return (
    <>
      {/* the reason below says what happened, once; the intro says what it means for the traveller */}
      <PageHeader
        title={t('failed.title')}
        intro={t(reason === 'order_expired' ? 'failed.textExpired' : 'failed.textRetry')}
      />
      <Stack gap="md" align="flex-start">
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="payment-failed-reason">
          {paymentReasonText(culture, reason)}
        </Alert>
        {orderId && token ? (
          <>
            <Stack w="100%">
              <RetryPayment orderId={orderId} token={token} label={t('failed.retry')} />
            </Stack>
            <Anchor component={Link} to={orderHref}>
              {t('failed.toBooking')}
            </Anchor>
          </>
        ) : (
          <Anchor component={Link} to="/">
            {t('failed.newSearch')}
          </Anchor>
        )}
      </Stack>
    </>
  );
}

/** /pnr: booking lookup by PNR and surname. */
export function PnrPage() {
  const { t } = useTranslation('booking');
  const { t: tp } = useTranslation('pages');
  usePageTitle('pages:pnr.title');
  const culture = useCulture();
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue, getValues, watch } = useForm<{
    pnr: string;
    surname: string;
  }>({
    defaultValues: { pnr: '', surname: '' },
  });
  const onSubmit = handleSubmit(async ({ pnr, surname }) => {
    setFailure(null);
    setOrder(null);
    try {
      setOrder(await getOrderByPnr(pnr.trim().toUpperCase(), surname.trim()));
    } catch (error) {
      if (isApiError(error) && (error.key === 'bookings.pnr_not_found' || error.status === 404))
        setFailure(t('pnr.notFound'));
      else if (isApiError(error) && error.status === 429) setFailure(t('pnr.tooMany'));
      else if (isApiError(error) && error.status === 400)
        setFailure(error.validationErrors.map((v) => v.message).join(' ') || error.message);
      else presentApiError(error);
    }
  });
  const pnrErrors = formState.errors.pnr?.message;
  const surname = watch('surname');
  return (
    <>
      <PageHeader title={tp('pnr.title')} intro={tp('pnr.intro')} />
      <Stack gap="lg">
        <form
          onSubmit={(event) => {
            // a new attempt replaces the answer of the last one, whatever this one finds wrong
            setFailure(null);
            setOrder(null);
            void onSubmit(event);
          }}
          noValidate
        >
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('pnr.code')}
              description={t('pnr.codeHint')}
              maxLength={6}
              // the code reads best in a fixed-width face; its label and messages stay in the page's font
              styles={{
                input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' },
              }}
              {...register('pnr', {
                required: MESSAGES[culture]['Validation.Required'],
                validate: (v) =>
                  isValidPnr(v.trim().toUpperCase()) || MESSAGES[culture]['Booking.InvalidPnr'],
                onChange: (e) => setValue('pnr', String(e.target.value).toUpperCase()),
              })}
              error={pnrErrors}
              data-testid="pnr-code"
            />
            <TextInput
              label={t('pnr.surname')}
              {...register('surname', { required: MESSAGES[culture]['Validation.Required'] })}
              error={formState.errors.surname?.message}
              description={
                <PassportSpelling
                  value={surname}
                  testId="pnr-surname-latin"
                  onUse={(v) => setValue('surname', v, { shouldValidate: true })}
                />
              }
              inputWrapperOrder={['label', 'input', 'error', 'description']}
              data-testid="pnr-surname"
            />
            <Button
              type="submit"
              mt={{ base: 0, sm: 44 }}
              loading={formState.isSubmitting}
              data-testid="pnr-submit"
            >
              {t('pnr.submit')}
            </Button>
          </Group>
        </form>
        {failure ? (
          <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid="pnr-error">
            {failure}
          </Alert>
        ) : null}
        {formState.isSubmitting ? <Loader /> : null}
        {order ? (
          <>
            <ManageLink
              pnr={getValues('pnr').trim().toUpperCase()}
              surname={getValues('surname').trim()}
              email={order.contact.email}
            />
            <OrderDetailView order={order} actions={<TicketActions order={order} token={null} />} />
          </>
        ) : null}
      </Stack>
    </>
  );
}

/**
 * PNR and surname show a booking but never hand over its access token: the link that manages it (resend,
 * print, cancellation request) goes to the booking's own e-mail address.
 */
function ManageLink({ pnr, surname, email }: { pnr: string; surname: string; email: string }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'tooMany'>('idle');
  const send = async () => {
    setState('busy');
    try {
      await sendManageLink(pnr, surname);
      setState('sent');
    } catch (error) {
      if (isApiError(error) && error.status === 429) setState('tooMany');
      else {
        setState('idle');
        presentApiError(error);
      }
    }
  };
  if (state === 'sent')
    return (
      <Alert color="teal" data-testid="pnr-manage-sent">
        {t('pnr.sent', { email })}
      </Alert>
    );
  return (
    <Group>
      <Button variant="light" onClick={send} loading={state === 'busy'} data-testid="pnr-manage">
        {t('pnr.manage')}
      </Button>
      {state === 'tooMany' ? <Text size="sm">{t('pnr.tooMany', { ns: 'booking' })}</Text> : null}
    </Group>
  );
}
