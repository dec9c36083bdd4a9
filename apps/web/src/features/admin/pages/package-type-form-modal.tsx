import {
  type PackageTypeDto,
  savePackageTypeInputSchema,
  updatePackageTypeInputSchema,
} from '@charterdesk/domain';
import { NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { savePackageType, updatePackageType } from '../api/definitions';
import { FormModal } from '../components/form-modal';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { useSave, useServerErrors, useZodResolver } from '../lib/use-admin-form';

type Values = z.input<typeof updatePackageTypeInputSchema>;
type NumberField = 'passengerCapacity' | 'baggageCapacity' | 'sortOrder';

const FIELDS = [
  'nameRu',
  'nameEn',
  'nameTr',
  'passengerCapacity',
  'baggageCapacity',
  'sortOrder',
  'isActive',
] as const;

/** Creates or edits a vehicle type (names in three languages, capacities, list position). */
export function PackageTypeFormModal({
  packageType,
  onClose,
}: {
  packageType: PackageTypeDto | null;
  onClose: () => void;
}) {
  const { t, culture } = useAdminT();
  const isEdit = packageType !== null;
  const createResolver = useZodResolver(savePackageTypeInputSchema);
  const editResolver = useZodResolver(updatePackageTypeInputSchema);
  const form = useForm<Values>({
    resolver: (isEdit ? editResolver : createResolver) as never,
    defaultValues: packageType
      ? {
          id: packageType.id,
          nameRu: packageType.nameRu,
          nameEn: packageType.nameEn,
          nameTr: packageType.nameTr,
          passengerCapacity: packageType.passengerCapacity,
          baggageCapacity: packageType.baggageCapacity,
          sortOrder: packageType.sortOrder,
          isActive: packageType.isActive,
        }
      : {
          id: 0,
          nameRu: '',
          nameEn: '',
          nameTr: '',
          passengerCapacity: 3,
          baggageCapacity: 3,
          sortOrder: 0,
          isActive: true,
        },
  });
  const serverErrors = useServerErrors(form.setError, FIELDS);
  const mutation = useMutation({
    mutationFn: (values: z.output<typeof updatePackageTypeInputSchema>) => {
      const { id, ...rest } = values;
      return isEdit ? updatePackageType({ ...rest, id }) : savePackageType(rest);
    },
  });
  const { errors } = form.formState;

  const save = useSave(mutation, serverErrors, {
    invalidate: [['admin', 'definitions', 'packageTypes']],
    message: (saved) => t(isEdit ? 'packageTypes.updated' : 'packageTypes.created', { name: saved.name }),
    onSaved: onClose,
  });
  const submit = form.handleSubmit((values) => save(values as z.output<typeof updatePackageTypeInputSchema>));

  const numberInput = (name: NumberField, label: string, min: number, max: number, description?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          required
          min={min}
          max={max}
          allowDecimal={false}
          value={field.value as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errorText(culture, t, errors[name]?.message)}
          data-testid={`admin-package-type-form-${name}`}
        />
      )}
    />
  );

  return (
    <FormModal
      title={isEdit ? t('packageTypes.editTitle', { name: packageType.name }) : t('packageTypes.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      testId="admin-package-type-form"
      messages={serverErrors.messages}
      pending={mutation.isPending}
      submitLabel={t(isEdit ? 'common.save' : 'common.create')}
      submitTestId="admin-package-type-form-submit"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('definitions.fields.nameRu')}
          required
          data-autofocus
          autoComplete="off"
          error={errorText(culture, t, errors.nameRu?.message)}
          data-testid="admin-package-type-form-nameRu"
          {...form.register('nameRu')}
        />
        <TextInput
          label={t('definitions.fields.nameEn')}
          required
          autoComplete="off"
          error={errorText(culture, t, errors.nameEn?.message)}
          data-testid="admin-package-type-form-nameEn"
          {...form.register('nameEn')}
        />
        <TextInput
          label={t('definitions.fields.nameTr')}
          required
          autoComplete="off"
          error={errorText(culture, t, errors.nameTr?.message)}
          data-testid="admin-package-type-form-nameTr"
          {...form.register('nameTr')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {numberInput('passengerCapacity', t('packageTypes.fields.passengerCapacity'), 1, 60)}
        {numberInput('baggageCapacity', t('packageTypes.fields.baggageCapacity'), 0, 100)}
        {numberInput(
          'sortOrder',
          t('packageTypes.fields.sortOrder'),
          0,
          999,
          t('packageTypes.sortOrderHint'),
        )}
      </SimpleGrid>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <Switch
            label={t('definitions.fields.isActive')}
            description={t('packageTypes.activeHint')}
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            data-testid="admin-package-type-form-active"
          />
        )}
      />
    </FormModal>
  );
}
