import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatePickerFieldProps } from './date-picker-field';

type Field = typeof import('./date-picker-field');

/** A fresh copy of the module, so that each test starts with the calendar's code not yet fetched. */
let DatePickerField: Field['DatePickerField'];
beforeEach(async () => {
  vi.resetModules();
  ({ DatePickerField } = await import('./date-picker-field'));
});

const common = {
  label: 'Depart — return',
  placeholder: 'Choose dates',
  locale: 'en',
  minDate: '2027-03-01',
  maxDate: '2027-09-30',
  dropdownType: 'popover',
  // jsdom lays nothing out, so the popover would take its field for scrolled out of view and hide
  popoverProps: { withinPortal: false, hideDetached: false },
  'data-testid': 'dates',
} as const;

function Range({ initial = [null, null] }: { initial?: [string | null, string | null] }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePickerField
      {...common}
      type="range"
      value={value}
      onChange={setValue}
      labelSeparator="–"
      valueStyle="dayMonth"
    />
  );
}

function OneDay(props: Partial<DatePickerFieldProps>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DatePickerField
      {...common}
      type="default"
      value={value}
      onChange={setValue}
      valueStyle="weekdayDayMonth"
      {...(props as object)}
    />
  );
}

const withMantine = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);
const field = () => screen.getByTestId('dates');
const day = (name: string) => screen.getByRole('button', { name });

describe('DatePickerField', () => {
  it('opens a field clicked before the calendar arrived as soon as it does, busy meanwhile', async () => {
    withMantine(<Range />);
    expect(field()).toHaveTextContent('Choose dates');
    fireEvent.click(field());
    expect(field()).toHaveAttribute('aria-busy', 'true');
    // March 2027 (the first month that can be picked), its days named in English
    await waitFor(() => expect(day('10 March 2027')).toBeInTheDocument());
    expect(field()).not.toHaveAttribute('aria-busy');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a picked trip on the field and closes; a trip left half-picked is cleared on close', async () => {
    withMantine(<Range />);
    fireEvent.click(field());
    fireEvent.click(await screen.findByRole('button', { name: '10 March 2027' }));
    expect(field()).toHaveTextContent('10 Mar –');
    fireEvent.click(day('17 March 2027'));
    await waitFor(() => expect(field()).toHaveAttribute('aria-expanded', 'false'));
    expect(field()).toHaveTextContent('10 Mar – 17 Mar');

    fireEvent.click(field());
    fireEvent.click(await screen.findByRole('button', { name: '12 March 2027' }));
    expect(field()).toHaveTextContent('12 Mar –');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(field()).toHaveTextContent('Choose dates'));
  });

  it('writes one day in the field language, and days outside [min, max] cannot be picked', async () => {
    withMantine(<OneDay locale="ru" minDate="2027-03-03" />);
    fireEvent.click(field());
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('button', { name: '2 марта 2027' })).toBeDisabled();
    fireEvent.click(within(calendar).getByRole('button', { name: '5 марта 2027' }));
    await waitFor(() => expect(field()).toHaveTextContent('пт, 5 мар.'));
  });
});
