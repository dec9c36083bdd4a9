import type { UserDto } from '@charterdesk/domain';
import { Group, Menu, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteUser, setUserActive, userRolesQueryOptions, usersQueryOptions } from '../api/users';
import { useAdminSession } from '../components/admin-session-context';
import {
  ActionsCell,
  ActiveFilterControl,
  CreateButton,
  ListBadge,
  ListTable,
  ListToolbar,
  SearchBox,
  StatusBadge,
  useListState,
} from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader } from '../components/page-states';
import { RowMenu, useConfirmDelete } from '../components/row-actions';
import { useAdminT } from '../lib/admin-i18n';
import { formatDateTime } from '../lib/format';
import { formatSort, skipCount } from '../lib/list-params';
import { ResetPasswordModal } from './reset-password-modal';
import { UserFormModal } from './user-form-modal';

const SORT_COLUMNS = [
  'UserName',
  'Name',
  'Surname',
  'EmailAddress',
  'CreationTime',
  'LastLoginTime',
] as const;
const USERS_KEY = ['admin', 'users'] as const;

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; user: UserDto }
  | { kind: 'password'; user: UserDto }
  | null;

export function UsersPage() {
  const { t, culture } = useAdminT();
  const { can, userId } = useAdminSession();
  const queryClient = useQueryClient();
  const [state, update] = useListState(SORT_COLUMNS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const canActivate = can('Pages.Users.Activation');

  const list = useQuery(
    usersQueryOptions({
      keyword: state.keyword,
      isActive: state.active,
      sorting: formatSort(state.sort),
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );
  // roleNames are normalized names (ADMIN); the list shows the roles' display names
  const roles = useQuery(userRolesQueryOptions());
  const roleNames = new Map((roles.data ?? []).map((role) => [role.normalizedName, role.displayName]));

  const confirmDelete = useConfirmDelete({
    mutationFn: (user: UserDto) => deleteUser(user.id),
    title: t('users.deleteTitle'),
    text: (user) => t('users.deleteText', { userName: user.userName }),
    deleted: (user) => t('users.deleted', { userName: user.userName }),
    invalidate: [USERS_KEY],
  });
  const activation = useMutation({
    mutationFn: ({ user, active }: { user: UserDto; active: boolean }) => setUserActive(user.id, active),
  });
  const toggleActive = (user: UserDto) =>
    activation.mutate(
      { user, active: !user.isActive },
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: USERS_KEY });
          notifications.show({
            color: 'green',
            message: t(user.isActive ? 'users.deactivated' : 'users.activated', { userName: user.userName }),
          });
        },
      },
    );

  return (
    <>
      <AdminPageHeader
        title={t('nav.users')}
        actions={
          <CreateButton onClick={() => setDialog({ kind: 'create' })} testId="admin-user-create">
            {t('users.create')}
          </CreateButton>
        }
      />
      <ListToolbar>
        <SearchBox
          keyword={state.keyword}
          onSearch={(keyword) => update({ keyword })}
          placeholder={t('users.searchPlaceholder')}
          testId="admin-user-search"
        />
        <ActiveFilterControl
          value={state.active}
          onChange={(active) => update({ active })}
          testId="admin-user-active-filter"
        />
      </ListToolbar>

      <ListTable
        query={list}
        state={state}
        onChange={update}
        columns={[
          { label: t('users.fields.userName'), sort: 'UserName' },
          { label: t('users.fields.nameAndEmail'), sort: 'Name' },
          { label: t('users.fields.roles') },
          { label: t('users.fields.status') },
          { label: t('users.fields.creationTime'), sort: 'CreationTime' },
          { label: t('users.fields.lastLoginTime'), sort: 'LastLoginTime' },
        ]}
        actions={56}
        minWidth={880}
        testId="admin-users-table"
      >
        {(user) => (
          <Table.Tr key={user.id} data-testid={`admin-user-row-${user.userName}`}>
            <Table.Td fw={600}>{user.userName}</Table.Td>
            <Table.Td>
              <Text size="sm">{user.fullName || `${user.name} ${user.surname}`}</Text>
              <Text size="xs" c="dimmed">
                {user.emailAddress}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {user.roleNames.map((role) => (
                  <ListBadge key={role} variant="light" color="gray" radius="sm" tt="none">
                    {roleNames.get(role) ?? role}
                  </ListBadge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>
              <StatusBadge active={user.isActive} />
            </Table.Td>
            <Table.Td c="dimmed" className={listClasses.nowrap}>
              {formatDateTime(user.creationTime, culture)}
            </Table.Td>
            <Table.Td c="dimmed" className={listClasses.nowrap}>
              {user.lastLoginTime ? formatDateTime(user.lastLoginTime, culture) : t('users.never')}
            </Table.Td>
            <ActionsCell>
              <RowMenu
                label={t('users.actionsFor', { userName: user.userName })}
                testId={`admin-user-actions-${user.userName}`}
                onEdit={() => setDialog({ kind: 'edit', user })}
                editTestId="admin-user-edit"
                onDelete={user.id !== userId ? () => confirmDelete(user) : undefined}
                deleteTestId="admin-user-delete"
              >
                {canActivate && user.id !== userId ? (
                  <Menu.Item
                    leftSection={user.isActive ? <IconUserOff size={16} /> : <IconUserCheck size={16} />}
                    onClick={() => toggleActive(user)}
                    data-testid="admin-user-toggle-active"
                  >
                    {user.isActive ? t('users.deactivate') : t('users.activate')}
                  </Menu.Item>
                ) : null}
                <Menu.Item
                  leftSection={<IconKey size={16} />}
                  onClick={() => setDialog({ kind: 'password', user })}
                  data-testid="admin-user-reset-password"
                >
                  {t('users.resetPassword')}
                </Menu.Item>
              </RowMenu>
            </ActionsCell>
          </Table.Tr>
        )}
      </ListTable>

      {dialog?.kind === 'create' ? <UserFormModal user={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <UserFormModal user={dialog.user} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'password' ? (
        <ResetPasswordModal user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
