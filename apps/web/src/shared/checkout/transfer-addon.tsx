import type { CheckoutTransferInput, Currency, TransferOption } from '@charterdesk/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../i18n/use-culture';
import { formatLocal } from '../lib/format-date';
import { formatMoney } from '../lib/format-money';
import { useDurationText } from '../lib/use-duration-text';
import { saveTransferSearch } from '../transfer-search/save-transfer-search';
import { useTransferPlaces } from '../transfer-search/transfer-places';
import { useTransferSearchResults } from '../transfer-search/transfer-search-results';

/** Where and when the flight being bought lands: the transfer meets it. */
export interface TransferLanding {
  airportCode: string;
  airportName: string;
  /** airport-local `YYYY-MM-DDTHH:mm` */
  arrivalLocal: string;
  /** "ZF 9012" */
  flight: string;
}

/** The add-on as the buyer has filled it so far (kept by the checkout form, so a refused submit loses nothing). */
export interface TransferAddonValue {
  enabled: boolean;
  districtId: number | null;
  searchId: string | null;
  optionId: string | null;
  /** the chosen vehicle's price in the page's currency, minor units */
  amount: number | null;
  address: string;
  note: string;
}

export const NO_TRANSFER: TransferAddonValue = {
  enabled: false,
  districtId: null,
  searchId: null,
  optionId: null,
  amount: null,
  address: '',
  note: '',
};

/** What is missing before the add-on can be bought, if anything. */
export function transferAddonProblem(v: TransferAddonValue): 'district' | 'vehicle' | 'address' | null {
  if (!v.enabled) return null;
  if (v.districtId === null) return 'district';
  if (!v.searchId || !v.optionId || v.amount === null) return 'vehicle';
  if (v.address.trim().length < 3) return 'address';
  return null;
}

/** AddOrder's `transfer` of a complete add-on (null when not chosen). */
export function transferAddonInput(v: TransferAddonValue): CheckoutTransferInput | null {
  if (!v.enabled || transferAddonProblem(v) || !v.searchId || !v.optionId) return null;
  return {
    searchId: v.searchId,
    optionId: v.optionId,
    address: v.address.trim(),
    note: v.note.trim() || null,
  };
}

/**
 * "Add an airport transfer" in the flight checkout (issue #12): a ride from the landing airport to the hotel's
 * area, at the landing time, for the whole party, bought with the flights in one payment and linked to them (a
 * re-timed flight moves the pickup). Shown only where transfers are sold.
 */
