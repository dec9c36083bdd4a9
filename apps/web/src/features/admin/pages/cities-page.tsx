import type { DefinitionCityDto, DistrictDto } from '@charterdesk/domain';
import { Anchor, CloseButton, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  cityListQueryOptions,
  cityQueryOptions,
  deleteDistrict,
  districtListQueryOptions,
  networkCountriesQueryOptions,
} from '../api/definitions';
import {
  ActionsCell,
  CreateButton,
  DefinitionStatus,
  ListBadge,
  ListTable,
  ListToolbar,
  SearchBox,
} from '../components/list-parts';
import { AdminPageHeader } from '../components/page-states';
import { ReadOnlyLock, RowMenu, useConfirmDelete } from '../components/row-actions';
import { useAdminT } from '../lib/admin-i18n';
import { formatSort, skipCount } from '../lib/list-params';
import { useScopedListState, useUrlParam } from '../lib/use-scoped-list-state';
import { DistrictFormModal } from './district-form-modal';
import { TransferTariffsPanel } from './transfer-tariffs-panel';

const CITY_SORTS = ['Name', 'Code', 'CountryName', 'DistrictCount'] as const;
const DISTRICT_SORTS = ['Name', 'AirportCode', 'TransferMinutes'] as const;
const DISTRICTS_PREFIX = 'd';
/** URL key of the zone whose tariffs are open; a city change closes it */
const ZONE_PARAM = 'zone';

