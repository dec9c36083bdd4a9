import { addDays } from '@charterdesk/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeAppLanguage, initI18n } from '../../shared/i18n/i18n';
import { localToday } from '../../shared/lib/format-date';
import { flightOption, searchResult } from '../../test/flights/fixtures';
import { mockApi, renderRoutes } from '../../test/flights/test-app';
import { FlightBookingPage } from './flight-booking-pages';
import { PaymentFailedPage } from './payment-failed-page';
import { PnrPage } from './pnr-page';
import { TicketDetailPage } from './ticket-pages';

const SEARCH_ID = '6f1c2b1e-7a7b-4b3a-9d55-2f8f0b6f4d11';
const DEPART = addDays(localToday(), 30);
const outbound = {
  ...flightOption({ id: 'o1', total: 40000 }),
  departureDate: DEPART,
  departureLocal: `${DEPART}T08:30`,
  arrivalLocal: `${DEPART}T12:15`,
};
const search = { ...searchResult([outbound], { departureDate: DEPART }), id: SEARCH_ID };

const routes = [
  { path: '/flight/:searchId/:flightId/:returnFlightId?', Component: FlightBookingPage },
  { path: '/ticketDetail/:orderId', Component: TicketDetailPage },
  { path: '/paymentFailed', Component: PaymentFailedPage },
  { path: '/pnr', Component: PnrPage },
];

const order = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  pnr: 'K7XQ2M',
  state: 'Confirmed',
  creationTime: '2026-11-22T10:00:00Z',
  holdExpiresAt: '2026-11-22T10:30:00Z',
  total: { amount: 40000, currency: 'EUR' },
  price: { currency: 'EUR', flights: 40000, insurance: 0, discount: 0, total: 40000 },
  insurance: false,
  couponCode: null,
  contact: { name: 'IVAN', surname: 'PETROV', email: 'i***@example.com', mobilePhone: '+7******4567' },
  passengers: [
    {
      type: 'adult',
      gender: 'male',
      name: 'IVAN',
      surname: 'PETROV',
      nationality: 'RU',
      passportNumber: '******567',
      tickets: [{ flightIndex: 0, ticketNumber: '6101234567890' }],
    },
  ],
  flights: [
    {
      direction: 'outbound',
      airlineCode: 'XC',
      airlineName: 'Corendon',
      flightNumber: 'XC 123',
      origin: {
        code: 'SVO',
        name: 'Sheremetyevo',
        cityName: 'Moscow',
        countryCode: 'RU',
        timeZone: 'Europe/Moscow',
      },
      destination: {
        code: 'AYT',
        name: 'Antalya',
        cityName: 'Antalya',
        countryCode: 'TR',
        timeZone: 'Europe/Istanbul',
      },
      departureLocal: `${DEPART}T08:30`,
      arrivalLocal: `${DEPART}T12:15`,
      durationMinutes: 225,
      cabinClass: 'economy',
    },
  ],
  payment: { status: 'Succeeded', reason: null, completionTime: '2026-11-22T10:05:00Z' },
};

/** AddOrder's answer: the order placed, its card form at the bank. */
const placed = () => ({
  result: {
    orderId: order.id,
    pGuid: 'tok-1',
    response: { cardAction: 'http://bank.test/pay/1', expiresAt: '2026-11-22T10:30:00Z' },
  },
});

