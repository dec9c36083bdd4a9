import { authenticateInputSchema, LANGUAGES, tenancyNameSchema } from '@charterdesk/domain';
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
import { z } from 'zod';
import { changeAppLanguage } from '../../../shared/i18n/i18n';
import { parseLocaleParam } from '../../../shared/i18n/initial-locale';
import { useAppName } from '../../../shared/i18n/use-app-name';
import { formatDocumentTitle } from '../../../shared/i18n/use-page-title';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { adminSessionQueryOptions, currentTenantQueryOptions } from '../api/admin-session';
import { authenticate, isTenantAvailable } from '../api/auth';
import { PageLoading } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { ADMIN_HOME_PATH } from '../lib/admin-nav';
import { safeReturnUrl, setTenantCookie, storeAuthToken } from '../lib/auth-storage';
import { errorText } from '../lib/form-errors';
import { useServerErrors, useZodResolver } from '../lib/use-admin-form';
import classes from './login-page.module.css';

/** Sign-in input plus the optional site variant (tenancy name; empty = the host). */
const loginSchema = authenticateInputSchema.pick({ userNameOrEmailAddress: true, password: true }).extend({
  rememberClient: z.boolean(),
  tenancyName: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), tenancyNameSchema])),
});
type LoginValues = z.input<typeof loginSchema>;
const FIELDS = ['userNameOrEmailAddress', 'password', 'tenancyName'] as const;

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

  const form = useForm<LoginValues, unknown, z.output<typeof loginSchema>>({
    resolver: useZodResolver(loginSchema),
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

  const submit = form.handleSubmit(async (values) => {
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
            <form onSubmit={submit} noValidate data-testid="admin-login-form">
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
                  data-testid="admin-login-username"
                  {...form.register('userNameOrEmailAddress')}
                />
                <PasswordInput
                  label={t('login.password')}
                  autoComplete="current-password"
                  required
                  error={errorText(culture, t, errors.password?.message)}
                  data-testid="admin-login-password"
                  {...form.register('password')}
                />
                <TextInput
                  label={t('login.tenant')}
                  description={t('login.tenantHint')}
                  autoComplete="organization"
                  autoCapitalize="none"
                  spellCheck={false}
                  error={errorText(culture, t, errors.tenancyName?.message)}
                  data-testid="admin-login-tenant"
                  {...form.register('tenancyName')}
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
