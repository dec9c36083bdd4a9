import type { AddOrderResult, AddTransferOrderInput } from '@charterdesk/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
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
import { formatMoney } from '../../shared/lib/format-money';
import { useCurrency } from '../../shared/lib/use-currency';
import { PageHeader } from '../../shared/ui/page-header';
import { isTransferSearchGone, useTransferSearchResults } from './api/transfer-search-results';
import { ResultsSkeleton, SearchSummary } from './components/search-summary';
import { TransferBookingForm } from './components/transfer-booking-form';
import { VehicleFacts, VehicleIcon } from './components/transfer-option-card';
import { transferDraftKey } from './lib/booking-form';
import { loadFlightLink, storeFlightLink } from './lib/flight-link';
import { transferResultsPath } from './lib/search-form';

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
