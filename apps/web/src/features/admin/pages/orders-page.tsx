import { ORDER_KINDS, ORDER_STATES, type OrderKind, type OrderState } from '@charterdesk/domain';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Select,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCar, IconFilterOff, IconPlane, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../shared/lib/format-money';
import { ordersQueryOptions } from '../api/orders';
import { DateField } from '../components/date-field';
import { EmptyRow, ListFooter, SortableTh } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader, PageLoading, QueryError } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { formatDateTime, formatLocalDateTime } from '../lib/format';
import { formatSort, skipCount } from '../lib/list-params';
import {
  NO_ORDER_FILTERS,
  ORDER_STATE_COLORS,
  type OrderFilters,
  orderKindOf,
  parseOrderFilters,
  withOrderFilters,
} from '../lib/orders';
import { useScopedListState } from '../lib/use-scoped-list-state';

const SORT_COLUMNS = ['Pnr', 'State', 'ContactSurname', 'Departure', 'TotalAmount', 'CreationTime'] as const;
const COLUMNS = 7;

const KIND_ICONS = { flight: IconPlane, transfer: IconCar } as const;

/** What the order sells, as a small icon with its name for the tooltip and screen readers. */
function KindIcon({ kind, label }: { kind: OrderKind; label: string }) {
  const Icon = KIND_ICONS[kind];
  return (
    <Tooltip label={label} withinPortal>
      <ThemeIcon
        size="sm"
        radius="xl"
        variant="light"
        color={kind === 'transfer' ? 'grape' : 'blue'}
        role="img"
        aria-label={label}
        data-testid="admin-order-kind"
        data-kind={kind}
      >
        <Icon size={12} aria-hidden="true" />
      </ThemeIcon>
    </Tooltip>
  );
}

