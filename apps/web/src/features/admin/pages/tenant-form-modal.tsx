import {
  CURRENCIES,
  type Currency,
  createTenantInputSchema,
  type TenantDto,
  updateTenantInputSchema,
} from '@charterdesk/domain';
import { Chip, Group, Input, Switch, TagsInput, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createTenant, updateTenant } from '../api/tenants';
import { FormModal } from '../components/form-modal';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { normalizeDomains } from '../lib/tenant-domains';
import { useSave, useServerErrors, useZodResolver } from '../lib/use-admin-form';

type Values = z.input<typeof createTenantInputSchema> & { id?: number };
const FIELDS = [
  'tenancyName',
  'name',
  'adminEmailAddress',
  'isActive',
  'domains',
  'allowedCurrencies',
] as const;
const KEY_FIELDS = { 'tenancy.duplicate_name': 'tenancyName' } as const;

/** The first message of an array field (a bad host name sits at `domains.2`). */
function arrayError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const item of Object.values(error)) {
    const message = (item as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

export function TenantFormModal({ tenant, onClose }: { tenant: TenantDto | null; onClose: () => void }) {
  const { t, culture } = useAdminT();
  const isEdit = tenant !== null;
  const createResolver = useZodResolver(createTenantInputSchema);
  const editResolver = useZodResolver(updateTenantInputSchema);
  const form = useForm<Values>({
    resolver: (isEdit ? editResolver : createResolver) as never,
    defaultValues: tenant
      ? {
          id: tenant.id,
          tenancyName: tenant.tenancyName,
          name: tenant.name,
          adminEmailAddress: '',
          isActive: tenant.isActive,
          domains: tenant.domains,
          allowedCurrencies: tenant.allowedCurrencies,
        }
      : {
          tenancyName: '',
          name: '',
          adminEmailAddress: '',
          isActive: true,
          domains: [],
          allowedCurrencies: [...CURRENCIES],
        },
  });
  const serverErrors = useServerErrors(form.setError, FIELDS, KEY_FIELDS);
  const mutation = useMutation({
    mutationFn: async (values: Values) => {
      const common = {
        tenancyName: values.tenancyName,
        name: values.name,
        isActive: values.isActive ?? true,
        domains: values.domains ?? [],
        allowedCurrencies: (values.allowedCurrencies ?? []) as Currency[],
      };
      if (isEdit) return { tenant: await updateTenant({ ...common, id: tenant.id }), adminEmail: null };
      const created = await createTenant({ ...common, adminEmailAddress: values.adminEmailAddress });
      return { tenant: created, adminEmail: values.adminEmailAddress };
    },
  });
  const { errors } = form.formState;

  const save = useSave(mutation, serverErrors, {
    invalidate: [['admin', 'tenants']],
    // the new admin sets a password through the link the server e-mailed: nothing secret is shown here
    message: (result) =>
      result.adminEmail
        ? t('tenants.createdInvited', { name: result.tenant.name, email: result.adminEmail })
        : t('tenants.updated', { name: result.tenant.name }),
    onSaved: () => onClose(),
  });
  const submit = form.handleSubmit(save);

  return (
    <FormModal
      title={isEdit ? t('tenants.editTitle', { name: tenant.name }) : t('tenants.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      testId="admin-tenant-form"
      messages={serverErrors.messages}
      pending={mutation.isPending}
      submitLabel={t(isEdit ? 'common.save' : 'common.create')}
      submitTestId="admin-tenant-form-submit"
    >
      <TextInput
        label={t('tenants.fields.tenancyName')}
        description={t('tenants.tenancyNameHint')}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        data-autofocus
        error={errorText(culture, t, errors.tenancyName?.message)}
        data-testid="admin-tenant-form-tenancyName"
        {...form.register('tenancyName')}
      />
      <TextInput
        label={t('tenants.fields.name')}
        description={t('tenants.nameHint')}
        required
        autoComplete="off"
        error={errorText(culture, t, errors.name?.message)}
        data-testid="admin-tenant-form-name"
        {...form.register('name')}
      />

      {isEdit ? null : (
        <TextInput
          label={t('tenants.fields.adminEmailAddress')}
          description={t('tenants.adminEmailHint')}
          type="email"
          required
          autoComplete="off"
          error={errorText(culture, t, errors.adminEmailAddress?.message)}
          data-testid="admin-tenant-form-adminEmail"
          {...form.register('adminEmailAddress')}
        />
      )}
      <Controller
        control={form.control}
        name="domains"
        render={({ field }) => (
          <TagsInput
            label={t('tenants.fields.domains')}
            description={t('tenants.domainsHint')}
            placeholder={t('tenants.domainsPlaceholder')}
            value={field.value ?? []}
            onChange={(next) => field.onChange(normalizeDomains(next))}
            onBlur={field.onBlur}
            ref={field.ref}
            splitChars={[',', ' ', ';']}
            clearable
            acceptValueOnBlur
            error={errorText(culture, t, arrayError(errors.domains))}
            data-testid="admin-tenant-form-domains"
          />
        )}
      />
      <Controller
        control={form.control}
        name="allowedCurrencies"
        render={({ field }) => (
          <Input.Wrapper
            label={t('tenants.fields.allowedCurrencies')}
            description={t('tenants.currenciesHint')}
            error={errorText(culture, t, arrayError(errors.allowedCurrencies))}
          >
            <Chip.Group multiple value={field.value ?? []} onChange={field.onChange}>
              <Group gap="xs" mt={6} data-testid="admin-tenant-form-currencies">
                {CURRENCIES.map((currency) => (
                  <Chip
                    key={currency}
                    value={currency}
                    variant="outline"
                    data-testid={`admin-currency-${currency}`}
                  >
                    {currency}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
        )}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <Switch
            label={t('tenants.fields.isActive')}
            description={t('tenants.activeHint')}
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            data-testid="admin-tenant-form-active"
          />
        )}
      />
    </FormModal>
  );
}
