import type { TripType } from '@charterdesk/domain';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarDropdown } from '../../../shared/ui/calendar-dropdown';
import classes from './flight-search-form.module.css';

export interface DatesFieldProps {
  tripType: TripType;
  departureDate: string | null;
  returnDate: string | null;
  onChange: (departureDate: string | null, returnDate: string | null) => void;
  minDate: string;
  maxDate: string;
  error?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  size?: 'sm' | 'md';
}

/** One date for a one-way trip, a range for a round trip; days before `minDate` cannot be picked. */
export function DatesField({
  tripType,
  departureDate,
  returnDate,
  onChange,
  minDate,
  maxDate,
  error,
  buttonRef,
  size = 'md',
}: DatesFieldProps) {
  const { t } = useTranslation('search');
  const label = tripType === 'roundTrip' ? t('form.tripDates') : t('form.departureDate');
  const calendar = useCalendarDropdown(label, departureDate ?? minDate);
  const shared = {
    ...calendar,
    ref: buttonRef,
    size,
    minDate,
    maxDate,
    error,
    valueFormat: 'D MMM',
    leftSection: <IconCalendarEvent size={18} stroke={1.7} aria-hidden="true" />,
    'data-testid': 'search-dates',
    className: classes.datesInput,
    popoverProps: {
      ...calendar.popoverProps,
      shadow: 'lg',
      radius: 'md',
      middlewares: { flip: false, shift: true },
    },
  } as const;

  if (tripType === 'roundTrip') {
    return (
      <DatePickerInput
        key="range"
        type="range"
        label={label}
        placeholder={t('form.datesPlaceholder')}
        value={[departureDate, returnDate]}
        onChange={([start, end]) => onChange(start, end)}
        allowSingleDateInRange
        labelSeparator="–"
        {...shared}
      />
    );
  }
  return (
    <DatePickerInput
      key="single"
      label={label}
      placeholder={t('form.datePlaceholder')}
      value={departureDate}
      onChange={(date) => onChange(date, returnDate)}
      {...shared}
      valueFormat="D MMMM, ddd"
    />
  );
}
