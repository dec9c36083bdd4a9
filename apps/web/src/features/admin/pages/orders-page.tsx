import { ORDER_KINDS, ORDER_STATES, type OrderKind, type OrderState } from '@charterdesk/domain';
import { Anchor, Button, Group, Select, Table, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCar, IconFilterOff, IconPlane } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '../../../shared/lib/format-money';
import { ordersQueryOptions } from '../api/orders';
import { DateField } from '../components/date-field';
import { ListBadge, ListTable, ListToolbar, SearchBox } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader } from '../components/page-states';
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

  return (
    <>
      <AdminPageHeader title={t('nav.orders')} />
      <ListToolbar align="flex-end">
        <SearchBox
          keyword={state.keyword}
          onSearch={(keyword) => update({ keyword })}
          placeholder={t('orders.searchPlaceholder')}
          testId="admin-orders-search"
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
            onClick={() =>
              setSearchParams(
                (current) => {
                  const next = withOrderFilters(current, NO_ORDER_FILTERS);
                  next.delete('q');
                  return next;
                },
                { replace: true },
              )
            }
            data-testid="admin-orders-clear"
          >
            {t('orders.clearFilters')}
          </Button>
        ) : null}
      </ListToolbar>

      <ListTable
        query={list}
        state={state}
        onChange={update}
        columns={[
          { label: t('orders.fields.pnr'), sort: 'Pnr' },
          { label: t('orders.fields.state'), sort: 'State' },
          { label: t('orders.fields.contact'), sort: 'ContactSurname' },
          { label: t('orders.fields.route') },
          { label: t('orders.fields.departure'), sort: 'Departure' },
          { label: t('orders.fields.total'), sort: 'TotalAmount' },
          { label: t('orders.fields.creationTime'), sort: 'CreationTime' },
        ]}
        minWidth={900}
        testId="admin-orders-table"
      >
        {(order) => {
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
                <ListBadge
                  color={ORDER_STATE_COLORS[order.state]}
                  variant="light"
                  data-testid="admin-order-state"
                >
                  {t(`orders.states.${order.state}`)}
                </ListBadge>
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
                {formatMoney(order.total.amount, order.total.currency, culture)}
              </Table.Td>
              <Table.Td c="dimmed" className={listClasses.nowrap}>
                {formatDateTime(order.creationTime, culture)}
              </Table.Td>
            </Table.Tr>
          );
        }}
      </ListTable>
    </>
  );
}
