import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { renderRoutes } from '../../../test/flights/test-app';
import { DEFAULT_FORM_VALUES } from '../lib/search-params';
import { FlightSearchForm } from './flight-search-form';

const passengerRenders = vi.hoisted(() => ({ count: 0 }));

// Counts the drawings of one field of the form's body, the real field drawn each time.
vi.mock('./passengers-field', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./passengers-field')>();
  return {
    ...actual,
    PassengersField: (props: Parameters<typeof actual.PassengersField>[0]) => {
      passengerRenders.count += 1;
      return actual.PassengersField(props);
    },
  };
});

describe('FlightSearchForm rendering', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  beforeEach(() => {
    passengerRenders.count = 0;
  });

  it('draws its fields once on mount (react-hook-form marking itself ready does not draw the body again)', async () => {
    const view = renderRoutes(
      [{ path: '/', element: <FlightSearchForm initialValues={DEFAULT_FORM_VALUES} /> }],
      '/',
    );
    await screen.findByTestId('flight-search-form');
    await act(async () => {});
    expect(passengerRenders.count).toBe(1);
    view.unmount();
  });

  it('names places given by their codes alone from the start, without drawing its fields again', async () => {
    const codesOnly = { ...DEFAULT_FORM_VALUES, origin: 'MOW', destination: 'AYT' };
    const view = renderRoutes(
      [
        {
          path: '/',
          element: (
            <FlightSearchForm
              initialValues={codesOnly}
              placeHints={{ origin: 'Moscow', destination: 'Antalya' }}
            />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByTestId('search-origin')).toHaveValue('Moscow');
    await act(async () => {});
    expect(screen.getByTestId('search-destination')).toHaveValue('Antalya');
    expect(passengerRenders.count).toBe(1);
    view.unmount();
  });
});
