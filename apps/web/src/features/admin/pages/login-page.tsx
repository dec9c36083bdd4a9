import { LANGUAGES } from '@charterdesk/domain';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { changeAppLanguage } from '../../../shared/i18n/i18n';
import { parseLocaleParam } from '../../../shared/i18n/initial-locale';
import { useAppName } from '../../../shared/i18n/use-app-name';
import { formatDocumentTitle } from '../../../shared/i18n/use-page-title';
import { useInBrowser } from '../../../shared/lib/drawn-page';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { adminSessionQueryOptions, currentTenantQueryOptions } from '../api/admin-session';
import { authenticate, isTenantAvailable } from '../api/auth';
import { PageLoading } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { ADMIN_HOME_PATH } from '../lib/admin-nav';
import { safeReturnUrl, setTenantCookie, storeAuthToken } from '../lib/auth-storage';
import { errorText } from '../lib/form-errors';
import { useServerErrors } from '../lib/use-admin-form';
import classes from './login-page.module.css';

/**
 * Sign-in input plus the optional site variant (tenancy name; empty = the host). The page checks its few
 * fields itself, as the rules of authenticateInputSchema and tenancyNameSchema say (lengths through the
 * inputs' maxLength), so the back office's first page loads without zod; the server checks them again.
 */
interface LoginValues {
  userNameOrEmailAddress: string;
  password: string;
  rememberClient: boolean;
  tenancyName: string;
}
const FIELDS = ['userNameOrEmailAddress', 'password', 'tenancyName'] as const;
const TENANCY_NAME = /^[a-zA-Z][a-zA-Z0-9_-]{1,}$/;
const required = (value: string) => value.trim() !== '' || 'Validation.Required';

export function LoginPage() {
  const { t, culture } = useAdminT();
  const appName = useAppName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'), ADMIN_HOME_PATH);
  const session = useQuery(adminSessionQueryOptions());
  const currentTenant = useQuery(currentTenantQueryOptions());
  const [pending, setPending] = useState(false);
  const inBrowser = useInBrowser();

  const form = useForm<LoginValues>({
    defaultValues: { userNameOrEmailAddress: '', password: '', rememberClient: false, tenancyName: '' },
  });
  const serverErrors = useServerErrors(form.setError, FIELDS);
  const { errors } = form.formState;

  useEffect(() => {
    document.title = formatDocumentTitle(appName, t('login.title'));
  }, [appName, t]);

  // The site variant the tenant cookie selects now, unless the user has typed one already.
  useEffect(() => {
    const name = currentTenant.data?.tenancyName;
    if (name && !form.getFieldState('tenancyName').isDirty) form.setValue('tenancyName', name);
  }, [currentTenant.data, form]);

  if (session.isPending) return <PageLoading py={160} />;
  if (session.data?.userId) return <Navigate to={returnUrl} replace />;

  const submit = form.handleSubmit(async (input) => {
    const values = {
      ...input,
      userNameOrEmailAddress: input.userNameOrEmailAddress.trim(),
      tenancyName: input.tenancyName.trim(),
    };
    serverErrors.clear();
    setPending(true);
    try {
      if (values.tenancyName) {
        let availability: Awaited<ReturnType<typeof isTenantAvailable>>;
        try {
          availability = await isTenantAvailable(values.tenancyName);
        } catch (error) {
          serverErrors.handle(error);
          return;
        }
        if (availability.state !== 'available') {
          form.setError(
            'tenancyName',
            {
              type: 'server',
              message: `admin:${availability.state === 'inactive' ? 'login.tenantInactive' : 'login.tenantNotFound'}`,
            },
            { shouldFocus: true },
          );
          return;
        }
        setTenantCookie(availability.tenantId);
      } else {
        setTenantCookie(null);
      }

      let token: string;
      try {
        const result = await authenticate({
          userNameOrEmailAddress: values.userNameOrEmailAddress,
          password: values.password,
          rememberClient: values.rememberClient,
        });
        token = result.accessToken;
      } catch (error) {
        // 401 "Login failed!" and 429 "Too many requests" (with their details) go in the alert,
        // 400 next to the fields, anything else in the error dialog
        serverErrors.handle(error);
        return;
      }
      storeAuthToken(token, values.rememberClient);
      queryClient.removeQueries({ queryKey: ['admin'] });
      await navigate(returnUrl, { replace: true });
    } finally {
      setPending(false);
    }
  });

  return (
    <Box className={classes.page}>
      <Group justify="flex-end" p="md">
        <NativeSelect
          size="xs"
          w={120}
          data={LANGUAGES.map((language) => ({ value: language.locale, label: language.name }))}
          value={culture}
          onChange={(event) => {
            const next = parseLocaleParam(event.currentTarget.value);
            if (next) changeAppLanguage(next).catch((error: unknown) => console.error(error));
          }}
          aria-label={t('login.language')}
          data-testid="admin-login-language"
        />
      </Group>
      <Center className={classes.center}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', xs: 'xl' }} className={classes.card}>
          <Stack gap="lg">
            <Stack gap={6} align="center" ta="center">
              <BrandMark size={48} />
              <Title order={1} size="h3">
                {t('login.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('login.subtitle', { appName })}
              </Text>
            </Stack>
            {/* Drawn by the server, the form shows before the app runs: it takes input once the app has started
                (nothing typed is lost to the app's first render), and it never submits natively (that
                would put the password in a URL). */}
            <form onSubmit={submit} method="post" noValidate data-testid="admin-login-form">
              <fieldset disabled={!inBrowser} className={classes.fields}>
                <Stack>
                  {serverErrors.messages.length > 0 ? (
                    <Alert
                      color="red"
                      variant="light"
                      icon={<IconAlertCircle />}
                      role="alert"
                      data-testid="admin-login-error"
                    >
                      {serverErrors.messages.map((message) => (
                        <Text size="sm" key={message}>
                          {message}
                        </Text>
                      ))}
                    </Alert>
                  ) : null}
                  <TextInput
                    label={t('login.userName')}
                    autoComplete="username"
                    required
                    data-autofocus
                    error={errorText(culture, t, errors.userNameOrEmailAddress?.message)}
                    maxLength={256}
                    data-testid="admin-login-username"
                    {...form.register('userNameOrEmailAddress', { validate: required })}
                  />
                  <PasswordInput
                    label={t('login.password')}
                    autoComplete="current-password"
                    required
                    error={errorText(culture, t, errors.password?.message)}
                    maxLength={128}
                    data-testid="admin-login-password"
                    {...form.register('password', {
                      validate: (value) => value !== '' || 'Validation.Required',
                    })}
                  />
                  <TextInput
                    label={t('login.tenant')}
                    description={t('login.tenantHint')}
                    autoComplete="organization"
                    autoCapitalize="none"
                    spellCheck={false}
                    error={errorText(culture, t, errors.tenancyName?.message)}
                    maxLength={64}
                    data-testid="admin-login-tenant"
                    {...form.register('tenancyName', {
                      validate: (value) =>
                        value.trim() === '' || TENANCY_NAME.test(value.trim()) || 'Validation.TenancyName',
                    })}
                  />
                  <Checkbox
                    label={t('login.remember')}
                    data-testid="admin-login-remember"
                    {...form.register('rememberClient')}
                  />
                  <Button type="submit" fullWidth loading={pending} data-testid="admin-login-submit">
                    {t('login.submit')}
                  </Button>
                </Stack>
              </fieldset>
            </form>
            <Anchor component={Link} to="/" size="sm" ta="center">
              {t('login.backToSite')}
            </Anchor>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
