import { MESSAGES } from '@charterdesk/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeAppLanguage, initI18n } from '../../../shared/i18n/i18n';
import { location } from '../../../test/flights/fixtures';
import { type ApiHandler, currentUrl, mockApi, renderRoutes } from '../../../test/flights/test-app';
import { DEFAULT_FORM_VALUES, FORM_STORAGE_KEY, type SearchFormValues } from '../lib/search-params';
import { FlightSearchForm } from './flight-search-form';

const moscow = location('city', 'MOW', 'Moscow', { airportCount: 3 });
const svo = location('airport', 'SVO', 'Sheremetyevo', { cityCode: 'MOW', cityName: 'Moscow' });
const antalya = location('city', 'AYT', 'Antalya', { countryCode: 'TR', countryName: 'Türkiye' });

const airports: ApiHandler = ({ url }) => {
  const query = (url.searchParams.get('Query') ?? '').toLowerCase();
  const all = [moscow, antalya, svo];
  const result = query ? all.filter((o) => o.name.toLowerCase().startsWith(query)) : [moscow, antalya];
  if (query.startsWith('mos')) result.push(svo);
  return { result: { totalCount: result.length, result } };
};

/** The airports: the popular places at once, a typed text's answer only when the test calls `answer()`. */
function airportsAnsweringTypedTextLater() {
  let release: (() => void) | undefined;
  const handler: ApiHandler = async (call) => {
    if (call.url.searchParams.get('Query'))
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    return airports(call);
  };
  return {
    handler,
    /** resolves once the typed text has been asked for */
    asked: () => waitFor(() => expect(release).toBeDefined()),
    answer: () => act(() => release!()),
  };
}

const filled: SearchFormValues = {
  ...DEFAULT_FORM_VALUES,
  origin: 'MOW',
  originLabel: 'Moscow',
  destination: 'AYT',
  destinationLabel: 'Antalya',
  departureDate: '2099-12-10',
  returnDate: '2099-12-17',
  adults: 2,
  infants: 1,
};

function renderForm(initialValues: SearchFormValues = DEFAULT_FORM_VALUES) {
  return renderRoutes(
    [
      { path: '/', element: <FlightSearchForm initialValues={initialValues} /> },
      { path: '/flightSearch/:id', element: <p>results page</p> },
    ],
    '/',
  );
}

