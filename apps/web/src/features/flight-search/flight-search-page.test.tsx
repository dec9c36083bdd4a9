import { addDays } from '@charterdesk/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeAppLanguage, initI18n } from '../../shared/i18n/i18n';
import { localToday } from '../../shared/lib/format-date';
import { useCurrency } from '../../shared/lib/use-currency';
import { dayPrice, flightOption, searchResult } from '../../test/flights/fixtures';
import { type ApiHandler, currentUrl, mockApi, renderRoutes } from '../../test/flights/test-app';
import { FlightSearchPage } from './flight-search-page';

// Dates a month ahead: inside the booking horizon, never in the past.
const DEPART = addDays(localToday(), 30);
const RETURN = addDays(DEPART, 7);
const BEFORE = addDays(DEPART, -1);
const AFTER = addDays(DEPART, 1);
const CRITERIA = `from=MOW&to=AYT&depart=${DEPART}&return=${RETURN}&trip=roundTrip&cabin=economy&adults=2&children=0&infants=0&direct=0&nearby=0`;

const outbound = [
  flightOption({ id: 'o1', airline: 'XC', departure: '08:30', total: 40000, adults: 2, duration: 240 }),
  flightOption({
    id: 'o2',
    airline: 'PC',
    departure: '22:10',
    arrival: '01:55',
    arrivalDate: AFTER,
    total: 30000,
    adults: 2,
    stops: 1,
    duration: 200,
    seatsLeft: 3,
  }),
  flightOption({
    id: 'o3',
    airline: 'SU',
    departure: '13:00',
    total: 50000,
    adults: 2,
    baggageKg: 0,
    duration: 180,
  }),
].map((o) => ({ ...o, departureDate: DEPART, departureLocal: `${DEPART}T${o.departureHour}` }));
const inbound = [
  flightOption({ id: 'i1', direction: 'inbound', date: RETURN, total: 36000, adults: 2 }),
  flightOption({ id: 'i2', direction: 'inbound', date: RETURN, departure: '19:00', total: 42000, adults: 2 }),
];
const roundTrip = (id = 's1') => ({
  ...searchResult([...outbound, ...inbound], {
    departureDate: DEPART,
    returnDate: RETURN,
    tripType: 'roundTrip',
    adults: 2,
  }),
  id,
});
const days: ApiHandler = () => ({
  result: {
    flightSearchResponses: [
      dayPrice(BEFORE, 28000),
      dayPrice(DEPART, 30000),
      dayPrice(AFTER, null),
      dayPrice(RETURN, 36000, 'inbound'),
    ],
  },
});

function CurrencyButton() {
  const { setCurrency } = useCurrency();
  return (
    <button type="button" onClick={() => setCurrency('TRY')}>
      to TRY
    </button>
  );
}

function renderPage(path: string) {
  const page = (
    <>
      <CurrencyButton />
      <FlightSearchPage />
    </>
  );
  return renderRoutes(
    [
      { path: '/flightSearch', element: page },
      { path: '/flightSearch/:id', element: page },
      { path: '/flight/*', element: <p>booking page</p> },
    ],
    path,
  );
}

const cardIds = (section: HTMLElement) =>
  within(section)
    .queryAllByTestId(/^flight-option-/)
    .map((card) => card.dataset.testid?.replace('flight-option-', ''));

