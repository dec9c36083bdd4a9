import {
  emailSettingsInputSchema,
  mapSettingsInputSchema,
  paymentSettingsInputSchema,
  SETTING_KINDS,
  type SettingKind,
  smsSettingsInputSchema,
} from '@charterdesk/domain';
import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconMail, IconMap, IconMessage } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useRef } from 'react';
import { Controller, type FieldValues, useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { saveSettings, settingsQueryOptions } from '../api/settings';
import { AdminPageHeader, FormAlert, PageLoading, QueryError } from '../components/page-states';
import { TestEmailPanel } from '../components/test-email-panel';
import { type AdminKey, useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { toFormValues, toSaveInput } from '../lib/settings-values';
import { useServerErrors, useZodResolver } from '../lib/use-admin-form';
import classes from './settings-page.module.css';

type FieldSpec = { name: string; label: AdminKey; description?: AdminKey } & (
  | { type: 'text'; inputType?: 'email' | 'text' }
  | { type: 'number'; min: number; max: number; decimals?: number; step?: number }
  | { type: 'select'; options: readonly { value: string; label: AdminKey }[] }
  | { type: 'switch' }
  /** write-only: the server answers `hasFlag`, an empty field keeps the stored value */
  | { type: 'secret'; hasFlag: string }
);

interface KindSpec {
  schema: z.ZodType<FieldValues, FieldValues>;
  icon: ComponentType<{ size?: number }>;
  fields: readonly FieldSpec[];
}

const KINDS: Record<SettingKind, KindSpec> = {
  Sms: {
    schema: smsSettingsInputSchema,
    icon: IconMessage,
    fields: [
      {
        name: 'provider',
        label: 'settings.sms.provider',
        type: 'select',
        options: [
          { value: 'none', label: 'settings.sms.providers.none' },
          { value: 'smsc', label: 'settings.sms.providers.smsc' },
          { value: 'twilio', label: 'settings.sms.providers.twilio' },
          { value: 'netgsm', label: 'settings.sms.providers.netgsm' },
        ],
      },
      {
        name: 'senderName',
        label: 'settings.sms.senderName',
        description: 'settings.sms.senderNameHint',
        type: 'text',
      },
      { name: 'apiLogin', label: 'settings.sms.apiLogin', type: 'text' },
      { name: 'apiKey', label: 'settings.sms.apiKey', type: 'secret', hasFlag: 'hasApiKey' },
    ],
  },
  Email: {
    schema: emailSettingsInputSchema,
    icon: IconMail,
    fields: [
      { name: 'senderAddress', label: 'settings.email.senderAddress', type: 'text', inputType: 'email' },
      { name: 'senderName', label: 'settings.email.senderName', type: 'text' },
      { name: 'smtpHost', label: 'settings.email.smtpHost', type: 'text' },
      { name: 'smtpPort', label: 'settings.email.smtpPort', type: 'number', min: 1, max: 65535 },
      { name: 'smtpUser', label: 'settings.email.smtpUser', type: 'text' },
      {
        name: 'smtpPassword',
        label: 'settings.email.smtpPassword',
        type: 'secret',
        hasFlag: 'hasSmtpPassword',
      },
      { name: 'useTls', label: 'settings.email.useTls', type: 'switch' },
      {
        name: 'agencyInbox',
        label: 'settings.email.agencyInbox',
        description: 'settings.email.agencyInboxHint',
        type: 'text',
        inputType: 'email',
      },
    ],
  },
  Payment: {
    schema: paymentSettingsInputSchema,
    icon: IconCreditCard,
    fields: [
      {
        name: 'gateway',
        label: 'settings.payment.gateway',
        type: 'select',
        options: [{ value: 'sandbox', label: 'settings.payment.gateways.sandbox' }],
      },
      { name: 'merchantId', label: 'settings.payment.merchantId', type: 'text' },
      { name: 'terminalId', label: 'settings.payment.terminalId', type: 'text' },
      { name: 'secretKey', label: 'settings.payment.secretKey', type: 'secret', hasFlag: 'hasSecretKey' },
      {
        name: 'holdMinutes',
        label: 'settings.payment.holdMinutes',
        description: 'settings.payment.holdMinutesHint',
        type: 'number',
        min: 5,
        max: 120,
      },
      {
        name: 'turkishCardsRequireTry',
        label: 'settings.payment.turkishCardsRequireTry',
        description: 'settings.payment.turkishCardsRequireTryHint',
        type: 'switch',
      },
    ],
  },
  Map: {
    schema: mapSettingsInputSchema,
    icon: IconMap,
    fields: [
      {
        name: 'provider',
        label: 'settings.map.provider',
        type: 'select',
        options: [
          { value: 'openstreetmap', label: 'settings.map.providers.openstreetmap' },
          { value: 'yandex', label: 'settings.map.providers.yandex' },
          { value: 'google', label: 'settings.map.providers.google' },
        ],
      },
      { name: 'apiKey', label: 'settings.map.apiKey', type: 'secret', hasFlag: 'hasApiKey' },
      {
        name: 'defaultLatitude',
        label: 'settings.map.defaultLatitude',
        type: 'number',
        min: -90,
        max: 90,
        decimals: 6,
        step: 0.01,
      },
      {
        name: 'defaultLongitude',
        label: 'settings.map.defaultLongitude',
        type: 'number',
        min: -180,
        max: 180,
        decimals: 6,
        step: 0.01,
      },
      { name: 'defaultZoom', label: 'settings.map.defaultZoom', type: 'number', min: 1, max: 20 },
    ],
  },
};

const TAB_LABELS: Record<SettingKind, AdminKey> = {
  Sms: 'settings.tabs.sms',
  Email: 'settings.tabs.email',
  Payment: 'settings.tabs.payment',
  Map: 'settings.tabs.map',
};

/** `/settings/email` → Email; the path segment is lower case. */
function kindFromParam(param: string | undefined): SettingKind | undefined {
  return SETTING_KINDS.find((kind) => kind.toLowerCase() === param?.toLowerCase());
}

export function SettingsPage() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const { kind: param } = useParams();
  const kind = kindFromParam(param);
  const tabsList = useRef<HTMLDivElement>(null);
  // on a phone the chosen tab may sit beyond the edge of the scrolling row
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new kind is the trigger
  useEffect(() => {
    tabsList.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [kind]);
  if (!kind)
    return <Navigate to={`/admin/configuration/settings/${SETTING_KINDS[0].toLowerCase()}`} replace />;

  return (
    <>
      <AdminPageHeader title={t('nav.settings')} />
      <Tabs
        value={kind}
        onChange={(next) => next && navigate(`/admin/configuration/settings/${next.toLowerCase()}`)}
        keepMounted={false}
      >
        {/* one row that scrolls sideways on a phone rather than wrapping */}
        <Tabs.List mb="md" className={classes.tabsList} ref={tabsList}>
          {SETTING_KINDS.map((k) => {
            const Icon = KINDS[k].icon;
            return (
              <Tabs.Tab
                key={k}
                value={k}
                leftSection={<Icon size={16} />}
                data-testid={`admin-settings-tab-${k.toLowerCase()}`}
              >
                {t(TAB_LABELS[k])}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {SETTING_KINDS.map((k) => (
          <Tabs.Panel key={k} value={k}>
            <SettingsPanel kind={k} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

function SettingsPanel({ kind }: { kind: SettingKind }) {
  const query = useQuery(settingsQueryOptions(kind));
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <PageLoading />;
  return (
    <>
      <SettingsForm kind={kind} read={query.data as unknown as Record<string, unknown>} />
      {kind === 'Email' ? <TestEmailPanel /> : null}
    </>
  );
}

function SettingsForm({ kind, read }: { kind: SettingKind; read: Record<string, unknown> }) {
  const { t, culture } = useAdminT();
  const spec = KINDS[kind];
  const queryClient = useQueryClient();
  const form = useForm<Record<string, unknown>>({
    resolver: useZodResolver(spec.schema) as never,
    defaultValues: toFormValues(spec, read),
  });
  const fieldNames = spec.fields.map((f) => f.name);
  const serverErrors = useServerErrors(form.setError, fieldNames);
  const mutation = useMutation({
    mutationFn: (values: Record<string, unknown>) => saveSettings(kind, toSaveInput(spec, values) as never),
  });
  const { errors } = form.formState;
  const message = (name: string) => errorText(culture, t, errors[name]?.message as string | undefined);

  const submit = form.handleSubmit(async (values) => {
    serverErrors.clear();
    let saved: Record<string, unknown>;
    try {
      saved = (await mutation.mutateAsync(values)) as unknown as Record<string, unknown>;
    } catch (error) {
      serverErrors.handle(error);
      return;
    }
    queryClient.setQueryData(settingsQueryOptions(kind).queryKey, saved as never);
    form.reset(toFormValues(spec, saved));
    notifications.show({ color: 'green', message: t('settings.saved', { section: t(TAB_LABELS[kind]) }) });
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw={880}>
      <form onSubmit={submit} noValidate data-testid={`admin-settings-form-${kind.toLowerCase()}`}>
        <Stack>
          <FormAlert messages={serverErrors.messages} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {spec.fields.map((field) => {
              const testId = `admin-settings-${kind.toLowerCase()}-${field.name}`;
              const label = t(field.label);
              const description = field.description ? t(field.description) : undefined;
              switch (field.type) {
                case 'text':
                  return (
                    <TextInput
                      key={field.name}
                      label={label}
                      description={description}
                      type={field.inputType ?? 'text'}
                      autoComplete="off"
                      error={message(field.name)}
                      data-testid={testId}
                      {...form.register(field.name)}
                    />
                  );
                case 'number':
                  return (
                    <Controller
                      key={field.name}
                      control={form.control}
                      name={field.name}
                      render={({ field: f }) => (
                        <NumberInput
                          label={label}
                          description={description}
                          min={field.min}
                          max={field.max}
                          step={field.step ?? 1}
                          decimalScale={field.decimals ?? 0}
                          allowDecimal={(field.decimals ?? 0) > 0}
                          value={typeof f.value === 'number' ? f.value : ''}
                          // an emptied field is "missing", not 0 and not the schema's default
                          onChange={(value) => f.onChange(typeof value === 'number' ? value : null)}
                          onBlur={f.onBlur}
                          ref={f.ref}
                          error={message(field.name)}
                          data-testid={testId}
                        />
                      )}
                    />
                  );
                case 'select':
                  return (
                    <Controller
                      key={field.name}
                      control={form.control}
                      name={field.name}
                      render={({ field: f }) => (
                        <Select
                          label={label}
                          description={description}
                          data={field.options.map((o) => ({ value: o.value, label: t(o.label) }))}
                          value={(f.value as string | undefined) ?? null}
                          onChange={(value) => f.onChange(value)}
                          onBlur={f.onBlur}
                          ref={f.ref}
                          allowDeselect={false}
                          comboboxProps={{ withinPortal: true }}
                          error={message(field.name)}
                          data-testid={testId}
                        />
                      )}
                    />
                  );
                case 'switch':
                  return (
                    <Controller
                      key={field.name}
                      control={form.control}
                      name={field.name}
                      render={({ field: f }) => (
                        <Switch
                          label={label}
                          description={description}
                          checked={f.value === true}
                          onChange={(event) => f.onChange(event.currentTarget.checked)}
                          onBlur={f.onBlur}
                          ref={f.ref}
                          error={message(field.name)}
                          mt="md"
                          data-testid={testId}
                        />
                      )}
                    />
                  );
                case 'secret': {
                  const stored = read[field.hasFlag] === true;
                  return (
                    <PasswordInput
                      key={field.name}
                      label={
                        <Group gap={6} component="span">
                          {label}
                          <Badge
                            size="xs"
                            variant="light"
                            color={stored ? 'green' : 'gray'}
                            data-testid={`${testId}-state`}
                          >
                            {stored ? t('settings.secretStored') : t('settings.secretMissing')}
                          </Badge>
                        </Group>
                      }
                      description={stored ? t('settings.secretKeepHint') : t('settings.secretSetHint')}
                      placeholder={stored ? '●●●●●●●●' : undefined}
                      autoComplete="new-password"
                      error={message(field.name)}
                      data-testid={testId}
                      {...form.register(field.name)}
                    />
                  );
                }
                default:
                  return null;
              }
            })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                serverErrors.clear();
                form.reset(toFormValues(spec, read));
              }}
              disabled={!form.formState.isDirty}
            >
              {t('common.reset')}
            </Button>
            <Button
              type="submit"
              loading={mutation.isPending}
              data-testid={`admin-settings-submit-${kind.toLowerCase()}`}
            >
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
