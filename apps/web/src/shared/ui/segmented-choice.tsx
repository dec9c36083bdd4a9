import { SegmentedControl } from '@mantine/core';
import { type CSSProperties, useId } from 'react';

/** Mantine's own class names and its static ones (`.mantine-SegmentedControl-label`...), so its styles apply. */
const part = (name: keyof typeof SegmentedControl.classes) =>
  `${SegmentedControl.classes[name]} mantine-SegmentedControl-${name}`;

const ROUND: CSSProperties & Record<`--${string}`, string> = {
  '--sc-radius': 'var(--mantine-radius-xl)',
  '--sc-shadow': 'var(--mantine-shadow-xs)',
};

export interface SegmentedChoiceProps<T extends string> {
  data: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  'aria-label': string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A choice of two or three (trip type, transfer direction): Mantine's SegmentedControl as it is drawn before it
 * starts (the chosen segment's pill under its label, native radios for the keyboard), without its sliding pill.
 * The pill measures the labels as the control mounts, and its ResizeObserver again as the page settles: a forced
 * layout of the whole page, 50–60 ms in one task on a phone as the search form appeared; the control also draws
 * itself three times as it mounts. Hand-written on Mantine's styles for that reason.
 */
export function SegmentedChoice<T extends string>({
  data,
  value,
  onChange,
  className,
  'aria-label': ariaLabel,
  'data-testid': testId,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      data-testid={testId}
      data-with-items-borders="true"
      className={className ? `${part('root')} ${className}` : part('root')}
      style={ROUND}
    >
      {data.map((item) => {
        const active = item.value === value;
        const id = `${name}-${item.value}`;
        return (
          <div key={item.value} className={part('control')} data-active={active || undefined}>
            <input
              className={part('input')}
              type="radio"
              name={name}
              value={item.value}
              id={id}
              checked={active}
              onChange={() => onChange(item.value)}
              data-focus-ring="auto"
            />
            <label className={part('label')} htmlFor={id} data-active={active || undefined}>
              <span className={part('innerLabel')}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
