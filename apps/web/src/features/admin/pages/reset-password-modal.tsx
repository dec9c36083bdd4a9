import { resetPasswordInputSchema, type UserDto } from '@charterdesk/domain';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { resetUserPassword } from '../api/users';
import { FormAlert } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { useServerErrors, useZodResolver } from '../lib/use-admin-form';

const schema = resetPasswordInputSchema
  .extend({ newPasswordRepeat: z.string() })
  .refine((v) => v.newPassword === v.newPasswordRepeat, {
    path: ['newPasswordRepeat'],
    error: 'admin:validation.passwordsDiffer',
  });
type Values = z.input<typeof schema>;
const FIELDS = ['adminPassword', 'newPassword', 'newPasswordRepeat'] as const;
const KEY_FIELDS = { 'identity.wrong_password': 'adminPassword' } as const;

/** An admin sets another user's password, confirming with their own. */
export function ResetPasswordModal({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const { t, culture } = useAdminT();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: useZodResolver(schema),
    defaultValues: { adminPassword: '', userId: user.id, newPassword: '', newPasswordRepeat: '' },
  });
  const serverErrors = useServerErrors(form.setError, FIELDS, KEY_FIELDS);
  const mutation = useMutation({ mutationFn: resetUserPassword });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ adminPassword, userId, newPassword }) => {
    serverErrors.clear();
    try {
      await mutation.mutateAsync({ adminPassword, userId, newPassword });
    } catch (error) {
      serverErrors.handle(error);
      return;
    }
    notifications.show({ color: 'green', message: t('resetPassword.done', { userName: user.userName }) });
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={t('resetPassword.title')} centered closeOnClickOutside={false}>
      <form onSubmit={submit} noValidate data-testid="admin-reset-password-form">
        <Stack>
          <Text size="sm">{t('resetPassword.intro', { userName: user.userName })}</Text>
          <FormAlert messages={serverErrors.messages} />
          <PasswordInput
            label={t('resetPassword.new')}
            description={t('users.passwordHint')}
            required
            autoComplete="new-password"
            data-autofocus
            error={errorText(culture, t, errors.newPassword?.message)}
            data-testid="admin-reset-password-new"
            {...form.register('newPassword')}
          />
          <PasswordInput
            label={t('resetPassword.repeat')}
            required
            autoComplete="new-password"
            error={errorText(culture, t, errors.newPasswordRepeat?.message)}
            data-testid="admin-reset-password-repeat"
            {...form.register('newPasswordRepeat')}
          />
          <Alert variant="light" color="gray">
            <PasswordInput
              label={t('resetPassword.adminPassword')}
              description={t('resetPassword.adminPasswordHint')}
              required
              autoComplete="current-password"
              error={errorText(culture, t, errors.adminPassword?.message)}
              data-testid="admin-reset-password-admin"
              {...form.register('adminPassword')}
            />
          </Alert>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="admin-reset-password-submit">
              {t('resetPassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
