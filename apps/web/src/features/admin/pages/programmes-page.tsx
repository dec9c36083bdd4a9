import { PROGRAMME_SORT_COLUMNS, type ProgrammeDto } from '@charterdesk/domain';
import {
  Badge,
  Box,
  Button,
  Group,
  SegmentedControl,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { programmesQueryOptions } from '../api/inventory';
import { useAdminSession } from '../components/admin-session-context';
import { EmptyRow, ListFooter, SortableTh } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader, PageLoading, QueryError } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { formatDay } from '../lib/format';
import {
  formatDuration,
  type ProgrammeFilters,
  parseProgrammeFilters,
  weekdaysLabel,
  withProgrammeFilters,
} from '../lib/inventory';
import { type ListState, listStateToParams, parseListState, skipCount } from '../lib/list-params';
import { ProgrammeFormModal } from './programme-form-modal';

const COLUMNS = 7;

/** The list state and the programme filters, both in the URL; any change but paging goes to page 1. */
function useProgrammeListState() {
  const [params, setParams] = useSearchParams();
  const state = parseListState(params, PROGRAMME_SORT_COLUMNS);
  const filters = parseProgrammeFilters(params);
  const update = (patch: Partial<ListState>, filterPatch: Partial<ProgrammeFilters> = {}) => {
    const resetsPage = Object.keys(patch).some((k) => k !== 'page') || Object.keys(filterPatch).length > 0;
    const next = { ...state, ...(resetsPage ? { page: 1 } : {}), ...patch };
    setParams(withProgrammeFilters(listStateToParams(next), { ...filters, ...filterPatch }), {
      replace: true,
    });
  };
  return { state, filters, update };
}

