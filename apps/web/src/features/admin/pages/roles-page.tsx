import type { RoleDto } from '@charterdesk/domain';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { deleteRole, rolesQueryOptions } from '../api/roles';
import { EmptyRow, ListFooter, SortableTh, useListState } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader, PageLoading, QueryError } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { formatSort, skipCount } from '../lib/list-params';
import { RoleFormModal } from './role-form-modal';

const SORT_COLUMNS = ['DisplayName', 'Name'] as const;

type Dialog = { kind: 'create' } | { kind: 'edit'; role: RoleDto } | null;

export function RolesPage() {
  const { t } = useAdminT();
  const queryClient = useQueryClient();
  const [state, update] = useListState(SORT_COLUMNS);
  const [keyword, setKeyword] = useState(state.keyword);
  const searchInput = useRef<HTMLInputElement>(null);
  // the URL can change under the box (a tab, the back button): follow it unless the user is typing
  useEffect(() => {
    if (document.activeElement !== searchInput.current) setKeyword(state.keyword);
  }, [state.keyword]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery(
    rolesQueryOptions({
      keyword: state.keyword,
      sorting: formatSort(state.sort),
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );
  const search = useDebouncedCallback((value: string) => update({ keyword: value.trim() }), 350);
  const remove = useMutation({ mutationFn: (role: RoleDto) => deleteRole(role.id) });

  const confirmDelete = (role: RoleDto) =>
    modals.openConfirmModal({
      title: t('roles.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('roles.deleteText', { name: role.displayName })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'admin-confirm-delete' } as never,
      onConfirm: () =>
        remove.mutate(role, {
          onSuccess: async () => {
            await queryClient.invalidateQueries({ queryKey: ['admin', 'roles'] });
            await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
            notifications.show({ color: 'green', message: t('roles.deleted', { name: role.displayName }) });
          },
        }),
    });

  const data = list.data;
  return (
    <>
      <AdminPageHeader
        title={t('nav.roles')}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="admin-role-create"
          >
            {t('roles.create')}
          </Button>
        }
      />
      <Group mb="md" className={listClasses.toolbar}>
        <TextInput
          ref={searchInput}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            search(event.currentTarget.value);
          }}
          leftSection={<IconSearch size={16} />}
          placeholder={t('roles.searchPlaceholder')}
          aria-label={t('common.search')}
          w={{ base: '100%', xs: 320 }}
          data-testid="admin-role-search"
        />
      </Group>
      {list.isError && !data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <>
          <Box className={listClasses.tableCard} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table.ScrollContainer minWidth={680} type="native">
              <Table highlightOnHover verticalSpacing="sm" data-testid="admin-roles-table">
                <Table.Thead>
                  <Table.Tr>
                    <SortableTh column="DisplayName" sort={state.sort} onSort={(sort) => update({ sort })}>
                      {t('roles.fields.displayName')}
                    </SortableTh>
                    <SortableTh column="Name" sort={state.sort} onSort={(sort) => update({ sort })}>
                      {t('roles.fields.name')}
                    </SortableTh>
                    <Table.Th>{t('roles.fields.description')}</Table.Th>
                    <Table.Th>{t('roles.fields.permissions')}</Table.Th>
                    <Table.Th w={96} className={listClasses.actionsCell}>
                      <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.length === 0 ? (
                    <EmptyRow colSpan={5} text={t('list.empty')} />
                  ) : (
                    data.items.map((role) => (
                      <Table.Tr key={role.id} data-testid={`admin-role-row-${role.name}`}>
                        <Table.Td fw={600}>{role.displayName}</Table.Td>
                        <Table.Td>
                          <Text size="sm" ff="monospace">
                            {role.name}
                          </Text>
                        </Table.Td>
                        <Table.Td c="dimmed" maw={360}>
                          <Text size="sm" lineClamp={2}>
                            {role.description || '—'}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge
                            classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
                            variant="light"
                            color="gray"
                          >
                            {t('roles.permissionCount', { count: role.grantedPermissions.length })}
                          </Badge>
                        </Table.Td>
                        <Table.Td className={listClasses.actionsCell}>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            <Tooltip label={t('common.edit')}>
                              <ActionIcon
                                variant="subtle"
                                onClick={() => setDialog({ kind: 'edit', role })}
                                aria-label={t('roles.editTitle', { name: role.displayName })}
                                data-testid={`admin-role-edit-${role.name}`}
                              >
                                <IconPencil size={18} />
                              </ActionIcon>
                            </Tooltip>
                            {role.isStatic ? null : (
                              <Tooltip label={t('common.delete')}>
                                <ActionIcon
                                  variant="subtle"
                                  color="red"
                                  onClick={() => confirmDelete(role)}
                                  aria-label={t('roles.deleteTitle')}
                                  data-testid={`admin-role-delete-${role.name}`}
                                >
                                  <IconTrash size={18} />
                                </ActionIcon>
                              </Tooltip>
                            )}
                          </Group>
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
      {dialog?.kind === 'create' ? <RoleFormModal editing={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <RoleFormModal editing={dialog.role} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
