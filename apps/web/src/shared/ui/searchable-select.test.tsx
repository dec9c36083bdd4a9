import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { placeFilter } from '../transfer-search/place-filter';
import { SearchableSelect } from './searchable-select';

// jsdom lays nothing out; the list scrolls its highlighted option into view
Element.prototype.scrollIntoView ??= () => undefined;

const AIRPORTS = [
  { value: 'AYT', label: 'Antalya (AYT)' },
  { value: 'IST', label: 'Istanbul (IST)' },
  { value: 'DLM', label: 'Dalaman (DLM)' },
];

function Airport({ picks }: { picks: (string | null)[] }) {
  const [value, setValue] = useState<string | null>('IST');
  return (
    <MantineProvider>
      <SearchableSelect
        label="Airport"
        data={AIRPORTS}
        value={value}
        onChange={(next) => {
          picks.push(next);
          setValue(next);
        }}
        filter={placeFilter(new Map([['AYT', ['Анталья']]]))}
        nothingFoundMessage="Nothing found"
        comboboxProps={{ withinPortal: false, transitionProps: { duration: 0 } }}
        data-testid="airport"
      />
    </MantineProvider>
  );
}

const field = () => screen.getByTestId('airport') as HTMLInputElement;
const optionNames = () =>
  screen.queryAllByRole('option', { hidden: true }).map((option) => option.textContent);

describe('SearchableSelect', () => {
  it('shows the chosen label, lists every option when opened and filters by what is typed, aliases too', async () => {
    render(<Airport picks={[]} />);
    expect(field()).toHaveValue('Istanbul (IST)');
    expect(field()).toHaveAccessibleName('Airport');
    fireEvent.click(field());
    await waitFor(() => expect(optionNames()).toEqual(['Antalya (AYT)', 'Istanbul (IST)', 'Dalaman (DLM)']));
    expect(screen.getByRole('option', { name: 'Istanbul (IST)', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    fireEvent.change(field(), { target: { value: 'аНТАл' } });
    await waitFor(() => expect(optionNames()).toEqual(['Antalya (AYT)']));
    fireEvent.change(field(), { target: { value: 'Bodrum' } });
    await waitFor(() => expect(screen.getByText('Nothing found')).toBeInTheDocument());
  });

  // arrows and Enter: e2e/keyboard.spec.ts (jsdom lays out no list to move through)
  it('picks an option, and puts the chosen label back when left half-typed', async () => {
    const picks: (string | null)[] = [];
    render(<Airport picks={picks} />);
    fireEvent.change(field(), { target: { value: 'dala' } });
    await waitFor(() => expect(optionNames()).toEqual(['Dalaman (DLM)']));
    fireEvent.click(screen.getByRole('option', { name: 'Dalaman (DLM)', hidden: true }));
    expect(picks).toEqual(['DLM']);
    expect(field()).toHaveValue('Dalaman (DLM)');

    fireEvent.change(field(), { target: { value: 'Ist' } });
    fireEvent.blur(field());
    expect(field()).toHaveValue('Dalaman (DLM)');
    expect(picks).toEqual(['DLM']);
  });
});
