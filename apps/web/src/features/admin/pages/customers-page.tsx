import type { CustomerDto } from '@charterdesk/domain';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Menu,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDots, IconMail, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { customersQueryOptions, deleteCustomer } from '../api/customers';
import { EmptyRow, ListFooter, SortableTh, useListState } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader, PageLoading, QueryError } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { formatDateTime } from '../lib/format';
import { formatSort, skipCount } from '../lib/list-params';
import { CustomerFormModal } from './customer-form-modal';

const SORT_COLUMNS = ['Name', 'Surname', 'Email', 'OrderCount', 'LastOrderTime', 'CreationTime'] as const;
const COLUMNS = 7;

type Dialog = { kind: 'create' } | { kind: 'edit'; customer: CustomerDto } | null;

/** The agency's customers: order contacts recorded automatically, plus those staff enter. */
export function CustomersPage() {
  const { t, culture } = useAdminT();
  const queryClient = useQueryClient();
  const [state, update] = useListState(SORT_COLUMNS);
  const [keyword, setKeyword] = useState(state.keyword);
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== searchInput.current) setKeyword(state.keyword);
  }, [state.keyword]);
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
  const search = useDebouncedCallback((value: string) => update({ keyword: value.trim() }), 350);
  const remove = useMutation({ mutationFn: (c: CustomerDto) => deleteCustomer(c.id) });
  const confirmDelete = (c: CustomerDto) =>
    modals.openConfirmModal({
      title: t('customers.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('customers.deleteText', { name: c.fullName, email: c.email })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'admin-confirm-delete' } as never,
      onConfirm: () =>
        remove.mutate(c, {
          onSuccess: async () => {
            await queryClient.invalidateQueries({ queryKey: ['admin', 'customers'] });
            notifications.show({ color: 'green', message: t('customers.deleted', { name: c.fullName }) });
          },
        }),
    });

  const data = list.data;
  const sortTh = (column: (typeof SORT_COLUMNS)[number], label: string) => (
    <SortableTh column={column} sort={state.sort} onSort={(sort) => update({ sort })}>
      {label}
    </SortableTh>
  );
  return (
    <>
      <AdminPageHeader
        title={t('nav.customers')}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="admin-customer-create"
          >
            {t('customers.create')}
          </Button>
        }
      />
      <Group mb="md" gap="sm" className={listClasses.toolbar}>
        <TextInput
          ref={searchInput}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
          leftSection={<IconSearch size={16} />}
          placeholder={t('customers.searchPlaceholder')}
          aria-label={t('common.search')}
          w={{ base: '100%', xs: 360 }}
          data-testid="admin-customer-search"
        />
      </Group>

      {list.isError && !data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <>
          <Box className={listClasses.tableCard} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table.ScrollContainer minWidth={900} type="native">
              <Table highlightOnHover verticalSpacing="sm" data-testid="admin-customers-table">
                <Table.Thead>
                  <Table.Tr>
                    {sortTh('Name', t('customers.fields.nameAndEmail'))}
                    <Table.Th>{t('customers.fields.mobilePhone')}</Table.Th>
                    <Table.Th>{t('customers.fields.country')}</Table.Th>
                    {sortTh('OrderCount', t('customers.fields.orderCount'))}
                    {sortTh('LastOrderTime', t('customers.fields.lastOrderTime'))}
                    {sortTh('CreationTime', t('customers.fields.creationTime'))}
                    <Table.Th w={56} className={listClasses.actionsCell}>
                      <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.length === 0 ? (
                    <EmptyRow colSpan={COLUMNS} text={t('list.empty')} />
                  ) : (
                    data.items.map((c) => (
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
                        <Table.Td>
                          {c.countryCode ? (countryNames.of(c.countryCode) ?? c.countryCode) : '—'}
                        </Table.Td>
                        <Table.Td>
                          <Badge
                            classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
                            variant="light"
                            color={c.orderCount > 0 ? 'blue' : 'gray'}
                          >
                            {c.orderCount}
                          </Badge>
                        </Table.Td>
                        <Table.Td c="dimmed" className={listClasses.nowrap}>
                          {c.lastOrderTime
                            ? formatDateTime(c.lastOrderTime, culture)
                            : t('customers.noOrders')}
                        </Table.Td>
                        <Table.Td c="dimmed" className={listClasses.nowrap}>
                          {formatDateTime(c.creationTime, culture)}
                        </Table.Td>
                        <Table.Td className={listClasses.actionsCell}>
                          <Menu position="bottom-end" withinPortal>
                            <Menu.Target>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={t('customers.actionsFor', { name: c.fullName })}
                                data-testid={`admin-customer-actions-${c.id}`}
                              >
                                <IconDots size={18} />
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>
                              <Menu.Item
                                leftSection={<IconPencil size={16} />}
                                onClick={() => setDialog({ kind: 'edit', customer: c })}
                                data-testid="admin-customer-edit"
                              >
                                {t('common.edit')}
                              </Menu.Item>
                              <Menu.Divider />
                              <Menu.Item
                                color="red"
                                leftSection={<IconTrash size={16} />}
                                onClick={() => confirmDelete(c)}
                                data-testid="admin-customer-delete"
                              >
                                {t('common.delete')}
                              </Menu.Item>
                            </Menu.Dropdown>
                          </Menu>
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
          <ListFooter state={state} totalCount={data.totalCount} onChange={update} />
        </>
      )}
      {dialog ? (
        <CustomerFormModal
          customer={dialog.kind === 'edit' ? dialog.customer : null}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
