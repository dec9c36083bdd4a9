import { parseCulture } from '@charterdesk/domain';
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
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { authenticate, confirmEmail, logOut, profileQuery } from '../../shared/api/member-api';
import { presentApiError } from '../../shared/api/present-api-error';
import { clearAuthToken, storeAuthToken } from '../../shared/auth/auth-token';
import { notifyAuthChanged } from '../../shared/auth/use-member';
import { changeAppLanguage } from '../../shared/i18n/i18n';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { useCurrency } from '../../shared/lib/use-currency';
import { PageHeader } from '../../shared/ui/page-header';

// The sign-in page is a chunk of its own: it checks its two fields itself, so it needs neither zod nor
// the domain's forms, which the register and reset pages (auth-pages.tsx) bring.

/** Only a path of this site, never another one (`//evil.example`), as where to go after signing in. */
function safeReturnTo(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/account/dashboard';
  return value;
}

/** /login: e-mail and password (remember me); the e-mailed confirmation link lands here with ?confirm=. */
export function LoginPage() {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('pages');
  usePageTitle('pages:login.title');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { setCurrency } = useCurrency();
  const [notice, setNotice] = useState<'confirmed' | 'linkInvalid' | null>(null);
  const [failure, setFailure] = useState<'failed' | 'staff' | null>(null);
  const confirmToken = params.get('confirm');
  const confirming = useRef(false);
  const form = useForm({ defaultValues: { email: '', password: '', remember: true } });

  useEffect(() => {
    if (!confirmToken || confirming.current) return;
    confirming.current = true;
    confirmEmail(confirmToken)
      .then(() => setNotice('confirmed'))
      .catch((error) => {
        if (isApiError(error) && error.key === 'accounts.link_invalid') setNotice('linkInvalid');
        else presentApiError(error);
      });
  }, [confirmToken]);

  const submit = form.handleSubmit(async ({ email, password, remember }) => {
    setFailure(null);
    try {
      const result = await authenticate({
        userNameOrEmailAddress: email.trim(),
        password,
        rememberClient: remember,
      });
      storeAuthToken(result.accessToken, remember);
      let profile: Awaited<ReturnType<NonNullable<ReturnType<typeof profileQuery>['queryFn']>>>;
      try {
        profile = await queryClient.fetchQuery(profileQuery());
      } catch (error) {
        // a staff account on the public site: it has its own sign-in
        await logOut().catch(() => undefined);
        clearAuthToken();
        if (isApiError(error) && error.status === 403) return setFailure('staff');
        throw error;
      }
      // the language and currency the holder chose apply from the first page; an account a booking opened
      // only holds that booking's language, and the page's stays
      const language = profile.languageChosen ? parseCulture(profile.language) : null;
      if (language) await changeAppLanguage(language);
      if (profile.currency) setCurrency(profile.currency);
      notifyAuthChanged();
      navigate(safeReturnTo(params.get('returnTo')), { replace: true });
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 400)) setFailure('failed');
      else presentApiError(error);
    }
  });

  return (
    <>
      <PageHeader title={tp('login.title')} intro={tp('login.intro')} />
      <Paper withBorder p="lg" radius="md" maw={460}>
        <form onSubmit={submit} noValidate data-testid="login-form">
          <Stack gap="sm">
            {notice ? (
              <Alert color={notice === 'confirmed' ? 'teal' : 'orange'} data-testid={`login-${notice}`}>
                {t(`login.${notice}`)}
              </Alert>
            ) : null}
            <TextInput
              label={t('login.email')}
              type="email"
              autoComplete="email"
              required
              {...form.register('email', { required: true })}
              data-testid="login-email"
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              required
              {...form.register('password', { required: true })}
              data-testid="login-password"
            />
            <Checkbox label={t('login.remember')} {...form.register('remember')} />
            {failure ? (
              <Alert color="red" role="alert" data-testid="login-failed">
                {t(failure === 'staff' ? 'login.staff' : 'login.failed')}
                {failure === 'staff' ? (
                  <>
                    {' '}
                    <Anchor component={Link} to="/admin/login">
                      {t('login.staffLink')}
                    </Anchor>
                  </>
                ) : null}
              </Alert>
            ) : null}
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="login-submit">
              {t('login.submit')}
            </Button>
            <Group justify="space-between" gap="xs">
              <Anchor component={Link} to="/resetPassword" size="sm">
                {t('login.forgot')}
              </Anchor>
              <Text size="sm">
                {t('login.noAccount')}{' '}
                <Anchor component={Link} to="/register">
                  {t('login.register')}
                </Anchor>
              </Text>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
