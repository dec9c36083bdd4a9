import { COUNTRY_CODES, type Culture, type CustomerDto, saveCustomerInputSchema } from '@charterdesk/domain';
import { Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { saveCustomer } from '../api/customers';
import { FormModal } from '../components/form-modal';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { useSave, useServerErrors, useZodResolver } from '../lib/use-admin-form';

type Values = z.input<typeof saveCustomerInputSchema>;

const FIELDS = ['email', 'name', 'surname', 'mobilePhone', 'countryCode', 'newsletter', 'note'] as const;
const KEY_FIELDS = { 'customers.duplicate_email': 'email' } as const;

/** Every ISO country named in the interface language, alphabetically. */
export function countryOptions(culture: Culture): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([culture], { type: 'region' });
  return [...COUNTRY_CODES]
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, culture));
}

/** Creates or edits a customer; both go through the one SaveCustomer call (edit carries the id). */
export function CustomerFormModal({
  customer,
  onClose,
}: {
  customer: CustomerDto | null;
  onClose: () => void;
}) {
  const { t, culture } = useAdminT();
  const isEdit = customer !== null;
  const countries = useMemo(() => countryOptions(culture), [culture]);
  const form = useForm<Values>({
    resolver: useZodResolver(saveCustomerInputSchema) as never,
    defaultValues: {
      id: customer?.id ?? null,
      email: customer?.email ?? '',
      name: customer?.name ?? '',
      surname: customer?.surname ?? '',
      mobilePhone: customer?.mobilePhone ?? '',
      countryCode: customer?.countryCode ?? '',
      newsletter: customer?.newsletter ?? false,
      note: customer?.note ?? '',
    },
  });
  const serverErrors = useServerErrors(form.setError, FIELDS, KEY_FIELDS);
  const mutation = useMutation({ mutationFn: saveCustomer });
  const { errors } = form.formState;

  const save = useSave(mutation, serverErrors, {
    invalidate: [['admin', 'customers']],
    message: (saved) => t(isEdit ? 'customers.updated' : 'customers.created', { name: saved.fullName }),
    onSaved: onClose,
  });
  const submit = form.handleSubmit((values) => save(values as z.output<typeof saveCustomerInputSchema>));

  return (
    <FormModal
      title={isEdit ? t('customers.editTitle', { name: customer.fullName }) : t('customers.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      testId="admin-customer-form"
      messages={serverErrors.messages}
      pending={mutation.isPending}
      submitLabel={t(isEdit ? 'common.save' : 'common.create')}
      submitTestId="admin-customer-form-submit"
    >
      <TextInput
        label={t('customers.fields.email')}
        type="email"
        required
        data-autofocus
        autoComplete="off"
        error={errorText(culture, t, errors.email?.message)}
        data-testid="admin-customer-form-email"
        {...form.register('email')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('customers.fields.name')}
          required
          autoComplete="off"
          error={errorText(culture, t, errors.name?.message)}
          data-testid="admin-customer-form-name"
          {...form.register('name')}
        />
        <TextInput
          label={t('customers.fields.surname')}
          required
          autoComplete="off"
          error={errorText(culture, t, errors.surname?.message)}
          data-testid="admin-customer-form-surname"
          {...form.register('surname')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('customers.fields.mobilePhone')}
          placeholder="+7 900 123 45 67"
          type="tel"
          autoComplete="off"
          error={errorText(culture, t, errors.mobilePhone?.message)}
          data-testid="admin-customer-form-phone"
          {...form.register('mobilePhone')}
        />
        <Controller
          control={form.control}
          name="countryCode"
          render={({ field }) => (
            <Select
              label={t('customers.fields.country')}
              data={countries}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              searchable
              clearable
              nothingFoundMessage={t('common.nothingFound')}
              comboboxProps={{ withinPortal: true }}
              error={errorText(culture, t, errors.countryCode?.message)}
              data-testid="admin-customer-form-country"
            />
          )}
        />
      </SimpleGrid>
      <Textarea
        label={t('customers.fields.note')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        error={errorText(culture, t, errors.note?.message)}
        data-testid="admin-customer-form-note"
        {...form.register('note')}
      />
      <Controller
        control={form.control}
        name="newsletter"
        render={({ field }) => (
          <Switch
            label={t('customers.fields.newsletter')}
            description={t('customers.newsletterHint')}
            checked={field.value ?? false}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            data-testid="admin-customer-form-newsletter"
          />
        )}
      />
    </FormModal>
  );
}