/** Programmes list: search, filters (active, kind, route), sortable columns, paging; opens a programme. */
export function ProgrammesPage() {
  const { t, culture } = useAdminT();
  const { tenant } = useAdminSession();
  const { state, filters, update } = useProgrammeListState();
  const [keyword, setKeyword] = useState(state.keyword);
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== searchInput.current) setKeyword(state.keyword);
  }, [state.keyword]);
  const search = useDebouncedCallback((value: string) => update({ keyword: value.trim() }), 350);
  const [creating, setCreating] = useState(false);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);

  const list = useQuery(
    programmesQueryOptions({
      keyword: state.keyword,
      isActive: state.active,
      isCharter: filters.charter,
      originCode: filters.from,
      destinationCode: filters.to,
      sorting: state.sort ? `${state.sort.column} ${state.sort.direction}` : '',
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );
  const sortBy = (column: string, label: string) => (
    <SortableTh column={column} sort={state.sort} onSort={(sort) => update({ sort })}>
      {label}
    </SortableTh>
  );
  const codeFilter = (value: string, set: (v: string) => void, key: 'from' | 'to', label: string) => (
    <TextInput
      value={value}
      onChange={(event) => {
        const code = event.currentTarget.value.toUpperCase().slice(0, 3);
        set(code);
        if (code.length === 3 || code.length === 0) update({}, { [key]: code });
      }}
      placeholder={label}
      aria-label={label}
      w={90}
      maxLength={3}
      data-testid={`admin-programmes-${key}`}
    />
  );

  const data = list.data;
  return (
    <>
      <AdminPageHeader
        title={t('nav.programmes')}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setCreating(true)}
            data-testid="admin-programme-create"
          >
            {t('inventory.newProgramme')}
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
          placeholder={t('inventory.searchPlaceholder')}
          aria-label={t('common.search')}
          w={{ base: '100%', xs: 340 }}
          data-testid="admin-programmes-search"
        />
        {codeFilter(from, setFrom, 'from', t('inventory.originFilter'))}
        {codeFilter(to, setTo, 'to', t('inventory.destinationFilter'))}
        <SegmentedControl
          value={filters.charter || 'all'}
          onChange={(value) => update({}, { charter: value === 'all' ? '' : (value as 'true' | 'false') })}
          data={[
            { value: 'all', label: t('inventory.kindAll') },
            { value: 'true', label: t('inventory.kindCharter') },
            { value: 'false', label: t('inventory.kindScheduled') },
          ]}
          aria-label={t('inventory.charterFilter')}
          data-testid="admin-programmes-kind"
        />
        <SegmentedControl
          value={state.active || 'all'}
          onChange={(value) => update({ active: value === 'all' ? '' : (value as 'true' | 'false') })}
          data={[
            { value: 'all', label: t('list.all') },
            { value: 'true', label: t('list.active') },
            { value: 'false', label: t('list.inactive') },
          ]}
          aria-label={t('list.activeFilter')}
          data-testid="admin-programmes-active"
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
              <Table highlightOnHover verticalSpacing="sm" data-testid="admin-programmes-table">
                <Table.Thead>
                  <Table.Tr>
                    {sortBy('FlightNumber', t('inventory.fields.flight'))}
                    {sortBy('Airline', t('inventory.fields.airline'))}
                    {sortBy('Route', t('inventory.fields.route'))}
                    {sortBy('DepartureTime', t('inventory.fields.schedule'))}
                    {sortBy('ValidFrom', t('inventory.fields.period'))}
                    <Table.Th>{t('inventory.fields.flightCount')}</Table.Th>
                    <Table.Th>{t('inventory.fields.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.length === 0 ? (
                    <EmptyRow colSpan={COLUMNS} text={t('list.empty')} />
                  ) : (
                    data.items.map((p) => (
                      <ProgrammeRow key={p.id} programme={p} culture={culture} showHost={tenant !== null} />
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
          <ListFooter state={state} totalCount={data.totalCount} onChange={(patch) => update(patch)} />
        </>
      )}
      {creating ? <ProgrammeFormModal onClose={() => setCreating(false)} /> : null}
    </>
  );
}

function ProgrammeRow({
  programme: p,
  culture,
  showHost,
}: {
  programme: ProgrammeDto;
  culture: string;
  showHost: boolean;
}) {
  const { t } = useAdminT();
  const flight = `${p.airlineCode} ${p.flightNumber}`;
  return (
    <Table.Tr data-testid={`admin-programme-row-${p.airlineCode}${p.flightNumber}`}>
      <Table.Td fw={600} className={listClasses.nowrap}>
        <UnstyledButton
          component={Link}
          to={`/admin/inventory/programmes/${p.id}`}
          c="blue"
          fw={600}
          aria-label={t('inventory.actionsFor', { flight })}
        >
          {flight}
        </UnstyledButton>
        {showHost && !p.isEditable ? (
          <Badge ml="xs" size="xs" variant="light" color="gray">
            {t('inventory.hostBadge')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>{p.airlineName}</Table.Td>
      <Table.Td className={listClasses.nowrap}>
        {p.originCode} → {p.destinationCode}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {p.departureTime}
          {p.durationMinutes !== null
            ? ` · ${formatDuration(p.durationMinutes)}`
            : ` → ${p.arrivalTime}${p.arrivalDayOffset ? `⁺${p.arrivalDayOffset}` : ''}`}
        </Text>
        <Text size="xs" c="dimmed">
          {weekdaysLabel(p.weekdays, culture) ?? t('inventory.everyDay')}
        </Text>
      </Table.Td>
      <Table.Td className={listClasses.nowrap}>
        {formatDay(p.validFrom, culture)} – {formatDay(p.validTo, culture)}
      </Table.Td>
      <Table.Td>{p.flightCount}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          <Badge
            classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
            color={p.isActive ? 'green' : 'gray'}
            variant="light"
          >
            {p.isActive ? t('inventory.active') : t('inventory.inactive')}
          </Badge>
          <Badge
            classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
            color={p.isCharter ? 'blue' : 'grape'}
            variant="light"
          >
            {p.isCharter ? t('inventory.kindCharter') : t('inventory.kindScheduled')}
          </Badge>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
