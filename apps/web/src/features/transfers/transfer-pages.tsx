import type {
  AddOrderResult,
  AddTransferOrderInput,
  OrderDetail,
  TransferSearchResult,
} from '@charterdesk/domain';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent, IconPencil, IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { presentApiError } from '../../shared/api/present-api-error';
import {
  CheckoutSteps,
  CheckoutUnavailable,
  contactPaymentSummary,
  useCheckoutSteps,
} from '../../shared/checkout/checkout-page';
import { OrderActions } from '../../shared/checkout/order-actions';
import { OrderPage } from '../../shared/checkout/order-page';
import { useCulture } from '../../shared/i18n/use-culture';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { localToday } from '../../shared/lib/format-date';
import { formatMoney } from '../../shared/lib/format-money';
import { useCurrency } from '../../shared/lib/use-currency';
import { PageHeader } from '../../shared/ui/page-header';
import { isTransferSearchGone, useTransferSearchResults } from './api/transfer-search-results';
import { TransferBookingForm } from './components/transfer-booking-form';
import { TransferCoverage } from './components/transfer-coverage';
import { TransferOptionCard, VehicleFacts, VehicleIcon } from './components/transfer-option-card';
import { TransferOrderView } from './components/transfer-order-view';
import { TransferRoute } from './components/transfer-route';
import { TransferSearchForm } from './components/transfer-search-form';
import { useRunTransferSearch } from './hooks/use-run-transfer-search';
import { transferDraftKey } from './lib/booking-form';
import { flightLinkFromParams, loadFlightLink, storeFlightLink } from './lib/flight-link';
import { formatLocalDateTime } from './lib/format';
import {
  criteriaFromParams,
  criteriaToFormValues,
  DEFAULT_TRANSFER_FORM,
  loadStoredTransferForm,
  prefillFromParams,
  transferResultsPath,
} from './lib/search-form';

/** The search as understood: route, airport-local date and time, party, and a "change" action. */
function SearchSummary({ result, onChange }: { result: TransferSearchResult; onChange?: () => void }) {
  const { t } = useTranslation('transfers');
  const culture = useCulture();
  const { criteria } = result;
  return (
    <Paper withBorder radius="md" p="md" data-testid="transfer-search-summary">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6}>
          <TransferRoute
            direction={criteria.direction}
            airport={`${result.airport.name} (${result.airport.code})`}
            zone={`${result.district.name}, ${result.district.cityName}`}
          />
          <Group gap="lg" c="dimmed">
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconCalendarEvent size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm">
                {formatLocalDateTime(criteria.date, criteria.time, culture)} ·{' '}
                {t(criteria.direction === 'fromAirport' ? 'summary.landingLocal' : 'summary.pickupLocal')}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconUsers size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm">
                {t('summary.passengers', { count: criteria.passengers })} ·{' '}
                {t('summary.luggage', { count: criteria.luggage })}
              </Text>
            </Group>
          </Group>
        </Stack>
        {onChange ? (
          <Button
            variant="light"
            leftSection={<IconPencil size={16} />}
            onClick={onChange}
            data-testid="transfer-change-search"
          >
            {t('summary.change')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

function ResultsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={92} radius="md" />
      ))}
    </Stack>
  );
}

