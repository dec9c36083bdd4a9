import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeAppLanguage, initI18n } from '../../shared/i18n/i18n';
import { mockApi, renderRoutes } from '../../test/flights/test-app';
import { CityPage } from './destination-pages';

const city = (transferZones: unknown[]) => ({
  code: 'DLM',
  name: 'Dalaman',
  title: 'Dalaman: flights and airport transfers',
  description: 'Cheap charter flights to Dalaman.',
  countryCode: 'TR',
  countryName: 'Turkey',
  timeZone: 'Europe/Istanbul',
  airports: [{ code: 'DLM', name: 'Dalaman' }],
  transferZones,
  notices: [],
});

describe('city page', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(async () => {
    await act(() => changeAppLanguage('en'));
  });

  it('lists the transfer zones with their airport and drive time', async () => {
    const api = mockApi({
      GetCity: () => ({
        result: city([
          { id: 31, name: 'Göcek', airportCode: 'DLM', airportName: 'Dalaman', transferMinutes: 25 },
          { id: 32, name: 'Fethiye', airportCode: 'DLM', airportName: 'Dalaman', transferMinutes: 75 },
        ]),
      }),
      GetPromotions: () => ({ result: { items: [] } }),
    });
    renderRoutes([{ path: '/cities/:code', Component: CityPage }], '/cities/DLM');
    const section = await screen.findByTestId('destination-transfers');
    expect(within(section).getByRole('heading', { name: 'Airport transfers' })).toBeTruthy();
    const rows = within(section).getAllByTestId('destination-transfer-zone');
    expect(rows.map((r) => r.textContent)).toEqual([
      'GöcekDLMDalaman DLMabout 25mFind a transfer',
      'FethiyeDLMDalaman DLMabout 1h 15mFind a transfer',
    ]);
    // from an hour on, hours and minutes as flight times are written
    await act(() => changeAppLanguage('ru'));
    expect(await screen.findByText('около 1 ч 15 мин')).toBeTruthy();
    expect(screen.getByText('около 25 мин')).toBeTruthy();
    // each zone opens the transfer search with its airport and zone chosen
    await act(() => changeAppLanguage('en'));
    const find = within(rows[1]!).getByRole('link', { name: 'Find a transfer to Fethiye' });
    expect(find.getAttribute('href')).toBe('/transferSearch?airport=DLM&zone=32');
    expect(api.callsTo('GetCity')[0]!.url.searchParams.get('Code')).toBe('DLM');
  });

  it('shows no transfer section for a city without zones', async () => {
    mockApi({ GetCity: () => ({ result: city([]) }), GetPromotions: () => ({ result: { items: [] } }) });
    renderRoutes([{ path: '/cities/:code', Component: CityPage }], '/cities/DLM');
    await screen.findByTestId('city-page');
    expect(screen.queryByTestId('destination-transfers')).toBeNull();
  });
});
