import { Button, Checkbox, Chip, Group, Radio, RangeSlider, Stack, Text, Title } from '@mantine/core';
import { IconMoon, IconSun, IconSunrise, IconSunset } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../../../shared/i18n/use-culture';
import { formatMoney } from '../../../shared/lib/format-money';
import {
  BAGGAGE_FILTERS,
  type BaggageFilter,
  type FilterFacets,
  type FlightFilters,
  NO_FILTERS,
  STOPS_FILTERS,
  type StopsFilter,
  TIME_BUCKETS,
  type TimeBucket,
  type TimeFilterKey,
} from '../lib/filters';
import classes from './results.module.css';

export interface FiltersPanelProps {
  filters: FlightFilters;
  facets: FilterFacets;
  currency: string;
  roundTrip: boolean;
  onChange: (filters: FlightFilters) => void;
}

const BUCKET_ICONS = { night: IconMoon, morning: IconSunrise, day: IconSun, evening: IconSunset } as const;
const BUCKET_HOURS: Record<TimeBucket, string> = {
  night: '00–06',
  morning: '06–12',
  day: '12–18',
  evening: '18–24',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={classes.filterSection}>
      <Title order={3} component="legend" className={classes.filterTitle}>
        {title}
      </Title>
      {children}
    </fieldset>
  );
}

function TimeChips({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: TimeBucket[];
  onChange: (value: TimeBucket[]) => void;
  testId: string;
}) {
  const { t } = useTranslation('search');
  return (
    <fieldset className={classes.filterSection}>
      <Text component="legend" size="xs" c="dimmed" mb={6} p={0}>
        {label}
      </Text>
      <Chip.Group multiple value={value} onChange={(next) => onChange(next as TimeBucket[])}>
        <div className={classes.timeChips} data-testid={testId}>
          {TIME_BUCKETS.map((bucket) => {
            const Icon = BUCKET_ICONS[bucket];
            return (
              <Chip
                key={bucket}
                value={bucket}
                size="xs"
                radius="sm"
                variant="outline"
                icon={<Icon size={12} aria-hidden="true" />}
                wrapperProps={{ 'data-testid': `${testId}-${bucket}` }}
                classNames={{ label: classes.timeChipLabel }}
              >
                <span className={classes.timeChipText}>
                  <span>{t(`filters.buckets.${bucket}`)}</span>
                  <span className={classes.timeChipHours}>{BUCKET_HOURS[bucket]}</span>
                </span>
              </Chip>
            );
          })}
        </div>
      </Chip.Group>
    </fieldset>
  );
}

function PriceFilter({
  filters,
  range,
  currency,
  onChange,
}: {
  filters: FlightFilters;
  range: { min: number; max: number };
  currency: string;
  onChange: (filters: FlightFilters) => void;
}) {
  const culture = useCulture();
  const { t } = useTranslation('search');
  const committed: [number, number] = [
    Math.max(range.min, Math.min(filters.minPrice ?? range.min, range.max)),
    Math.min(range.max, Math.max(filters.maxPrice ?? range.max, range.min)),
  ];
  // The thumbs move freely while dragging; the list (and the URL) follow when the thumb is let go.
  const [draft, setDraft] = useState(committed);
  const [committedMin, committedMax] = committed;
  useEffect(() => setDraft([committedMin, committedMax]), [committedMin, committedMax]);
  const money = (value: number) => formatMoney(value, currency, culture);
  const step = Math.max(1, Math.round((range.max - range.min) / 200));

  return (
    <Section title={t('filters.price')}>
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600} data-testid="price-filter-min">
          {money(draft[0])}
        </Text>
        <Text size="sm" fw={600} data-testid="price-filter-max">
          {money(draft[1])}
        </Text>
      </Group>
      <RangeSlider
        min={range.min}
        max={range.max}
        step={step}
        minRange={0}
        value={draft}
        onChange={setDraft}
        onChangeEnd={([min, max]) =>
          onChange({
            ...filters,
            minPrice: min <= range.min ? null : min,
            maxPrice: max >= range.max ? null : max,
          })
        }
        // the two amounts are written above it as it moves; a bubble over the thumb covered them
        label={null}
        thumbFromLabel={t('filters.price')}
        thumbToLabel={t('filters.price')}
        data-testid="price-filter"
        mx={6}
      />
    </Section>
  );
}

