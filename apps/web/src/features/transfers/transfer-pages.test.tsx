import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeAppLanguage, initI18n } from '../../shared/i18n/i18n';
import { currentUrl, mockApi, renderRoutes } from '../../test/flights/test-app';
import {
  ORDER_ID,
  places,
  retriedPayment,
  SEARCH_ID,
  searchResult,
  TRIP_DATE,
  transferOrder,
} from '../../test/transfers/fixtures';
import { HomeTransferSearch } from './home-transfer-search';
import { storeTransferForm } from './lib/search-form';
import { TransferBookingPage } from './transfer-booking-page';
import { TransferDetailPage } from './transfer-detail-page';
import { TransferSearchPage } from './transfer-search-page';

const routes = [
  { path: '/', Component: HomeTransferSearch },
  { path: '/transferSearch/:id?', Component: TransferSearchPage },
  { path: '/transferPayment/:searchId/:transferId', Component: TransferBookingPage },
  { path: '/transferDetail/:orderId', Component: TransferDetailPage },
  { path: '/ticketDetail/:orderId', element: <p>flight ticket page</p> },
];

const RESULTS_QUERY = `airport=AYT&zone=11&dir=fromAirport&date=${TRIP_DATE}&time=14%3A30&pax=2&bags=2`;

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

/** Mantine's dropdown never finishes its opening transition in jsdom, so its options count as hidden. */
async function pick(testId: string, option: RegExp) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('transfer pages', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(async () => {
    await act(() => changeAppLanguage('en'));
    window.sessionStorage.clear();
  });

  describe('search form', () => {
    it('shows localized errors for what is missing and loses nothing', async () => {
      const api = mockApi({ GetTransferPlaces: () => ({ result: places }) });
      renderRoutes(routes, '/');
      fireEvent.click(await screen.findByTestId('transfer-search-submit'));
      expect(await screen.findByText('Choose an airport')).toBeVisible();
      expect(screen.getByText('Choose where you are going')).toBeVisible();
      expect(screen.getAllByText('This field is required')).toHaveLength(2);
      expect(api.callsTo('SaveTransferSearch')).toHaveLength(0);

      await act(() => changeAppLanguage('ru'));
      expect(await screen.findByText('Выберите аэропорт')).toBeVisible();
      await act(() => changeAppLanguage('tr'));
      expect(await screen.findByText('Bir havalimanı seçin')).toBeVisible();
      expect(screen.getByTestId('transfer-passengers')).toHaveValue(2);
    });

    it('offers the zones of the chosen airport with their drive time, then saves the search', async () => {
      const api = mockApi({
        GetTransferPlaces: () => ({ result: places }),
        SaveTransferSearch: () => ({ result: { id: SEARCH_ID } }),
      });
      storeTransferForm({
        airportCode: '',
        districtId: '',
        direction: 'fromAirport',
        date: TRIP_DATE,
        time: '',
        passengers: 2,
        luggage: 2,
      });
      const { router } = renderRoutes(routes, '/');
      expect(screen.getByTestId('transfer-zone')).toBeDisabled();
      await waitFor(() => expect(api.callsTo('GetTransferPlaces')).toHaveLength(1));
      await pick('transfer-airport', /Antalya Airport \(AYT\)/);
      fireEvent.click(screen.getByTestId('transfer-zone'));
      const listbox = await screen.findByRole('listbox', { name: 'Where to', hidden: true });
      expect(
        within(listbox)
          .getAllByRole('option', { hidden: true })
          .map((o) => o.textContent),
      ).toEqual(['Belek≈ 35m', 'Kemer≈ 1h']);
      fireEvent.click(within(listbox).getByRole('option', { name: /Belek/, hidden: true }));
      expect(await screen.findByText('Usual drive time: 35m')).toBeVisible();
      expect(screen.getByRole('group', { name: 'Flight arrival, local time' })).toBeVisible();
      expect(screen.getByLabelText('Flight arrival time (local)')).toBe(screen.getByTestId('transfer-time'));
      type('transfer-time', '14:30');
      fireEvent.click(screen.getByTestId('transfer-search-submit'));

      await waitFor(() => expect(router.state.location.pathname).toBe(`/transferSearch/${SEARCH_ID}`));
      expect(api.callsTo('SaveTransferSearch')[0]!.body).toEqual({
        airportCode: 'AYT',
        districtId: 11,
        direction: 'fromAirport',
        date: TRIP_DATE,
        time: '14:30',
        passengers: 2,
        luggage: 2,
      });
      expect(currentUrl(router)).toBe(`/transferSearch/${SEARCH_ID}?${RESULTS_QUERY}`);
      // kept for the session
      expect(JSON.parse(window.sessionStorage.getItem('cd.transfers.search')!)).toMatchObject({
        airportCode: 'AYT',
        districtId: '11',
        time: '14:30',
      });
    });

    it('lists what a transfer includes and every airport with its districts; a district fills the form', async () => {
      mockApi({ GetTransferPlaces: () => ({ result: places }) });
      const { router } = renderRoutes(routes, '/transferSearch');
      const coverage = await screen.findByTestId('transfer-coverage');
      expect(within(coverage).getByRole('heading', { name: 'What every transfer includes' })).toBeVisible();
      expect(within(coverage).getByText('Met in the arrivals hall')).toBeVisible();
      const antalya = await within(coverage).findByTestId('transfer-airport-AYT');
      expect(within(antalya).getByRole('heading', { name: 'Antalya Airport (AYT)' })).toBeVisible();
      expect(
        within(antalya)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Belek≈ 35m', 'Kemer≈ 1h']);
      expect(within(coverage).getByTestId('transfer-airport-DLM')).toHaveTextContent('Fethiye≈ 55m');

      fireEvent.click(within(antalya).getByRole('link', { name: 'Kemer' }));
      await waitFor(() => expect(currentUrl(router)).toBe('/transferSearch?airport=AYT&zone=12'));
      await waitFor(() => expect(screen.getByTestId('transfer-zone')).toHaveValue('Kemer'));
      expect(screen.getByTestId('transfer-airport')).toHaveValue('Antalya Airport (AYT)');
    });

    it('shows the six nearest districts of an airport, and all of them on request', async () => {
      const districts = [90, 20, 45, 35, 120, 25, 60, 40].map((minutes, i) => ({
        id: 100 + i,
        name: `Zone ${minutes}`,
        transferMinutes: minutes,
      }));
      mockApi({
        GetTransferPlaces: () => ({ result: { airports: [{ ...places.airports[0]!, districts }] } }),
      });
      renderRoutes(routes, '/transferSearch');
      const antalya = await screen.findByTestId('transfer-airport-AYT');
      const names = () =>
        within(antalya)
          .getAllByRole('link')
          .map((link) => link.textContent);
      expect(names()).toEqual(['Zone 20', 'Zone 25', 'Zone 35', 'Zone 40', 'Zone 45', 'Zone 60']);
      fireEvent.click(within(antalya).getByRole('button', { name: 'Show all 8 districts' }));
      expect(names()).toHaveLength(8);
      expect(within(antalya).queryByRole('button')).not.toBeInTheDocument();
    });

    it('finds an airport and a zone by their names in another language or script, and an airport by its code', async () => {
      mockApi({ GetTransferPlaces: () => ({ result: places }) });
      renderRoutes(routes, '/');
      const offered = async (testId: string, typed: string) => {
        type(testId, typed);
        const input = screen.getByTestId(testId);
        const listbox = await waitFor(() => {
          const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
          expect(list).not.toBeNull();
          return list!;
        });
        return within(listbox)
          .queryAllByRole('option', { hidden: true })
          .map((o) => o.textContent);
      };
      await waitFor(() => expect(screen.getByTestId('transfer-airport')).toBeEnabled());
      expect(await offered('transfer-airport', 'Анта')).toEqual(['Antalya Airport (AYT)']);
      expect(await offered('transfer-airport', 'havalimani')).toEqual(['Antalya Airport (AYT)']);
      expect(await offered('transfer-airport', 'dlm')).toEqual(['Dalaman Airport (DLM)']);
      expect(await offered('transfer-airport', 'Анта')).toEqual(['Antalya Airport (AYT)']);
      fireEvent.click(screen.getByRole('option', { name: /Antalya Airport \(AYT\)/, hidden: true }));
      expect(await offered('transfer-zone', 'кем')).toEqual(['Kemer≈ 1h']);
    });

    it('places server validation messages on their fields', async () => {
      mockApi({
        GetTransferPlaces: () => ({ result: places }),
        SaveTransferSearch: () => ({
          status: 400,
          error: {
            message: 'Your request is not valid!',
            validationErrors: [{ message: 'No transfers at this hour', members: ['time'] }],
          },
        }),
      });
      storeTransferForm({
        airportCode: 'AYT',
        districtId: '11',
        direction: 'toAirport',
        date: TRIP_DATE,
        time: '03:00',
        passengers: 2,
        luggage: 2,
      });
      renderRoutes(routes, '/');
      expect(await screen.findByRole('group', { name: 'Pick-up, local time' })).toBeVisible();
      await waitFor(() => expect(screen.getByTestId('transfer-zone')).toHaveValue('Belek'));
      fireEvent.click(screen.getByTestId('transfer-search-submit'));
      expect(await screen.findByText('No transfers at this hour')).toBeVisible();
    });
  });

  describe('results', () => {
    it('shows the search and the vehicles in the chosen currency, with Book links', async () => {
      const api = mockApi({ GetTransferSearchResults: () => ({ result: searchResult() }) });
      renderRoutes(routes, `/transferSearch/${SEARCH_ID}?${RESULTS_QUERY}`, { currency: 'EUR' });
      const summary = await screen.findByTestId('transfer-search-summary');
      expect(summary).toHaveTextContent('Antalya Airport (AYT)');
      expect(summary).toHaveTextContent('Belek, Antalya');
      expect(summary).toHaveTextContent('14:30');
      expect(summary).toHaveTextContent('landing time, local');
      expect(summary).toHaveTextContent('2 passengers · 2 suitcases');
      const car = screen.getByTestId('transfer-option-car-1');
      expect(car).toHaveTextContent('Standard car');
      expect(car).toHaveTextContent('up to 3 passengers');
      expect(car).toHaveTextContent('up to 3 suitcases');
      expect(car).toHaveTextContent('35m drive');
      expect(car).toHaveTextContent('€45');
      expect(within(car).getByTestId('transfer-book')).toHaveAttribute(
        'href',
        `/transferPayment/${SEARCH_ID}/car-1`,
      );
      const call = api.callsTo('GetTransferSearchResults')[0]!;
      expect(call.url.searchParams.get('Id')).toBe(SEARCH_ID);
      expect(call.url.searchParams.get('Currency')).toBe('EUR');
    });

    it('writes a drive time of an hour or more in hours and minutes, as flight times are written', async () => {
      const [car, van] = searchResult().options;
      mockApi({
        GetTransferSearchResults: () => ({
          result: searchResult({
            options: [
              { ...car!, transferMinutes: 140 },
              { ...van!, transferMinutes: 60 },
            ],
          }),
        }),
      });
      await act(() => changeAppLanguage('ru'));
      renderRoutes(routes, `/transferSearch/${SEARCH_ID}?${RESULTS_QUERY}`);
      expect(await screen.findByTestId('transfer-option-car-1')).toHaveTextContent('2 ч 20 мин в пути');
      expect(screen.getByTestId('transfer-option-van-1')).toHaveTextContent('1 ч в пути');
      await act(() => changeAppLanguage('tr'));
      expect(await screen.findByText('2 sa 20 dk yol')).toBeVisible();
      await act(() => changeAppLanguage('en'));
      expect(await screen.findByText('2h 20m drive')).toBeVisible();
    });

    it('opens the form pre-filled to change the search', async () => {
      mockApi({
        GetTransferSearchResults: () => ({ result: searchResult() }),
        GetTransferPlaces: () => ({ result: places }),
      });
      renderRoutes(routes, `/transferSearch/${SEARCH_ID}`);
      fireEvent.click(await screen.findByTestId('transfer-change-search'));
      await waitFor(() => expect(screen.getByTestId('transfer-zone')).toHaveValue('Belek'));
      expect(screen.getByTestId('transfer-time')).toHaveValue('14:30');
      fireEvent.click(screen.getByTestId('transfer-change-cancel'));
      expect(await screen.findByTestId('transfer-search-summary')).toBeVisible();
    });

    it('says no transfer was found for this date, with a way to change the search', async () => {
      mockApi({
        GetTransferSearchResults: () => ({ result: searchResult({ options: [] }) }),
        GetTransferPlaces: () => ({ result: places }),
      });
      renderRoutes(routes, `/transferSearch/${SEARCH_ID}`);
      const empty = await screen.findByTestId('transfer-no-results');
      expect(empty).toHaveTextContent('No transfer found for this date');
      fireEvent.click(within(empty).getByRole('button', { name: 'Change the search' }));
      expect(await screen.findByTestId('transfer-search-form')).toBeVisible();
    });

    it('offers to search again, not a bare refusal, when the link holds no search id (cut short)', async () => {
      mockApi({
        GetTransferSearchResults: () => ({
          status: 400,
          error: {
            key: 'validation.invalid',
            message: 'Your request is not valid!',
            validationErrors: [{ message: 'Invalid UUID', members: ['id'] }],
          },
        }),
        GetTransferPlaces: () => ({ result: places }),
      });
      renderRoutes(routes, `/transferSearch/new?${RESULTS_QUERY}`);
      expect(await screen.findByTestId('transfer-search-expired')).toBeVisible();
      // the URL's criteria are checked by the shared schema, whose code comes when the page needs it
      expect(await screen.findByTestId('transfer-search-rerun')).toBeVisible();
      expect(screen.queryByText('Your request is not valid!')).toBeNull();
    });

    it('offers to search again when the search expired (409), with the criteria of the URL', async () => {
      const api = mockApi({
        GetTransferSearchResults: ({ url }) =>
          url.searchParams.get('Id') === SEARCH_ID
            ? { status: 409, error: { key: 'transfers.search_expired', message: 'Expired' } }
            : { result: searchResult({ id: 'b1111111-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }) },
        SaveTransferSearch: () => ({ result: { id: 'b1111111-1c2d-4e5f-8a9b-0c1d2e3f4a5b' } }),
        GetTransferPlaces: () => ({ result: places }),
      });
      const { router } = renderRoutes(routes, `/transferSearch/${SEARCH_ID}?${RESULTS_QUERY}`);
      expect(await screen.findByTestId('transfer-search-expired')).toHaveTextContent(
        'prices are kept for 30 minutes',
      );
      fireEvent.click(await screen.findByTestId('transfer-search-rerun'));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/transferSearch/b1111111-1c2d-4e5f-8a9b-0c1d2e3f4a5b'),
      );
      expect(api.callsTo('SaveTransferSearch')[0]!.body).toMatchObject({
        airportCode: 'AYT',
        districtId: 11,
      });
      expect(await screen.findByTestId('transfer-option-car-1')).toBeVisible();
    });
  });

  describe('booking and payment', () => {
    const created = {
      orderId: ORDER_ID,
      pGuid: 'tok-1',
      response: { cardAction: 'http://bank.test/pay/9', expiresAt: '2026-11-22T10:30:00Z' },
    };

    it('checks the form live, sends AddTransferOrder with an Idempotency-Key, then shows the bank form', async () => {
      const api = mockApi({
        GetTransferSearchResults: () => ({ result: searchResult() }),
        AddTransferOrder: () => ({ result: created }),
      });
      renderRoutes(routes, `/transferPayment/${SEARCH_ID}/car-1`);
      const chosen = await screen.findByTestId('transfer-chosen');
      expect(chosen).toHaveTextContent('Standard car');
      expect(chosen).toHaveTextContent('€45.00');
      expect(screen.getByRole('link', { name: 'contract terms' })).toHaveAttribute('href', '/aboutUs');
      expect(screen.getByRole('link', { name: 'site usage terms' })).toHaveAttribute('href', '/terms');

      fireEvent.click(screen.getByTestId('transfer-booking-submit'));
      expect(await screen.findByText('You must accept the contract terms to continue')).toBeVisible();
      expect(api.callsTo('AddTransferOrder')).toHaveLength(0);
      // the first field in the page's order with a message takes the focus
      expect(screen.getByTestId('transfer-contact-email')).toHaveFocus();

      type('transfer-contact-email', 'ivan@example.com');
      type('transfer-contact-mobilePhone', '+7 900 123 45 67');
      type('transfer-contact-name', 'Иван');
      expect(await screen.findByText('Use Latin letters only, as in the passport')).toBeVisible();
      type('transfer-contact-name', 'Ivan');
      type('transfer-contact-surname', 'Petrov');
      type('transfer-contact-birthday', '01012015');
      expect(screen.getByTestId('transfer-contact-birthday')).toHaveValue('01-01-2015');
      expect(await screen.findByText(/18/)).toBeVisible();
      type('transfer-contact-birthday', '01-02-1990');
      type('transfer-flight-number', 'zf 9012');
      type('transfer-address', 'Rixos Premium Belek');
      fireEvent.click(screen.getByTestId('transfer-contract'));
      fireEvent.click(screen.getByTestId('transfer-site-usage'));
      fireEvent.click(screen.getByTestId('transfer-booking-submit'));

      const form = await screen.findByTestId('payment-form');
      expect(form).toHaveAttribute('action', 'http://bank.test/pay/9');
      expect(form).toHaveAttribute('method', 'post');
      const call = api.callsTo('AddTransferOrder')[0]!;
      expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
      expect(call.body).toEqual({
        searchId: SEARCH_ID,
        optionId: 'car-1',
        contact: {
          email: 'ivan@example.com',
          mobilePhone: '+79001234567',
          name: 'IVAN',
          surname: 'PETROV',
          birthday: '1990-02-01',
        },
        flightNumber: 'ZF 9012',
        address: 'Rixos Premium Belek',
        note: null,
        contractAccepted: true,
        siteUsageAccepted: true,
        currency: 'EUR',
        expectedTotal: 4500,
      });
      expect(screen.getByTestId('payment-submit')).toHaveTextContent('€45.00');
      // a transfer holds its price (not seats) and its form has a contact (not passengers)
      expect(screen.getByText('Full name:').parentElement).toHaveTextContent('Full name: IVAN PETROV');
      expect(screen.getByText(/^The price is held until/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Change the contact details' })).toBeVisible();
      expect(screen.queryByText(/seats|passenger details/i)).not.toBeInTheDocument();
      await act(() => changeAppLanguage('ru'));
      expect(await screen.findByText(/^Цена закреплена до/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Изменить контактные данные' })).toBeVisible();
      expect(screen.queryByText(/Места забронированы|данные пассажиров/)).not.toBeInTheDocument();
      await act(() => changeAppLanguage('tr'));
      expect(await screen.findByText(/^Fiyat .* saatine kadar sabit$/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'İletişim bilgilerini değiştir' })).toBeVisible();
      expect(screen.queryByText(/Koltuk|Yolcu bilgileri/)).not.toBeInTheDocument();
      // nothing of the card is kept
      type('payment-card-number', '4242424242424242');
      expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('4242424242424242');
    });

    it('asks once why a started booking was left, with the transfer search', async () => {
      const api = mockApi({
        GetTransferSearchResults: () => ({ result: searchResult() }),
        Save: () => ({ result: null }),
      });
      const { router } = renderRoutes(routes, `/transferPayment/${SEARCH_ID}/car-1`);
      await screen.findByTestId('transfer-booking-form');
      type('transfer-contact-email', 'ivan@example.com');
      act(() => void router.navigate('/transferDetail/somewhere'));
      fireEvent.click(await screen.findByTestId('survey-reason-checkingPrices'));
      fireEvent.click(screen.getByTestId('survey-send'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/transferDetail/somewhere'));
      expect(api.callsTo('Save')[0]!.body).toEqual({ reason: 'checkingPrices', searchId: SEARCH_ID });

      // once per session
      act(() => void router.navigate(`/transferPayment/${SEARCH_ID}/car-1`));
      await screen.findByTestId('transfer-booking-form');
      act(() => void router.navigate('/'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(api.callsTo('Save')).toHaveLength(1);
    });

    it('keeps the typed details across a reload and returns to the card step once the order exists', async () => {
      mockApi({
        GetTransferSearchResults: () => ({ result: searchResult() }),
        AddTransferOrder: () => ({ result: created }),
      });
      const first = renderRoutes(routes, `/transferPayment/${SEARCH_ID}/van-1`);
      await screen.findByTestId('transfer-booking-form');
      type('transfer-contact-email', 'ivan@example.com');
      type('transfer-address', 'Kempinski Belek');
      first.unmount();

      renderRoutes(routes, `/transferPayment/${SEARCH_ID}/van-1`);
      expect(await screen.findByTestId('transfer-contact-email')).toHaveValue('ivan@example.com');
      expect(screen.getByTestId('transfer-address')).toHaveValue('Kempinski Belek');
      expect(screen.getByText('We restored the details you entered earlier.')).toBeVisible();
    });

    it('offers the changed price and sends it on confirmation', async () => {
      let attempt = 0;
      const api = mockApi({
        GetTransferSearchResults: () => ({ result: searchResult() }),
        AddTransferOrder: () => {
          attempt += 1;
          return attempt === 1
            ? {
                status: 409,
                error: {
                  key: 'bookings.price_changed',
                  message: 'The price has changed',
                  details: 'The new total is 48.00 EUR.',
                },
              }
            : { result: created };
        },
      });
      window.sessionStorage.setItem(
        `cd.transfers.draft.${SEARCH_ID}.car-1`,
        JSON.stringify({
          contact: {
            email: 'ivan@example.com',
            mobilePhone: '+79001234567',
            name: 'Ivan',
            surname: 'Petrov',
            birthday: '01-02-1990',
          },
          flightNumber: '',
          address: 'Rixos Premium Belek',
          note: '',
          contractAccepted: true,
          siteUsageAccepted: true,
        }),
      );
      renderRoutes(routes, `/transferPayment/${SEARCH_ID}/car-1`);
      fireEvent.click(await screen.findByTestId('transfer-booking-submit'));
      expect(await screen.findByTestId('transfer-price-changed')).toHaveTextContent('€48.00');
      fireEvent.click(screen.getByTestId('transfer-confirm-price'));
      expect(await screen.findByTestId('payment-form')).toBeVisible();
      expect(api.callsTo('AddTransferOrder')[1]!.body).toMatchObject({ expectedTotal: 4800 });
    });

    it('asks for a new search when the search expired', async () => {
      mockApi({
        GetTransferSearchResults: () => ({
          status: 409,
          error: { key: 'transfers.search_expired', message: 'Expired' },
        }),
      });
      renderRoutes(routes, `/transferPayment/${SEARCH_ID}/car-1`);
      const alert = await screen.findByTestId('transfer-booking-expired');
      expect(within(alert).getByRole('link', { name: 'Search again' })).toHaveAttribute(
        'href',
        '/?tab=transfers',
      );
    });
  });

  describe('success page', () => {
    it('shows the booking, vehicle and trip, and e-mails the confirmation again', async () => {
      const api = mockApi({
        GetOrder: () => ({ result: transferOrder() }),
        ResendTicket: () => ({ result: true }),
      });
      renderRoutes(routes, `/transferDetail/${ORDER_ID}?token=tok-1`);
      expect(await screen.findByTestId('transfer-booking-number')).toHaveTextContent('TR4K9Q');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Transfer booked');
      expect(screen.getByTestId('transfer-state')).toHaveTextContent('Confirmed');
      expect(screen.getByTestId('transfer-vehicle')).toHaveTextContent('Standard car');
      expect(screen.getByTestId('transfer-vehicle-price')).toHaveTextContent('€45.00');
      expect(screen.getByTestId('transfer-date-time')).toHaveTextContent('14:30');
      expect(screen.getByTestId('transfer-pickup')).toHaveTextContent('Antalya Airport (AYT)');
      expect(screen.getByTestId('transfer-dropoff')).toHaveTextContent('Rixos Premium Belek');
      expect(screen.getByTestId('transfer-flight')).toHaveTextContent('ZF 9012');
      const order = screen.getByTestId('transfer-order');
      expect(order).toHaveTextContent('up to 3 passengers');
      expect(order).toHaveTextContent('up to 3 suitcases');
      expect(screen.getByTestId('transfer-drive-time')).toHaveTextContent(/^≈ 35m$/);
      expect(screen.getByTestId('transfer-contact')).toHaveTextContent('i***@example.com');
      expect(api.callsTo('GetOrder')[0]!.url.searchParams.get('Token')).toBe('tok-1');

      fireEvent.click(screen.getByTestId('transfer-resend'));
      expect(await screen.findByTestId('transfer-resent')).toHaveTextContent('i***@example.com');
      expect(api.callsTo('ResendTicket')[0]!.body).toEqual({ orderId: ORDER_ID, token: 'tok-1' });
    });

    it('says the drive time once, in hours and minutes from an hour on, in every language', async () => {
      const order = transferOrder();
      mockApi({
        GetOrder: () => ({ result: { ...order, transfer: { ...order.transfer!, transferMinutes: 140 } } }),
      });
      renderRoutes(routes, `/transferDetail/${ORDER_ID}?token=tok-1`);
      const fact = () => screen.getByTestId('transfer-drive-time');
      expect(await screen.findByTestId('transfer-drive-time')).toHaveTextContent(/^≈ 2h 20m$/);
      expect(fact().parentElement).toHaveTextContent(/^Transfer time≈ 2h 20m$/);
      await act(() => changeAppLanguage('ru'));
      await waitFor(() => expect(fact()).toHaveTextContent(/^≈ 2 ч 20 мин$/));
      // "Время в пути: 60 минут в пути" said it twice
      expect(fact().parentElement).toHaveTextContent(/^Время в пути≈ 2 ч 20 мин$/);
      await act(() => changeAppLanguage('tr'));
      await waitFor(() => expect(fact()).toHaveTextContent(/^≈ 2 sa 20 dk$/));
      expect(fact().parentElement).toHaveTextContent(/^Transfer süresi≈ 2 sa 20 dk$/);
    });

    it('offers to pay an unpaid transfer again', async () => {
      const api = mockApi({
        GetOrder: () => ({ result: transferOrder({ state: 'PaymentFailed' }) }),
        RetryPayment: () => ({ result: retriedPayment('http://bank.test/pay/10') }),
      });
      renderRoutes(routes, `/transferDetail/${ORDER_ID}?token=tok-1`);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Transfer awaiting payment');
      expect(screen.queryByTestId('transfer-resend')).not.toBeInTheDocument();
      fireEvent.click(screen.getByTestId('payment-retry'));
      expect(await screen.findByTestId('payment-form')).toHaveAttribute('action', 'http://bank.test/pay/10');
      expect(screen.getByText(/^The price is held until/)).toBeVisible();
      expect(api.callsTo('RetryPayment')).toHaveLength(1);
    });

    it('sends a flight order to the ticket page', async () => {
      mockApi({ GetOrder: () => ({ result: transferOrder({ kind: 'flight', transfer: null }) }) });
      const { router } = renderRoutes(routes, `/transferDetail/${ORDER_ID}?token=tok-1`);
      expect(await screen.findByText('flight ticket page')).toBeVisible();
      expect(currentUrl(router)).toBe(`/ticketDetail/${ORDER_ID}?token=tok-1`);
    });

    it('explains how to get in without the link token', async () => {
      mockApi({ GetOrder: () => ({ status: 403, error: { message: 'Forbidden' } }) });
      renderRoutes(routes, `/transferDetail/${ORDER_ID}`);
      expect(await screen.findByTestId('transfer-no-access')).toBeVisible();
    });
  });
});
