import type { PagedResult } from '@charterdesk/domain';
import {
  Badge,
  type BadgeProps,
  Box,
  Button,
  Center,
  Group,
  Pagination,
  SegmentedControl,
  Select,
  Table,
  type TableThProps,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconPlus, IconSearch, IconSelector } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAdminT } from '../lib/admin-i18n';
import {
  type ActiveFilter,
  type ListState,
  nextSort,
  PAGE_SIZES,
  pageCount,
  type Sort,
} from '../lib/list-params';
import { useScopedListState } from '../lib/use-scoped-list-state';
import classes from './list-parts.module.css';
import { PageLoading, QueryError } from './page-states';

const NO_SORT: readonly string[] = [];

/**
 * The list's search, filter, sort and page, read from and written to the URL: the scoped list state
 * without a prefix (other query keys, such as a page's own filters, are kept).
 */
export function useListState(sortColumns: readonly string[] = NO_SORT) {
  return useScopedListState('', sortColumns);
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

/** The page header's main action: "New …". */
export function CreateButton({
  onClick,
  testId,
  disabled,
  children,
}: {
  onClick: () => void;
  testId: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button leftSection={<IconPlus size={18} />} onClick={onClick} disabled={disabled} data-testid={testId}>
      {children}
    </Button>
  );
}

/** The row of search and filters above a list; wraps on a narrow screen. */
export function ListToolbar({ align, children }: { align?: 'flex-end'; children: ReactNode }) {
  return (
    <Group mb="md" gap="sm" align={align} className={classes.toolbar}>
      {children}
    </Group>
  );
}

/** The list's search box: typing is debounced into the URL, and the box follows the URL unless focused. */
export function SearchBox({
  keyword,
  onSearch,
  placeholder,
  testId,
  w = 320,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
  placeholder: string;
  testId: string;
  /** width from the `xs` breakpoint up (full width below) */
  w?: number;
}) {
  const { t } = useAdminT();
  const [value, setValue] = useState(keyword);
  const input = useRef<HTMLInputElement>(null);
  // the URL can change under the box (a tab, the back button): follow it unless the user is typing
  useEffect(() => {
    if (document.activeElement !== input.current) setValue(keyword);
  }, [keyword]);
  const search = useDebouncedCallback((next: string) => onSearch(next.trim()), 350);
  return (
    <TextInput
      ref={input}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      leftSection={<IconSearch size={16} />}
      placeholder={placeholder}
      aria-label={t('common.search')}
      w={{ base: '100%', xs: w }}
      data-testid={testId}
    />
  );
}

/** All / active / inactive. */
export function ActiveFilterControl({
  value,
  onChange,
  testId,
}: {
  value: ActiveFilter;
  onChange: (active: ActiveFilter) => void;
  testId?: string;
}) {
  const { t } = useAdminT();
  return (
    <SegmentedControl
      value={value || 'all'}
      onChange={(next) => onChange(next === 'all' ? '' : (next as ActiveFilter))}
      data={[
        { value: 'all', label: t('list.all') },
        { value: 'true', label: t('list.active') },
        { value: 'false', label: t('list.inactive') },
      ]}
      aria-label={t('list.activeFilter')}
      data-testid={testId}
    />
  );
}

/** A badge that keeps its full text in a table that shrinks its columns. */
export function ListBadge({
  children,
  ...props
}: BadgeProps & { children: ReactNode; 'data-testid'?: string }) {
  return (
    <Badge classNames={{ root: classes.badge, label: classes.badgeLabel }} {...props}>
      {children}
    </Badge>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useAdminT();
  return (
    <ListBadge color={active ? 'green' : 'gray'} variant="light">
      {active ? t('list.statusActive') : t('list.statusInactive')}
    </ListBadge>
  );
}

/** Active/inactive, "shared" for the host's read-only rows, and any further badges. */
export function DefinitionStatus({
  active,
  shared,
  children,
}: {
  active: boolean;
  shared: boolean;
  children?: ReactNode;
}) {
  const { t } = useAdminT();
  return (
    <Group gap={4}>
      <StatusBadge active={active} />
      {shared ? (
        <ListBadge color="gray" variant="outline">
          {t('definitions.shared')}
        </ListBadge>
      ) : null}
      {children}
    </Group>
  );
}

/** A column heading; with `sort`, a sortable one (`admin-sort-<sort>`). */
export interface Column extends Omit<TableThProps, 'children'> {
  label: string;
  sort?: string;
}

/**
 * The bordered table card: headings from `columns` (plus a hidden "actions" heading of width `actions`,
 * whose cells stay in view when the table scrolls sideways), rows as children.
 */
export function TableCard({
  columns,
  actions,
  sort = null,
  onSort,
  minWidth,
  testId,
  highlightOnHover = true,
  dimmed = false,
  children,
}: {
  columns: readonly Column[];
  actions?: number;
  sort?: Sort | null;
  onSort?: (sort: Sort | null) => void;
  minWidth: number;
  testId: string;
  highlightOnHover?: boolean;
  /** an older answer shown while the next one loads */
  dimmed?: boolean;
  children: ReactNode;
}) {
  const { t } = useAdminT();
  return (
    <Box className={classes.tableCard} style={{ opacity: dimmed ? 0.6 : 1 }}>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table highlightOnHover={highlightOnHover} verticalSpacing="sm" data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map(({ label, sort: column, ...props }) =>
                column && onSort ? (
                  <SortableTh key={column} column={column} sort={sort} onSort={onSort}>
                    {label}
                  </SortableTh>
                ) : (
                  <Table.Th key={label} {...props}>
                    {label}
                  </Table.Th>
                ),
              )}
              {actions ? (
                <Table.Th w={actions} className={classes.actionsCell}>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}

/** The cell of a row's actions: stays in view while a wide table scrolls sideways. */
export function ActionsCell({ children, stopClicks }: { children: ReactNode; stopClicks?: boolean }) {
  return (
    <Table.Td
      className={classes.actionsCell}
      onClick={stopClicks ? (event) => event.stopPropagation() : undefined}
    >
      {children}
    </Table.Td>
  );
}

interface PagedQuery<T> {
  data: PagedResult<T> | undefined;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * A paged list from the URL state: the load error or spinner, then the table card (dimmed while the
 * next page loads, an empty row when nothing matches), the total and the paging; `after` below it.
 */
export function ListTable<T>({
  query,
  state,
  onChange,
  columns,
  actions,
  minWidth,
  testId,
  highlightOnHover,
  emptyText,
  loadingPy,
  after,
  children,
}: {
  query: PagedQuery<T>;
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
  columns: readonly Column[];
  actions?: number;
  minWidth: number;
  testId: string;
  highlightOnHover?: boolean;
  emptyText?: string;
  loadingPy?: number;
  after?: ReactNode;
  /** one row */
  children: (item: T) => ReactNode;
}) {
  const { t } = useAdminT();
  const data = query.data;
  if (query.isError && !data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!data) return <PageLoading py={loadingPy} />;
  return (
    <>
      <TableCard
        columns={columns}
        actions={actions}
        sort={state.sort}
        onSort={(sort) => onChange({ sort })}
        minWidth={minWidth}
        testId={testId}
        highlightOnHover={highlightOnHover}
        dimmed={query.isPlaceholderData}
      >
        {data.items.length === 0 ? (
          <EmptyRow colSpan={columns.length + (actions ? 1 : 0)} text={emptyText ?? t('list.empty')} />
        ) : (
          data.items.map(children)
        )}
      </TableCard>
      <ListFooter state={state} totalCount={data.totalCount} onChange={onChange} />
      {after}
    </>
  );
}
