import type { PackageTypeDto } from '@charterdesk/domain';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Menu,
  SegmentedControl,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDots, IconLock, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { deletePackageType, packageTypeListQueryOptions } from '../api/definitions';
import { EmptyRow, ListFooter, SortableTh, useListState } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader, PageLoading, QueryError } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { formatSort, skipCount } from '../lib/list-params';
import { PackageTypeFormModal } from './package-type-form-modal';

const SORT_COLUMNS = ['Name', 'PassengerCapacity', 'BaggageCapacity', 'SortOrder'] as const;
const COLUMNS = 6;

type Dialog = { kind: 'create' } | { kind: 'edit'; packageType: PackageTypeDto } | null;

/** Vehicle types transfers are sold in: shared (host) ones read-only, own ones editable. */
export function PackageTypesPage() {
  const { t, culture } = useAdminT();
  const queryClient = useQueryClient();
  const [state, update] = useListState(SORT_COLUMNS);
  const [keyword, setKeyword] = useState(state.keyword);
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== searchInput.current) setKeyword(state.keyword);
  }, [state.keyword]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery(
    packageTypeListQueryOptions({
      culture,
      keyword: state.keyword,
      isActive: state.active,
      sorting: formatSort(state.sort),
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );
  const search = useDebouncedCallback((value: string) => update({ keyword: value.trim() }), 350);
  const remove = useMutation({ mutationFn: (p: PackageTypeDto) => deletePackageType(p.id) });
  const confirmDelete = (p: PackageTypeDto) =>
    modals.openConfirmModal({
      title: t('packageTypes.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('packageTypes.deleteText', { name: p.name })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'admin-confirm-delete' } as never,
      onConfirm: () =>
        remove.mutate(p, {
          onSuccess: async () => {
            await queryClient.invalidateQueries({ queryKey: ['admin', 'definitions', 'packageTypes'] });
            notifications.show({ color: 'green', message: t('packageTypes.deleted', { name: p.name }) });
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
        title={t('nav.packageTypes')}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="admin-package-type-create"
          >
            {t('packageTypes.create')}
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
          placeholder={t('packageTypes.searchPlaceholder')}
          aria-label={t('common.search')}
          w={{ base: '100%', xs: 320 }}
          data-testid="admin-package-type-search"
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
          data-testid="admin-package-type-active-filter"
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
              <Table highlightOnHover verticalSpacing="sm" data-testid="admin-package-types-table">
                <Table.Thead>
                  <Table.Tr>
                    {sortTh('Name', t('packageTypes.fields.name'))}
                    {sortTh('PassengerCapacity', t('packageTypes.fields.passengerCapacity'))}
                    {sortTh('BaggageCapacity', t('packageTypes.fields.baggageCapacity'))}
                    {sortTh('SortOrder', t('packageTypes.fields.sortOrder'))}
                    <Table.Th>{t('definitions.fields.status')}</Table.Th>
                    <Table.Th w={56} className={listClasses.actionsCell}>
                      <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.length === 0 ? (
                    <EmptyRow colSpan={COLUMNS} text={t('list.empty')} />
                  ) : (
                    data.items.map((p) => (
                      <Table.Tr key={p.id} data-testid={`admin-package-type-row-${p.id}`}>
                        <Table.Td fw={600}>{p.name}</Table.Td>
                        <Table.Td>{p.passengerCapacity}</Table.Td>
                        <Table.Td>{p.baggageCapacity}</Table.Td>
                        <Table.Td c="dimmed">{p.sortOrder}</Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            <Badge
                              classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
                              color={p.isActive ? 'green' : 'gray'}
                              variant="light"
                            >
                              {p.isActive ? t('list.statusActive') : t('list.statusInactive')}
                            </Badge>
                            {p.isReadOnly ? (
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
                        <Table.Td className={listClasses.actionsCell}>
                          {p.isReadOnly ? (
                            <Tooltip label={t('definitions.sharedHint')} withinPortal>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={t('definitions.sharedHint')}
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
                                  aria-label={t('definitions.actionsFor', { name: p.name })}
                                  data-testid={`admin-package-type-actions-${p.id}`}
                                >
                                  <IconDots size={18} />
                                </ActionIcon>
                              </Menu.Target>
                              <Menu.Dropdown>
                                <Menu.Item
                                  leftSection={<IconPencil size={16} />}
                                  onClick={() => setDialog({ kind: 'edit', packageType: p })}
                                  data-testid="admin-package-type-edit"
                                >
                                  {t('common.edit')}
                                </Menu.Item>
                                <Menu.Divider />
                                <Menu.Item
                                  color="red"
                                  leftSection={<IconTrash size={16} />}
                                  onClick={() => confirmDelete(p)}
                                  data-testid="admin-package-type-delete"
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
        </>
      )}
      {dialog ? (
        <PackageTypeFormModal
          packageType={dialog.kind === 'edit' ? dialog.packageType : null}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
