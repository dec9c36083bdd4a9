import type { TenantDto } from '@charterdesk/domain';
import { Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteTenant, tenantsQueryOptions } from '../api/tenants';
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
import { AdminPageHeader, NoPermission } from '../components/page-states';
import { RowIconButton, useConfirmDelete } from '../components/row-actions';
import { useAdminT } from '../lib/admin-i18n';
import { skipCount } from '../lib/list-params';
import { TenantFormModal } from './tenant-form-modal';

type Dialog = { kind: 'create' } | { kind: 'edit'; tenant: TenantDto } | null;

/** Site variants: managed by the host only. */
export function TenantsPage() {
  const { isHost } = useAdminSession();
  return isHost ? <TenantsList /> : <NoPermission />;
}

function TenantsList() {
  const { t } = useAdminT();
  const [state, update] = useListState();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery(
    tenantsQueryOptions({
      keyword: state.keyword,
      isActive: state.active,
      skipCount: skipCount(state),
      maxResultCount: state.size,
    }),
  );
  const confirmDelete = useConfirmDelete({
    mutationFn: (tenant: TenantDto) => deleteTenant(tenant.id),
    title: t('tenants.deleteTitle'),
    text: (tenant) => t('tenants.deleteText', { name: tenant.name }),
    deleted: (tenant) => t('tenants.deleted', { name: tenant.name }),
    invalidate: [['admin', 'tenants']],
  });

  return (
    <>
      <AdminPageHeader
        title={t('nav.tenants')}
        actions={
          <CreateButton onClick={() => setDialog({ kind: 'create' })} testId="admin-tenant-create">
            {t('tenants.create')}
          </CreateButton>
        }
      />
      <ListToolbar>
        <SearchBox
          keyword={state.keyword}
          onSearch={(keyword) => update({ keyword })}
          placeholder={t('tenants.searchPlaceholder')}
          testId="admin-tenant-search"
        />
        <ActiveFilterControl
          value={state.active}
          onChange={(active) => update({ active })}
          testId="admin-tenant-active-filter"
        />
      </ListToolbar>
      <ListTable
        query={list}
        state={state}
        onChange={update}
        columns={[
          { label: t('tenants.fields.tenancyName') },
          { label: t('tenants.fields.name') },
          { label: t('tenants.fields.domains') },
          { label: t('tenants.fields.allowedCurrencies') },
          { label: t('users.fields.status') },
        ]}
        actions={96}
        minWidth={760}
        testId="admin-tenants-table"
      >
        {(tenant) => (
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
                    <ListBadge key={domain} variant="outline" color="gray" radius="sm" tt="none">
                      {domain}
                    </ListBadge>
                  ))}
                </Group>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{tenant.allowedCurrencies.join(', ')}</Text>
            </Table.Td>
            <Table.Td>
              <StatusBadge active={tenant.isActive} />
            </Table.Td>
            <ActionsCell>
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <RowIconButton
                  tooltip={t('common.edit')}
                  label={t('tenants.editTitle', { name: tenant.name })}
                  icon={<IconPencil size={18} />}
                  onClick={() => setDialog({ kind: 'edit', tenant })}
                  testId={`admin-tenant-edit-${tenant.tenancyName}`}
                />
                <RowIconButton
                  tooltip={t('common.delete')}
                  label={t('tenants.deleteTitle')}
                  icon={<IconTrash size={18} />}
                  color="red"
                  onClick={() => confirmDelete(tenant)}
                  testId={`admin-tenant-delete-${tenant.tenancyName}`}
                />
              </Group>
            </ActionsCell>
          </Table.Tr>
        )}
      </ListTable>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <TenantFormModal
          tenant={dialog.kind === 'edit' ? dialog.tenant : null}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
