import type { DayPrice, FlightOption } from '@charterdesk/domain';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconPlaneOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../../../shared/i18n/use-culture';
import { formatWeekdayDayMonth } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import type { Direction } from '../lib/day-strip';
import { FlightOptionCard } from './flight-option-card';
import classes from './results.module.css';

/** Cards shown before "show more": enough to compare, few enough to render fast on a phone. */
export const PAGE_SIZE = 20;

export interface ResultsSectionProps {
  direction: Direction;
  from: string;
  to: string;
  date: string;
  /** every option of this direction */
  total: number;
  /** the filtered and sorted ones */
  options: FlightOption[];
  selectedId: string | undefined;
  passengers: number;
  onSelect: (option: FlightOption) => void;
  /** days near `date` with flights, for the "no flights" message */
  nearestDays: DayPrice[];
  onPickDay: (date: string) => void;
  onResetFilters: () => void;
  busy: boolean;
}

export function ResultsSection({
  direction,
  from,
  to,
  date,
  total,
  options,
  selectedId,
  passengers,
  onSelect,
  nearestDays,
  onPickDay,
  onResetFilters,
  busy,
}: ResultsSectionProps) {
  const { t } = useTranslation('search');
  const culture = useCulture();
  const [limit, setLimit] = useState(PAGE_SIZE);
  const titleId = `${direction}-title`;
  const shown = options.slice(0, limit);
  const more = options.length - shown.length;

  return (
    <section
      id={`${direction}-section`}
      className={classes.section}
      aria-labelledby={titleId}
      data-testid={`${direction}-section`}
    >
      <div className={classes.sectionHead}>
        <Badge variant="filled" color={direction === 'outbound' ? 'brand' : 'teal'} radius="sm" size="lg">
          {direction === 'outbound' ? t('results.outbound') : t('results.inbound')}
        </Badge>
        <Title order={2} id={titleId} className={classes.sectionTitle}>
          {t('results.sectionTitle', { from, to })}
        </Title>
        <Text c="dimmed" size="sm">
          {formatWeekdayDayMonth(date, culture)}
        </Text>
      </div>

      {total === 0 ? (
        <div
          className={classes.empty}
          data-testid={direction === 'outbound' ? 'no-flights' : 'no-return-flights'}
        >
          <IconPlaneOff size={32} stroke={1.5} className={classes.emptyIcon} aria-hidden="true" />
          <Title order={3} size="h4">
            {t('results.noFlightsTitle')}
          </Title>
          {nearestDays.length ? (
            <>
              <Text c="dimmed" size="sm">
                {t('results.noFlightsText')}
              </Text>
              <Group gap="xs" justify="center">
                {nearestDays.map((day) => (
                  <Button
                    key={day.date}
                    variant="default"
                    radius="xl"
                    disabled={busy}
                    onClick={() => onPickDay(day.date)}
                    data-testid={`${direction === 'outbound' ? '' : 'return-'}nearest-day-${day.date}`}
                  >
                    {formatWeekdayDayMonth(day.date, culture)}
                    {day.cheapestTotal !== null ? (
                      <Text component="span" size="sm" c="teal" fw={700} ml={8}>
                        {formatMoney(day.cheapestTotal, day.currency, culture)}
                      </Text>
                    ) : null}
                  </Button>
                ))}
              </Group>
            </>
          ) : (
            <Text c="dimmed" size="sm">
              {t('results.noFlightsNoDays')}
            </Text>
          )}
        </div>
      ) : options.length === 0 ? (
        <div
          className={classes.empty}
          data-testid={direction === 'outbound' ? 'no-matches' : 'no-return-matches'}
        >
          <IconFilterOff size={32} stroke={1.5} className={classes.emptyIcon} aria-hidden="true" />
          <Title order={3} size="h4">
            {t('results.noMatchesTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('results.noMatchesText')}
          </Text>
          <Button variant="light" onClick={onResetFilters}>
            {t('filters.reset')}
          </Button>
        </div>
      ) : (
        <Stack gap="sm">
          {shown.map((option) => (
            <FlightOptionCard
              key={option.id}
              option={option}
              passengers={passengers}
              selected={option.id === selectedId}
              onSelect={onSelect}
            />
          ))}
          {more > 0 ? (
            <Button
              variant="default"
              onClick={() => setLimit((value) => value + PAGE_SIZE)}
              data-testid={`${direction}-show-more`}
            >
              {t('results.showMore', { count: Math.min(more, PAGE_SIZE) })}
            </Button>
          ) : null}
        </Stack>
      )}
    </section>
  );
}
