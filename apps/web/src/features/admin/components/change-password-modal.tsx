import { changePasswordInputSchema } from '@charterdesk/domain';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changeOwnPassword } from '../api/users';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { useServerErrors, useZodResolver } from '../lib/use-admin-form';
import { FormAlert } from './page-states';

const schema = changePasswordInputSchema
  .extend({ newPasswordRepeat: z.string() })
  .refine((v) => v.newPassword === v.newPasswordRepeat, {
    path: ['newPasswordRepeat'],
    error: 'admin:validation.passwordsDiffer',
  });
type Values = z.input<typeof schema>;

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordRepeat'] as const;
const KEY_FIELDS = { 'identity.wrong_password': 'currentPassword' } as const;
const EMPTY: Values = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, culture } = useAdminT();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: useZodResolver(schema),
    defaultValues: EMPTY,
  });
  const serverErrors = useServerErrors(form.setError, FIELDS, KEY_FIELDS);
  const mutation = useMutation({ mutationFn: changeOwnPassword });
  const { errors } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    serverErrors.clear();
    onClose();
  };

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    serverErrors.clear();
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      serverErrors.handle(error);
      return;
    }
    notifications.show({ color: 'green', message: t('changePassword.done') });
    close();
  });

  return (
    <Modal opened={opened} onClose={close} title={t('changePassword.title')} centered>
      <form onSubmit={submit} noValidate data-testid="admin-change-password-form">
        <Stack>
          <FormAlert messages={serverErrors.messages} />
          <PasswordInput
            label={t('changePassword.current')}
            autoComplete="current-password"
            required
            data-autofocus
            error={errorText(culture, t, errors.currentPassword?.message)}
            {...form.register('currentPassword')}
          />
          <PasswordInput
            label={t('changePassword.new')}
            description={t('users.passwordHint')}
            autoComplete="new-password"
            required
            error={errorText(culture, t, errors.newPassword?.message)}
            {...form.register('newPassword')}
          />
          <PasswordInput
            label={t('changePassword.repeat')}
            autoComplete="new-password"
            required
            error={errorText(culture, t, errors.newPasswordRepeat?.message)}
            {...form.register('newPasswordRepeat')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="admin-change-password-submit">
              {t('changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
