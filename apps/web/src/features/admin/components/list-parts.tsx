import { Center, Group, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminT } from '../lib/admin-i18n';
import {
  type ListState,
  listStateToParams,
  nextSort,
  PAGE_SIZES,
  pageCount,
  parseListState,
  type Sort,
} from '../lib/list-params';
import classes from './list-parts.module.css';

/** The list's search, filter, sort and page, read from and written to the URL. */
export function useListState(sortColumns: readonly string[] = []) {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the state
  const state = useMemo(() => parseListState(searchParams, sortColumns), [key, sortColumns]);
  const update = useCallback(
    (patch: Partial<ListState>) => {
      // any change but paging starts again from the first page
      const resetsPage = Object.keys(patch).some((k) => k !== 'page');
      const next = { ...state, ...(resetsPage ? { page: 1 } : {}), ...patch };
      setSearchParams(listStateToParams(next), { replace: true });
    },
    [state, setSearchParams],
  );
  return [state, update] as const;
}

export function SortableTh({
  column,
  sort,
  onSort,
  children,
}: {
  column: string;
  sort: Sort | null;
  onSort: (sort: Sort | null) => void;
  children: ReactNode;
}) {
  const active = sort?.column === column;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={classes.sortTh}
    >
      <UnstyledButton
        onClick={() => onSort(nextSort(sort, column))}
        className={classes.sortButton}
        data-testid={`admin-sort-${column}`}
      >
        <Group gap={4} wrap="nowrap">
          <span>{children}</span>
          <Icon size={14} aria-hidden="true" className={classes.sortIcon} data-active={active || undefined} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export function ListFooter({
  state,
  totalCount,
  onChange,
}: {
  state: ListState;
  totalCount: number;
  onChange: (patch: Partial<ListState>) => void;
}) {
  const { t } = useAdminT();
  const pages = pageCount(totalCount, state.size);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" data-testid="admin-list-total">
        {t('list.total', { count: totalCount })}
      </Text>
      <Group gap="sm">
        <Select
          size="xs"
          w={120}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: t('list.perPage', { size }) }))}
          value={String(state.size)}
          onChange={(value) => value && onChange({ size: Number(value) })}
          allowDeselect={false}
          aria-label={t('list.pageSize')}
          comboboxProps={{ withinPortal: true }}
          data-testid="admin-list-page-size"
        />
        {pages > 1 ? (
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(state.page, pages)}
            onChange={(page) => onChange({ page })}
            siblings={1}
            boundaries={1}
            getControlProps={(control) => ({
              'aria-label': t(`list.${control}`),
            })}
            data-testid="admin-list-pagination"
          />
        ) : null}
      </Group>
    </Group>
  );
}

export function EmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan} p={0}>
        {/* stays centred in the visible part of a table that scrolls sideways on a phone */}
        <Center py="xl" px="md" className={classes.empty}>
          <Text c="dimmed" ta="center">
            {text}
          </Text>
        </Center>
      </Table.Td>
    </Table.Tr>
  );
}