describe('FlightSearchPage', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(async () => {
    await act(() => changeAppLanguage('en'));
  });

  it('shows both directions, cheapest first, with prices for everyone and per adult', async () => {
    const api = mockApi({
      GetFlightSearchResults: () => ({ result: roundTrip() }),
      AuxiliaryServiceSearch: days,
    });
    renderPage(`/flightSearch/s1?${CRITERIA}`);
    expect(screen.getByTestId('results-loading')).toBeInTheDocument();
    const outboundSection = await screen.findByTestId('outbound-section');
    expect(cardIds(outboundSection)).toEqual(['o2', 'o1', 'o3']);
    expect(cardIds(screen.getByTestId('inbound-section'))).toEqual(['i1', 'i2']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Moscow — Antalya');
    const card = screen.getByTestId('flight-option-o2');
    expect(within(card).getByTestId('option-price')).toHaveTextContent('€300');
    expect(card).toHaveTextContent('for 2 passengers');
    expect(card).toHaveTextContent('€150.00 per adult');
    expect(card).toHaveTextContent('3 seats left');
    expect(card).toHaveTextContent('1 stop · via IST');
    expect(within(card).getByTestId('arrival-day-offset')).toHaveTextContent('+1');
    const request = api.callsTo('GetFlightSearchResults')[0]!;
    expect(request.url.searchParams.get('Id')).toBe('s1');
    expect(request.url.searchParams.get('currency')).toBe('EUR');
    expect(screen.getByTestId('select-prompt')).toHaveTextContent('Select your outbound flight');
  });

  it('applies filters and the sort order from the URL, and writes changes back to it', async () => {
    mockApi({ GetFlightSearchResults: () => ({ result: roundTrip() }), AuxiliaryServiceSearch: days });
    const { router } = renderPage(`/flightSearch/s1?${CRITERIA}&stops=direct&sort=departure`);
    const outboundSection = await screen.findByTestId('outbound-section');
    expect(cardIds(outboundSection)).toEqual(['o1', 'o3']);

    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'duration' } });
    await waitFor(() => expect(currentUrl(router)).toContain('sort=duration'));
    expect(cardIds(outboundSection)).toEqual(['o3', 'o1']);

    fireEvent.click(screen.getByTestId('filters-open'));
    await screen.findByTestId('filter-bag-with');
    // a price thumb in use shows no bubble over the amounts written above the slider
    const [from] = screen.getAllByRole('slider');
    fireEvent.focus(from!);
    expect(screen.getByTestId('price-filter')).not.toHaveTextContent('€');
    fireEvent.click(screen.getByTestId('filter-bag-with'));
    await waitFor(() => expect(currentUrl(router)).toContain('bag=1'));
    expect(cardIds(outboundSection)).toEqual(['o1']);
    fireEvent.click(screen.getByTestId('filter-airline-SU'));
    await waitFor(() => expect(currentUrl(router)).toContain('airlines=SU'));
    expect(screen.getByTestId('no-matches')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('filters-reset'));
    await waitFor(() => expect(currentUrl(router)).not.toContain('stops='));
    expect(cardIds(outboundSection)).toEqual(['o3', 'o2', 'o1']);
    expect(currentUrl(router)).toContain(CRITERIA);
  });

  it('totals the chosen flights and continues to booking', async () => {
    mockApi({ GetFlightSearchResults: () => ({ result: roundTrip() }), AuxiliaryServiceSearch: days });
    const { router } = renderPage(`/flightSearch/s1?${CRITERIA}`);
    fireEvent.click(await screen.findByTestId('select-o1'));
    expect(screen.getByTestId('select-o1')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('continue')).toBeDisabled();
    fireEvent.click(screen.getByTestId('select-i2'));
    expect(screen.getByTestId('selection-total')).toHaveTextContent('€820');
    const next = screen.getByTestId('continue');
    expect(next).toHaveAttribute('href', '/flight/s1/o1/i2');
    fireEvent.click(next);
    await waitFor(() => expect(currentUrl(router)).toBe('/flight/s1/o1/i2'));
  });

  it('asks for prices in the currency chosen in the header', async () => {
    const api = mockApi({
      GetFlightSearchResults: () => ({ result: roundTrip() }),
      AuxiliaryServiceSearch: days,
    });
    renderPage(`/flightSearch/s1?${CRITERIA}&maxPrice=35000`);
    await screen.findByTestId('outbound-section');
    fireEvent.click(screen.getByRole('button', { name: 'to TRY' }));
    await waitFor(() =>
      expect(api.callsTo('GetFlightSearchResults').map((c) => c.url.searchParams.get('currency'))).toEqual([
        'EUR',
        'TRY',
      ]),
    );
    expect(api.callsTo('AuxiliaryServiceSearch').at(-1)?.url.searchParams.get('currency')).toBe('TRY');
  });

  it('runs the URL criteria again when the search has expired', async () => {
    const api = mockApi({
      GetFlightSearchResults: ({ url }) =>
        url.searchParams.get('Id') === 'old'
          ? {
              status: 409,
              error: { key: 'flights.search_expired', message: 'Search expired', details: 'Search again.' },
            }
          : { result: roundTrip('new') },
      SaveFlightSearch: () => ({ result: { id: 'new' } }),
      AuxiliaryServiceSearch: days,
    });
    const { router } = renderPage(`/flightSearch/old?${CRITERIA}&sort=duration`);
    await waitFor(() => expect(currentUrl(router)).toBe(`/flightSearch/new?${CRITERIA}&sort=duration`));
    expect(api.callsTo('SaveFlightSearch')[0]?.body).toMatchObject({
      origin: 'MOW',
      destination: 'AYT',
      departureDate: DEPART,
      returnDate: RETURN,
      adults: 2,
    });
    expect(await screen.findByTestId('outbound-section')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates the search for a URL without an id', async () => {
    const api = mockApi({
      SaveFlightSearch: () => ({ result: { id: 's9' } }),
      GetFlightSearchResults: () => ({ result: roundTrip('s9') }),
      AuxiliaryServiceSearch: days,
    });
    const { router } = renderPage(`/flightSearch?${CRITERIA}`);
    await waitFor(() => expect(currentUrl(router)).toBe(`/flightSearch/s9?${CRITERIA}`));
    expect(api.callsTo('SaveFlightSearch')).toHaveLength(1);
  });

  it('says the search expired, with a button to search again, when re-running fails', async () => {
    let attempts = 0;
    mockApi({
      GetFlightSearchResults: () => ({
        status: 409,
        error: { key: 'flights.search_expired', message: 'Search expired', details: 'Search again.' },
      }),
      SaveFlightSearch: () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 400,
              error: {
                message: 'Invalid',
                validationErrors: [
                  { message: 'The departure date cannot be in the past', members: ['departureDate'] },
                ],
              },
            }
          : { result: { id: 'fresh' } };
      },
      AuxiliaryServiceSearch: days,
    });
    const { router } = renderPage(`/flightSearch/old?${CRITERIA}`);
    const alert = await screen.findByTestId('search-expired');
    expect(alert).toHaveTextContent('The departure date cannot be in the past');
    fireEvent.click(within(alert).getByTestId('search-again'));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/flightSearch\/fresh\?/));
  });

  it('offers the nearest days with flights when a date has none, and searches the picked day', async () => {
    const api = mockApi({
      GetFlightSearchResults: () => ({ result: { ...roundTrip(), flightSearchResponses: inbound } }),
      AuxiliaryServiceSearch: days,
      SaveFlightSearch: () => ({ result: { id: 's2' } }),
    });
    const { router } = renderPage(`/flightSearch/s1?${CRITERIA}`);
    const empty = await screen.findByTestId('no-flights');
    expect(empty).toHaveTextContent('No flights on this date');
    const nearest = await within(empty).findByTestId(`nearest-day-${BEFORE}`);
    expect(nearest).toHaveTextContent('€280');
    expect(within(empty).queryByTestId(`nearest-day-${AFTER}`)).not.toBeInTheDocument();
    fireEvent.click(nearest);
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/flightSearch\/s2\?/));
    expect(api.callsTo('SaveFlightSearch')[0]?.body).toMatchObject({
      departureDate: BEFORE,
      returnDate: RETURN,
    });
  });

  it('re-searches from the day strip', async () => {
    const api = mockApi({
      GetFlightSearchResults: () => ({ result: roundTrip() }),
      AuxiliaryServiceSearch: days,
      SaveFlightSearch: () => ({ result: { id: 's3' } }),
    });
    const { router } = renderPage(`/flightSearch/s1?${CRITERIA}&sort=duration&stops=direct`);
    await screen.findByTestId('outbound-section');
    expect(await screen.findByTestId(`day-${BEFORE}`)).toHaveTextContent('€280');
    expect(screen.getByTestId(`day-${AFTER}`)).toHaveTextContent('no flights');
    expect(screen.getByTestId(`day-${DEPART}`)).toHaveAttribute('aria-current', 'date');
    fireEvent.click(screen.getByTestId('day-next'));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/flightSearch\/s3\?/));
    expect(api.callsTo('SaveFlightSearch')[0]?.body).toMatchObject({ departureDate: AFTER });
    // The sort order stays, the filters of the old list do not.
    expect(currentUrl(router)).toContain('sort=duration');
    expect(currentUrl(router)).not.toContain('stops=');
    fireEvent.click(screen.getByTestId(`return-day-${addDays(RETURN, 1)}`));
    await waitFor(() => expect(api.callsTo('SaveFlightSearch')).toHaveLength(2));
  });

  it('flags results past their expiry time and blocks continuing until searched again', async () => {
    const api = mockApi({
      GetFlightSearchResults: ({ url }) => ({
        result: { ...roundTrip(url.searchParams.get('Id') ?? 's1'), expiresAt: '2000-01-01T00:00:00Z' },
      }),
      AuxiliaryServiceSearch: days,
      SaveFlightSearch: () => ({ result: { id: 's5' } }),
    });
    const { router } = renderPage(`/flightSearch/s1?${CRITERIA}`);
    const banner = await screen.findByTestId('search-expired');
    expect(banner).toHaveTextContent('Prices may have changed. Please search again.');
    fireEvent.click(screen.getByTestId('select-o1'));
    fireEvent.click(screen.getByTestId('select-i1'));
    expect(screen.getByTestId('continue')).toBeDisabled();
    fireEvent.click(within(banner).getByTestId('search-again'));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/flightSearch\/s5\?/));
    expect(api.callsTo('SaveFlightSearch')).toHaveLength(1);
  });

  it('says a search opened by its id alone is gone, over the form to search again', async () => {
    const api = mockApi({
      GetFlightSearchResults: () => ({
        status: 409,
        error: { key: 'flights.search_expired', message: 'Search expired', details: 'Search again.' },
      }),
    });
    renderPage('/flightSearch/old');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This search is no longer available' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('search-gone')).toHaveTextContent('Enter your route and dates again');
    expect(await screen.findByTestId('search-submit')).toBeInTheDocument();
    // nothing to run again: no criteria in the link
    expect(api.callsTo('SaveFlightSearch')).toHaveLength(0);
  });

  it('shows the form on its own without a search', async () => {
    mockApi({});
    renderPage('/flightSearch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search flights' })).toBeInTheDocument();
    expect(screen.getByTestId('search-submit')).toBeInTheDocument();
  });
});
