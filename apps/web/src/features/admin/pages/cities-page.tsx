import type { DefinitionCityDto, DistrictDto } from '@charterdesk/domain';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  CloseButton,
  Group,
  Menu,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDots, IconLock, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  cityListQueryOptions,
  cityQueryOptions,
  deleteDistrict,
  districtListQueryOptions,
  networkCountriesQueryOptions,
} from '../api/definitions';
import { EmptyRow, ListFooter, SortableTh } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader, PageLoading, QueryError } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import type { ListState } from '../lib/list-params';
import { formatSort, skipCount } from '../lib/list-params';
import { useScopedListState, useUrlParam } from '../lib/use-scoped-list-state';
import { DistrictFormModal } from './district-form-modal';
import { TransferTariffsPanel } from './transfer-tariffs-panel';

const CITY_SORTS = ['Name', 'Code', 'CountryName', 'DistrictCount'] as const;
const DISTRICT_SORTS = ['Name', 'AirportCode', 'TransferMinutes'] as const;
const DISTRICTS_PREFIX = 'd';
/** URL key of the zone whose tariffs are open; a city change closes it */
const ZONE_PARAM = 'zone';

/** A search box bound to a list's keyword in the URL, debounced, following the URL unless focused. */
function KeywordSearch({
  state,
  update,
  placeholder,
  testId,
}: {
  state: ListState;
  update: (patch: Partial<ListState>) => void;
  placeholder: string;
  testId: string;
}) {
  const { t } = useAdminT();
  const [keyword, setKeyword] = useState(state.keyword);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== input.current) setKeyword(state.keyword);
  }, [state.keyword]);
  const search = useDebouncedCallback((value: string) => update({ keyword: value.trim() }), 350);
  return (
    <TextInput
      ref={input}
      value={keyword}
      onChange={(event) => {
        setKeyword(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      leftSection={<IconSearch size={16} />}
      placeholder={placeholder}
      aria-label={t('common.search')}
      w={{ base: '100%', xs: 300 }}
      data-testid={testId}
    />
  );
}

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
  const data = list.data;
  const sortTh = (column: (typeof CITY_SORTS)[number], label: string) => (
    <SortableTh column={column} sort={state.sort} onSort={(sort) => update({ sort })}>
      {label}
    </SortableTh>
  );

  return (
    <>
      <AdminPageHeader title={t('nav.cities')} />
      <Group mb="md" gap="sm" className={listClasses.toolbar}>
        <KeywordSearch
          state={state}
          update={update}
          placeholder={t('cities.searchPlaceholder')}
          testId="admin-city-search"
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
      </Group>

      {list.isError && !data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <>
          <Box className={listClasses.tableCard} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table.ScrollContainer minWidth={720} type="native">
              <Table highlightOnHover verticalSpacing="sm" data-testid="admin-cities-table">
                <Table.Thead>
                  <Table.Tr>
                    {sortTh('Code', t('cities.fields.code'))}
                    {sortTh('Name', t('cities.fields.name'))}
                    {sortTh('CountryName', t('cities.fields.country'))}
                    <Table.Th>{t('cities.fields.airports')}</Table.Th>
                    {sortTh('DistrictCount', t('cities.fields.districtCount'))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.length === 0 ? (
                    <EmptyRow colSpan={5} text={t('list.empty')} />
                  ) : (
                    data.items.map((city) => (
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
                          <Badge
                            classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
                            variant="light"
                            color={city.districtCount > 0 ? 'blue' : 'gray'}
                          >
                            {city.districtCount}
                          </Badge>
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
  const queryClient = useQueryClient();
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
  const remove = useMutation({ mutationFn: (d: DistrictDto) => deleteDistrict(d.id) });
  const confirmDelete = (district: DistrictDto) =>
    modals.openConfirmModal({
      title: t('districts.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('districts.deleteText', { name: district.name })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'admin-confirm-delete' } as never,
      onConfirm: () =>
        remove.mutate(district, {
          onSuccess: async () => {
            await queryClient.invalidateQueries({ queryKey: ['admin', 'definitions'] });
            notifications.show({ color: 'green', message: t('districts.deleted', { name: district.name }) });
          },
        }),
    });

  const cityDto: DefinitionCityDto | null | undefined = city.data;
  const data = list.data;
  // the open zone is looked up on the page shown: paging or searching it away closes its tariffs
  const zone = data?.items.find((d) => String(d.id) === zoneParam);
  const toggleZone = (district: DistrictDto) =>
    setZoneParam(zone?.id === district.id ? '' : String(district.id));
  const sortTh = (column: (typeof DISTRICT_SORTS)[number], label: string) => (
    <SortableTh column={column} sort={state.sort} onSort={(sort) => update({ sort })}>
      {label}
    </SortableTh>
  );

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
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setDialog({ kind: 'create' })}
            disabled={!cityDto}
            data-testid="admin-district-create"
          >
            {t('districts.create')}
          </Button>
          <CloseButton
            onClick={onClose}
            aria-label={t('districts.close')}
            data-testid="admin-districts-close"
          />
        </Group>
      </Group>
      <Group mb="md">
        <KeywordSearch
          state={state}
          update={update}
          placeholder={t('districts.searchPlaceholder')}
          testId="admin-district-search"
        />
      </Group>
      {city.data === null ? (
        <Text c="dimmed">{t('districts.unknownCity', { code: cityCode })}</Text>
      ) : list.isError && !data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <PageLoading py={24} />
      ) : (
        <>
          <Box className={listClasses.tableCard} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table.ScrollContainer minWidth={640} type="native">
              <Table highlightOnHover verticalSpacing="sm" data-testid="admin-districts-table">
                <Table.Thead>
                  <Table.Tr>
                    {sortTh('Name', t('districts.fields.name'))}
                    {sortTh('AirportCode', t('districts.fields.airport'))}
                    {sortTh('TransferMinutes', t('districts.fields.transferMinutes'))}
                    <Table.Th>{t('definitions.fields.status')}</Table.Th>
                    <Table.Th w={56} className={listClasses.actionsCell}>
                      <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.length === 0 ? (
                    <EmptyRow colSpan={5} text={t('districts.empty')} />
                  ) : (
                    data.items.map((d) => (
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
                          <Group gap={4}>
                            <Badge
                              classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
                              color={d.isActive ? 'green' : 'gray'}
                              variant="light"
                            >
                              {d.isActive ? t('list.statusActive') : t('list.statusInactive')}
                            </Badge>
                            {d.isReadOnly ? (
                              <Badge
                                classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
                                color="gray"
                                variant="outline"
                              >
                                {t('definitions.shared')}
                              </Badge>
                            ) : null}
                          </Group>
                        </Table.Td>
                        <Table.Td
                          className={listClasses.actionsCell}
                          onClick={(event) => event.stopPropagation()}
                        >
                          {d.isReadOnly ? (
                            <Tooltip label={t('definitions.sharedHint')} withinPortal>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={t('definitions.sharedHint')}
                                data-testid={`admin-district-locked-${d.id}`}
                              >
                                <IconLock size={16} />
                              </ActionIcon>
                            </Tooltip>
                          ) : (
                            <Menu position="bottom-end" withinPortal>
                              <Menu.Target>
                                <ActionIcon
                                  variant="subtle"
                                  color="gray"
                                  aria-label={t('definitions.actionsFor', { name: d.name })}
                                  data-testid={`admin-district-actions-${d.id}`}
                                >
                                  <IconDots size={18} />
                                </ActionIcon>
                              </Menu.Target>
                              <Menu.Dropdown>
                                <Menu.Item
                                  leftSection={<IconPencil size={16} />}
                                  onClick={() => setDialog({ kind: 'edit', district: d })}
                                  data-testid="admin-district-edit"
                                >
                                  {t('common.edit')}
                                </Menu.Item>
                                <Menu.Divider />
                                <Menu.Item
                                  color="red"
                                  leftSection={<IconTrash size={16} />}
                                  onClick={() => confirmDelete(d)}
                                  data-testid="admin-district-delete"
                                >
                                  {t('common.delete')}
                                </Menu.Item>
                              </Menu.Dropdown>
                            </Menu>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
          <ListFooter state={state} totalCount={data.totalCount} onChange={update} />
          {zone ? (
            <TransferTariffsPanel district={zone} />
          ) : data.items.length > 0 ? (
            <Text size="sm" c="dimmed" mt="sm">
              {t('transferTariffs.pickZone')}
            </Text>
          ) : null}
        </>
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
