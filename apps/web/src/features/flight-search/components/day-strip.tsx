import { addDays } from '@charterdesk/domain';
import { ActionIcon, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../../../shared/i18n/use-culture';
import { formatDayMonth, formatWeekday } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import type { Direction, StripDay } from '../lib/day-strip';
import classes from './results.module.css';

export interface DayStripProps {
  direction: Direction;
  days: StripDay[];
  /** the date searched now */
  current: string;
  loading: boolean;
  /** the date of this strip being searched after a click, if any */
  pendingDate: string | null;
  /** a new search is on its way (from this strip or elsewhere): days cannot be picked meanwhile */
  busy: boolean;
  minDate: string;
  maxDate: string;
  onPick: (date: string) => void;
}

/**
 * ±3 days around the searched date with the cheapest price of each (Flight/AuxiliaryServiceSearch).
 * Picking a day searches again with that date. Outbound test ids: day-prev, day-next, day-<date>;
 * return ones are prefixed with "return-".
 */
export function DayStrip({
  direction,
  days,
  current,
  loading,
  pendingDate,
  busy,
  minDate,
  maxDate,
  onPick,
}: DayStripProps) {
  const { t } = useTranslation('search');
  const culture = useCulture();
  const prefix = direction === 'outbound' ? 'day' : 'return-day';
  const previous = addDays(current, -1);
  const next = addDays(current, 1);
  const listRef = useRef<HTMLUListElement>(null);

  // Where the strip scrolls (phones), the searched day starts in the middle.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new searched date is the trigger
  useLayoutEffect(() => {
    const list = listRef.current;
    const day = list?.querySelector<HTMLElement>('[aria-current="date"]');
    if (!list || !day || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = day.offsetLeft - (list.clientWidth - day.offsetWidth) / 2;
  }, [current]);

  return (
    <nav
      className={classes.dayStrip}
      aria-label={direction === 'outbound' ? t('days.outbound') : t('days.inbound')}
      aria-busy={busy || undefined}
    >
      <ActionIcon
        variant="subtle"
        size={36}
        radius="xl"
        onClick={() => onPick(previous)}
        disabled={busy || previous < minDate}
        aria-label={t('days.prev')}
        data-testid={`${prefix}-prev`}
        className={classes.dayArrow}
      >
        <IconChevronLeft size={20} aria-hidden="true" />
      </ActionIcon>
      <ul className={classes.dayList} ref={listRef}>
        {days.map((day) => {
          const price =
            day.price === undefined ? null : day.price === null ? (
              <span className={classes.dayNoFlights}>{t('days.noFlights')}</span>
            ) : (
              formatMoney(day.price, day.currency ?? 'EUR', culture)
            );
          return (
            <li key={day.date}>
              <UnstyledButton
                className={classes.day}
                data-current={day.isCurrent || undefined}
                data-cheapest={day.isCheapest || undefined}
                data-pending={pendingDate === day.date || undefined}
                disabled={day.isDisabled || day.isCurrent || busy}
                aria-current={day.isCurrent ? 'date' : undefined}
                onClick={() => onPick(day.date)}
                data-testid={`${prefix}-${day.date}`}
              >
                <Text component="span" size="xs" c="dimmed" className={classes.dayWeekday}>
                  {formatWeekday(day.date, culture)}
                </Text>
                <Text component="span" size="sm" fw={600}>
                  {formatDayMonth(day.date, culture)}
                </Text>
                <span className={classes.dayPrice}>
                  {loading && day.price === undefined ? (
                    <Skeleton height={12} width={56} radius="sm" />
                  ) : (
                    (price ?? '—')
                  )}
                </span>
                {day.isCheapest ? <span className={classes.visuallyHidden}>{t('days.cheapest')}</span> : null}
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
      <ActionIcon
        variant="subtle"
        size={36}
        radius="xl"
        onClick={() => onPick(next)}
        disabled={busy || next > maxDate}
        aria-label={t('days.next')}
        data-testid={`${prefix}-next`}
        className={classes.dayArrow}
      >
        <IconChevronRight size={20} aria-hidden="true" />
      </ActionIcon>
    </nav>
  );
}
