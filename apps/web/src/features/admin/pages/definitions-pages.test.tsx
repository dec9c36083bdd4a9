import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeAppLanguage, i18n, initI18n } from '../../../shared/i18n/i18n';
import { currentUrl, mockApi, renderRoutes } from '../../../test/flights/test-app';
import { loadAdminLocales } from '../lib/admin-i18n';
import { CitiesPage } from './cities-page';
import { PackageTypesPage } from './package-types-page';

const ist = {
  code: 'IST',
  name: 'Istanbul',
  countryCode: 'TR',
  countryName: 'Turkey',
  airports: [
    { code: 'IST', name: 'Istanbul Airport' },
    { code: 'SAW', name: 'Sabiha Gökçen' },
  ],
  districtCount: 2,
};
const hrg = {
  ...ist,
  code: 'HRG',
  name: 'Hurghada',
  countryCode: 'EG',
  countryName: 'Egypt',
  districtCount: 0,
};
const district = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  cityCode: 'IST',
  airportCode: 'IST',
  airportName: 'Istanbul Airport',
  name: `Zone ${id}`,
  nameRu: `Район ${id}`,
  nameEn: `Zone ${id}`,
  nameTr: `Bölge ${id}`,
  transferMinutes: 40 + id,
  isActive: true,
  isReadOnly: false,
  creationTime: '2026-11-01T09:00:00Z',
  lastModificationTime: null,
  ...over,
});

