import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/ru';
import 'dayjs/locale/tr';
import type { MantineSize, MantineStyleProp, StyleProp } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useAdminT } from '../lib/admin-i18n';
import { dayPattern } from '../lib/format';

/**
 * A calendar day as `YYYY-MM-DD` ('' when empty), shown and picked in the admin's language — unlike
 * `<input type="date">`, whose format follows the browser's locale, not the chosen one.
 */
export function DateField({
  value,
  onChange,
  label,
  required,
  error,
  clearable = true,
  minDate,
  w = { base: '100%', xs: 170 },
  size,
  style,
  testId,
}: {
  value: string | null | undefined;
  onChange: (value: string) => void;
  label: string;
  required?: boolean;
  error?: string | undefined;
  clearable?: boolean;
  minDate?: string | undefined;
  w?: StyleProp<number | string>;
  size?: MantineSize;
  style?: MantineStyleProp;
  testId?: string;
}) {
  const { t, culture } = useAdminT();
  return (
    <DatePickerInput
      label={label}
      required={required}
      error={error}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      locale={culture}
      valueFormat={dayPattern(culture)}
      firstDayOfWeek={1}
      clearable={clearable && !required}
      clearButtonProps={{ 'aria-label': t('common.clear') }}
      minDate={minDate}
      leftSection={<IconCalendar size={16} aria-hidden="true" />}
      w={w}
      size={size}
      style={style}
      popoverProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