/** One adult passenger (Ivan Petrov), the contact, and both agreements ticked. */
function fillBooking() {
  type('booking-passenger-0-gender', 'male');
  type('booking-passenger-0-name', 'Ivan');
  type('booking-passenger-0-surname', 'Petrov');
  type('booking-passenger-0-birthday', '01021990');
  expect(screen.getByTestId('booking-passenger-0-birthday')).toHaveValue('01-02-1990');
  type('booking-passenger-0-nationality', 'RU');
  type('booking-passenger-0-passportNumber', '751234567');
  type('booking-passenger-0-passportExpiry', '01-02-2032');
  type('booking-contact-email', 'ivan@example.com');
  type('booking-contact-mobilePhone', '+7 900 123 45 67');
  type('booking-contact-name', 'Ivan');
  type('booking-contact-surname', 'Petrov');
  type('booking-contact-birthday', '01-02-1990');
  fireEvent.click(screen.getByTestId('booking-contract'));
  fireEvent.click(screen.getByTestId('booking-site-usage'));
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('flight booking pages', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(async () => {
    await act(() => changeAppLanguage('en'));
    window.sessionStorage.clear();
  });

  it('validates live, sends AddOrder with an Idempotency-Key, then shows the bank form', async () => {
    const api = mockApi({
      GetFlightSearchResults: () => ({ result: search }),
      AddOrder: placed,
    });
    renderRoutes(routes, `/flight/${SEARCH_ID}/o1`);
    expect(await screen.findByTestId('booking-total')).toHaveTextContent('400');

    fireEvent.click(screen.getByTestId('booking-submit'));
    expect(await screen.findByText('You must accept the contract terms to continue')).toBeVisible();
    expect(api.callsTo('AddOrder')).toHaveLength(0);
    // the first field in the page's order with a message takes the focus
    expect(screen.getByTestId('booking-passenger-0-gender')).toHaveFocus();

    type('booking-passenger-0-name', 'Иван');
    expect(await screen.findByText('Use Latin letters only, as in the passport')).toBeVisible();
    fillBooking();
    fireEvent.click(screen.getByTestId('booking-submit'));

    const form = await screen.findByTestId('payment-form');
    expect(form).toHaveAttribute('action', 'http://bank.test/pay/1');
    expect(form).toHaveAttribute('method', 'post');
    // the card step repeats the contact's name and surname under a label that says both
    expect(screen.getByText('Full name:').parentElement).toHaveTextContent('Full name: IVAN PETROV');
    expect(screen.queryByText('First name (Latin):')).not.toBeInTheDocument();
    expect(screen.getByText(/^Seats are held until/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change the passenger details' })).toBeVisible();
    const call = api.callsTo('AddOrder')[0]!;
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(call.body).toMatchObject({
      searchId: SEARCH_ID,
      outboundOfferId: 'o1',
      passengers: [{ name: 'IVAN', birthday: '1990-02-01', nationality: 'RU', passportExpiry: '2032-02-01' }],
      contact: { mobilePhone: '+79001234567' },
      currency: 'EUR',
      expectedTotal: 40000,
      contractAccepted: true,
      siteUsageAccepted: true,
    });

    for (const [id, name] of [
      ['payment-card-number', 'cardNumber'],
      ['payment-expiry-month', 'expiryMonth'],
      ['payment-expiry-year', 'expiryYear'],
      ['payment-cvc', 'cvc'],
      ['payment-card-owner', 'cardOwner'],
    ] as const)
      expect(screen.getByTestId(id)).toHaveAttribute('name', name);

    // Invalid card: the native submit is stopped and the fields say why.
    type('payment-card-number', '4242424242424241');
    fireEvent.submit(form);
    expect(await screen.findByText('Enter the 16-digit card number')).toBeVisible();
    expect(screen.queryByTestId('payment-redirecting')).not.toBeInTheDocument();

    // A Turkish bank card in EUR: the TRY warning.
    type('payment-card-number', '5400610000000000');
    fireEvent.input(screen.getByTestId('payment-card-number'));
    expect(await screen.findByTestId('payment-turkish-card')).toBeVisible();

    // Card data never reaches storage or our API.
    const stored = JSON.stringify({ ...window.sessionStorage });
    expect(stored).not.toContain('5400610000000000');
    expect(api.calls.every((c) => !JSON.stringify(c.body ?? '').includes('5400'))).toBe(true);
  });

  it("refuses a second adult on the first one's passport, in the page's language, and sends nothing", async () => {
    const couple = { ...searchResult([outbound], { departureDate: DEPART, adults: 2 }), id: SEARCH_ID };
    const api = mockApi({ GetFlightSearchResults: () => ({ result: couple }), AddOrder: placed });
    renderRoutes(routes, `/flight/${SEARCH_ID}/o1?locale=ru`);
    await act(() => changeAppLanguage('ru'));
    await screen.findByTestId('booking-passenger-1-name');
    fillBooking();
    type('booking-passenger-1-gender', 'female');
    type('booking-passenger-1-name', 'Anna');
    type('booking-passenger-1-surname', 'Petrova');
    type('booking-passenger-1-birthday', '10-06-1992');
    type('booking-passenger-1-nationality', 'RU');
    // the same passport, typed as a copy would be
    type('booking-passenger-1-passportNumber', ' 751234567');
    type('booking-passenger-1-passportExpiry', '01-02-2032');
    fireEvent.click(screen.getByTestId('booking-submit'));
    expect(
      await screen.findByText(
        'Этот номер паспорта уже указан у другого взрослого в бронировании: каждый взрослый летит по своему паспорту',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('booking-passenger-1-passportNumber')).toHaveValue(' 751234567');
    expect(api.callsTo('AddOrder')).toHaveLength(0);

    type('booking-passenger-1-passportNumber', '751234568');
    fireEvent.click(screen.getByTestId('booking-submit'));
    await screen.findByTestId('payment-form');
    expect(api.callsTo('AddOrder')).toHaveLength(1);
  });

  it('names the countries once the visitor starts on the form, not while the page loads', async () => {
    mockApi({ GetFlightSearchResults: () => ({ result: search }) });
    renderRoutes(routes, `/flight/${SEARCH_ID}/o1`);
    await screen.findByTestId('booking-total');
    const nationality = screen.getByTestId('booking-passenger-0-nationality') as HTMLSelectElement;
    // "Choose" alone: naming ~250 countries is the page's first use of Intl
    expect(nationality.options).toHaveLength(1);
    fireEvent.pointerDown(nationality);
    expect(nationality.options.length).toBeGreaterThan(200);
    expect(within(nationality).getByRole('option', { name: 'Russia' })).toHaveValue('RU');
  });

  it("asks a phone's keyboard for names and passport numbers as printed in the passport, with no autocorrection", async () => {
    mockApi({ GetFlightSearchResults: () => ({ result: search }) });
    renderRoutes(routes, `/flight/${SEARCH_ID}/o1`);
    await screen.findByTestId('booking-total');
    for (const id of ['passenger-0-name', 'passenger-0-surname', 'contact-name', 'contact-surname']) {
      const input = screen.getByTestId(`booking-${id}`);
      expect(input, id).toHaveAttribute('autocapitalize', 'words');
      expect(input, id).toHaveAttribute('autocorrect', 'off');
      expect(input, id).toHaveAttribute('spellcheck', 'false');
    }
    for (const id of ['passenger-0-passportNumber', 'passenger-0-passportSerial'])
      expect(screen.getByTestId(`booking-${id}`), id).toHaveAttribute('autocapitalize', 'characters');
  });

  it('adds an airport transfer to the same checkout: area, vehicle and hotel, one total, one AddOrder', async () => {
    const transferSearchId = '0b7d7c57-3c55-4a64-9a4e-6ad1e3f4e1a2';
    const vehicle = (id: string, name: string, amount: number) => ({
      id,
      packageTypeId: 1,
      vehicleName: name,
      passengerCapacity: 3,
      baggageCapacity: 3,
      transferMinutes: 35,
      price: { amount, currency: 'EUR' },
    });
    const api = mockApi({
      GetFlightSearchResults: () => ({ result: search }),
      GetTransferPlaces: () => ({
        result: {
          airports: [
            {
              code: 'AYT',
              name: 'Antalya Airport',
              cityCode: 'AYT',
              cityName: 'Antalya',
              districts: [{ id: 7, name: 'Lara', transferMinutes: 35 }],
            },
          ],
        },
      }),
      SaveTransferSearch: () => ({ result: { id: transferSearchId } }),
      GetTransferSearchResults: () => ({
        result: {
          id: transferSearchId,
          criteria: {},
          airport: { code: 'AYT', name: 'Antalya Airport', cityName: 'Antalya' },
          district: { id: 7, name: 'Lara', cityCode: 'AYT', cityName: 'Antalya' },
          expiresAt: '2030-01-01T00:00:00Z',
          options: [vehicle('sedan', 'Sedan', 4500), vehicle('van', 'Minivan', 6500)],
        },
      }),
      AddOrder: placed,
    });
    renderRoutes(routes, `/flight/${SEARCH_ID}/o1`);
    const addon = await screen.findByTestId('checkout-transfer');
    expect(addon).toHaveTextContent('Transfer from Antalya Airport');
    fireEvent.click(within(addon).getByTestId('checkout-transfer-add'));
    fillBooking();

    // ticked but not complete: nothing is sent, the add-on says what is missing
    fireEvent.click(screen.getByTestId('booking-submit'));
    expect(await within(addon).findByText('Choose the area of your hotel')).toBeVisible();
    expect(api.callsTo('AddOrder')).toHaveLength(0);

    type('checkout-transfer-district', '7');
    // the cheapest vehicle is chosen at first; the buyer takes the minivan
    expect(await screen.findByTestId('booking-transfer-price')).toHaveTextContent('45');
    expect(api.callsTo('SaveTransferSearch')[0]!.body).toEqual({
      airportCode: 'AYT',
      districtId: 7,
      direction: 'fromAirport',
      // the landing of the outbound's last flight
      date: outbound.segments[0]!.arrivalLocal.slice(0, 10),
      time: '12:15',
      passengers: 1,
      luggage: 1,
    });
    const van = screen.getByTestId('checkout-transfer-option-van');
    expect(van).toHaveAttribute('role', 'radio');
    fireEvent.click(van);
    await waitFor(() => expect(screen.getByTestId('booking-transfer-price')).toHaveTextContent('65'));
    expect(screen.getByTestId('booking-total')).toHaveTextContent('465');
    fireEvent.click(screen.getByTestId('booking-submit'));
    expect(await within(addon).findByText('Enter the hotel name and address')).toBeVisible();
    expect(api.callsTo('AddOrder')).toHaveLength(0);

    type('checkout-transfer-address', 'Lara Beach Hotel');
    fireEvent.click(screen.getByTestId('booking-submit'));
    await screen.findByTestId('payment-form');
    expect(api.callsTo('AddOrder')[0]!.body).toMatchObject({
      expectedTotal: 46500,
      transfer: { searchId: transferSearchId, optionId: 'van', address: 'Lara Beach Hotel', note: null },
    });
  });

  it('maps server validation members onto fields and offers the changed price', async () => {
    let attempt = 0;
    const api = mockApi({
      GetFlightSearchResults: () => ({ result: search }),
      AddOrder: () => {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 409,
            error: {
              key: 'bookings.price_changed',
              message: 'The price has changed',
              details: 'The new total is 420.00 EUR. Please check it and confirm again.',
            },
          };
        return {
          status: 400,
          error: {
            message: 'Your request is not valid!',
            validationErrors: [
              { message: 'Passport number rejected', members: ['passengers.0.passportNumber'] },
            ],
          },
        };
      },
    });
    window.sessionStorage.setItem(
      `cd.booking.draft.${SEARCH_ID}.o1.-`,
      JSON.stringify({
        passengers: [
          {
            type: 'adult',
            gender: 'female',
            name: 'Anna',
            surname: 'Ivanova',
            birthday: '05-06-1985',
            nationality: 'RU',
            passportNumber: '751234567',
            passportSerial: '',
            passportExpiry: '01-02-2032',
            turkishId: '',
            infantOf: '',
          },
        ],
        contact: {
          email: 'anna@example.com',
          mobilePhone: '+79001234567',
          name: 'Anna',
          surname: 'Ivanova',
          birthday: '05-06-1985',
        },
        couponCode: '',
        insurance: false,
        invoiceWanted: false,
        invoice: { companyName: '', taxNumber: '', address: '' },
        contractAccepted: true,
        siteUsageAccepted: true,
      }),
    );
    renderRoutes(routes, `/flight/${SEARCH_ID}/o1`);
    expect(await screen.findByTestId('booking-passenger-0-name')).toHaveValue('Anna');
    fireEvent.click(screen.getByTestId('booking-submit'));
    const dialog = await screen.findByTestId('booking-price-changed');
    expect(dialog).toHaveTextContent('420');
    fireEvent.click(screen.getByTestId('booking-confirm-price'));
    expect(await screen.findByText('Passport number rejected')).toBeVisible();
    const bodies = api.callsTo('AddOrder').map((c) => c.body as { expectedTotal: number });
    expect(bodies.map((b) => b.expectedTotal)).toEqual([40000, 42000]);
  });

  it('shows the ticket with PNR and e-ticket numbers, and resends it', async () => {
    const api = mockApi({ GetOrder: () => ({ result: order }), ResendTicket: () => ({ result: true }) });
    renderRoutes(routes, `/ticketDetail/${order.id}?token=tok-1`);
    expect(await screen.findByTestId('ticket-pnr')).toHaveTextContent('K7XQ2M');
    expect(screen.getByTestId('ticket-number-0')).toHaveTextContent('6101234567890');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Booking confirmed');
    // Moscow → Antalya departs 08:30: international check-in closes 1 h 15 min before, airport time
    expect(screen.getByTestId('check-in-closes-0')).toHaveTextContent('Check-in until 07:15');
    fireEvent.click(screen.getByTestId('ticket-resend'));
    expect(await screen.findByTestId('ticket-resent')).toBeVisible();
    expect(api.callsTo('ResendTicket')[0]!.body).toEqual({ orderId: order.id, token: 'tok-1' });
  });

  it('writes flight times as the results do: "3h 45m", and "4h" on the hour (not "4 h 0 min")', async () => {
    const onTheHour = {
      ...order,
      flights: [order.flights[0]!, { ...order.flights[0]!, durationMinutes: 240 }],
    };
    mockApi({ GetOrder: () => ({ result: onTheHour }) });
    renderRoutes(routes, `/ticketDetail/${order.id}?token=tok-1`);
    expect(await screen.findByText('3h 45m')).toBeVisible();
    expect(screen.getByText('4h')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\b0 ?min|\b0m\b/);
  });

  it('says what the one payment of a checkout charged: flight total, transfer price, both together', async () => {
    // ru, TRY, coupon SUN25, insurance and a Kemer transfer bought at checkout (paid in one payment)
    const money = (amount: number) => ({ amount, currency: 'TRY' });
    const paidTogether = {
      ...order,
      total: money(4_011_058),
      price: { currency: 'TRY', flights: 4_200_000, insurance: 150_000, discount: 338_942, total: 4_011_058 },
      insurance: true,
      couponCode: 'SUN25',
      transferOffer: null,
      linkedTransfers: [
        {
          id: 'a1b2c3d4-0000-4000-8000-000000000002',
          pnr: 'T4RK9Z',
          state: 'Confirmed',
          pickupLocal: `${DEPART}T12:15`,
          airportCode: 'AYT',
          districtName: 'Кемер',
          vehicleName: 'Седан',
          total: money(216_050),
          path: '/transferDetail/a1b2c3d4-0000-4000-8000-000000000002?token=tok-2',
        },
      ],
      combinedTotal: money(4_227_108),
    };
    await act(() => changeAppLanguage('ru'));
    mockApi({ GetOrder: () => ({ result: paidTogether }) });
    renderRoutes(routes, `/ticketDetail/${order.id}?token=tok-1`);
    // the flight order's own total stays what it is; the card was charged both in one payment
    expect(await screen.findByTestId('ticket-total')).toHaveTextContent(/^40\s110,58\s₺$/);
    expect(screen.getByTestId('linked-transfer')).toHaveTextContent(/Стоимость трансфера: 2\s160,50\s₺/);
    const combined = screen.getByTestId('ticket-combined-total');
    expect(combined).toHaveTextContent(/^42\s271,08\s₺$/);
    expect(combined.parentElement).toHaveTextContent(/Списано с карты одним платежом за билеты и трансфер/);

    // a booking paid alone shows no second amount
    cleanup();
    mockApi({ GetOrder: () => ({ result: { ...order, combinedTotal: null, linkedTransfers: [] } }) });
    renderRoutes(routes, `/ticketDetail/${order.id}?token=tok-1`);
    expect(await screen.findByTestId('ticket-total')).toBeVisible();
    expect(screen.queryByTestId('ticket-combined-total')).toBeNull();
  });

  it("writes a coupon's discount with the true minus sign, on the booking page as on the ticket page", async () => {
    const discounted = { currency: 'EUR', flights: 40000, insurance: 0, discount: 9313, total: 30687 };
    mockApi({
      GetFlightSearchResults: () => ({ result: search }),
      ValidateCoupon: () => ({
        result: { couponCode: 'SUN25', price: { ...discounted, perPassenger: outbound.price.perPassenger } },
      }),
    });
    renderRoutes(routes, `/flight/${SEARCH_ID}/o1`);
    await screen.findByTestId('booking-coupon');
    type('booking-coupon', 'SUN25');
    fireEvent.click(screen.getByTestId('booking-coupon-apply'));
    expect(await screen.findByTestId('booking-coupon-applied')).toBeVisible();
    expect(screen.getByText('\u2212€93.13')).toBeVisible();
    expect(screen.queryByText('-€93.13')).not.toBeInTheDocument();
    expect(screen.getByTestId('booking-total')).toHaveTextContent('€306.87');

    cleanup();
    const withCoupon = { ...order, price: discounted, total: { amount: 30687, currency: 'EUR' } };
    mockApi({ GetOrder: () => ({ result: { ...withCoupon, couponCode: 'SUN25' } }) });
    renderRoutes(routes, `/ticketDetail/${order.id}?token=tok-1`);
    expect(await screen.findByTestId('ticket-total')).toHaveTextContent('€306.87');
    expect(screen.getByText('\u2212€93.13')).toBeVisible();
  });

  it('explains how to open a booking without a valid token', async () => {
    mockApi({ GetOrder: () => ({ status: 404, error: { code: 0, message: 'Not found' } }) });
    renderRoutes(routes, `/ticketDetail/${order.id}`);
    expect(await screen.findByTestId('ticket-no-access')).toHaveTextContent('link from your e-mail');
  });

  it('shows the localized reason and retries the payment', async () => {
    const api = mockApi({
      GetOrder: () => ({ result: { ...order, state: 'PaymentFailed' } }),
      // the flights and a transfer bought with them: the bank session charges both
      RetryPayment: () => ({
        result: {
          orderId: order.id,
          pGuid: 'tok-1',
          response: {
            cardAction: 'http://bank.test/pay/2',
            expiresAt: '2026-11-22T10:30:00Z',
            amount: 46500,
            currency: 'EUR',
          },
        },
      }),
    });
    renderRoutes(routes, `/paymentFailed?orderId=${order.id}&token=tok-1&reason=insufficient_funds`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment error');
    // what happened is said once (the reason), and what it means once (the card was not charged)
    expect(screen.getByText(/Your card was not charged/)).toBeVisible();
    expect(screen.queryByText('Payment cannot be completed, please try again.')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-failed-reason')).toHaveTextContent('Insufficient funds on the card');
    fireEvent.click(screen.getByTestId('payment-retry'));
    expect(await screen.findByTestId('payment-form')).toHaveAttribute('action', 'http://bank.test/pay/2');
    // the card form says what the card is charged, not the flights' total alone
    expect(screen.getByTestId('payment-submit')).toHaveTextContent('465');
    expect(api.callsTo('RetryPayment')).toHaveLength(1);
  });

  it('falls back to the generic reason and explains an expired hold', async () => {
    mockApi({
      GetOrder: () => ({ result: order }),
      RetryPayment: () => ({
        status: 409,
        error: { key: 'bookings.order_not_payable', message: 'This order can no longer be paid' },
      }),
    });
    renderRoutes(routes, `/paymentFailed?orderId=${order.id}&token=tok-1&reason=do_not_honor`);
    expect(screen.getByTestId('payment-failed-reason')).toHaveTextContent(
      'Payment cannot be completed, please try again',
    );
    fireEvent.click(screen.getByTestId('payment-retry'));
    expect(await screen.findByTestId('payment-hold-expired')).toHaveTextContent('search again');
  });

  it('finds a booking by PNR and says when it is not found', async () => {
    let found = false;
    const api = mockApi({
      GetOrderByPnr: () =>
        found
          ? { result: order }
          : { status: 404, error: { key: 'bookings.pnr_not_found', message: 'Booking not found' } },
    });
    renderRoutes(routes, '/pnr');
    type('pnr-code', 'k7xq2m');
    expect(screen.getByTestId('pnr-code')).toHaveValue('K7XQ2M');
    // a phone's keyboard offers capitals and leaves the code and the surname as typed
    expect(screen.getByTestId('pnr-code')).toHaveAttribute('autocapitalize', 'characters');
    expect(screen.getByTestId('pnr-surname')).toHaveAttribute('autocapitalize', 'words');
    expect(screen.getByTestId('pnr-surname')).toHaveAttribute('spellcheck', 'false');
    type('pnr-surname', 'Petrov');
    fireEvent.click(screen.getByTestId('pnr-submit'));
    expect(await screen.findByTestId('pnr-error')).toHaveTextContent('another PNR or surname');
    found = true;
    fireEvent.click(screen.getByTestId('pnr-submit'));
    expect(await screen.findByTestId('ticket-pnr')).toHaveTextContent('K7XQ2M');
    expect(api.callsTo('GetOrderByPnr')[1]!.body).toEqual({ pnr: 'K7XQ2M', surname: 'Petrov' });
    await waitFor(() =>
      expect(within(screen.getByTestId('ticket-number-0')).getByText(/6101234567890/)).toBeVisible(),
    );
    // a switch of language asks again, so the booking's places are named in the new one
    await act(() => changeAppLanguage('tr'));
    await waitFor(() => expect(api.callsTo('GetOrderByPnr')).toHaveLength(3));
    expect(api.callsTo('GetOrderByPnr').map((c) => c.headers.get('Accept-Language'))).toEqual([
      'en',
      'en',
      'tr',
    ]);
    expect(api.callsTo('GetOrderByPnr')[2]!.body).toEqual({ pnr: 'K7XQ2M', surname: 'Petrov' });
  });

  it("opens the booking of a voucher's QR code: the look-up filled in from the address and asked at once", async () => {
    const api = mockApi({ GetOrderByPnr: () => ({ result: order }) });
    renderRoutes(routes, '/pnr?pnr=k7xq2m&surname=Petrov&locale=en');
    expect(await screen.findByTestId('ticket-pnr')).toHaveTextContent('K7XQ2M');
    expect(screen.getByTestId('pnr-code')).toHaveValue('K7XQ2M');
    expect(screen.getByTestId('pnr-surname')).toHaveValue('Petrov');
    expect(api.callsTo('GetOrderByPnr').map((c) => c.body)).toEqual([{ pnr: 'K7XQ2M', surname: 'Petrov' }]);
  });
});