describe('definition pages', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadAdminLocales(i18n);
  });
  beforeEach(async () => {
    await act(() => changeAppLanguage('en'));
  });

  it('filters cities, opens a city’s zones from the URL and saves a new zone', async () => {
    const api = mockApi({
      GetCities: (call) => {
        const country = call.url.searchParams.get('CountryCode');
        const items = [ist, hrg].filter((c) => !country || c.countryCode === country);
        return { result: { totalCount: items.length, items } };
      },
      GetDistricts: () => ({
        result: {
          totalCount: 2,
          items: [district(1), district(2, { isReadOnly: true, name: 'Shared zone' })],
        },
      }),
      SaveDistrict: (call) => ({ result: district(3, call.body as Record<string, unknown>) }),
    });
    const { router } = renderRoutes(
      [{ path: '/admin/definitions/cities', Component: CitiesPage }],
      '/admin/definitions/cities?country=TR',
    );
    const table = await screen.findByTestId('admin-cities-table');
    await waitFor(() => expect(within(table).queryByText('Hurghada')).toBeNull());
    expect(api.callsTo('GetCities').some((c) => c.url.searchParams.get('CountryCode') === 'TR')).toBe(true);

    fireEvent.click(within(table).getByText('Istanbul'));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/definitions/cities?country=TR&city=IST'));
    const panel = await screen.findByTestId('admin-districts-panel');
    expect(await within(panel).findByText('Transfer zones — Istanbul')).toBeTruthy();
    expect(within(panel).getByTestId('admin-district-actions-1')).toBeTruthy();
    // a zone of the main site cannot be changed here
    expect(within(panel).queryByTestId('admin-district-actions-2')).toBeNull();
    expect(within(panel).getByTestId('admin-district-locked-2')).toBeTruthy();
    expect(api.callsTo('GetDistricts')[0]!.url.searchParams.get('Input')).toBe('IST');

    // sorting the zones keeps the city and the country filter
    fireEvent.click(within(panel).getByTestId('admin-sort-TransferMinutes'));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        '/admin/definitions/cities?country=TR&city=IST&dsort=TransferMinutes+asc',
      ),
    );

    fireEvent.click(within(panel).getByTestId('admin-district-create'));
    const form = await screen.findByTestId('admin-district-form');
    fireEvent.change(within(form).getByTestId('admin-district-form-nameRu'), { target: { value: 'Фатих' } });
    fireEvent.change(within(form).getByTestId('admin-district-form-nameEn'), { target: { value: 'Fatih' } });
    fireEvent.change(within(form).getByTestId('admin-district-form-nameTr'), { target: { value: 'Fatih' } });
    fireEvent.click(within(form).getByTestId('admin-district-form-submit'));
    // two airports: the choice is required
    expect(await within(form).findByText('Choose an airport or a city from the list')).toBeTruthy();
    expect(api.callsTo('SaveDistrict')).toHaveLength(0);
    fireEvent.click(within(form).getByTestId('admin-district-form-airport'));
    fireEvent.click(await screen.findByText('Sabiha Gökçen (SAW)'));
    fireEvent.click(within(form).getByTestId('admin-district-form-submit'));
    await waitFor(() => expect(api.callsTo('SaveDistrict')).toHaveLength(1));
    expect(api.callsTo('SaveDistrict')[0]!.body).toEqual({
      cityCode: 'IST',
      airportCode: 'SAW',
      nameRu: 'Фатих',
      nameEn: 'Fatih',
      nameTr: 'Fatih',
      transferMinutes: 30,
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByTestId('admin-district-form')).toBeNull());
  }, 20_000);

  it('lists vehicle types and shows server validation errors next to the fields', async () => {
    const api = mockApi({
      GetPackageTypes: () => ({
        result: {
          totalCount: 1,
          items: [
            {
              id: 1,
              name: 'Sedan',
              nameRu: 'Седан',
              nameEn: 'Sedan',
              nameTr: 'Sedan',
              passengerCapacity: 3,
              baggageCapacity: 3,
              sortOrder: 10,
              isActive: true,
              isReadOnly: true,
              creationTime: '2026-11-01T09:00:00Z',
              lastModificationTime: null,
            },
          ],
        },
      }),
      SavePackageType: () => ({
        status: 400,
        error: {
          message: 'Your request is not valid!',
          validationErrors: [{ message: 'Not more than 60', members: ['passengerCapacity'] }],
        },
      }),
    });
    renderRoutes(
      [{ path: '/admin/definitions/package-types', Component: PackageTypesPage }],
      '/admin/definitions/package-types',
    );
    const table = await screen.findByTestId('admin-package-types-table');
    expect(within(table).getByText('Sedan')).toBeTruthy();
    expect(within(table).getByText('Shared')).toBeTruthy();

    fireEvent.click(screen.getByTestId('admin-package-type-create'));
    const form = await screen.findByTestId('admin-package-type-form');
    for (const field of ['nameRu', 'nameEn', 'nameTr']) {
      fireEvent.change(within(form).getByTestId(`admin-package-type-form-${field}`), {
        target: { value: 'Bus' },
      });
    }
    fireEvent.click(within(form).getByTestId('admin-package-type-form-submit'));
    expect(await within(form).findByText('Not more than 60')).toBeTruthy();
    expect(api.callsTo('SavePackageType')[0]!.body).toMatchObject({
      nameEn: 'Bus',
      passengerCapacity: 3,
      baggageCapacity: 3,
      sortOrder: 0,
      isActive: true,
    });
  });

  it.each([
    ['ru', 'Не больше 60', 'Не меньше 1'],
    ['en', 'Not more than 60', 'At least 1'],
    ['tr', 'En fazla 60', 'En az 1'],
  ] as const)(
    'words a number out of its bounds before saving, not zod’s "<=60" (%s)',
    async (culture, tooBig, tooSmall) => {
      await act(() => changeAppLanguage(culture));
      const api = mockApi({ GetPackageTypes: () => ({ result: { totalCount: 0, items: [] } }) });
      renderRoutes(
        [{ path: '/admin/definitions/package-types', Component: PackageTypesPage }],
        '/admin/definitions/package-types',
      );
      fireEvent.click(await screen.findByTestId('admin-package-type-create'));
      const form = await screen.findByTestId('admin-package-type-form');
      for (const field of ['nameRu', 'nameEn', 'nameTr']) {
        fireEvent.change(within(form).getByTestId(`admin-package-type-form-${field}`), {
          target: { value: 'Bus' },
        });
      }
      fireEvent.change(within(form).getByTestId('admin-package-type-form-passengerCapacity'), {
        target: { value: '61' },
      });
      fireEvent.click(within(form).getByTestId('admin-package-type-form-submit'));
      expect(await within(form).findByText(tooBig)).toBeTruthy();
      fireEvent.change(within(form).getByTestId('admin-package-type-form-passengerCapacity'), {
        target: { value: '0' },
      });
      fireEvent.click(within(form).getByTestId('admin-package-type-form-submit'));
      expect(await within(form).findByText(tooSmall)).toBeTruthy();
      expect(within(form).queryByText(/Too (big|small)|[<>]=/)).toBeNull();
      expect(api.callsTo('SavePackageType')).toHaveLength(0);
    },
  );
});
