import { type DatedFlightDto, fareTotal, fillPercent, type ProgrammeDto } from '@charterdesk/domain';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatMoney } from '../../../shared/lib/format-money';
import { openConfirmModal } from '../../../shared/ui/overlay-hosts';
import { programmeFlightsQueryOptions, programmeQueryOptions, setFlightSales } from '../api/inventory';
import { DateField } from '../components/date-field';
import { EmptyRow, ListFooter, ListToolbar } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader, PageLoading, QueryError } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { formatDay, formatLocalDateTime } from '../lib/format';
import {
  type FlightFilters,
  formatDuration,
  offeredCabins,
  parseFlightFilters,
  toggleId,
  togglePage,
  weekdaysLabel,
  withFlightFilters,
} from '../lib/inventory';
import { type ListState, listStateToParams, parseListState, skipCount } from '../lib/list-params';
import { FlightScheduleModal } from './flight-schedule-modal';

/** One programme: its facts, and its dated flights with seats per cabin; select rows to stop or resume sales. */
export function ProgrammeDetailPage() {
  const { t } = useAdminT();
  const id = Number(useParams().id);
  const programme = useQuery({ ...programmeQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });

  return (
    <>
      <AdminPageHeader
        title={
          programme.data
            ? `${t('nav.programmeDetail')} ${programme.data.airlineCode} ${programme.data.flightNumber}`
            : t('nav.programmeDetail')
        }
        actions={
          <Button
            component={Link}
            to="/admin/inventory/programmes"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('inventory.detail.back')}
          </Button>
        }
      />
      {programme.isError ? (
        <QueryError error={programme.error} onRetry={() => void programme.refetch()} />
      ) : !programme.data ? (
        <PageLoading />
      ) : (
        <Stack>
          <ProgrammeFacts programme={programme.data} />
          <ProgrammeFlights programme={programme.data} />
        </Stack>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

function ProgrammeFacts({ programme: p }: { programme: ProgrammeDto }) {
  const { t, culture } = useAdminT();
  return (
    <Card withBorder radius="md" data-testid="admin-programme-facts">
      {!p.isEditable ? (
        <Alert color="gray" mb="sm" variant="light">
          {t('inventory.readOnly')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label={t('inventory.fields.airline')}>
          {p.airlineCode} — {p.airlineName}
        </Fact>
        <Fact label={t('inventory.fields.route')}>
          {p.originCode} → {p.destinationCode}
        </Fact>
        <Fact label={t('inventory.fields.schedule')}>
          {p.departureTime}
          {p.durationMinutes !== null
            ? ` · ${formatDuration(p.durationMinutes)}`
            : ` → ${p.arrivalTime}${p.arrivalDayOffset ? `⁺${p.arrivalDayOffset}` : ''}`}
          {' · '}
          {weekdaysLabel(p.weekdays, culture) ?? t('inventory.everyDay')}
        </Fact>
        <Fact label={t('inventory.fields.period')}>
          <span className={listClasses.nowrap}>{formatDay(p.validFrom, culture)}</span> –{' '}
          <span className={listClasses.nowrap}>{formatDay(p.validTo, culture)}</span>
        </Fact>
        <Fact label={t('inventory.fields.aircraft')}>{p.aircraft}</Fact>
        <Fact label={t('inventory.detail.baggage')}>{t('inventory.detail.kg', { value: p.baggageKg })}</Fact>
        <Fact label={t('inventory.detail.handBaggage')}>
          {t('inventory.detail.kg', { value: p.handBaggageKg })}
        </Fact>
        <Fact label={t('inventory.fields.status')}>
          {p.isActive ? t('inventory.active') : t('inventory.inactive')} ·{' '}
          {p.isCharter ? t('inventory.kindCharter') : t('inventory.kindScheduled')} ·{' '}
          {t('inventory.fields.isRefundable')}: {p.isRefundable ? t('inventory.yes') : t('inventory.no')}
        </Fact>
        <Fact label={t('inventory.detail.childFare')}>
          {t('inventory.detail.ofAdultFare', { percent: p.childFarePercent })}
        </Fact>
        <Fact label={t('inventory.detail.infantFare')}>
          {t('inventory.detail.ofAdultFare', { percent: p.infantFarePercent })}
        </Fact>
      </SimpleGrid>
      <Title order={3} size="h5" mt="md" mb={4}>
        {t('inventory.fields.fares')}
      </Title>
      <Group gap="lg">
        {offeredCabins(p.cabins).map((cabin) => (
          <Text key={cabin} size="sm" data-testid={`admin-programme-fare-${cabin}`}>
            <Text span fw={600} inherit>
              {t(`inventory.cabin.${cabin}`)}
            </Text>
            {': '}
            {t('inventory.detail.seatCount', { count: p.cabins[cabin]!.seats })} ·{' '}
            {t('inventory.detail.perAdult', {
              price: formatMoney(fareTotal(p.cabins[cabin]!), p.currency, culture),
            })}
          </Text>
        ))}
      </Group>
    </Card>
  );
}

/** Dated-flight table state: common list state plus date range and sales filter, all in the URL. */
function useFlightListState() {
  const [params, setParams] = useSearchParams();
  const state = parseListState(params);
  const filters = parseFlightFilters(params);
  const update = (patch: Partial<ListState>, filterPatch: Partial<FlightFilters> = {}) => {
    const resetsPage = Object.keys(patch).some((k) => k !== 'page') || Object.keys(filterPatch).length > 0;
    const next = { ...state, ...(resetsPage ? { page: 1 } : {}), ...patch };
    setParams(withFlightFilters(listStateToParams(next), { ...filters, ...filterPatch }), { replace: true });
  };
  return { state, filters, update };
}

function SeatsCell({ flight }: { flight: DatedFlightDto }) {
  const { t } = useAdminT();
  return (
    <Stack gap={8} miw={240}>
      {flight.cabins.map((c) => {
        const capacity = Math.max(c.total, c.sold + c.held + c.left) || 1;
        // seats gone without an order here (e.g. sold by the carrier) still count as taken
        const other = Math.max(0, capacity - c.left - c.sold - c.held);
        return (
          <Tooltip
            key={c.cabinClass}
            label={t('inventory.detail.usage', { sold: c.sold, held: c.held, left: c.left, total: c.total })}
            withinPortal
          >
            <div data-testid={`admin-flight-seats-${flight.id}-${c.cabinClass}`}>
              <Group justify="space-between" gap={4} wrap="nowrap">
                <Text size="xs" fw={600}>
                  {t(`inventory.cabin.${c.cabinClass}`)}
                </Text>
                <Text size="xs" className={listClasses.nowrap}>
                  {t('inventory.detail.seatsFree', { left: c.left, total: capacity })}
                </Text>
              </Group>
              <Progress.Root size="sm" my={3} aria-label={t('inventory.detail.legend')}>
                <Progress.Section value={(c.sold / capacity) * 100} color="blue" />
                <Progress.Section value={(c.held / capacity) * 100} color="yellow" />
                <Progress.Section value={(other / capacity) * 100} color="gray.5" />
              </Progress.Root>
              <Group justify="space-between" gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed" className={listClasses.nowrap}>
                  {t('inventory.detail.soldHeld', { sold: c.sold, held: c.held })}
                </Text>
                <Text size="xs" c="dimmed" className={listClasses.nowrap}>
                  {t('inventory.detail.fill', { percent: fillPercent(c) })}
                </Text>
              </Group>
            </div>
          </Tooltip>
        );
      })}
    </Stack>
  );
}

function ProgrammeFlights({ programme }: { programme: ProgrammeDto }) {
  const { t, culture } = useAdminT();
  // on a phone both bulk buttons fit one line: smaller and without icons
  const compact = useMatches({ base: true, sm: false });
  const actionSize = compact ? 'xs' : 'sm';
  const queryClient = useQueryClient();
  const { state, filters, update } = useFlightListState();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [scheduling, setScheduling] = useState<DatedFlightDto | null>(null);
  const list = useQuery(
    programmeFlightsQueryOptions({
      programmeId: programme.id,
      dateFrom: filters.dateFrom,
      dateTo: filters.dateTo,
      salesClosed: filters.closed,
      sorting: '',
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );
  const sales = useMutation({
    mutationFn: ({ ids, closed }: { ids: number[]; closed: boolean }) => setFlightSales(ids, closed),
  });
  const data = list.data;
  const selectable = (data?.items ?? []).filter((f) => f.isEditable && !f.hasDeparted).map((f) => f.id);
  const pageAllOn = selectable.length > 0 && selectable.every((id) => selected.has(id));
  const pageSomeOn = selectable.some((id) => selected.has(id));

  const apply = (closed: boolean) => {
    const ids = [...selected];
    const run = () =>
      sales.mutate(
        { ids, closed },
        {
          onSuccess: async (result) => {
            setSelected(new Set());
            await queryClient.invalidateQueries({ queryKey: ['admin', 'inventory', 'flights'] });
            notifications.show({
              color: 'green',
              message: t(closed ? 'inventory.detail.closedDone' : 'inventory.detail.openedDone', {
                count: result.updatedCount,
              }),
            });
          },
        },
      );
    if (!closed) return run();
    void openConfirmModal({
      title: t('inventory.detail.closeConfirmTitle'),
      centered: true,
      children: <Text size="sm">{t('inventory.detail.closeConfirmText', { count: ids.length })}</Text>,
      labels: { confirm: t('inventory.detail.closeSales'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'admin-confirm-close-sales' } as never,
      onConfirm: run,
    });
  };

  return (
    <Box>
      <Title order={2} size="h4" mb="sm">
        {t('inventory.detail.flights')}
      </Title>
      <ListToolbar>
        <DateField
          label={t('inventory.detail.dateFrom')}
          value={filters.dateFrom}
          onChange={(dateFrom) => update({}, { dateFrom })}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
          testId="admin-flights-date-from"
        />
        <DateField
          label={t('inventory.detail.dateTo')}
          value={filters.dateTo}
          onChange={(dateTo) => update({}, { dateTo })}
          minDate={filters.dateFrom || undefined}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
          testId="admin-flights-date-to"
        />
        <SegmentedControl
          mt="auto"
          value={filters.closed || 'all'}
          onChange={(v) => update({}, { closed: v === 'all' ? '' : (v as 'true' | 'false') })}
          data={[
            { value: 'all', label: t('list.all') },
            { value: 'false', label: t('inventory.detail.salesOpen') },
            { value: 'true', label: t('inventory.detail.salesClosed') },
          ]}
          aria-label={t('inventory.detail.salesFilter')}
          data-testid="admin-flights-sales-filter"
        />
        {programme.isEditable ? (
          <Group gap="xs" mt="auto" ml={{ base: 0, sm: 'auto' }}>
            <Text size="sm" c="dimmed" w={{ base: '100%', xs: 'auto' }} data-testid="admin-flights-selected">
              {t('inventory.detail.selected', { count: selected.size })}
            </Text>
            <Button
              color="red"
              variant="light"
              leftSection={compact ? undefined : <IconLock size={16} />}
              size={actionSize}
              disabled={selected.size === 0}
              loading={sales.isPending}
              onClick={() => apply(true)}
              data-testid="admin-flights-close-sales"
            >
              {t('inventory.detail.closeSales')}
            </Button>
            <Button
              variant="light"
              leftSection={compact ? undefined : <IconLockOpen size={16} />}
              size={actionSize}
              disabled={selected.size === 0}
              loading={sales.isPending}
              onClick={() => apply(false)}
              data-testid="admin-flights-open-sales"
            >
              {t('inventory.detail.openSales')}
            </Button>
          </Group>
        ) : null}
      </ListToolbar>
      {list.isError && !data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <>
          <Box className={listClasses.tableCard} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table.ScrollContainer minWidth={820} type="native">
              <Table verticalSpacing="sm" data-testid="admin-flights-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>
                      {programme.isEditable ? (
                        <Checkbox
                          aria-label={t('inventory.detail.selectPage')}
                          checked={pageAllOn}
                          indeterminate={pageSomeOn && !pageAllOn}
                          disabled={selectable.length === 0}
                          onChange={() => setSelected(togglePage(selected, selectable))}
                          data-testid="admin-flights-select-page"
                        />
                      ) : null}
                    </Table.Th>
                    <Table.Th>{t('inventory.detail.departure')}</Table.Th>
                    <Table.Th>{t('inventory.detail.arrival')}</Table.Th>
                    <Table.Th>{t('inventory.detail.priceLevel')}</Table.Th>
                    <Table.Th>{t('inventory.detail.seats')}</Table.Th>
                    <Table.Th>{t('inventory.fields.status')}</Table.Th>
                    {programme.isEditable ? (
                      <Table.Th>
                        <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                      </Table.Th>
                    ) : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.length === 0 ? (
                    <EmptyRow colSpan={programme.isEditable ? 7 : 6} text={t('list.empty')} />
                  ) : (
                    data.items.map((f) => (
                      <Table.Tr key={f.id} data-testid={`admin-flight-row-${f.departureDate}`}>
                        <Table.Td>
                          {programme.isEditable ? (
                            <Checkbox
                              aria-label={t('inventory.detail.selectRow', {
                                date: formatDay(f.departureDate, culture),
                              })}
                              checked={selected.has(f.id)}
                              disabled={f.hasDeparted}
                              onChange={() => setSelected(toggleId(selected, f.id))}
                            />
                          ) : null}
                        </Table.Td>
                        <Table.Td className={listClasses.nowrap}>
                          {formatLocalDateTime(f.departureLocal, culture)}
                        </Table.Td>
                        <Table.Td className={listClasses.nowrap}>
                          {formatLocalDateTime(f.arrivalLocal, culture)}
                        </Table.Td>
                        <Table.Td>{f.farePercent}%</Table.Td>
                        <Table.Td>
                          <SeatsCell flight={f} />
                        </Table.Td>
                        <Table.Td>
                          <FlightStatus flight={f} />
                        </Table.Td>
                        {programme.isEditable ? (
                          <Table.Td>
                            {!f.hasDeparted && !f.isCancelled ? (
                              <Button
                                size="xs"
                                variant="subtle"
                                onClick={() => setScheduling(f)}
                                data-testid={`admin-flight-schedule-${f.departureDate}`}
                              >
                                {t('inventory.schedule.open')}
                              </Button>
                            ) : null}
                          </Table.Td>
                        ) : null}
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
          <ListFooter state={state} totalCount={data.totalCount} onChange={(patch) => update(patch)} />
          {scheduling ? (
            <FlightScheduleModal flight={scheduling} onClose={() => setScheduling(null)} />
          ) : null}
        </>
      )}
    </Box>
  );
}

function FlightStatus({ flight: f }: { flight: DatedFlightDto }) {
  const { t } = useAdminT();
  const [color, label] = f.isCancelled
    ? ['red', t('inventory.detail.cancelled')]
    : f.hasDeparted
      ? ['gray', t('inventory.detail.departed')]
      : f.salesClosed
        ? ['orange', t('inventory.detail.closedBadge')]
        : ['green', t('inventory.detail.onSale')];
  return (
    <Badge
      classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
      color={color}
      variant="light"
    >
      {label}
    </Badge>
  );
}