describe('FlightSearchForm', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(async () => {
    await act(() => changeAppLanguage('en'));
  });

  it('offers popular destinations on focus, then searches what is typed (debounced) and picks a place', async () => {
    const api = mockApi({ GetAirportsForAutoComplete: airports });
    renderForm();
    const origin = screen.getByTestId('search-origin');
    fireEvent.focus(origin);
    expect(await screen.findByTestId('location-option-MOW')).toHaveTextContent('Moscow');
    expect(screen.getByText('Popular destinations')).toBeInTheDocument();
    const first = api.callsTo('GetAirportsForAutoComplete')[0]!;
    expect(first.url.searchParams.get('Query')).toBe('');
    expect(first.url.searchParams.get('MaxResultCount')).toBe('8');
    expect(first.headers.get('Accept-Language')).toBe('en');

    fireEvent.change(origin, { target: { value: 'm' } });
    fireEvent.change(origin, { target: { value: 'mo' } });
    fireEvent.change(origin, { target: { value: 'mos' } });
    const airport = await screen.findByTestId('location-option-SVO');
    // One request for the final text, not one per keystroke.
    expect(api.callsTo('GetAirportsForAutoComplete').map((c) => c.url.searchParams.get('Query'))).toEqual([
      '',
      'mos',
    ]);
    // The airport is listed under its city.
    expect(within(screen.getByTestId('location-option-MOW')).getByText(/all airports/)).toBeInTheDocument();
    expect(within(airport).getByText('SVO')).toBeInTheDocument();

    fireEvent.click(airport);
    expect(origin).toHaveValue('Moscow (Sheremetyevo)');
    expect(JSON.parse(window.sessionStorage.getItem(FORM_STORAGE_KEY) ?? '{}')).toMatchObject({
      origin: 'SVO',
      originLabel: 'Moscow (Sheremetyevo)',
    });
  });

  it('moves through suggestions with the keyboard and picks with Enter', async () => {
    mockApi({ GetAirportsForAutoComplete: airports });
    renderForm();
    const destination = screen.getByTestId('search-destination');
    fireEvent.focus(destination);
    fireEvent.change(destination, { target: { value: 'mos' } });
    await screen.findByTestId('location-option-SVO');
    // The best match of the typed text is highlighted, so Enter alone would take it.
    await waitFor(() =>
      expect(screen.getByTestId('location-option-MOW')).toHaveAttribute('data-combobox-selected'),
    );
    fireEvent.keyDown(destination, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(screen.getByTestId('location-option-SVO')).toHaveAttribute('data-combobox-selected');
    fireEvent.keyDown(destination, { key: 'Enter', code: 'Enter' });
    expect(destination).toHaveValue('Moscow (Sheremetyevo)');
    expect(screen.queryByTestId('location-option-SVO')).not.toBeInTheDocument();
  });

  it('picks nothing from the list of an earlier text; an Enter pressed before the typed text’s list came picks its best match', async () => {
    const typed = airportsAnsweringTypedTextLater();
    mockApi({ GetAirportsForAutoComplete: typed.handler });
    renderForm();
    const destination = screen.getByTestId('search-destination');
    fireEvent.focus(destination);
    await screen.findByTestId('location-option-AYT');

    fireEvent.change(destination, { target: { value: 'ant' } });
    // the popular list (Moscow first) is still shown while "ant" is asked for: the arrows choose nothing in it
    fireEvent.keyDown(destination, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(screen.getByTestId('location-option-MOW')).not.toHaveAttribute('data-combobox-selected');
    fireEvent.keyDown(destination, { key: 'Enter', code: 'Enter' });
    expect(destination).toHaveValue('ant');

    await typed.asked();
    typed.answer();
    await waitFor(() => expect(destination).toHaveValue('Antalya'));
    expect(screen.queryByTestId('location-option-AYT')).not.toBeInTheDocument();
    // picked, not just written: the form has the place's code
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(FORM_STORAGE_KEY) ?? '{}')).toMatchObject({
        destination: 'AYT',
        destinationLabel: 'Antalya',
      }),
    );
  });

  it('still takes a place tapped in the list of an earlier text (the visitor’s own choice of what they see)', async () => {
    mockApi({
      GetAirportsForAutoComplete: async (call) => {
        // the typed text's answer never comes in this test
        if (call.url.searchParams.get('Query')) await new Promise<void>(() => {});
        return airports(call);
      },
    });
    renderForm();
    const destination = screen.getByTestId('search-destination');
    fireEvent.focus(destination);
    await screen.findByTestId('location-option-AYT');
    fireEvent.change(destination, { target: { value: 'an' } });
    fireEvent.click(screen.getByTestId('location-option-AYT'));
    expect(destination).toHaveValue('Antalya');
    expect(JSON.parse(window.sessionStorage.getItem(FORM_STORAGE_KEY) ?? '{}')).toMatchObject({
      destination: 'AYT',
    });
  });

  it('takes the place a text clearly names when the field is left before its list came (Tab at once)', async () => {
    const typed = airportsAnsweringTypedTextLater();
    const api = mockApi({ GetAirportsForAutoComplete: typed.handler });
    renderForm();
    const origin = screen.getByTestId('search-origin');
    fireEvent.focus(origin);
    fireEvent.change(origin, { target: { value: 'Mos' } });
    // left at once: the text is asked for without waiting for a typing pause, and taken when answered
    fireEvent.blur(origin);
    await typed.asked();
    expect(api.callsTo('GetAirportsForAutoComplete').map((c) => c.url.searchParams.get('Query'))).toEqual([
      '',
      'Mos',
    ]);
    typed.answer();
    await waitFor(() => expect(origin).toHaveValue('Moscow'));
    expect(JSON.parse(window.sessionStorage.getItem(FORM_STORAGE_KEY) ?? '{}')).toMatchObject({
      origin: 'MOW',
    });
  });

  it('shows the shared rules inline, in the interface language, and keeps what was typed', async () => {
    const api = mockApi({ GetAirportsForAutoComplete: airports });
    renderForm({ ...DEFAULT_FORM_VALUES, originLabel: 'Atlantis', departureDate: '2020-01-01' });
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByText(MESSAGES.en['Validation.LocationCode'])).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.en['Validation.Required'])).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.en['Flight.PastDate'])).toBeInTheDocument();
    expect(screen.getByTestId('search-origin')).toHaveValue('Atlantis');
    expect(api.callsTo('SaveFlightSearch')).toHaveLength(0);

    await act(() => changeAppLanguage('tr'));
    expect(await screen.findByText(MESSAGES.tr['Flight.PastDate'])).toBeInTheDocument();
    // a place typed but never picked has no code to be named by in the new language
    expect(screen.getByTestId('search-origin')).toHaveValue('Atlantis');
  });

  it('names the chosen places in the new language after a language switch', async () => {
    const names: Record<string, Record<string, string>> = {
      en: { MOW: 'Moscow', AYT: 'Antalya' },
      tr: { MOW: 'Moskova', AYT: 'Antalya (TR)' },
    };
    const api = mockApi({
      GetAirportsForAutoComplete: ({ url, headers }) => {
        const lng = headers.get('Accept-Language') ?? 'en';
        const code = url.searchParams.get('Query') ?? '';
        const name = names[lng]?.[code];
        return { result: { totalCount: name ? 1 : 0, result: name ? [location('city', code, name)] : [] } };
      },
    });
    renderForm(filled);
    expect(screen.getByTestId('search-origin')).toHaveValue('Moscow');
    await act(() => changeAppLanguage('tr'));
    await waitFor(() => expect(screen.getByTestId('search-origin')).toHaveValue('Moskova'));
    expect(screen.getByTestId('search-destination')).toHaveValue('Antalya (TR)');
    // the codes stay, only the names change
    expect(JSON.parse(window.sessionStorage.getItem(FORM_STORAGE_KEY) ?? '{}')).toMatchObject({
      origin: 'MOW',
      originLabel: 'Moskova',
      destination: 'AYT',
    });
    expect(
      api.callsTo('GetAirportsForAutoComplete').every((c) => c.headers.get('Accept-Language') === 'tr'),
    ).toBe(true);
  });

  it('saves the search and opens its results URL', async () => {
    const api = mockApi({ SaveFlightSearch: () => ({ result: { id: 'abc' } }) });
    const { router } = renderForm(filled);
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/flightSearch\/abc\?/));
    expect(currentUrl(router)).toBe(
      '/flightSearch/abc?from=MOW&to=AYT&depart=2099-12-10&return=2099-12-17&trip=roundTrip&cabin=economy&adults=2&children=0&infants=1&direct=0&nearby=0',
    );
    expect(api.callsTo('SaveFlightSearch')[0]?.body).toEqual({
      origin: 'MOW',
      destination: 'AYT',
      departureDate: '2099-12-10',
      returnDate: '2099-12-17',
      tripType: 'roundTrip',
      cabinClass: 'economy',
      directPreferred: false,
      includeNearbyAirports: false,
      adults: 2,
      children: 0,
      infants: 1,
    });
  });

  it('puts the API validation errors next to their fields and keeps the values', async () => {
    mockApi({
      SaveFlightSearch: () => ({
        status: 400,
        error: {
          message: 'Your request is not valid!',
          details: 'The following errors were detected during validation.',
          validationErrors: [
            { message: 'We do not know the airport or city MOW', members: ['origin'] },
            { message: 'Something about the trip', members: [] },
          ],
        },
      }),
    });
    const { router } = renderForm(filled);
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByText('We do not know the airport or city MOW')).toBeInTheDocument();
    expect(screen.getByTestId('search-form-error')).toHaveTextContent('Something about the trip');
    expect(screen.getByTestId('search-origin')).toHaveValue('Moscow');
    expect(currentUrl(router)).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('swaps origin and destination', () => {
    mockApi({});
    renderForm(filled);
    fireEvent.click(screen.getByTestId('search-swap'));
    expect(screen.getByTestId('search-origin')).toHaveValue('Antalya');
    expect(screen.getByTestId('search-destination')).toHaveValue('Moscow');
  });

  it('enforces the passenger rules as the visitor clicks', async () => {
    mockApi({});
    renderForm();
    fireEvent.click(screen.getByTestId('search-passengers'));
    const plusInfant = await screen.findByTestId('passengers-infants-plus');
    fireEvent.click(plusInfant);
    expect(screen.getByTestId('passengers-infants-count')).toHaveTextContent('1');
    // One adult, one infant: another infant would have no lap.
    expect(plusInfant).toBeDisabled();
    expect(screen.getByTestId('passengers-adults-minus')).toBeDisabled();
    expect(screen.getByTestId('passengers-rules')).toHaveTextContent(
      MESSAGES.en['Flight.InfantsExceedAdults'],
    );
    for (let i = 0; i < 7; i += 1) fireEvent.click(screen.getByTestId('passengers-adults-plus'));
    // 8 adults + 1 infant = 9: nobody more.
    expect(screen.getByTestId('passengers-adults-plus')).toBeDisabled();
    expect(screen.getByTestId('passengers-children-plus')).toBeDisabled();
    expect(screen.getByTestId('passengers-rules')).toHaveTextContent(MESSAGES.en['Flight.TooManyPassengers']);
    expect(screen.getByTestId('search-passengers')).toHaveTextContent('9 passengers');
  });

  it('switches between a date and a date range with the trip type', () => {
    mockApi({});
    renderForm(filled);
    expect(screen.getByText('Depart — return')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'One way' }));
    expect(screen.getByText('Departure date')).toBeInTheDocument();
    expect(screen.getByTestId('search-dates')).toHaveTextContent('Thu 10 Dec');
  });
});
