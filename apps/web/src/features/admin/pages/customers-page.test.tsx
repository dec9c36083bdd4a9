import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeAppLanguage, i18n, initI18n } from '../../../shared/i18n/i18n';
import { currentUrl, mockApi, renderRoutes } from '../../../test/flights/test-app';
import { loadAdminLocales } from '../lib/admin-i18n';
import { CustomersPage } from './customers-page';

const customer = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  email: `guest${id}@example.com`,
  name: 'Anna',
  surname: `Volkova${id}`,
  fullName: `Anna Volkova${id}`,
  mobilePhone: '+79123456789',
  countryCode: 'RU',
  newsletter: false,
  note: null,
  userId: null,
  orderCount: id % 3,
  lastOrderTime: id % 3 ? '2026-11-20T09:00:00Z' : null,
  creationTime: '2026-11-01T09:00:00Z',
  lastModificationTime: null,
  ...over,
});

const routes = [{ path: '/admin/sales/customers', Component: CustomersPage }];

describe('customers page', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadAdminLocales(i18n);
  });
  beforeEach(async () => {
    await act(() => changeAppLanguage('en'));
  });

  it('lists customers with order counts and keeps sort and page in the URL', async () => {
    const api = mockApi({
      GetCustomers: (call) => {
        const skip = Number(call.url.searchParams.get('SkipCount'));
        return { result: { totalCount: 12, items: [1, 2].map((i) => customer(skip + i)) } };
      },
    });
    const { router } = renderRoutes(routes, '/admin/sales/customers');
    const table = await screen.findByTestId('admin-customers-table');
    expect(within(table).getByText('Anna Volkova1')).toBeTruthy();
    expect(within(table).getAllByText('Russia')).toHaveLength(2);
    expect(api.callsTo('GetCustomers')[0]!.url.searchParams.get('MaxResultCount')).toBe('10');

    fireEvent.click(screen.getByTestId('admin-sort-OrderCount'));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/sales/customers?sort=OrderCount+asc'));
    await waitFor(() =>
      expect(api.callsTo('GetCustomers').at(-1)!.url.searchParams.get('Sorting')).toBe('OrderCount asc'),
    );
    fireEvent.click(within(screen.getByTestId('admin-list-pagination')).getByText('2'));
    await waitFor(() => expect(currentUrl(router)).toContain('page=2'));
    await waitFor(() =>
      expect(api.callsTo('GetCustomers').at(-1)!.url.searchParams.get('SkipCount')).toBe('10'),
    );
  });

  it('shows a duplicate e-mail refusal on the e-mail field and keeps what was typed', async () => {
    const api = mockApi({
      GetCustomers: () => ({ result: { totalCount: 0, items: [] } }),
      SaveCustomer: () => ({
        status: 409,
        error: {
          key: 'customers.duplicate_email',
          message: 'A customer with the e-mail address boris@example.com already exists',
        },
      }),
    });
    renderRoutes(routes, '/admin/sales/customers');
    fireEvent.click(await screen.findByTestId('admin-customer-create'));
    const form = await screen.findByTestId('admin-customer-form');
    // the shared schema refuses an invalid e-mail before any call
    fireEvent.change(within(form).getByTestId('admin-customer-form-email'), { target: { value: 'nope' } });
    fireEvent.change(within(form).getByTestId('admin-customer-form-name'), { target: { value: 'Boris' } });
    fireEvent.change(within(form).getByTestId('admin-customer-form-surname'), {
      target: { value: 'Sokolov' },
    });
    fireEvent.click(within(form).getByTestId('admin-customer-form-submit'));
    expect(await within(form).findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(api.callsTo('SaveCustomer')).toHaveLength(0);

    fireEvent.change(within(form).getByTestId('admin-customer-form-email'), {
      target: { value: 'boris@example.com' },
    });
    fireEvent.change(within(form).getByTestId('admin-customer-form-phone'), {
      target: { value: '+7 900 123 45 67' },
    });
    fireEvent.click(within(form).getByTestId('admin-customer-form-submit'));
    expect(
      await within(form).findByText('A customer with the e-mail address boris@example.com already exists'),
    ).toBeTruthy();
    expect(api.callsTo('SaveCustomer')[0]!.body).toMatchObject({
      email: 'boris@example.com',
      name: 'Boris',
      surname: 'Sokolov',
      mobilePhone: '+79001234567',
      countryCode: null,
      newsletter: false,
    });
    expect((within(form).getByTestId('admin-customer-form-name') as HTMLInputElement).value).toBe('Boris');
  });
});
