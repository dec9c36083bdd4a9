import 'dayjs/locale/ru';
import 'dayjs/locale/tr';
import '@mantine/dates/styles.layer.css';
import { Modal, type ModalProps } from '@mantine/core';
import { DatePicker, type DatePickerProps, type DatePickerType } from '@mantine/dates';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

/*
 * The part of a date field that only an opened field draws: Mantine's calendar (all of @mantine/dates, about
 * 15 KiB gzip, and its stylesheet) and the dialog a phone shows it in (Mantine's Modal with its focus trap and
 * scroll lock). A chunk of its own, fetched when the page is idle or the visitor reaches for the field.
 */

/**
 * Mantine's DatePicker as DatePickerInput draws it in its dropdown (its class names, its month to open on); weeks
 * start on Monday, Saturday and Sunday marked, in every language.
 */
export function DatePickerCalendar<Type extends DatePickerType>({
  value,
  minDate,
  maxDate,
  inPopover,
  ...props
}: DatePickerProps<Type> & { minDate: string; maxDate: string; inPopover: boolean }) {
  const first = Array.isArray(value) ? value[0] : value;
  return (
    <DatePicker<Type>
      firstDayOfWeek={1}
      weekendDays={[0, 6]}
      {...props}
      value={value}
      minDate={minDate}
      maxDate={maxDate}
      defaultDate={first ? String(first) : clampedToday(minDate, maxDate)}
      // DatePickerInput's own settings for its calendar: the same class names (mantine-DatePickerInput-*),
      // and a click inside a popover's calendar does not reach the page (it would close the popover)
      {...({ __staticSelector: 'DatePickerInput', __stopPropagation: inPopover } as object)}
    />
  );
}

/** The dialog of a phone's date field (DatePickerInput's `dropdownType="modal"`). */
export function DatePickerModal({
  children,
  ...props
}: Omit<ModalProps, 'children'> & { children: ReactNode }) {
  return (
    <Modal withCloseButton={false} size="auto" data-dates-modal {...props}>
      {children}
    </Modal>
  );
}

/** Today (the browser's day) moved into [min, max]: the month a calendar with no date opens on, as Mantine's. */
function clampedToday(minDate: string, maxDate: string): string {
  const today = dayjs().format('YYYY-MM-DD');
  if (today < minDate) return minDate;
  if (today > maxDate) return maxDate;
  return today;
}