/** Sidebar on wide screens, drawer content on phones. Every change applies at once. */
export function FiltersPanel({ filters, facets, currency, roundTrip, onChange }: FiltersPanelProps) {
  const { t } = useTranslation('search');
  const culture = useCulture();
  const set = (patch: Partial<FlightFilters>) => onChange({ ...filters, ...patch });
  const setTimes = (key: TimeFilterKey) => (value: TimeBucket[]) => set({ [key]: value });

  return (
    <Stack gap="lg" data-testid="filters-panel">
      <Section title={t('filters.stops')}>
        <Radio.Group value={filters.stops} onChange={(value) => set({ stops: value as StopsFilter })}>
          <Stack gap={8}>
            {STOPS_FILTERS.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`filters.stopsOptions.${value}`)}
                size="sm"
                data-testid={`filter-stops-${value}`}
                disabled={
                  (value === 'direct' && !facets.hasDirect) ||
                  (value === 'connecting' && !facets.hasConnecting)
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      </Section>

      <Section title={t('filters.baggage')}>
        <Radio.Group value={filters.baggage} onChange={(value) => set({ baggage: value as BaggageFilter })}>
          <Stack gap={8}>
            {BAGGAGE_FILTERS.map((value) => (
              <Radio
                key={value}
                value={value}
                label={t(`filters.baggageOptions.${value}`)}
                size="sm"
                data-testid={`filter-bag-${value}`}
                disabled={
                  (value === 'with' && !facets.hasWithBaggage) ||
                  (value === 'without' && !facets.hasWithoutBaggage)
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      </Section>

      {facets.priceRange && facets.priceRange.max > facets.priceRange.min ? (
        <PriceFilter filters={filters} range={facets.priceRange} currency={currency} onChange={onChange} />
      ) : null}

      {facets.airlines.length > 0 ? (
        <Section title={t('filters.airlines')}>
          <Checkbox.Group value={filters.airlines} onChange={(airlines) => set({ airlines })}>
            <Stack gap={8}>
              {facets.airlines.map((airline) => (
                <Checkbox
                  key={airline.code}
                  value={airline.code}
                  size="sm"
                  data-testid={`filter-airline-${airline.code}`}
                  classNames={{ labelWrapper: classes.airlineFilterLabelWrapper }}
                  label={
                    <span className={classes.airlineFilterLabel}>
                      <span className={classes.airlineFilterName}>{airline.name}</span>
                      <Text component="span" size="xs" c="dimmed" className={classes.airlineFilterPrice}>
                        {t('filters.fromPrice', { price: formatMoney(airline.minPrice, currency, culture) })}
                      </Text>
                    </span>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </Section>
      ) : null}

      <Section title={t('filters.outboundTimes')}>
        <Stack gap="sm">
          <TimeChips
            label={t('filters.departure')}
            value={filters.outboundDeparture}
            onChange={setTimes('outboundDeparture')}
            testId="filter-out-dep"
          />
          <TimeChips
            label={t('filters.arrival')}
            value={filters.outboundArrival}
            onChange={setTimes('outboundArrival')}
            testId="filter-out-arr"
          />
        </Stack>
      </Section>

      {roundTrip ? (
        <Section title={t('filters.inboundTimes')}>
          <Stack gap="sm">
            <TimeChips
              label={t('filters.departure')}
              value={filters.inboundDeparture}
              onChange={setTimes('inboundDeparture')}
              testId="filter-in-dep"
            />
            <TimeChips
              label={t('filters.arrival')}
              value={filters.inboundArrival}
              onChange={setTimes('inboundArrival')}
              testId="filter-in-arr"
            />
          </Stack>
        </Section>
      ) : null}

      <Button variant="subtle" color="gray" onClick={() => onChange(NO_FILTERS)} data-testid="filters-reset">
        {t('filters.reset')}
      </Button>
    </Stack>
  );
}
