import type { MemberDashboard, MemberOrder } from '@charterdesk/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { mockApi, renderRoutes } from '../../test/flights/test-app';
import { AccountBookingsPage, AccountDashboardPage } from './account-pages';

const MOSCOW = { ru: 'Москва', en: 'Moscow', tr: 'Moskova' } as const;

/** The member's one booking, its places named in the request's language as the server names them. */
function booking(culture: keyof typeof MOSCOW): MemberOrder {
  return {
    id: 'o1',
    kind: 'flight',
    pnr: 'LG3EMZ',
    state: 'Confirmed',
    creationTime: '2026-11-28T15:00:00.000Z',
    total: { amount: 7022100, currency: 'RUB' },
    from: { code: 'DME', name: MOSCOW[culture] },
    to: { code: 'AYT', name: culture === 'ru' ? 'Анталья' : 'Antalya' },
    startsLocal: '2026-12-10T07:40',
    timeZone: 'Europe/Moscow',
    returnLocal: null,
    startsAt: '2026-12-10T04:40:00.000Z',
    passengerCount: 2,
    canRequestCancellation: true,
  };
}

describe("the member's bookings", () => {
  beforeAll(async () => {
    await initI18n('ru', ['common', 'pages', 'account']);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('ru');
  });

  it('asks for them again in the language the visitor switches to, so places are named in it', async () => {
    const api = mockApi({
      GetBookings: (call) => {
        const culture = (call.headers.get('Accept-Language') ?? 'ru') as keyof typeof MOSCOW;
        return { result: { items: [booking(culture)] } };
      },
    });
    renderRoutes([{ path: '/account/bookings', Component: AccountBookingsPage }], '/account/bookings');
    expect(await screen.findByText(/Москва \(DME\)/)).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('tr');
    });
    expect(await screen.findByText(/Moskova \(DME\)/)).toBeInTheDocument();
    expect(api.callsTo('GetBookings').map((c) => c.headers.get('Accept-Language'))).toEqual(['ru', 'tr']);
  });

  it("names a transfer's airport by its code and its zone by name alone", async () => {
    const transfer: MemberOrder = {
      ...booking('ru'),
      id: 'o2',
      kind: 'transfer',
      pnr: 'JZGHX8',
      from: { code: 'AYT', name: 'Анталья' },
      to: { code: '', name: 'Кемер' },
      passengerCount: 3,
    };
    mockApi({ GetBookings: () => ({ result: { items: [transfer] } }) });
    renderRoutes([{ path: '/account/bookings', Component: AccountBookingsPage }], '/account/bookings');
    const card = await screen.findByTestId('member-order-JZGHX8');
    expect(card).toHaveTextContent('Трансфер: Анталья (AYT) → Кемер');
    expect(card).not.toHaveTextContent('Кемер (');
  });

  it.each([
    ['ru', 'Отправить билет ещё раз', 'Отправить подтверждение ещё раз'],
    ['en', 'E-mail the ticket again', 'E-mail the confirmation again'],
    ['tr', 'Bileti yeniden e-postayla gönder', 'Onayı yeniden e-postayla gönder'],
  ] as const)(
    '%s: offers a flight its ticket again and a transfer its confirmation',
    async (lng, ticket, confirmation) => {
      await act(async () => {
        await i18n.changeLanguage(lng);
      });
      const transfer: MemberOrder = {
        ...booking(lng),
        id: 'o2',
        kind: 'transfer',
        pnr: 'JZGHX8',
        from: { code: 'AYT', name: 'Antalya' },
        to: { code: '', name: 'Kemer' },
      };
      mockApi({ GetBookings: () => ({ result: { items: [booking(lng), transfer] } }) });
      renderRoutes([{ path: '/account/bookings', Component: AccountBookingsPage }], '/account/bookings');
      expect(await screen.findByTestId('member-order-resend-LG3EMZ')).toHaveTextContent(ticket);
      expect(screen.getByTestId('member-order-resend-JZGHX8')).toHaveTextContent(confirmation);
    },
  );

  it('with no booking, points to the look-up by number for a booking made with another e-mail address', async () => {
    mockApi({ GetBookings: () => ({ result: { items: [] } }) });
    renderRoutes([{ path: '/account/bookings', Component: AccountBookingsPage }], '/account/bookings');
    const hint = await screen.findByTestId('account-other-address');
    expect(hint).toHaveTextContent('Бронировали на другой e-mail?');
    expect(screen.getByRole('link', { name: 'Найти бронирование' })).toHaveAttribute('href', '/pnr');
  });
});

const dashboard = (nextTrip: MemberDashboard['nextTrip']): MemberDashboard => ({
  nextTrip,
  recentOrders: nextTrip ? [nextTrip] : [],
});

describe("the member's dashboard", () => {
  beforeAll(async () => {
    await initI18n('ru', ['common', 'pages', 'account']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // a trip still to come, whatever the day the tests run
  const trip: MemberOrder = {
    ...booking('ru'),
    startsLocal: '2099-12-10T07:40',
    startsAt: '2099-12-10T04:40:00.000Z',
  };

  it('tells when check-in of the next flight closes, in airport time', async () => {
    mockApi({
      GetDashboard: () => ({
        result: dashboard({
          ...trip,
          checkInOpensAt: '2099-12-10T01:40:00.000Z',
          checkInClosesLocal: '2099-12-10T06:25',
          transferOrderId: null,
        }),
      }),
    });
    renderRoutes([{ path: '/account', Component: AccountDashboardPage }], '/account');
    expect(await screen.findByTestId('dashboard-check-in-closes')).toHaveTextContent('Регистрация до 06:25');
  });

  it('with its date when it closes the day before the departure', async () => {
    mockApi({
      GetDashboard: () => ({
        result: dashboard({
          ...trip,
          startsLocal: '2099-12-10T00:30',
          checkInOpensAt: '2099-12-09T18:30:00.000Z',
          checkInClosesLocal: '2099-12-09T23:15',
          transferOrderId: null,
        }),
      }),
    });
    renderRoutes([{ path: '/account', Component: AccountDashboardPage }], '/account');
    expect(await screen.findByTestId('dashboard-check-in-closes')).toHaveTextContent(
      'Регистрация до 9 декабря 2099 г., 23:15',
    );
  });
});