/** Cities of the network with their transfer zone counts; choosing one opens its zones below. */
export function CitiesPage() {
  const { t, culture } = useAdminT();
  const [state, update] = useScopedListState('', CITY_SORTS);
  const [country, setCountry] = useUrlParam('country');
  const [cityCode, setCityCode] = useUrlParam('city', { resetPrefixes: [DISTRICTS_PREFIX] });
  const countries = useQuery(networkCountriesQueryOptions(culture));
  const list = useQuery(
    cityListQueryOptions({
      culture,
      keyword: state.keyword,
      countryCode: country,
      sorting: formatSort(state.sort),
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );

  return (
    <>
      <AdminPageHeader title={t('nav.cities')} />
      <ListToolbar>
        <SearchBox
          keyword={state.keyword}
          onSearch={(keyword) => update({ keyword })}
          placeholder={t('cities.searchPlaceholder')}
          testId="admin-city-search"
          w={300}
        />
        <Select
          value={country || null}
          onChange={(value) => {
            // a country change is a new search: back to page one
            setCountry(value ?? '', { page: '' });
          }}
          data={(countries.data ?? [])
            .map((c) => ({ value: c.code, label: c.name }))
            .sort((a, b) => a.label.localeCompare(b.label))}
          placeholder={t('cities.allCountries')}
          aria-label={t('cities.countryFilter')}
          searchable
          clearable
          nothingFoundMessage={t('common.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          w={{ base: '100%', xs: 240 }}
          data-testid="admin-city-country-filter"
        />
      </ListToolbar>

      <ListTable
        query={list}
        state={state}
        onChange={update}
        columns={[
          { label: t('cities.fields.code'), sort: 'Code' },
          { label: t('cities.fields.name'), sort: 'Name' },
          { label: t('cities.fields.country'), sort: 'CountryName' },
          { label: t('cities.fields.airports') },
          { label: t('cities.fields.districtCount'), sort: 'DistrictCount' },
        ]}
        minWidth={720}
        testId="admin-cities-table"
      >
        {(city) => (
          <Table.Tr
            key={city.code}
            onClick={() => setCityCode(city.code, { [ZONE_PARAM]: '' })}
            style={{ cursor: 'pointer' }}
            bg={city.code === cityCode ? 'var(--mantine-primary-color-light)' : undefined}
            aria-selected={city.code === cityCode}
            data-testid={`admin-city-row-${city.code}`}
          >
            <Table.Td fw={600}>
              <Anchor
                component="button"
                type="button"
                fw={600}
                onClick={(event) => {
                  event.stopPropagation();
                  setCityCode(city.code, { [ZONE_PARAM]: '' });
                }}
                aria-label={t('cities.showDistricts', { city: city.name })}
              >
                {city.code}
              </Anchor>
            </Table.Td>
            <Table.Td>{city.name}</Table.Td>
            <Table.Td>{city.countryName}</Table.Td>
            <Table.Td c="dimmed">{city.airports.map((a) => a.code).join(', ')}</Table.Td>
            <Table.Td>
              <ListBadge variant="light" color={city.districtCount > 0 ? 'blue' : 'gray'}>
                {city.districtCount}
              </ListBadge>
            </Table.Td>
          </Table.Tr>
        )}
      </ListTable>

      {cityCode ? (
        <DistrictsPanel cityCode={cityCode} onClose={() => setCityCode('', { [ZONE_PARAM]: '' })} />
      ) : null}
    </>
  );
}

type Dialog = { kind: 'create' } | { kind: 'edit'; district: DistrictDto } | null;

/** The transfer zones of one city: shared (host) ones read-only, own ones editable. */
function DistrictsPanel({ cityCode, onClose }: { cityCode: string; onClose: () => void }) {
  const { t, culture } = useAdminT();
  const [state, update] = useScopedListState(DISTRICTS_PREFIX, DISTRICT_SORTS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [zoneParam, setZoneParam] = useUrlParam(ZONE_PARAM);
  const city = useQuery(cityQueryOptions(cityCode, culture));
  const list = useQuery(
    districtListQueryOptions({
      culture,
      cityCode,
      keyword: state.keyword,
      sorting: formatSort(state.sort),
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );
  const confirmDelete = useConfirmDelete({
    mutationFn: (district: DistrictDto) => deleteDistrict(district.id),
    title: t('districts.deleteTitle'),
    text: (district) => t('districts.deleteText', { name: district.name }),
    deleted: (district) => t('districts.deleted', { name: district.name }),
    invalidate: [['admin', 'definitions']],
  });

  const cityDto: DefinitionCityDto | null | undefined = city.data;
  const data = list.data;
  // the open zone is looked up on the page shown: paging or searching it away closes its tariffs
  const zone = data?.items.find((d) => String(d.id) === zoneParam);
  const toggleZone = (district: DistrictDto) =>
    setZoneParam(zone?.id === district.id ? '' : String(district.id));

  return (
    <Paper withBorder radius="md" p="md" mt="xl" data-testid="admin-districts-panel">
      <Group justify="space-between" mb="md" gap="sm">
        <Stack gap={0}>
          <Title order={2} size="h3">
            {t('districts.title', { city: cityDto?.name ?? cityCode })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('districts.subtitle')}
          </Text>
        </Stack>
        <Group gap="xs">
          <CreateButton
            onClick={() => setDialog({ kind: 'create' })}
            disabled={!cityDto}
            testId="admin-district-create"
          >
            {t('districts.create')}
          </CreateButton>
          <CloseButton
            onClick={onClose}
            aria-label={t('districts.close')}
            data-testid="admin-districts-close"
          />
        </Group>
      </Group>
      <Group mb="md">
        <SearchBox
          keyword={state.keyword}
          onSearch={(keyword) => update({ keyword })}
          placeholder={t('districts.searchPlaceholder')}
          testId="admin-district-search"
          w={300}
        />
      </Group>
      {city.data === null ? (
        <Text c="dimmed">{t('districts.unknownCity', { code: cityCode })}</Text>
      ) : (
        <ListTable
          query={list}
          state={state}
          onChange={update}
          columns={[
            { label: t('districts.fields.name'), sort: 'Name' },
            { label: t('districts.fields.airport'), sort: 'AirportCode' },
            { label: t('districts.fields.transferMinutes'), sort: 'TransferMinutes' },
            { label: t('definitions.fields.status') },
          ]}
          actions={56}
          minWidth={640}
          testId="admin-districts-table"
          emptyText={t('districts.empty')}
          loadingPy={24}
          after={
            zone ? (
              <TransferTariffsPanel district={zone} />
            ) : data && data.items.length > 0 ? (
              <Text size="sm" c="dimmed" mt="sm">
                {t('transferTariffs.pickZone')}
              </Text>
            ) : null
          }
        >
          {(d) => (
            <Table.Tr
              key={d.id}
              onClick={() => toggleZone(d)}
              style={{ cursor: 'pointer' }}
              bg={zone?.id === d.id ? 'var(--mantine-primary-color-light)' : undefined}
              aria-selected={zone?.id === d.id}
              data-testid={`admin-district-row-${d.id}`}
            >
              <Table.Td fw={600}>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  ta="left"
                  onClick={(event) => {
                    event.stopPropagation();
                    toggleZone(d);
                  }}
                  aria-expanded={zone?.id === d.id}
                  aria-label={t('transferTariffs.show', { zone: d.name })}
                  data-testid={`admin-district-tariffs-${d.id}`}
                >
                  {d.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {d.airportName} ({d.airportCode})
              </Table.Td>
              <Table.Td>{t('districts.minutes', { count: d.transferMinutes })}</Table.Td>
              <Table.Td>
                <DefinitionStatus active={d.isActive} shared={d.isReadOnly} />
              </Table.Td>
              <ActionsCell stopClicks>
                {d.isReadOnly ? (
                  <ReadOnlyLock testId={`admin-district-locked-${d.id}`} />
                ) : (
                  <RowMenu
                    label={t('definitions.actionsFor', { name: d.name })}
                    testId={`admin-district-actions-${d.id}`}
                    onEdit={() => setDialog({ kind: 'edit', district: d })}
                    editTestId="admin-district-edit"
                    onDelete={() => confirmDelete(d)}
                    deleteTestId="admin-district-delete"
                  />
                )}
              </ActionsCell>
            </Table.Tr>
          )}
        </ListTable>
      )}
      {dialog && cityDto ? (
        <DistrictFormModal
          city={cityDto}
          district={dialog.kind === 'edit' ? dialog.district : null}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Paper>
  );
}
