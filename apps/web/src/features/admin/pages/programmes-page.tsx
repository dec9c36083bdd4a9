import { PROGRAMME_SORT_COLUMNS, type ProgrammeDto } from '@charterdesk/domain';
import { Badge, Group, SegmentedControl, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { programmesQueryOptions } from '../api/inventory';
import { useAdminSession } from '../components/admin-session-context';
import {
  ActiveFilterControl,
  CreateButton,
  ListBadge,
  ListTable,
  ListToolbar,
  SearchBox,
} from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader } from '../components/page-states';
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

  return (
    <>
      <AdminPageHeader
        title={t('nav.programmes')}
        actions={
          <CreateButton onClick={() => setCreating(true)} testId="admin-programme-create">
            {t('inventory.newProgramme')}
          </CreateButton>
        }
      />
      <ListToolbar>
        <SearchBox
          keyword={state.keyword}
          onSearch={(keyword) => update({ keyword })}
          placeholder={t('inventory.searchPlaceholder')}
          testId="admin-programmes-search"
          w={340}
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
        <ActiveFilterControl
          value={state.active}
          onChange={(active) => update({ active })}
          testId="admin-programmes-active"
        />
      </ListToolbar>

      <ListTable
        query={list}
        state={state}
        onChange={(patch) => update(patch)}
        columns={[
          { label: t('inventory.fields.flight'), sort: 'FlightNumber' },
          { label: t('inventory.fields.airline'), sort: 'Airline' },
          { label: t('inventory.fields.route'), sort: 'Route' },
          { label: t('inventory.fields.schedule'), sort: 'DepartureTime' },
          { label: t('inventory.fields.period'), sort: 'ValidFrom' },
          { label: t('inventory.fields.flightCount') },
          { label: t('inventory.fields.status') },
        ]}
        minWidth={900}
        testId="admin-programmes-table"
      >
        {(p) => <ProgrammeRow key={p.id} programme={p} culture={culture} showHost={tenant !== null} />}
      </ListTable>
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
          <ListBadge color={p.isActive ? 'green' : 'gray'} variant="light">
            {p.isActive ? t('inventory.active') : t('inventory.inactive')}
          </ListBadge>
          <ListBadge color={p.isCharter ? 'blue' : 'grape'} variant="light">
            {p.isCharter ? t('inventory.kindCharter') : t('inventory.kindScheduled')}
          </ListBadge>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
