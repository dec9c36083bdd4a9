import type { RoleDto } from '@charterdesk/domain';
import { Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteRole, rolesQueryOptions } from '../api/roles';
import {
  ActionsCell,
  CreateButton,
  ListBadge,
  ListTable,
  ListToolbar,
  SearchBox,
  useListState,
} from '../components/list-parts';
import { AdminPageHeader } from '../components/page-states';
import { RowIconButton, useConfirmDelete } from '../components/row-actions';
import { useAdminT } from '../lib/admin-i18n';
import { formatSort, skipCount } from '../lib/list-params';
import { RoleFormModal } from './role-form-modal';

const SORT_COLUMNS = ['DisplayName', 'Name'] as const;

type Dialog = { kind: 'create' } | { kind: 'edit'; role: RoleDto } | null;

export function RolesPage() {
  const { t } = useAdminT();
  const [state, update] = useListState(SORT_COLUMNS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery(
    rolesQueryOptions({
      keyword: state.keyword,
      sorting: formatSort(state.sort),
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );
  const confirmDelete = useConfirmDelete({
    mutationFn: (role: RoleDto) => deleteRole(role.id),
    title: t('roles.deleteTitle'),
    text: (role) => t('roles.deleteText', { name: role.displayName }),
    deleted: (role) => t('roles.deleted', { name: role.displayName }),
    invalidate: [
      ['admin', 'roles'],
      ['admin', 'users'],
    ],
  });

  return (
    <>
      <AdminPageHeader
        title={t('nav.roles')}
        actions={
          <CreateButton onClick={() => setDialog({ kind: 'create' })} testId="admin-role-create">
            {t('roles.create')}
          </CreateButton>
        }
      />
      <ListToolbar>
        <SearchBox
          keyword={state.keyword}
          onSearch={(keyword) => update({ keyword })}
          placeholder={t('roles.searchPlaceholder')}
          testId="admin-role-search"
        />
      </ListToolbar>
      <ListTable
        query={list}
        state={state}
        onChange={update}
        columns={[
          { label: t('roles.fields.displayName'), sort: 'DisplayName' },
          { label: t('roles.fields.name'), sort: 'Name' },
          { label: t('roles.fields.description') },
          { label: t('roles.fields.permissions') },
        ]}
        actions={96}
        minWidth={680}
        testId="admin-roles-table"
      >
        {(role) => (
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
              <ListBadge variant="light" color="gray">
                {t('roles.permissionCount', { count: role.grantedPermissions.length })}
              </ListBadge>
            </Table.Td>
            <ActionsCell>
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <RowIconButton
                  tooltip={t('common.edit')}
                  label={t('roles.editTitle', { name: role.displayName })}
                  icon={<IconPencil size={18} />}
                  onClick={() => setDialog({ kind: 'edit', role })}
                  testId={`admin-role-edit-${role.name}`}
                />
                {role.isStatic ? null : (
                  <RowIconButton
                    tooltip={t('common.delete')}
                    label={t('roles.deleteTitle')}
                    icon={<IconTrash size={18} />}
                    color="red"
                    onClick={() => confirmDelete(role)}
                    testId={`admin-role-delete-${role.name}`}
                  />
                )}
              </Group>
            </ActionsCell>
          </Table.Tr>
        )}
      </ListTable>
      {dialog?.kind === 'create' ? <RoleFormModal editing={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <RoleFormModal editing={dialog.role} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
