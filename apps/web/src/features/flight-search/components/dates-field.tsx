import type { TripType } from '@charterdesk/domain';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../../../shared/i18n/use-culture';
import { useCalendarDropdown } from '../../../shared/ui/calendar-dropdown';
import { DatePickerField } from '../../../shared/ui/date-picker-field/date-picker-field';
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
  const culture = useCulture();
  const label = tripType === 'roundTrip' ? t('form.tripDates') : t('form.departureDate');
  const { dropdownType, popoverProps, modalProps, ...calendarProps } = useCalendarDropdown(
    label,
    departureDate ?? minDate,
  );
  const shared = {
    label,
    locale: culture,
    buttonRef,
    size,
    minDate,
    maxDate,
    error,
    leftSection: <IconCalendarEvent size={18} stroke={1.7} aria-hidden="true" />,
    'data-testid': 'search-dates',
    className: classes.datesInput,
    dropdownType,
    modalProps,
    popoverProps: { ...popoverProps, shadow: 'lg', radius: 'md', middlewares: { flip: false, shift: true } },
    calendarProps,
  } as const;

  if (tripType === 'roundTrip') {
    return (
      <DatePickerField
        key="range"
        type="range"
        placeholder={t('form.datesPlaceholder')}
        value={[departureDate, returnDate]}
        onChange={([start, end]) => onChange(start, end)}
        allowSingleDateInRange
        labelSeparator="–"
        valueStyle="dayMonth"
        {...shared}
      />
    );
  }
  return (
    <DatePickerField
      key="single"
      type="default"
      placeholder={t('form.datePlaceholder')}
      value={departureDate}
      onChange={(date) => onChange(date, returnDate)}
      valueStyle="weekdayDayMonth"
      {...shared}
    />
  );
}
