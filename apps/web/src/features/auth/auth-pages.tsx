import {
  registerFormSchema,
  resetPasswordFormSchema,
  sendPasswordResetLinkInputSchema,
} from '@charterdesk/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { register, resetPassword, sendPasswordResetLink } from '../../shared/api/member-api';
import { presentApiError } from '../../shared/api/present-api-error';
import { useFieldError } from '../../shared/i18n/use-field-error';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { placeServerErrors } from '../../shared/lib/form-server-errors';
import { useZodResolver } from '../../shared/lib/use-zod-resolver';
import { PageHeader } from '../../shared/ui/page-header';

/** /register: a member account, confirmed by the e-mailed link before the first sign-in. */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('pages');
  usePageTitle('pages:register.title');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: useZodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      surname: '',
      emailAddress: '',
      password: '',
      passwordRepeat: '',
      newsletter: false,
      isAdult: false as unknown as true,
      termsAccepted: false as unknown as true,
    },
  });
  const { errors } = form.formState;
  const fieldError = useFieldError();
  const submit = form.handleSubmit(async ({ passwordRepeat: _repeat, userName: _user, ...body }) => {
    try {
      await register(body);
      setSentTo(body.emailAddress);
    } catch (error) {
      if (!placeServerErrors(error, form.setError)) presentApiError(error);
    }
  });

  if (sentTo) {
    return (
      <>
        <PageHeader title={t('register.sentTitle')} />
        <Alert color="teal" maw={560} data-testid="register-sent">
          {t('register.sent', { email: sentTo })}
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={tp('register.title')} intro={tp('register.intro')} />
      <Paper withBorder p="lg" radius="md" maw={560}>
        <form onSubmit={submit} noValidate data-testid="register-form">
          <Stack gap="sm">
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label={t('register.name')}
                autoComplete="given-name"
                required
                {...form.register('name')}
                error={fieldError(errors.name)}
                data-testid="register-name"
              />
              <TextInput
                label={t('register.surname')}
                autoComplete="family-name"
                required
                {...form.register('surname')}
                error={fieldError(errors.surname)}
                data-testid="register-surname"
              />
            </Group>
            <TextInput
              label={t('register.email')}
              type="email"
              autoComplete="email"
              required
              {...form.register('emailAddress')}
              error={fieldError(errors.emailAddress)}
              data-testid="register-email"
            />
            <PasswordInput
              label={t('register.password')}
              description={t('register.passwordHint')}
              autoComplete="new-password"
              required
              {...form.register('password')}
              error={fieldError(errors.password)}
              data-testid="register-password"
            />
            <PasswordInput
              label={t('register.passwordRepeat')}
              autoComplete="new-password"
              required
              {...form.register('passwordRepeat')}
              error={fieldError(errors.passwordRepeat)}
              data-testid="register-password-repeat"
            />
            <Checkbox label={t('register.newsletter')} {...form.register('newsletter')} />
            <Checkbox
              label={t('register.adult')}
              {...form.register('isAdult')}
              error={fieldError(errors.isAdult)}
              data-testid="register-adult"
            />
            <Checkbox
              label={
                <>
                  {t('register.terms')} (
                  <Anchor component={Link} to="/terms" target="_blank">
                    {t('register.termsLink')}
                  </Anchor>
                  )
                </>
              }
              {...form.register('termsAccepted')}
              error={fieldError(errors.termsAccepted)}
              data-testid="register-terms"
            />
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="register-submit">
              {t('register.submit')}
            </Button>
            <Text size="sm">
              {t('register.haveAccount')}{' '}
              <Anchor component={Link} to="/login">
                {t('login.submit')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </>
  );
}

/**
 * /resetPassword: without a token, asks for a link by e-mail (the same answer for any address); with
 * ?token= (and &set=1 for the first password of an account a booking opened), sets the new password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('pages');
  usePageTitle('pages:resetPassword.title');
  const fieldError = useFieldError();
  const [params] = useSearchParams();
  const token = params.get('token');
  const firstPassword = params.get('set') === '1';
  const [done, setDone] = useState<'member' | 'staff' | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [requested, setRequested] = useState(false);

  const request = useForm({
    resolver: useZodResolver(sendPasswordResetLinkInputSchema),
    defaultValues: { emailAddress: '' },
  });
  const choose = useForm({
    resolver: useZodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', newPasswordRepeat: '' },
  });

  const submitRequest = request.handleSubmit(async ({ emailAddress }) => {
    try {
      await sendPasswordResetLink(emailAddress);
      setRequested(true);
    } catch (error) {
      if (!placeServerErrors(error, request.setError)) presentApiError(error);
    }
  });
  const submitPassword = choose.handleSubmit(async ({ newPassword }) => {
    try {
      const result = await resetPassword(token ?? '', newPassword);
      setDone(result.kind);
    } catch (error) {
      if (isApiError(error) && error.key === 'accounts.link_invalid') setLinkInvalid(true);
      else if (!placeServerErrors(error, choose.setError)) presentApiError(error);
    }
  });

  const title =
    token && !linkInvalid
      ? firstPassword
        ? t('reset.setTitle')
        : t('reset.newTitle')
      : tp('resetPassword.title');
  return (
    <>
      <PageHeader title={title} intro={token && !linkInvalid ? undefined : tp('resetPassword.intro')} />
      <Paper withBorder p="lg" radius="md" maw={460}>
        {done ? (
          <Stack gap="sm" align="flex-start" data-testid="reset-done">
            <Alert color="teal" w="100%">
              {t('reset.done')}
            </Alert>
            <Button component={Link} to={done === 'staff' ? '/admin/login' : '/login'}>
              {t(done === 'staff' ? 'reset.toAdmin' : 'reset.toLogin')}
            </Button>
          </Stack>
        ) : token && !linkInvalid ? (
          <form onSubmit={submitPassword} noValidate data-testid="reset-form">
            <Stack gap="sm">
              <PasswordInput
                label={t('reset.password')}
                description={t('register.passwordHint')}
                autoComplete="new-password"
                required
                {...choose.register('newPassword')}
                error={fieldError(choose.formState.errors.newPassword)}
                data-testid="reset-password"
              />
              <PasswordInput
                label={t('reset.passwordRepeat')}
                autoComplete="new-password"
                required
                {...choose.register('newPasswordRepeat')}
                error={fieldError(choose.formState.errors.newPasswordRepeat)}
                data-testid="reset-password-repeat"
              />
              <Button type="submit" loading={choose.formState.isSubmitting} data-testid="reset-submit">
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        ) : (
          <form onSubmit={submitRequest} noValidate data-testid="reset-request-form">
            <Stack gap="sm">
              {linkInvalid ? (
                <Alert color="orange" data-testid="reset-link-invalid">
                  {t('reset.linkInvalid')}
                </Alert>
              ) : null}
              {requested ? (
                <Alert color="teal" data-testid="reset-sent">
                  {t('reset.sent')}
                </Alert>
              ) : null}
              <TextInput
                label={t('reset.email')}
                type="email"
                autoComplete="email"
                required
                {...request.register('emailAddress')}
                error={fieldError(request.formState.errors.emailAddress)}
                data-testid="reset-email"
              />
              <Button type="submit" loading={request.formState.isSubmitting} data-testid="reset-request">
                {t('reset.request')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </>
  );
}
