import { ActionIcon, Menu, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { openConfirmModal } from '../../../shared/ui/overlay-hosts';
import { useAdminT } from '../lib/admin-i18n';

/**
 * A row's "…" menu: Edit, any further items, then (after a divider) Delete. Without `onDelete` there
 * is no Delete (e.g. the signed-in user's own row).
 */
export function RowMenu({
  label,
  testId,
  onEdit,
  editTestId,
  onDelete,
  deleteTestId,
  children,
}: {
  /** the button's accessible name, e.g. "Actions for anna" */
  label: string;
  testId: string;
  onEdit: () => void;
  editTestId?: string;
  onDelete?: (() => void) | undefined;
  deleteTestId?: string;
  children?: ReactNode;
}) {
  const { t } = useAdminT();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label} data-testid={testId}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit} data-testid={editTestId}>
          {t('common.edit')}
        </Menu.Item>
        {children}
        {onDelete ? (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={onDelete}
              data-testid={deleteTestId}
            >
              {t('common.delete')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A small icon button of a row with its tooltip. */
export function RowIconButton({
  tooltip,
  label,
  icon,
  color,
  onClick,
  testId,
}: {
  tooltip: string;
  /** the accessible name (often more precise than the tooltip) */
  label: string;
  icon: ReactNode;
  color?: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Tooltip label={tooltip} withinPortal>
      <ActionIcon variant="subtle" color={color} onClick={onClick} aria-label={label} data-testid={testId}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** In place of the actions of a read-only row (the host's shared data): a lock that says why. */
export function ReadOnlyLock({
  label,
  testId,
  multiline,
}: {
  /** default: "shared by the main site" */
  label?: string;
  testId?: string;
  multiline?: boolean;
}) {
  const { t } = useAdminT();
  const text = label ?? t('definitions.sharedHint');
  return (
    <Tooltip label={text} withinPortal multiline={multiline} w={multiline ? 260 : undefined}>
      <ActionIcon variant="subtle" color="gray" aria-label={text} data-testid={testId}>
        <IconLock size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Asks before deleting a row; on success refreshes `invalidate` (in order) and says so.
 * Returns the function to call with the row.
 */
export function useConfirmDelete<T>({
  mutationFn,
  title,
  text,
  deleted,
  invalidate,
}: {
  mutationFn: (item: T) => Promise<unknown>;
  title: string;
  text: (item: T) => string;
  /** the notification after the delete */
  deleted: (item: T) => string;
  invalidate: readonly QueryKey[];
}) {
  const { t } = useAdminT();
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn });
  return (item: T) =>
    void openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{text(item)}</Text>,
      labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'admin-confirm-delete' } as never,
      onConfirm: () =>
        remove.mutate(item, {
          onSuccess: async () => {
            for (const queryKey of invalidate) await queryClient.invalidateQueries({ queryKey });
            notifications.show({ color: 'green', message: deleted(item) });
          },
        }),
    });
}
