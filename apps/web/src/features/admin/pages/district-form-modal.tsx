import {
  type DefinitionCityDto,
  type DistrictDto,
  saveDistrictInputSchema,
  updateDistrictInputSchema,
} from '@charterdesk/domain';
import { NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { saveDistrict, updateDistrict } from '../api/definitions';
import { FormModal } from '../components/form-modal';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { useSave, useServerErrors, useZodResolver } from '../lib/use-admin-form';

type Values = z.input<typeof updateDistrictInputSchema>;

const FIELDS = ['nameRu', 'nameEn', 'nameTr', 'airportCode', 'transferMinutes', 'isActive'] as const;
const KEY_FIELDS = { 'definitions.airport_not_in_city': 'airportCode' } as const;

/** Creates or edits a transfer zone of `city`; the airport is one of the city's own. */
export function DistrictFormModal({
  city,
  district,
  onClose,
}: {
  city: DefinitionCityDto;
  district: DistrictDto | null;
  onClose: () => void;
}) {
  const { t, culture } = useAdminT();
  const isEdit = district !== null;
  const createResolver = useZodResolver(saveDistrictInputSchema);
  const editResolver = useZodResolver(updateDistrictInputSchema);
  const form = useForm<Values>({
    resolver: (isEdit ? editResolver : createResolver) as never,
    defaultValues: district
      ? {
          id: district.id,
          cityCode: district.cityCode,
          airportCode: district.airportCode,
          nameRu: district.nameRu,
          nameEn: district.nameEn,
          nameTr: district.nameTr,
          transferMinutes: district.transferMinutes,
          isActive: district.isActive,
        }
      : {
          id: 0,
          cityCode: city.code,
          // a city with one airport needs no choice
          airportCode: city.airports.length === 1 ? city.airports[0]!.code : '',
          nameRu: '',
          nameEn: '',
          nameTr: '',
          transferMinutes: 30,
          isActive: true,
        },
  });
  const serverErrors = useServerErrors(form.setError, FIELDS, KEY_FIELDS);
  const mutation = useMutation({
    mutationFn: (values: z.output<typeof updateDistrictInputSchema>) => {
      const { id, ...rest } = values;
      return isEdit ? updateDistrict({ ...rest, id }) : saveDistrict(rest);
    },
  });
  const { errors } = form.formState;

  const save = useSave(mutation, serverErrors, {
    invalidate: [['admin', 'definitions']],
    message: (saved) => t(isEdit ? 'districts.updated' : 'districts.created', { name: saved.name }),
    onSaved: onClose,
  });
  const submit = form.handleSubmit((values) => save(values as z.output<typeof updateDistrictInputSchema>));

  return (
    <FormModal
      title={
        isEdit
          ? t('districts.editTitle', { name: district.name })
          : t('districts.createTitle', { city: city.name })
      }
      onClose={onClose}
      onSubmit={submit}
      testId="admin-district-form"
      messages={serverErrors.messages}
      pending={mutation.isPending}
      submitLabel={t(isEdit ? 'common.save' : 'common.create')}
      submitTestId="admin-district-form-submit"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('definitions.fields.nameRu')}
          required
          data-autofocus
          autoComplete="off"
          error={errorText(culture, t, errors.nameRu?.message)}
          data-testid="admin-district-form-nameRu"
          {...form.register('nameRu')}
        />
        <TextInput
          label={t('definitions.fields.nameEn')}
          required
          autoComplete="off"
          error={errorText(culture, t, errors.nameEn?.message)}
          data-testid="admin-district-form-nameEn"
          {...form.register('nameEn')}
        />
        <TextInput
          label={t('definitions.fields.nameTr')}
          required
          autoComplete="off"
          error={errorText(culture, t, errors.nameTr?.message)}
          data-testid="admin-district-form-nameTr"
          {...form.register('nameTr')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={form.control}
          name="airportCode"
          render={({ field }) => (
            <Select
              label={t('districts.fields.airport')}
              description={t('districts.airportHint')}
              required
              data={city.airports.map((a) => ({ value: a.code, label: `${a.name} (${a.code})` }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={errorText(culture, t, errors.airportCode?.message)}
              data-testid="admin-district-form-airport"
            />
          )}
        />
        <Controller
          control={form.control}
          name="transferMinutes"
          render={({ field }) => (
            <NumberInput
              label={t('districts.fields.transferMinutes')}
              description={t('districts.minutesHint')}
              required
              min={5}
              max={720}
              step={5}
              allowDecimal={false}
              value={field.value as number | string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText(culture, t, errors.transferMinutes?.message)}
              data-testid="admin-district-form-minutes"
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <Switch
            label={t('definitions.fields.isActive')}
            description={t('districts.activeHint')}
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            data-testid="admin-district-form-active"
          />
        )}
      />
    </FormModal>
  );
}
