import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useAdminT } from '../lib/admin-i18n';
import { FormAlert } from './page-states';

/**
 * A create/edit dialog: the form (`testId`), the server's refusals on top, the fields, then Cancel and
 * the submit button (`submitTestId`, spinning while `pending`). A click outside does not lose the input.
 */
export function FormModal({
  title,
  onClose,
  onSubmit,
  testId,
  messages,
  pending,
  submitLabel,
  submitTestId,
  size = 'lg',
  closeOnClickOutside = false,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  testId: string;
  /** the form's alert (`useServerErrors().messages`) */
  messages: readonly string[];
  pending: boolean;
  submitLabel: string;
  submitTestId: string;
  size?: ModalProps['size'];
  closeOnClickOutside?: boolean;
  children: ReactNode;
}) {
  const { t } = useAdminT();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size}
      centered
      closeOnClickOutside={closeOnClickOutside}
    >
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack>
          <FormAlert messages={messages} />
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid={submitTestId}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