export function TransferAddon({
  landing,
  party,
  currency,
  value,
  onChange,
  showErrors,
}: {
  landing: TransferLanding;
  party: { seated: number; infants: number };
  currency: Currency;
  value: TransferAddonValue;
  onChange: (next: TransferAddonValue) => void;
  /** after a submit: say what is missing */
  showErrors: boolean;
}) {
  const { t } = useTranslation('transfers');
  const culture = useCulture();
  const places = useTransferPlaces(culture);
  const airport = places.data?.airports.find((a) => a.code === landing.airportCode);
  const criteria = useMemo(
    () =>
      value.enabled && value.districtId !== null
        ? {
            airportCode: landing.airportCode,
            districtId: value.districtId,
            direction: 'fromAirport' as const,
            date: landing.arrivalLocal.slice(0, 10),
            time: landing.arrivalLocal.slice(11, 16),
            passengers: party.seated + party.infants,
            luggage: party.seated,
          }
        : null,
    [value.enabled, value.districtId, landing, party],
  );
  // a saved search answers the vehicles that fit; the same criteria reuse it while it lives
  const saved = useQuery({
    queryKey: ['transfers', 'checkout-search', criteria],
    queryFn: () => saveTransferSearch(criteria!),
    enabled: criteria !== null,
    staleTime: 20 * 60_000,
    retry: false,
  });
  const searchId = criteria ? saved.data?.id : undefined;
  const results = useTransferSearchResults(searchId, currency, culture);
  const options = results.data?.id === searchId ? results.data?.options : undefined;

  // the chosen vehicle (the cheapest at first) and its price follow the search, the currency and the list
  useEffect(() => {
    if (!value.enabled || !searchId || !options) return;
    const chosen = options.find((o) => o.id === value.optionId) ?? options[0];
    const next = chosen
      ? { searchId, optionId: chosen.id, amount: chosen.price.amount }
      : { searchId, optionId: null, amount: null };
    if (next.searchId !== value.searchId || next.optionId !== value.optionId || next.amount !== value.amount)
      onChange({ ...value, ...next });
  }, [value, searchId, options, onChange]);

  if (!airport || airport.districts.length === 0) return null;
  const problem = showErrors ? transferAddonProblem(value) : null;
  const when = formatLocal(landing.arrivalLocal, culture);

  return (
    <Paper withBorder radius="md" p="md" data-testid="checkout-transfer">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCar size={22} aria-hidden="true" />
          <Title order={2} size="h4">
            {t('addon.title', { airport: airport.name })}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('addon.intro', { flight: landing.flight, when })}
        </Text>
        <Checkbox
          label={t('addon.add')}
          checked={value.enabled}
          onChange={(e) => onChange({ ...value, enabled: e.currentTarget.checked })}
          data-testid="checkout-transfer-add"
        />
        {value.enabled && (
          <Stack gap="sm">
            <NativeSelect
              label={t('addon.district')}
              value={value.districtId === null ? '' : String(value.districtId)}
              onChange={(e) =>
                onChange({
                  ...value,
                  districtId: e.currentTarget.value ? Number(e.currentTarget.value) : null,
                  searchId: null,
                  optionId: null,
                  amount: null,
                })
              }
              data={[
                { value: '', label: t('addon.districtPlaceholder') },
                ...airport.districts.map((d) => ({ value: String(d.id), label: d.name })),
              ]}
              error={problem === 'district' ? t('addon.districtRequired') : undefined}
              data-testid="checkout-transfer-district"
            />
            {criteria && (
              <VehicleChoice
                loading={saved.isPending || (Boolean(searchId) && !options && !results.isError)}
                failed={saved.isError || results.isError}
                onRetry={() => (saved.isError ? saved.refetch() : results.refetch())}
                options={options}
                value={value.optionId}
                onChange={(option) =>
                  onChange({ ...value, optionId: option.id, amount: option.price.amount })
                }
                error={problem === 'vehicle' && options ? t('addon.vehicleRequired') : undefined}
              />
            )}
            <TextInput
              label={t('booking.addressDropOff')}
              description={t('booking.addressHint')}
              value={value.address}
              onChange={(e) => onChange({ ...value, address: e.currentTarget.value })}
              maxLength={200}
              error={problem === 'address' ? t('addon.addressRequired') : undefined}
              data-testid="checkout-transfer-address"
            />
            <Textarea
              label={t('booking.note')}
              description={t('booking.noteHint')}
              value={value.note}
              onChange={(e) => onChange({ ...value, note: e.currentTarget.value })}
              maxLength={500}
              autosize
              minRows={2}
            />
            <Text size="sm" c="dimmed">
              {t('booking.linkedFlight')}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** How many vehicles the add-on lists before "show all". */
const FIRST_VEHICLES = 3;

/** The vehicles that fit the party, as radio cards with their all-included price. */
function VehicleChoice({
  loading,
  failed,
  onRetry,
  options,
  value,
  onChange,
  error,
}: {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  options: readonly TransferOption[] | undefined;
  value: string | null;
  onChange: (option: TransferOption) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('transfers');
  const culture = useCulture();
  const duration = useDurationText();
  // a phone shows the three cheapest (and the chosen one) until the buyer asks for all
  const [all, setAll] = useState(false);
  if (failed)
    return (
      <Alert color="red" title={t('addon.unavailable')}>
        <Button variant="light" size="xs" mt="xs" onClick={onRetry}>
          {t('addon.retry')}
        </Button>
      </Alert>
    );
  if (loading)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('addon.loading')}</Text>
      </Group>
    );
  if (!options || options.length === 0) return <Alert color="yellow">{t('addon.noVehicle')}</Alert>;
  const shown = all ? options : options.filter((o, i) => i < FIRST_VEHICLES || o.id === value);
  return (
    <Radio.Group
      label={t('addon.vehicle')}
      description={t('vehicle.driveTime', { duration: duration(options[0]!.transferMinutes) })}
      value={value ?? ''}
      onChange={(id) => {
        const option = options.find((o) => o.id === id);
        if (option) onChange(option);
      }}
      error={error}
    >
      <Stack gap="xs" mt={4}>
        {shown.map((o) => (
          <Radio.Card
            key={o.id}
            value={o.id}
            radius="md"
            p="sm"
            data-testid={`checkout-transfer-option-${o.id}`}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Radio.Indicator mt={2} />
                <Stack gap={0}>
                  <Text fw={600}>{o.vehicleName}</Text>
                  <Text size="sm" c="dimmed">
                    {t('vehicle.passengers', { count: o.passengerCapacity })} ·{' '}
                    {t('vehicle.luggage', { count: o.baggageCapacity })}
                  </Text>
                </Stack>
              </Group>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="checkout-transfer-price">
                {formatMoney(o.price.amount, o.price.currency, culture)}
              </Text>
            </Group>
          </Radio.Card>
        ))}
        {shown.length < options.length && (
          <Button variant="subtle" onClick={() => setAll(true)} data-testid="checkout-transfer-all">
            {t('addon.moreVehicles', { count: options.length })}
          </Button>
        )}
      </Stack>
    </Radio.Group>
  );
}