/** /transferSearch and /transferSearch/:id: the search form, or the vehicles that fit a saved search. */
export function TransferSearchPage() {
  const { t } = useTranslation('transfers');
  const { t: tp } = useTranslation('pages');
  usePageTitle('pages:transferSearch.title');
  const { id } = useParams();
  const [params] = useSearchParams();
  const culture = useCulture();
  const { currency } = useCurrency();
  const results = useTransferSearchResults(id, currency, culture);
  const [editing, setEditing] = useState(false);
  const { run, isPending: rerunning } = useRunTransferSearch();
  const urlCriteria = criteriaFromParams(params);
  // a flight booking's "add an airport transfer" offer: its booking is linked when the transfer is booked
  useEffect(() => {
    const link = flightLinkFromParams(params);
    if (link) storeFlightLink(link);
  }, [params]);

  if (!id) {
    return (
      <>
        <PageHeader title={tp('transferSearch.title')} intro={tp('transferSearch.intro')} />
        <TransferSearchForm
          // a district's link below fills the form anew with its airport and district
          key={`${params.get('airport') ?? ''}-${params.get('zone') ?? ''}`}
          initialValues={prefillFromParams(params, loadStoredTransferForm() ?? DEFAULT_TRANSFER_FORM)}
          variant="compact"
        />
        <TransferCoverage />
      </>
    );
  }

  if (results.isPending) {
    return (
      <>
        <PageHeader title={tp('transferSearch.title')} />
        <ResultsSkeleton />
      </>
    );
  }

  if (results.isError) {
    const gone = isTransferSearchGone(results.error);
    // The same criteria can run again unless their date has passed meanwhile.
    const canRerun = gone && urlCriteria !== null && urlCriteria.date >= localToday();
    return (
      <>
        <PageHeader title={tp('transferSearch.title')} />
        <Stack gap="lg">
          <Alert
            color="yellow"
            icon={<IconAlertCircle size={18} />}
            data-testid={gone ? 'transfer-search-expired' : 'transfer-search-failed'}
          >
            <Stack gap="xs" align="flex-start">
              <Text>{gone ? t('results.expired') : (results.error as Error).message}</Text>
              {canRerun ? (
                <Button
                  size="xs"
                  loading={rerunning}
                  onClick={() => {
                    run(urlCriteria, { replace: true }).catch(presentApiError);
                  }}
                  data-testid="transfer-search-rerun"
                >
                  {t('results.searchAgain')}
                </Button>
              ) : !gone ? (
                <Button size="xs" variant="light" onClick={() => void results.refetch()}>
                  {t('form.retry')}
                </Button>
              ) : null}
            </Stack>
          </Alert>
          <TransferSearchForm
            initialValues={
              urlCriteria
                ? criteriaToFormValues(urlCriteria)
                : (loadStoredTransferForm() ?? DEFAULT_TRANSFER_FORM)
            }
            variant="compact"
          />
        </Stack>
      </>
    );
  }

  const result = results.data;
  const dimmed = results.isPlaceholderData;
  return (
    <>
      <PageHeader title={tp('transferSearch.title')} />
      <Stack gap="lg">
        {editing ? (
          <Stack gap={4}>
            <TransferSearchForm
              key={result.id}
              initialValues={criteriaToFormValues(result.criteria)}
              variant="compact"
              onSearched={() => setEditing(false)}
            />
            <Group justify="flex-end">
              <Button
                variant="subtle"
                size="xs"
                onClick={() => setEditing(false)}
                data-testid="transfer-change-cancel"
              >
                {t('summary.cancelChange')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <SearchSummary result={result} onChange={() => setEditing(true)} />
        )}
        {result.options.length === 0 ? (
          <Alert color="blue" icon={<IconAlertCircle size={18} />} data-testid="transfer-no-results">
            <Stack gap="xs" align="flex-start">
              <Text fw={600}>{t('results.noneTitle')}</Text>
              <Text size="sm">{t('results.noneText')}</Text>
              {editing ? null : (
                <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                  {t('results.changeSearch')}
                </Button>
              )}
            </Stack>
          </Alert>
        ) : (
          <Stack
            gap="sm"
            style={{ opacity: dimmed ? 0.6 : 1 }}
            aria-busy={dimmed}
            data-testid="transfer-options"
          >
            <Text size="sm" c="dimmed">
              {t('results.count', { count: result.options.length })}
            </Text>
            {result.options.map((option) => (
              <TransferOptionCard
                key={option.id}
                option={option}
                bookHref={`/transferPayment/${encodeURIComponent(result.id)}/${encodeURIComponent(option.id)}`}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}

/** /transferPayment and /transferPayment/:searchId/:transferId: contact and trip details, then the card. */
export function TransferBookingPage() {
  const { t } = useTranslation('transfers');
  const { t: tb } = useTranslation('booking');
  const { t: tp } = useTranslation('pages');
  usePageTitle('pages:transferBooking.title');
  const { searchId, transferId } = useParams();
  const culture = useCulture();
  const { currency } = useCurrency();
  const search = useTransferSearchResults(searchId, currency, culture);
  const steps = useCheckoutSteps(transferDraftKey(searchId ?? '', transferId ?? ''));
  const title = tp('transferBooking.title');
  const { pending } = steps;

  const gone = (
    text: string,
    testId: string,
    href = '/?tab=transfers',
    linkText = t('results.searchAgain'),
  ) => <CheckoutUnavailable title={title} text={text} testId={testId} href={href} linkText={linkText} />;

  if (!searchId || !transferId) return gone(t('booking.offerGone'), 'transfer-offer-gone');
  // Once the order exists, the card step does not depend on the (possibly expired) search any more.
  if (!pending) {
    if (search.isPending) {
      return (
        <>
          <PageHeader title={title} />
          <ResultsSkeleton />
        </>
      );
    }
    if (search.isError) {
      return isTransferSearchGone(search.error)
        ? gone(t('results.expired'), 'transfer-booking-expired')
        : gone((search.error as Error).message, 'transfer-booking-failed', `/transferSearch/${searchId}`);
    }
  }
  const result = search.data;
  const option = result?.options.find((o) => o.id === transferId);
  if (!pending && (!result || !option)) {
    const href = result ? transferResultsPath(result.id, result.criteria) : '/';
    return gone(t('booking.offerGone'), 'transfer-offer-gone', href, t('booking.backToResults'));
  }
  const searchHref = result ? transferResultsPath(result.id, result.criteria) : '/?tab=transfers';

  function onOrderCreated(created: AddOrderResult, order: AddTransferOrderInput) {
    steps.toPayment(
      created,
      order,
      contactPaymentSummary(order.contact, (k) => tb(k)),
    );
    // the order carries its link now; a later transfer search starts unlinked
    storeFlightLink(null);
  }

  return (
    <CheckoutSteps
      steps={steps}
      searchId={searchId}
      title={title}
      intro={tp('transferBooking.intro')}
      kind="transfer"
      summary={
        result && option ? (
          <Paper withBorder radius="md" p="md" data-testid="transfer-chosen">
            <Stack gap="sm">
              <SearchSummary result={result} />
              <Group justify="space-between" align="center" wrap="wrap" gap="md" px="md">
                <Group gap="md" wrap="nowrap">
                  <VehicleIcon seats={option.passengerCapacity} />
                  <Stack gap={2}>
                    <Text fw={700} data-testid="transfer-chosen-vehicle">
                      {option.vehicleName}
                    </Text>
                    <VehicleFacts {...option} />
                  </Stack>
                </Group>
                <Stack gap={0} align="flex-end">
                  <Text fw={800} size="xl" data-testid="transfer-chosen-price">
                    {formatMoney(option.price.amount, option.price.currency, culture)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('results.perVehicle')}
                  </Text>
                </Stack>
              </Group>
            </Stack>
          </Paper>
        ) : null
      }
    >
      {result && option ? (
        <TransferBookingForm
          key={currency}
          searchId={result.id}
          optionId={option.id}
          direction={result.criteria.direction}
          currency={currency}
          price={option.price.amount}
          searchHref={searchHref}
          onOrderCreated={onOrderCreated}
          flightLink={loadFlightLink(result.criteria.airportCode)}
        />
      ) : null}
    </CheckoutSteps>
  );
}

function ConfirmationActions({ order, token }: { order: OrderDetail; token: string | null }) {
  const { t } = useTranslation('transfers');
  return (
    <OrderActions
      order={order}
      token={token}
      resendLabel={t('detail.resend')}
      resentLabel={(email) => t('detail.resent', { email })}
      testIdPrefix="transfer"
    />
  );
}

/** /transferDetail/:orderId?token=: the transfer success page (or waiting for payment, with a pay action). */
export function TransferDetailPage() {
  const { t } = useTranslation('transfers');
  const { t: tp } = useTranslation('pages');
  // the tab's title says nothing the page may not confirm (a wrong link, an unpaid order): its heading does
  usePageTitle('transfers:detail.linkTitle');
  return (
    <OrderPage
      kind="transfer"
      fallbackTitle={t('detail.linkTitle')}
      noAccessText={t('detail.noAccess')}
      noAccessTestId="transfer-no-access"
      title={(_order, paid) => (paid ? tp('transferDetail.title') : t('detail.unpaidTitle'))}
      emailed={(email) => t('detail.emailed', { email })}
    >
      {(order, token) => (
        <TransferOrderView
          order={order}
          transfer={order.transfer!}
          actions={<ConfirmationActions order={order} token={token} />}
        />
      )}
    </OrderPage>
  );
}
