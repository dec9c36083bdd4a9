import type { PackageTypeDto } from '@charterdesk/domain';
import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deletePackageType, packageTypeListQueryOptions } from '../api/definitions';
import {
  ActionsCell,
  ActiveFilterControl,
  CreateButton,
  DefinitionStatus,
  ListTable,
  ListToolbar,
  SearchBox,
  useListState,
} from '../components/list-parts';
import { AdminPageHeader } from '../components/page-states';
import { ReadOnlyLock, RowMenu, useConfirmDelete } from '../components/row-actions';
import { useAdminT } from '../lib/admin-i18n';
import { formatSort, skipCount } from '../lib/list-params';
import { PackageTypeFormModal } from './package-type-form-modal';

const SORT_COLUMNS = ['Name', 'PassengerCapacity', 'BaggageCapacity', 'SortOrder'] as const;

type Dialog = { kind: 'create' } | { kind: 'edit'; packageType: PackageTypeDto } | null;

/** Vehicle types transfers are sold in: shared (host) ones read-only, own ones editable. */
export function PackageTypesPage() {
  const { t, culture } = useAdminT();
  const [state, update] = useListState(SORT_COLUMNS);
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
  const confirmDelete = useConfirmDelete({
    mutationFn: (p: PackageTypeDto) => deletePackageType(p.id),
    title: t('packageTypes.deleteTitle'),
    text: (p) => t('packageTypes.deleteText', { name: p.name }),
    deleted: (p) => t('packageTypes.deleted', { name: p.name }),
    invalidate: [['admin', 'definitions', 'packageTypes']],
  });

  return (
    <>
      <AdminPageHeader
        title={t('nav.packageTypes')}
        actions={
          <CreateButton onClick={() => setDialog({ kind: 'create' })} testId="admin-package-type-create">
            {t('packageTypes.create')}
          </CreateButton>
        }
      />
      <ListToolbar>
        <SearchBox
          keyword={state.keyword}
          onSearch={(keyword) => update({ keyword })}
          placeholder={t('packageTypes.searchPlaceholder')}
          testId="admin-package-type-search"
        />
        <ActiveFilterControl
          value={state.active}
          onChange={(active) => update({ active })}
          testId="admin-package-type-active-filter"
        />
      </ListToolbar>

      <ListTable
        query={list}
        state={state}
        onChange={update}
        columns={[
          { label: t('packageTypes.fields.name'), sort: 'Name' },
          { label: t('packageTypes.fields.passengerCapacity'), sort: 'PassengerCapacity' },
          { label: t('packageTypes.fields.baggageCapacity'), sort: 'BaggageCapacity' },
          { label: t('packageTypes.fields.sortOrder'), sort: 'SortOrder' },
          { label: t('definitions.fields.status') },
        ]}
        actions={56}
        minWidth={720}
        testId="admin-package-types-table"
      >
        {(p) => (
          <Table.Tr key={p.id} data-testid={`admin-package-type-row-${p.id}`}>
            <Table.Td fw={600}>{p.name}</Table.Td>
            <Table.Td>{p.passengerCapacity}</Table.Td>
            <Table.Td>{p.baggageCapacity}</Table.Td>
            <Table.Td c="dimmed">{p.sortOrder}</Table.Td>
            <Table.Td>
              <DefinitionStatus active={p.isActive} shared={p.isReadOnly} />
            </Table.Td>
            <ActionsCell>
              {p.isReadOnly ? (
                <ReadOnlyLock />
              ) : (
                <RowMenu
                  label={t('definitions.actionsFor', { name: p.name })}
                  testId={`admin-package-type-actions-${p.id}`}
                  onEdit={() => setDialog({ kind: 'edit', packageType: p })}
                  editTestId="admin-package-type-edit"
                  onDelete={() => confirmDelete(p)}
                  deleteTestId="admin-package-type-delete"
                />
              )}
            </ActionsCell>
          </Table.Tr>
        )}
      </ListTable>
      {dialog ? (
        <PackageTypeFormModal
          packageType={dialog.kind === 'edit' ? dialog.packageType : null}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
