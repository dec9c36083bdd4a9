import type { AddOrderInput, AddOrderResult, OrderDetail } from '@charterdesk/domain';
import { isMessageKey, isValidPnr, MESSAGES } from '@charterdesk/domain';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMail, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { presentApiError } from '../../shared/api/present-api-error';
import { useCulture } from '../../shared/i18n/use-culture';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { readStorage, writeStorage } from '../../shared/lib/storage';
import { useCurrency } from '../../shared/lib/use-currency';
import { PageHeader } from '../../shared/ui/page-header';
import { PageLoader } from '../../shared/ui/page-loader';
import {
  getOrderByPnr,
  isSearchExpired,
  resendTicket,
  retryPayment,
  useOrder,
  useSearchResults,
} from './api/booking-api';
import { AbandonSurvey } from './components/abandon-survey';
import { BookingForm } from './components/booking-form';
import { FlightSummaryCard } from './components/flight-summary';
import { isPaid, OrderDetailView } from './components/order-detail';
import { PaymentForm, type PaymentSummaryItem } from './components/payment-form';
import { draftKey } from './lib/booking-form';

interface PendingPayment {
  orderId: string;
  pGuid: string;
  cardAction: string;
  expiresAt: string;
  total: number;
  currency: string;
  summary: PaymentSummaryItem[];
}

const pendingKey = (key: string) => `${key}.payment`;

function readPending(key: string): PendingPayment | null {
  try {
    return JSON.parse(readStorage(pendingKey(key), 'session') ?? 'null') as PendingPayment | null;
  } catch {
    return null;
  }
}

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
  const [pending, setPending] = useState<PendingPayment | null>(() => readPending(key));

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
    writeStorage(pendingKey(key), JSON.stringify(next), 'session');
    setPending(next);
    window.scrollTo({ top: 0 });
  }
  function backToForm() {
    writeStorage(pendingKey(key), 'null', 'session');
    setPending(null);
  }

  // started = the visitor typed into the form (its draft is saved) or reached the payment step
  const isStarted = () =>
    readStorage(pendingKey(key), 'session') !== null || Boolean(readStorage(key, 'session'));
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
            onOrderCreated={onOrderCreated}
            resultsHref={resultsHref}
          />
        )}
      </Stack>
    </>
  );
}

/** Pay again (ticket page, payment failed page): RetryPayment, then the card form. */
function RetryBlock({ orderId, token, label }: { orderId: string; token: string; label: string }) {
  const { t } = useTranslation('booking');
  const [payment, setPayment] = useState<AddOrderResult | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const order = useOrder(orderId, token, useCulture());

  async function retry() {
    setBusy(true);
    try {
      setPayment(await retryPayment(orderId, token));
    } catch (error) {
      if (isApiError(error) && error.key === 'bookings.order_not_payable') setExpired(true);
      else presentApiError(error);
    } finally {
      setBusy(false);
    }
  }

  if (expired) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid="payment-hold-expired">
        <Stack gap="xs" align="flex-start">
          <Text>{t('failed.holdExpired')}</Text>
          <Anchor component={Link} to="/">
            {t('failed.newSearch')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (payment) {
    const detail = order.data;
    return (
      <PaymentForm
        cardAction={payment.response.cardAction}
        expiresAt={payment.response.expiresAt}
        total={detail?.total.amount ?? 0}
        currency={detail?.total.currency ?? 'EUR'}
        summary={
          detail
            ? [
                { label: t('booking.field.name'), value: `${detail.contact.name} ${detail.contact.surname}` },
                { label: t('booking.field.email'), value: detail.contact.email },
                { label: t('booking.field.mobilePhone'), value: detail.contact.mobilePhone },
              ]
            : []
        }
      />
    );
  }
  return (
    <Button onClick={() => void retry()} loading={busy} data-testid="payment-retry">
      {label}
    </Button>
  );
}

function TicketActions({ order, token }: { order: OrderDetail; token: string | null }) {
  const { t } = useTranslation('booking');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPrinter size={16} />}
        onClick={() => window.print()}
        data-testid="ticket-print"
      >
        {t('ticket.print')}
      </Button>
      {token && isPaid(order) ? (
        <Button
          variant="light"
          leftSection={<IconMail size={16} />}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await resendTicket(order.id, token);
              setSent(true);
            } catch (error) {
              presentApiError(error);
            } finally {
              setBusy(false);
            }
          }}
          data-testid="ticket-resend"
        >
          {t('ticket.resend')}
        </Button>
      ) : null}
      {sent ? (
        <Text size="sm" c="green" data-testid="ticket-resent">
          {t('ticket.resent', { email: order.contact.email })}
        </Text>
      ) : null}
    </>
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
  const paid = isPaid(detail);
  return (
    <>
      <PageHeader
        title={paid ? t('ticket.title') : t('ticket.unpaidTitle')}
        intro={paid ? t('ticket.emailed', { email: detail.contact.email }) : undefined}
      />
      <Stack gap="lg">
        <OrderDetailView order={detail} actions={<TicketActions order={detail} token={token} />} />
        {!paid && token && (detail.state === 'WaitingForPayment' || detail.state === 'PaymentFailed') ? (
          <RetryBlock orderId={detail.id} token={token} label={t('ticket.payAgain')} />
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
  return (
    <>
      <PageHeader title={t('failed.title')} intro={t('failed.text')} />
      <Stack gap="md" align="flex-start">
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="payment-failed-reason">
          {paymentReasonText(culture, reason)}
        </Alert>
        {orderId && token ? (
          <>
            <Stack w="100%">
              <RetryBlock orderId={orderId} token={token} label={t('failed.retry')} />
            </Stack>
            <Anchor component={Link} to={`/ticketDetail/${orderId}?token=${encodeURIComponent(token)}`}>
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
  const { register, handleSubmit, formState, setValue } = useForm<{ pnr: string; surname: string }>({
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
  return (
    <>
      <PageHeader title={tp('pnr.title')} intro={tp('pnr.intro')} />
      <Stack gap="lg">
        <form onSubmit={onSubmit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('pnr.code')}
              description={t('pnr.codeHint')}
              maxLength={6}
              ff="monospace"
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
          <OrderDetailView order={order} actions={<TicketActions order={order} token={null} />} />
        ) : null}
      </Stack>
    </>
  );
}
