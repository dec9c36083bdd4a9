import { addDays } from '@charterdesk/domain';
import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeAppLanguage, initI18n } from '../../shared/i18n/i18n';
import { localToday } from '../../shared/lib/format-date';
import { formatMoney } from '../../shared/lib/format-money';
import { flightOption, searchResult } from '../../test/flights/fixtures';
import { mockApi, renderRoutes } from '../../test/flights/test-app';
import { FlightBookingPage } from './flight-booking-pages';

// Issue #11, item 6: the booking page once offered insurance "about 9 EUR per passenger" on a RUB page.
/** As toHaveTextContent reads an element: every run of white space (no-break ones too) as one space. */
const money = (minor: number) => formatMoney(minor, 'RUB', 'ru').replace(/\s+/g, ' ');

const SEARCH_ID = '0b6c5b3e-2f4a-4c1d-9e8f-7a6b5c4d3e21';
const DEPART = addDays(localToday(), 30);
const base = flightOption({ id: 'o1', total: 3_250_000 });
const outbound = {
  ...base,
  departureDate: DEPART,
  departureLocal: `${DEPART}T08:30`,
  arrivalLocal: `${DEPART}T12:15`,
  price: { ...base.price, currency: 'RUB' },
};
const search = {
  ...searchResult([outbound], { departureDate: DEPART }),
  id: SEARCH_ID,
  currency: 'RUB',
  insurancePerPassenger: 85_000,
};

describe('booking page amounts', () => {
  beforeAll(async () => {
    await initI18n('ru');
    await act(() => changeAppLanguage('ru'));
  });

  it('shows every amount, the insurance offer included, in the chosen currency', async () => {
    mockApi({ GetFlightSearchResults: () => ({ result: search }) });
    renderRoutes(
      [{ path: '/flight/:searchId/:flightId', Component: FlightBookingPage }],
      `/flight/${SEARCH_ID}/o1`,
      {
        currency: 'RUB',
      },
    );
    expect(await screen.findByTestId('booking-total')).toHaveTextContent(money(3_250_000));
    const insurance = screen.getByTestId('booking-insurance').closest('.mantine-Checkbox-root');
    expect(insurance).toHaveTextContent(money(85_000));
    expect(document.body.textContent).not.toMatch(/EUR|€/);
  });
});
