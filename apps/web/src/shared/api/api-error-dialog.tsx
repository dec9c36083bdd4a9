import { Text } from '@mantine/core';
import { openModal } from '../ui/overlay-hosts';
import type { ErrorDialogContent } from './api-client';

const openDialogs = new Set<string>();

/**
 * The error dialog of spec §8: the message as title, the details as text, no confirm button (closable).
 * The same error raised by parallel requests is shown once.
 */
export function showApiErrorDialog({ title, details }: ErrorDialogContent): void {
  const id = `api-error:${title}\n${details}`;
  if (openDialogs.has(id)) return;
  openDialogs.add(id);
  void openModal({
    modalId: id,
    title: (
      <Text fw={700} size="lg" component="span">
        {title}
      </Text>
    ),
    centered: true,
    children: details ? (
      <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="api-error-details">
        {details}
      </Text>
    ) : null,
    onClose: () => {
      openDialogs.delete(id);
    },
  });
}
