import type { Culture, OrderAdminDetail } from '@charterdesk/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeAppLanguage, i18n, initI18n } from '../../../shared/i18n/i18n';
import { type ApiCall, mockApi, renderRoutes } from '../../../test/flights/test-app';
import { loadAdminLocales } from '../lib/admin-i18n';
import { OrderDetailPage } from './order-detail-page';

const ORDER_ID = '5b1c6f3e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

/** The server names places in the request's language (Accept-Language); the test plays it with these. */
const CITY: Record<Culture, [string, string]> = {
  ru: ['Москва', 'Анталья'],
  en: ['Moscow', 'Antalya'],
  tr: ['Moskova', 'Antalya'],
};

function order(culture: Culture, cabinClass: string): OrderAdminDetail {
  const [origin, destination] = CITY[culture];
  return {
    id: ORDER_ID,
    pnr: 'QX7T2M',
    kind: 'flight',
    transfer: null,
    state: 'Confirmed',
    culture: 'en',
    creationTime: '2026-11-22T10:00:00Z',
    holdExpiresAt: '2026-11-22T10:20:00Z',
    total: { amount: 31250, currency: 'EUR' },
    price: { currency: 'EUR', flights: 31250, insurance: 0, discount: 0, total: 31250 },
    insurance: false,
    couponCode: null,
    invoice: null,
    contact: {
      name: 'Ivan',
      surname: 'Petrov',
      email: 'ivan@example.com',
      mobilePhone: '+79001234567',
      birthday: '1985-04-12',
      customerUserId: null,
    },
    passengers: [],
    flights: [
      {
        direction: 'outbound',
        airlineCode: 'ZF',
        airlineName: 'Azur Air',
        flightNumber: 'ZF 9012',
        origin: {
          code: 'VKO',
          name: 'Vnukovo',
          cityName: origin,
          countryCode: 'RU',
          timeZone: 'Europe/Moscow',
        },
        destination: {
          code: 'AYT',
          name: 'Antalya',
          cityName: destination,
          countryCode: 'TR',
          timeZone: 'Europe/Istanbul',
        },
        departureLocal: '2026-12-05T09:30',
        arrivalLocal: '2026-12-05T13:45',
        durationMinutes: 255,
        cabinClass,
      },
    ],
    payments: [],
    refunds: [],
    refundedAmount: 0,
    refundableAmount: 31250,
    history: [],
    mails: [],
    allowedActions: { resendTicket: true, refund: true, cancel: true, markCancelHandled: false },
  };
}

const routes = [{ path: '/admin/sales/orders/:id', Component: OrderDetailPage }];
const languageOf = (call: ApiCall) => (call.headers.get('Accept-Language') ?? 'ru') as Culture;

describe('admin order page', () => {
  beforeAll(async () => {
    await initI18n('ru');
    await loadAdminLocales(i18n);
  });
  beforeEach(async () => {
    await act(() => changeAppLanguage('ru'));
  });

  it('words the cabin class and names the cities in the admin’s language, asking again on a switch', async () => {
    const api = mockApi({ Get: (call) => ({ result: order(languageOf(call), 'premiumEconomy') }) });
    renderRoutes(routes, `/admin/sales/orders/${ORDER_ID}`);
    const flights = await screen.findByTestId('admin-order-flights');
    expect(within(flights).getByTestId('admin-order-flight-cabin').textContent).toBe('Премиум-эконом');
    expect(within(flights).getByText('VKO Москва')).toBeTruthy();
    expect(within(flights).getByText('AYT Анталья')).toBeTruthy();
    expect(screen.queryByText('premiumEconomy')).toBeNull();

    await act(() => changeAppLanguage('tr'));
    await waitFor(() => expect(screen.getByText('VKO Moskova')).toBeTruthy());
    expect(screen.getByTestId('admin-order-flight-cabin').textContent).toBe('Premium ekonomi');

    await act(() => changeAppLanguage('en'));
    await waitFor(() => expect(screen.getByText('VKO Moscow')).toBeTruthy());
    expect(screen.getByTestId('admin-order-flight-cabin').textContent).toBe('Premium economy');
    expect(api.callsTo('Get').map(languageOf)).toEqual(['ru', 'tr', 'en']);
  });

  it('shows a cabin class it does not know as the server wrote it', async () => {
    mockApi({ Get: (call) => ({ result: order(languageOf(call), 'comfortPlus') }) });
    renderRoutes(routes, `/admin/sales/orders/${ORDER_ID}`);
    expect((await screen.findByTestId('admin-order-flight-cabin')).textContent).toBe('comfortPlus');
  });
});
