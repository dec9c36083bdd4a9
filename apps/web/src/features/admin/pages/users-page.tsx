import type { UserDto } from '@charterdesk/domain';
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
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconDots,
  IconKey,
  IconPencil,
  IconPlus,
  IconSearch,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { deleteUser, setUserActive, userRolesQueryOptions, usersQueryOptions } from '../api/users';
import { useAdminSession } from '../components/admin-session-context';
import { EmptyRow, ListFooter, SortableTh, useListState } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader, PageLoading, QueryError } from '../components/page-states';
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
const COLUMNS = 7;

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
  const [keyword, setKeyword] = useState(state.keyword);
  const searchInput = useRef<HTMLInputElement>(null);
  // the URL can change under the box (a tab, the back button): follow it unless the user is typing
  useEffect(() => {
    if (document.activeElement !== searchInput.current) setKeyword(state.keyword);
  }, [state.keyword]);
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
  const search = useDebouncedCallback((value: string) => update({ keyword: value.trim() }), 350);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
  const remove = useMutation({ mutationFn: (user: UserDto) => deleteUser(user.id) });
  const activation = useMutation({
    mutationFn: ({ user, active }: { user: UserDto; active: boolean }) => setUserActive(user.id, active),
  });

  const confirmDelete = (user: UserDto) =>
    modals.openConfirmModal({
      title: t('users.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('users.deleteText', { userName: user.userName })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'admin-confirm-delete' } as never,
      onConfirm: () =>
        remove.mutate(user, {
          onSuccess: async () => {
            await refresh();
            notifications.show({ color: 'green', message: t('users.deleted', { userName: user.userName }) });
          },
        }),
    });

  const toggleActive = (user: UserDto) =>
    activation.mutate(
      { user, active: !user.isActive },
      {
        onSuccess: async () => {
          await refresh();
          notifications.show({
            color: 'green',
            message: t(user.isActive ? 'users.deactivated' : 'users.activated', { userName: user.userName }),
          });
        },
      },
    );

  const data = list.data;
  return (
    <>
      <AdminPageHeader
        title={t('nav.users')}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="admin-user-create"
          >
            {t('users.create')}
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
          placeholder={t('users.searchPlaceholder')}
          aria-label={t('common.search')}
          w={{ base: '100%', xs: 320 }}
          data-testid="admin-user-search"
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
          data-testid="admin-user-active-filter"
        />
      </Group>

      {list.isError && !data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <>
          <Box className={listClasses.tableCard} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table.ScrollContainer minWidth={880} type="native">
              <Table highlightOnHover verticalSpacing="sm" data-testid="admin-users-table">
                <Table.Thead>
                  <Table.Tr>
                    <SortableTh column="UserName" sort={state.sort} onSort={(sort) => update({ sort })}>
                      {t('users.fields.userName')}
                    </SortableTh>
                    <SortableTh column="Name" sort={state.sort} onSort={(sort) => update({ sort })}>
                      {t('users.fields.nameAndEmail')}
                    </SortableTh>
                    <Table.Th>{t('users.fields.roles')}</Table.Th>
                    <Table.Th>{t('users.fields.status')}</Table.Th>
                    <SortableTh column="CreationTime" sort={state.sort} onSort={(sort) => update({ sort })}>
                      {t('users.fields.creationTime')}
                    </SortableTh>
                    <SortableTh column="LastLoginTime" sort={state.sort} onSort={(sort) => update({ sort })}>
                      {t('users.fields.lastLoginTime')}
                    </SortableTh>
                    <Table.Th w={56} className={listClasses.actionsCell}>
                      <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.length === 0 ? (
                    <EmptyRow colSpan={COLUMNS} text={t('list.empty')} />
                  ) : (
                    data.items.map((user) => (
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
                              <Badge
                                classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
                                key={role}
                                variant="light"
                                color="gray"
                                radius="sm"
                                tt="none"
                              >
                                {roleNames.get(role) ?? role}
                              </Badge>
                            ))}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Badge
                            classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
                            color={user.isActive ? 'green' : 'gray'}
                            variant="light"
                          >
                            {user.isActive ? t('list.statusActive') : t('list.statusInactive')}
                          </Badge>
                        </Table.Td>
                        <Table.Td c="dimmed" className={listClasses.nowrap}>
                          {formatDateTime(user.creationTime, culture)}
                        </Table.Td>
                        <Table.Td c="dimmed" className={listClasses.nowrap}>
                          {user.lastLoginTime
                            ? formatDateTime(user.lastLoginTime, culture)
                            : t('users.never')}
                        </Table.Td>
                        <Table.Td className={listClasses.actionsCell}>
                          <Menu position="bottom-end" withinPortal>
                            <Menu.Target>
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                aria-label={t('users.actionsFor', { userName: user.userName })}
                                data-testid={`admin-user-actions-${user.userName}`}
                              >
                                <IconDots size={18} />
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>
                              <Menu.Item
                                leftSection={<IconPencil size={16} />}
                                onClick={() => setDialog({ kind: 'edit', user })}
                                data-testid="admin-user-edit"
                              >
                                {t('common.edit')}
                              </Menu.Item>
                              {canActivate && user.id !== userId ? (
                                <Menu.Item
                                  leftSection={
                                    user.isActive ? <IconUserOff size={16} /> : <IconUserCheck size={16} />
                                  }
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
                              {user.id !== userId ? (
                                <>
                                  <Menu.Divider />
                                  <Menu.Item
                                    color="red"
                                    leftSection={<IconTrash size={16} />}
                                    onClick={() => confirmDelete(user)}
                                    data-testid="admin-user-delete"
                                  >
                                    {t('common.delete')}
                                  </Menu.Item>
                                </>
                              ) : null}
                            </Menu.Dropdown>
                          </Menu>
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

      {dialog?.kind === 'create' ? <UserFormModal user={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <UserFormModal user={dialog.user} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'password' ? (
        <ResetPasswordModal user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
