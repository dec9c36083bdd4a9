import type { TenantDto } from '@charterdesk/domain';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
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
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { deleteTenant, tenantsQueryOptions } from '../api/tenants';
import { useAdminSession } from '../components/admin-session-context';
import { EmptyRow, ListFooter, useListState } from '../components/list-parts';
import listClasses from '../components/list-parts.module.css';
import { AdminPageHeader, NoPermission, PageLoading, QueryError } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { skipCount } from '../lib/list-params';
import { TenantFormModal } from './tenant-form-modal';
import { TenantPasswordModal } from './tenant-password-modal';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; tenant: TenantDto }
  | { kind: 'password'; tenant: TenantDto; password: string }
  | null;

/** Site variants: managed by the host only. */
export function TenantsPage() {
  const { isHost } = useAdminSession();
  return isHost ? <TenantsList /> : <NoPermission />;
}

function TenantsList() {
  const { t } = useAdminT();
  const queryClient = useQueryClient();
  const [state, update] = useListState();
  const [keyword, setKeyword] = useState(state.keyword);
  const searchInput = useRef<HTMLInputElement>(null);
  // the URL can change under the box (a tab, the back button): follow it unless the user is typing
  useEffect(() => {
    if (document.activeElement !== searchInput.current) setKeyword(state.keyword);
  }, [state.keyword]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery(
    tenantsQueryOptions({
      keyword: state.keyword,
      isActive: state.active,
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );
  const search = useDebouncedCallback((value: string) => update({ keyword: value.trim() }), 350);
  const remove = useMutation({ mutationFn: (tenant: TenantDto) => deleteTenant(tenant.id) });

  const confirmDelete = (tenant: TenantDto) =>
    modals.openConfirmModal({
      title: t('tenants.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('tenants.deleteText', { name: tenant.name })}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'admin-confirm-delete' } as never,
      onConfirm: () =>
        remove.mutate(tenant, {
          onSuccess: async () => {
            await queryClient.invalidateQueries({ queryKey: ['admin', 'tenants'] });
            notifications.show({ color: 'green', message: t('tenants.deleted', { name: tenant.name }) });
          },
        }),
    });

  const data = list.data;
  return (
    <>
      <AdminPageHeader
        title={t('nav.tenants')}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="admin-tenant-create"
          >
            {t('tenants.create')}
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
          placeholder={t('tenants.searchPlaceholder')}
          aria-label={t('common.search')}
          w={{ base: '100%', xs: 320 }}
          data-testid="admin-tenant-search"
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
          data-testid="admin-tenant-active-filter"
        />
      </Group>
      {list.isError && !data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <>
          <Box className={listClasses.tableCard} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <Table.ScrollContainer minWidth={760} type="native">
              <Table highlightOnHover verticalSpacing="sm" data-testid="admin-tenants-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('tenants.fields.tenancyName')}</Table.Th>
                    <Table.Th>{t('tenants.fields.name')}</Table.Th>
                    <Table.Th>{t('tenants.fields.domains')}</Table.Th>
                    <Table.Th>{t('tenants.fields.allowedCurrencies')}</Table.Th>
                    <Table.Th>{t('users.fields.status')}</Table.Th>
                    <Table.Th w={96} className={listClasses.actionsCell}>
                      <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.length === 0 ? (
                    <EmptyRow colSpan={6} text={t('list.empty')} />
                  ) : (
                    data.items.map((tenant) => (
                      <Table.Tr key={tenant.id} data-testid={`admin-tenant-row-${tenant.tenancyName}`}>
                        <Table.Td>
                          <Text size="sm" fw={600} ff="monospace">
                            {tenant.tenancyName}
                          </Text>
                        </Table.Td>
                        <Table.Td>{tenant.name}</Table.Td>
                        <Table.Td>
                          {tenant.domains.length === 0 ? (
                            <Text size="sm" c="dimmed">
                              —
                            </Text>
                          ) : (
                            <Group gap={4}>
                              {tenant.domains.map((domain) => (
                                <Badge
                                  classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
                                  key={domain}
                                  variant="outline"
                                  color="gray"
                                  radius="sm"
                                  tt="none"
                                >
                                  {domain}
                                </Badge>
                              ))}
                            </Group>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{tenant.allowedCurrencies.join(', ')}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge
                            classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
                            color={tenant.isActive ? 'green' : 'gray'}
                            variant="light"
                          >
                            {tenant.isActive ? t('list.statusActive') : t('list.statusInactive')}
                          </Badge>
                        </Table.Td>
                        <Table.Td className={listClasses.actionsCell}>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            <Tooltip label={t('common.edit')}>
                              <ActionIcon
                                variant="subtle"
                                onClick={() => setDialog({ kind: 'edit', tenant })}
                                aria-label={t('tenants.editTitle', { name: tenant.name })}
                                data-testid={`admin-tenant-edit-${tenant.tenancyName}`}
                              >
                                <IconPencil size={18} />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={t('common.delete')}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                onClick={() => confirmDelete(tenant)}
                                aria-label={t('tenants.deleteTitle')}
                                data-testid={`admin-tenant-delete-${tenant.tenancyName}`}
                              >
                                <IconTrash size={18} />
                              </ActionIcon>
                            </Tooltip>
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
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <TenantFormModal
          tenant={dialog.kind === 'edit' ? dialog.tenant : null}
          onClose={() => setDialog(null)}
          onCreated={(tenant, password) => setDialog({ kind: 'password', tenant, password })}
        />
      ) : null}
      {dialog?.kind === 'password' ? (
        <TenantPasswordModal
          tenant={dialog.tenant}
          password={dialog.password}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
