import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

export interface CountInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'ref'> {
  /** the count, or '' while the field is empty */
  value: number | string;
  /** the typed number, or '' for an empty field or one holding what is not a number */
  onChange: (value: number | '') => void;
  min: number;
  max: number;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A count (passengers, suitcases) as the browser's own number field: a spin button with its arrows and keys on
 * a computer and the digit keypad on a phone. Mantine's NumberInput would add react-number-format (8 KiB gzip)
 * to the page for what the browser does; an out-of-range count is left as typed for the form's check to name.
 */
export function CountInput({ value, onChange, min, max, ref, ...rest }: CountInputProps) {
  return (
    <TextInput
      {...rest}
      ref={ref}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={value}
      onChange={(event) => {
        const typed = event.currentTarget.valueAsNumber;
        onChange(Number.isNaN(typed) ? '' : typed);
      }}
    />
  );
}
