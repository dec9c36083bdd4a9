import type { CustomerDto } from '@charterdesk/domain';
import { Group, Table, Text, Tooltip } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { customersQueryOptions, deleteCustomer } from '../api/customers';
import {
  ActionsCell,
  CreateButton,
  ListBadge,
  ListTable,
  ListToolbar,
  SearchBox,
  useListState,
} from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader } from '../components/page-states';
import { RowMenu, useConfirmDelete } from '../components/row-actions';
import { useAdminT } from '../lib/admin-i18n';
import { formatDateTime } from '../lib/format';
import { formatSort, skipCount } from '../lib/list-params';
import { CustomerFormModal } from './customer-form-modal';

const SORT_COLUMNS = ['Name', 'Surname', 'Email', 'OrderCount', 'LastOrderTime', 'CreationTime'] as const;

type Dialog = { kind: 'create' } | { kind: 'edit'; customer: CustomerDto } | null;

/** The agency's customers: order contacts recorded automatically, plus those staff enter. */
export function CustomersPage() {
  const { t, culture } = useAdminT();
  const [state, update] = useListState(SORT_COLUMNS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const countryNames = useMemo(() => new Intl.DisplayNames([culture], { type: 'region' }), [culture]);
  const list = useQuery(
    customersQueryOptions({
      keyword: state.keyword,
      sorting: formatSort(state.sort),
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );
  const confirmDelete = useConfirmDelete({
    mutationFn: (c: CustomerDto) => deleteCustomer(c.id),
    title: t('customers.deleteTitle'),
    text: (c) => t('customers.deleteText', { name: c.fullName, email: c.email }),
    deleted: (c) => t('customers.deleted', { name: c.fullName }),
    invalidate: [['admin', 'customers']],
  });

  return (
    <>
      <AdminPageHeader
        title={t('nav.customers')}
        actions={
          <CreateButton onClick={() => setDialog({ kind: 'create' })} testId="admin-customer-create">
            {t('customers.create')}
          </CreateButton>
        }
      />
      <ListToolbar>
        <SearchBox
          keyword={state.keyword}
          onSearch={(keyword) => update({ keyword })}
          placeholder={t('customers.searchPlaceholder')}
          testId="admin-customer-search"
          w={360}
        />
      </ListToolbar>

      <ListTable
        query={list}
        state={state}
        onChange={update}
        columns={[
          { label: t('customers.fields.nameAndEmail'), sort: 'Name' },
          { label: t('customers.fields.mobilePhone') },
          { label: t('customers.fields.country') },
          { label: t('customers.fields.orderCount'), sort: 'OrderCount' },
          { label: t('customers.fields.lastOrderTime'), sort: 'LastOrderTime' },
          { label: t('customers.fields.creationTime'), sort: 'CreationTime' },
        ]}
        actions={56}
        minWidth={900}
        testId="admin-customers-table"
      >
        {(c) => (
          <Table.Tr key={c.id} data-testid={`admin-customer-row-${c.id}`}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600}>
                  {c.fullName}
                </Text>
                {c.newsletter ? (
                  <Tooltip label={t('customers.fields.newsletter')} withinPortal>
                    <IconMail size={14} aria-label={t('customers.fields.newsletter')} />
                  </Tooltip>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {c.email}
              </Text>
            </Table.Td>
            <Table.Td className={listClasses.nowrap}>{c.mobilePhone ?? '—'}</Table.Td>
            <Table.Td>{c.countryCode ? (countryNames.of(c.countryCode) ?? c.countryCode) : '—'}</Table.Td>
            <Table.Td>
              <ListBadge variant="light" color={c.orderCount > 0 ? 'blue' : 'gray'}>
                {c.orderCount}
              </ListBadge>
            </Table.Td>
            <Table.Td c="dimmed" className={listClasses.nowrap}>
              {c.lastOrderTime ? formatDateTime(c.lastOrderTime, culture) : t('customers.noOrders')}
            </Table.Td>
            <Table.Td c="dimmed" className={listClasses.nowrap}>
              {formatDateTime(c.creationTime, culture)}
            </Table.Td>
            <ActionsCell>
              <RowMenu
                label={t('customers.actionsFor', { name: c.fullName })}
                testId={`admin-customer-actions-${c.id}`}
                onEdit={() => setDialog({ kind: 'edit', customer: c })}
                editTestId="admin-customer-edit"
                onDelete={() => confirmDelete(c)}
                deleteTestId="admin-customer-delete"
              />
            </ActionsCell>
          </Table.Tr>
        )}
      </ListTable>
      {dialog ? (
        <CustomerFormModal
          customer={dialog.kind === 'edit' ? dialog.customer : null}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
