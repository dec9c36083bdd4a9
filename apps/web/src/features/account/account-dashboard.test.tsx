import type { MemberDashboard, MemberOrder } from '@charterdesk/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { mockApi, renderRoutes } from '../../test/flights/test-app';
import { AccountDashboardPage } from './account-pages';

const trip: MemberOrder = {
  id: 'o1',
  kind: 'flight',
  pnr: 'LG3EMZ',
  state: 'Confirmed',
  creationTime: '2026-11-28T15:00:00.000Z',
  total: { amount: 7022100, currency: 'RUB' },
  from: { code: 'DME', name: 'Москва' },
  to: { code: 'AYT', name: 'Анталья' },
  startsLocal: '2099-12-10T07:40',
  timeZone: 'Europe/Moscow',
  returnLocal: null,
  startsAt: '2099-12-10T04:40:00.000Z',
  passengerCount: 2,
  canRequestCancellation: true,
};

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
