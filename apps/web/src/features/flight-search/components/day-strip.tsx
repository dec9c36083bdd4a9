import { addDays } from '@charterdesk/domain';
import { ActionIcon, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../../../shared/i18n/use-culture';
import { formatDayMonth, formatWeekday } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import { type Direction, type StripDay, wholeDaysWindow } from '../lib/day-strip';
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

  // what the days show, not the array (the page builds it anew on every render): a re-render of the results
  // (a flight picked, a filter) leaves where the visitor scrolled the strip alone
  const shown = `${culture}|${loading}|${days.map((d) => `${d.date}:${d.price}:${d.currency}`).join(',')}`;
  useWholeDays(listRef, shown);

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
      <ul className={classes.dayList} ref={listRef} onScroll={(event) => markMoreDays(event.currentTarget)}>
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

/**
 * Where the seven days do not fit (phones, tablets in roubles), the strip shows as many whole days as fit, the
 * searched one in the middle, and scrolls a day at a time: a day cut at the edge reads as a wrong price.
 * The widest day decides, measured once the prices are in.
 */
function useWholeDays(listRef: RefObject<HTMLUListElement | null>, shown: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: other days, prices or language are the trigger
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const fit = () => {
      const items = Array.from(list.children) as HTMLElement[];
      const current = items.findIndex((item) => item.querySelector('[aria-current="date"]'));
      const dayWidth = Math.max(...items.map(naturalDayWidth));
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      const { visible, first } = wholeDaysWindow({
        width: list.clientWidth,
        dayWidth,
        gap,
        count: items.length,
        current: Math.max(0, current),
      });
      if (visible >= items.length) list.style.removeProperty('--days-visible');
      else list.style.setProperty('--days-visible', String(visible));
      list.scrollLeft = (first * (list.clientWidth + gap)) / visible;
      markMoreDays(list);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    let width = list.clientWidth;
    const observer = new ResizeObserver(() => {
      if (list.clientWidth === width) return;
      width = list.clientWidth;
      fit();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [shown]);
}

/** A day's width with nothing cut: its widest line and its own padding (never under its minimum width). */
function naturalDayWidth(item: HTMLElement): number {
  const day = item.firstElementChild as HTMLElement | null;
  if (!day) return 0;
  const style = getComputedStyle(day);
  const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
  // the visually hidden "cheapest" note is 1 px wide on screen, however long its text
  const lines = (Array.from(day.children) as HTMLElement[])
    .filter((line) => line.offsetWidth > 1)
    .map((line) => line.scrollWidth);
  return Math.max(Number.parseFloat(style.minWidth) || 0, Math.max(0, ...lines) + padding);
}

/** Fades the edge that has more days beyond it, so a phone's visitor sees the strip scrolls. */
function markMoreDays(list: HTMLElement): void {
  const before = list.scrollLeft > 1;
  const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  list.toggleAttribute('data-more-before', before);
  list.toggleAttribute('data-more-after', after);
}
