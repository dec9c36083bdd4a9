import { CULTURES, CURRENCIES, type Culture, type Currency, LANGUAGES } from '@charterdesk/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  changePassword,
  closeAccount,
  logOutEverywhere,
  memberKeys,
  updateSettings,
} from '../../shared/api/member-api';
import { presentApiError } from '../../shared/api/present-api-error';
import { logout } from '../../shared/api/session';
import { replaceAuthToken } from '../../shared/auth/auth-token';
import { useMember } from '../../shared/auth/use-member';
import { changeAppLanguage, currentCulture } from '../../shared/i18n/i18n';
import { useCulture } from '../../shared/i18n/use-culture';
import { useFieldError } from '../../shared/i18n/use-field-error';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { placeServerErrors } from '../../shared/lib/form-server-errors';
import { useCurrency } from '../../shared/lib/use-currency';
import { useLazySchemaResolver } from '../../shared/lib/use-lazy-schema-resolver';
import { PageHeader } from '../../shared/ui/page-header';
import { PageLoader } from '../../shared/ui/page-loader';

const loadPasswordSchema = () => import('./account-checks').then((m) => m.changeMemberPasswordFormSchema);
const loadDeletionSchema = () => import('./account-checks').then((m) => m.deleteMemberAccountInputSchema);

/** /account/settings: language and currency kept on the account, newsletter, password, sessions, deletion. */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('pages');
  usePageTitle('pages:accountSettings.title');
  const { profile } = useMember();
  if (!profile) return <PageLoader />;
  return (
    <>
      <PageHeader title={tp('accountSettings.title')} intro={tp('accountSettings.intro')} />
      <Stack gap="xl" maw={640}>
        <Preferences
          defaults={{
            currency: profile.currency ?? '',
            newsletter: profile.newsletter,
          }}
        />
        <PasswordChange />
        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              {t('settings.everywhere')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.everywhereText')}
            </Text>
            <Button
              variant="default"
              onClick={async () => {
                await logOutEverywhere().catch(() => undefined);
                logout();
              }}
              data-testid="sign-out-everywhere"
            >
              {t('settings.everywhere')}
            </Button>
          </Stack>
        </Paper>
        <DeleteAccount />
      </Stack>
    </>
  );
}

/**
 * The language shown is the one the site is in, not the one stored on the account: sign-in applies the stored
 * one once it was saved here, so they differ only once the visitor switched since (the header's select,
 * `?locale=`), and that switch is their current choice. Saving keeps the page's language unless the select was
 * changed, and from then on sign-in applies it.
 */
function Preferences({ defaults }: { defaults: { currency: string; newsletter: boolean } }) {
  const { t, i18n } = useTranslation('account');
  const culture = useCulture();
  const queryClient = useQueryClient();
  const { setCurrency } = useCurrency();
  const form = useForm<{ language: Culture; currency: string; newsletter: boolean }>({
    defaultValues: { ...defaults, language: culture },
  });
  // a switch made while the page is open shows here too, unless the visitor picked a language in the select
  const shownCulture = useRef(culture);
  useEffect(() => {
    if (form.getValues('language') === shownCulture.current)
      form.resetField('language', { defaultValue: culture });
    shownCulture.current = culture;
  }, [culture, form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      const currency = (values.currency || null) as Currency | null;
      const saved = await updateSettings({
        language: values.language,
        currency,
        newsletter: values.newsletter,
      });
      queryClient.setQueryData(memberKeys.profile, saved);
      if (values.language !== currentCulture()) await changeAppLanguage(values.language);
      // only a currency picked here: the one the visitor switched the site to since stays
      if (currency && form.getFieldState('currency').isDirty) setCurrency(currency);
      // in the language the site is now in: this render's `t` is bound to the one it was drawn in
      notifications.show({ color: 'teal', message: i18n.t('account:settings.saved') });
    } catch (error) {
      presentApiError(error);
    }
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate data-testid="settings-form">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settings.preferences')}
          </Title>
          {/* one above the other on a phone: side by side, "Как на сайте" did not fit a 360 px screen */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label={t('settings.language')}
              data={CULTURES.map((c) => ({
                value: c,
                label: LANGUAGES.find((l) => l.locale === c)?.name ?? c,
              }))}
              {...form.register('language')}
            />
            <NativeSelect
              label={t('settings.currency')}
              data={[{ value: '', label: t('settings.currencyNone') }, ...CURRENCIES]}
              {...form.register('currency')}
            />
          </SimpleGrid>
          <Checkbox label={t('settings.newsletter')} {...form.register('newsletter')} />
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="settings-save">
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function PasswordChange() {
  const { t } = useTranslation('account');
  const form = useForm({
    resolver: useLazySchemaResolver(loadPasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', newPasswordRepeat: '' },
  });
  const { errors } = form.formState;
  const errorText = useFieldError();
  const [done, setDone] = useState(false);
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(false);
    try {
      const result = await changePassword(currentPassword, newPassword);
      // the change ended every session, this one too: carry on with the fresh token
      replaceAuthToken(result.accessToken);
      form.reset();
      setDone(true);
    } catch (error) {
      if (
        !placeServerErrors(error, form.setError, { key: 'accounts.wrong_password', field: 'currentPassword' })
      )
        presentApiError(error);
    }
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate data-testid="password-form">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settings.password')}
          </Title>
          {done ? <Alert color="teal">{t('settings.changed')}</Alert> : null}
          <PasswordInput
            label={t('settings.current')}
            autoComplete="current-password"
            {...form.register('currentPassword')}
            error={errorText(errors.currentPassword)}
          />
          <PasswordInput
            label={t('settings.new')}
            autoComplete="new-password"
            {...form.register('newPassword')}
            error={errorText(errors.newPassword)}
          />
          <PasswordInput
            label={t('settings.repeat')}
            autoComplete="new-password"
            {...form.register('newPasswordRepeat')}
            error={errorText(errors.newPasswordRepeat)}
          />
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('settings.change')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function DeleteAccount() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: useLazySchemaResolver(loadDeletionSchema),
    defaultValues: { password: '' },
  });
  const errorText = useFieldError();
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await closeAccount(password);
      notifications.show({ color: 'teal', message: t('settings.deleted') });
      logout();
    } catch (error) {
      if (!placeServerErrors(error, form.setError, { key: 'accounts.wrong_password', field: 'password' }))
        presentApiError(error);
    }
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('settings.delete')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.deleteText')}
        </Text>
        <Button color="red" variant="light" onClick={() => setOpen(true)} data-testid="delete-account">
          {t('settings.deleteButton')}
        </Button>
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('settings.deleteTitle')} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('settings.deleteText')}</Text>
            <PasswordInput
              label={t('settings.deletePassword')}
              autoComplete="current-password"
              {...form.register('password')}
              error={errorText(form.formState.errors.password)}
              data-testid="delete-account-password"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('profile.cancel')}
              </Button>
              <Button
                type="submit"
                color="red"
                loading={form.formState.isSubmitting}
                data-testid="delete-account-confirm"
              >
                {t('settings.deleteConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