/** Admin Orders list: search by PNR/number/surname/e-mail, state, kind and date filters, sortable, paged. */
export function OrdersPage() {
  const { t, culture } = useAdminT();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // prefix '' = the usual q/sort/page/size keys; the filters live in their own keys beside them
  const [state, update] = useScopedListState('', SORT_COLUMNS);
  const filters = parseOrderFilters(searchParams);
  const setFilters = (patch: Partial<OrderFilters>) =>
    setSearchParams((current) => withOrderFilters(current, patch), { replace: true });
  const hasFilters = Object.values(filters).some(Boolean) || state.keyword !== '';

  const [keyword, setKeyword] = useState(state.keyword);
  const searchInput = useRef<HTMLInputElement>(null);
  // the URL can change under the box (a tab, the back button): follow it unless the user is typing
  useEffect(() => {
    if (document.activeElement !== searchInput.current) setKeyword(state.keyword);
  }, [state.keyword]);
  const search = useDebouncedCallback((value: string) => update({ keyword: value.trim() }), 350);

  const list = useQuery(
    ordersQueryOptions({
      keyword: state.keyword,
      state: filters.state,
      kind: filters.kind,
      creationFrom: filters.createdFrom,
      creationTo: filters.createdTo,
      departureFrom: filters.departureFrom,
      departureTo: filters.departureTo,
      sorting: formatSort(state.sort),
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );

  const dateFilter = (name: keyof Omit<OrderFilters, 'state' | 'kind'>, label: string) => (
    <DateField
      label={label}
      value={filters[name]}
      onChange={(value) => setFilters({ [name]: value })}
      testId={`admin-orders-${name}`}
    />
  );

  const data = list.data;
  return (
    <>
      <AdminPageHeader title={t('nav.orders')} />
      <Group mb="md" gap="sm" align="flex-end" className={listClasses.toolbar}>
        <TextInput
          ref={searchInput}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
          leftSection={<IconSearch size={16} />}
          placeholder={t('orders.searchPlaceholder')}
          aria-label={t('common.search')}
          w={{ base: '100%', xs: 320 }}
          data-testid="admin-orders-search"
        />
        <Select
          label={t('orders.stateFilter')}
          data={[
            { value: '', label: t('orders.allStates') },
            ...ORDER_STATES.map((s) => ({ value: s, label: t(`orders.states.${s}`) })),
          ]}
          value={filters.state}
          onChange={(value) => setFilters({ state: (value ?? '') as OrderState | '' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={{ base: '100%', xs: 220 }}
          data-testid="admin-orders-state"
        />
        <Select
          label={t('orders.kindFilter')}
          data={[
            { value: '', label: t('orders.allKinds') },
            ...ORDER_KINDS.map((k) => ({ value: k, label: t(`orders.kinds.${k}`) })),
          ]}
          value={filters.kind}
          onChange={(value) => setFilters({ kind: (value ?? '') as OrderKind | '' })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={{ base: '100%', xs: 210 }}
          data-testid="admin-orders-kind"
        />
        {dateFilter('createdFrom', t('orders.createdFrom'))}
        {dateFilter('createdTo', t('orders.createdTo'))}
        {dateFilter('departureFrom', t('orders.departureFrom'))}
        {dateFilter('departureTo', t('orders.departureTo'))}
        {hasFilters ? (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => {
              setKeyword('');
              setSearchParams(
                (current) => {
                  const next = withOrderFilters(current, NO_ORDER_FILTERS);
                  next.delete('q');
                  return next;
                },
                { replace: true },
              );
            }}
            data-testid="admin-orders-clear"
          >
            {t('orders.clearFilters')}
          </Button>
        ) : null}
      </Group>

      {list.isError && !data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <>
          <Box className={listClasses.tableCard} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table.ScrollContainer minWidth={900} type="native">
              <Table highlightOnHover verticalSpacing="sm" data-testid="admin-orders-table">
                <Table.Thead>
                  <Table.Tr>
                    <SortableTh column="Pnr" sort={state.sort} onSort={(sort) => update({ sort })}>
                      {t('orders.fields.pnr')}
                    </SortableTh>
                    <SortableTh column="State" sort={state.sort} onSort={(sort) => update({ sort })}>
                      {t('orders.fields.state')}
                    </SortableTh>
                    <SortableTh column="ContactSurname" sort={state.sort} onSort={(sort) => update({ sort })}>
                      {t('orders.fields.contact')}
                    </SortableTh>
                    <Table.Th>{t('orders.fields.route')}</Table.Th>
                    <SortableTh column="Departure" sort={state.sort} onSort={(sort) => update({ sort })}>
                      {t('orders.fields.departure')}
                    </SortableTh>
                    <SortableTh column="TotalAmount" sort={state.sort} onSort={(sort) => update({ sort })}>
                      {t('orders.fields.total')}
                    </SortableTh>
                    <SortableTh column="CreationTime" sort={state.sort} onSort={(sort) => update({ sort })}>
                      {t('orders.fields.creationTime')}
                    </SortableTh>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.length === 0 ? (
                    <EmptyRow colSpan={COLUMNS} text={t('list.empty')} />
                  ) : (
                    data.items.map((order) => {
                      const kind = orderKindOf(order);
                      return (
                        <Table.Tr
                          key={order.id}
                          onClick={() => navigate(`/admin/sales/orders/${order.id}`)}
                          style={{ cursor: 'pointer' }}
                          data-testid={`admin-order-row-${order.pnr}`}
                        >
                          <Table.Td fw={600}>
                            <Anchor
                              component={Link}
                              to={`/admin/sales/orders/${order.id}`}
                              aria-label={t('orders.open', { pnr: order.pnr })}
                              onClick={(event) => event.stopPropagation()}
                              ff="monospace"
                            >
                              {order.pnr}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>
                            <Badge
                              classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
                              color={ORDER_STATE_COLORS[order.state]}
                              variant="light"
                              data-testid="admin-order-state"
                            >
                              {t(`orders.states.${order.state}`)}
                            </Badge>
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm">
                              {order.contactName} {order.contactSurname}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {order.contactEmail}
                            </Text>
                          </Table.Td>
                          <Table.Td className={listClasses.nowrap}>
                            <Group gap={6} wrap="nowrap">
                              <KindIcon kind={kind} label={t(`orders.kinds.${kind}`)} />
                              <span data-testid="admin-order-route">{order.route}</span>
                            </Group>
                            <Text size="xs" c="dimmed">
                              {kind === 'transfer' && order.transfer
                                ? t('orders.transferRow', {
                                    vehicle: order.transfer.vehicleName,
                                    count: order.passengerCount,
                                  })
                                : t('orders.paxCount', { count: order.passengerCount })}
                            </Text>
                          </Table.Td>
                          <Table.Td className={listClasses.nowrap}>
                            {order.departureLocal ? formatLocalDateTime(order.departureLocal, culture) : '—'}
                            {kind === 'transfer' && order.departureLocal ? (
                              <Text size="xs" c="dimmed">
                                {t('orders.pickupLocal')}
                              </Text>
                            ) : null}
                          </Table.Td>
                          <Table.Td className={listClasses.nowrap} ta="right">
                            {formatMoney(order.total.amount, order.total.currency, culture, { exact: true })}
                          </Table.Td>
                          <Table.Td c="dimmed" className={listClasses.nowrap}>
                            {formatDateTime(order.creationTime, culture)}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
          <ListFooter state={state} totalCount={data.totalCount} onChange={update} />
        </>
      )}
    </>
  );
}
