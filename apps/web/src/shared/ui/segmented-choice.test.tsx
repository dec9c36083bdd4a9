import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedChoice } from './segmented-choice';

function TripType({ onPick }: { onPick: (value: string) => void }) {
  const [value, setValue] = useState<'roundTrip' | 'oneWay'>('roundTrip');
  return (
    <SegmentedChoice
      data={[
        { value: 'roundTrip', label: 'Round trip' },
        { value: 'oneWay', label: 'One way' },
      ]}
      value={value}
      onChange={(next) => {
        onPick(next);
        setValue(next);
      }}
      aria-label="Trip type"
      data-testid="trip-type"
    />
  );
}

describe('SegmentedChoice', () => {
  it('is a named group of radios, the chosen one checked and marked for its pill', () => {
    const picked: string[] = [];
    render(
      <MantineProvider>
        <TripType onPick={(value) => picked.push(value)} />
      </MantineProvider>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Trip type' });
    expect(group).toHaveAttribute('data-testid', 'trip-type');
    const round = screen.getByRole('radio', { name: 'Round trip' });
    const oneWay = screen.getByRole('radio', { name: 'One way' });
    expect(round).toBeChecked();
    expect(oneWay).not.toBeChecked();
    // both radios of one group: the arrow keys move between them
    expect(round.getAttribute('name')).toBe(oneWay.getAttribute('name'));

    // a tap on the label, as on a phone
    fireEvent.click(screen.getByText('One way'));
    expect(picked).toEqual(['oneWay']);
    expect(oneWay).toBeChecked();
    expect(oneWay.closest('label, div')).toHaveAttribute('data-active', 'true');
    expect(screen.getByText('One way').closest('label')).toHaveAttribute('data-active', 'true');
    expect(screen.getByText('Round trip').closest('label')).not.toHaveAttribute('data-active');
  });
});
