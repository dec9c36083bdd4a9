import {
  CABIN_CLASSES,
  type CreateProgrammeFormValues,
  type CreateProgrammeInput,
  CURRENCIES,
  createProgrammeInputSchema,
  earliestSearchDate,
  fareTotal,
} from '@charterdesk/domain';
import {
  Checkbox,
  Chip,
  Grid,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../shared/lib/format-money';
import { airlinesQueryOptions, airportOptionsQueryOptions, createProgramme } from '../api/inventory';
import { DateField } from '../components/date-field';
import { FormModal } from '../components/form-modal';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import {
  formatDuration,
  newProgrammeValues,
  toggleCabin,
  toMajor,
  toMinor,
  weekdayNames,
} from '../lib/inventory';
import { useSave, useServerErrors, useZodResolver } from '../lib/use-admin-form';

type Values = CreateProgrammeFormValues;

const FIELDS = [
  'airlineCode',
  'flightNumber',
  'originCode',
  'destinationCode',
  'weekdays',
  'departureTime',
  'durationMinutes',
  'arrivalTime',
  'arrivalDayOffset',
  'aircraft',
  'validFrom',
  'validTo',
  'baggageKg',
  'handBaggageKg',
  'currency',
  'cabins',
  'childFarePercent',
  'infantFarePercent',
] as const;
const KEY_FIELDS = { 'inventory.duplicate_programme': 'flightNumber' } as const;
const FARE_PARTS = ['baseFare', 'tax', 'fuel', 'servicePrice'] as const;

/** An airport picker over the autocomplete API (airports only); a typed three-letter code is kept as is. */
function AirportSelect({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  testId: string;
}) {
  const { t } = useAdminT();
  const [query, setQuery] = useState(value);
  const options = useQuery({ ...airportOptionsQueryOptions(query), enabled: query.trim().length >= 2 });
  const data = (options.data ?? []).map((o) => ({
    value: o.code,
    label: `${o.code} — ${o.name}, ${o.cityName}`,
  }));
  const typed = query.trim().toUpperCase();
  if (/^[A-Z]{3}$/.test(typed) && !data.some((o) => o.value === typed))
    data.push({ value: typed, label: typed });
  if (value && !data.some((o) => o.value === value)) data.push({ value, label: value });
  return (
    <Select
      label={label}
      required
      searchable
      data={data}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      searchValue={query}
      onSearchChange={setQuery}
      placeholder={t('inventory.airportPlaceholder')}
      nothingFoundMessage={t('common.nothingFound')}
      filter={({ options: all }) => all}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}

/** "New programme": the shared schema validates it here and on the server; the flights are made there. */
export function ProgrammeFormModal({ onClose }: { onClose: () => void }) {
  const { t, culture } = useAdminT();
  const navigate = useNavigate();
  const schema = useMemo(() => createProgrammeInputSchema(() => earliestSearchDate(new Date())), []);
  const resolver = useZodResolver(schema);
  const form = useForm<Values, unknown, CreateProgrammeInput>({
    resolver,
    defaultValues: newProgrammeValues(earliestSearchDate(new Date())),
  });
  const serverErrors = useServerErrors(form.setError, FIELDS, KEY_FIELDS);
  const airlines = useQuery(airlinesQueryOptions());
  const mutation = useMutation({ mutationFn: createProgramme });
  const [timing, setTiming] = useState<'duration' | 'arrival'>('duration');
  const { errors } = form.formState;
  const err = (message: string | undefined) => errorText(culture, t, message);
  const days = weekdayNames(culture);
  const currency = form.watch('currency');
  const cabins = form.watch('cabins');
  const duration = form.watch('durationMinutes');

  const save = useSave(mutation, serverErrors, {
    invalidate: [['admin', 'inventory']],
    message: (saved) => t('inventory.created', { flight: `${saved.airlineCode} ${saved.flightNumber}` }),
    onSaved: (saved) => {
      onClose();
      void navigate(`/admin/inventory/programmes/${saved.id}`);
    },
  });
  const submit = form.handleSubmit(save);

  const switchTiming = (next: 'duration' | 'arrival') => {
    setTiming(next);
    // exactly one of the two travels: the other is cleared
    if (next === 'duration') form.setValue('arrivalTime', null);
    else form.setValue('durationMinutes', null);
  };

  return (
    <FormModal
      title={t('inventory.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      testId="admin-programme-form"
      messages={serverErrors.messages}
      pending={mutation.isPending}
      submitLabel={t('common.create')}
      submitTestId="admin-programme-form-submit"
      size={960}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={form.control}
          name="airlineCode"
          render={({ field }) => (
            <Select
              label={t('inventory.fields.airline')}
              required
              searchable
              data={(airlines.data ?? [])
                .filter((a) => a.isActive)
                .map((a) => ({ value: a.code, label: `${a.code} — ${a.name}` }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              error={err(errors.airlineCode?.message)}
              comboboxProps={{ withinPortal: true }}
              data-testid="admin-programme-form-airline"
            />
          )}
        />
        <TextInput
          label={t('inventory.fields.flightNumber')}
          required
          autoComplete="off"
          maxLength={5}
          error={err(errors.flightNumber?.message)}
          data-testid="admin-programme-form-number"
          {...form.register('flightNumber')}
        />
        <TextInput
          label={t('inventory.fields.aircraft')}
          required
          autoComplete="off"
          error={err(errors.aircraft?.message)}
          data-testid="admin-programme-form-aircraft"
          {...form.register('aircraft')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="originCode"
          render={({ field }) => (
            <AirportSelect
              label={t('inventory.fields.origin')}
              value={field.value}
              onChange={field.onChange}
              error={err(errors.originCode?.message)}
              testId="admin-programme-form-origin"
            />
          )}
        />
        <Controller
          control={form.control}
          name="destinationCode"
          render={({ field }) => (
            <AirportSelect
              label={t('inventory.fields.destination')}
              value={field.value}
              onChange={field.onChange}
              error={err(errors.destinationCode?.message)}
              testId="admin-programme-form-destination"
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="weekdays"
        render={({ field }) => (
          <Input.Wrapper
            label={t('inventory.fields.weekdays')}
            required
            error={err(errors.weekdays?.message)}
          >
            <Chip.Group
              multiple
              value={(field.value ?? []).map(String)}
              onChange={(v) => field.onChange(v.map(Number).sort((a, b) => a - b))}
            >
              <Group gap={6} mt={4} data-testid="admin-programme-form-weekdays">
                {days.map((name, i) => (
                  <Chip key={name} value={String(i + 1)} size="sm">
                    {name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
        )}
      />
      <Grid columns={12} align="flex-end">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <TextInput
            type="time"
            label={t('inventory.fields.departureTime')}
            required
            error={err(errors.departureTime?.message)}
            data-testid="admin-programme-form-departure"
            {...form.register('departureTime')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <Input.Wrapper label={t('inventory.fields.timing')}>
            <SegmentedControl
              fullWidth
              value={timing}
              onChange={(v) => switchTiming(v as 'duration' | 'arrival')}
              data={[
                { value: 'duration', label: t('inventory.timingDuration') },
                { value: 'arrival', label: t('inventory.timingArrival') },
              ]}
              data-testid="admin-programme-form-timing"
            />
          </Input.Wrapper>
        </Grid.Col>
        {timing === 'duration' ? (
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Controller
              control={form.control}
              name="durationMinutes"
              render={({ field }) => (
                <NumberInput
                  label={t('inventory.fields.duration')}
                  required
                  min={10}
                  max={1200}
                  allowDecimal={false}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                  description={
                    duration ? t('inventory.durationHint', { duration: formatDuration(duration) }) : undefined
                  }
                  error={err(errors.durationMinutes?.message)}
                  data-testid="admin-programme-form-duration"
                />
              )}
            />
          </Grid.Col>
        ) : (
          <>
            <Grid.Col span={{ base: 6, sm: 2 }}>
              <Controller
                control={form.control}
                name="arrivalTime"
                render={({ field }) => (
                  <TextInput
                    type="time"
                    label={t('inventory.fields.arrivalTime')}
                    required
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.currentTarget.value || null)}
                    error={err(errors.arrivalTime?.message)}
                    data-testid="admin-programme-form-arrival"
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 2 }}>
              <Controller
                control={form.control}
                name="arrivalDayOffset"
                render={({ field }) => (
                  <Select
                    label={t('inventory.fields.arrivalDayOffset')}
                    data={[
                      { value: '0', label: t('inventory.sameDay') },
                      { value: '1', label: t('inventory.nextDay') },
                      { value: '2', label: t('inventory.secondDay') },
                    ]}
                    value={String(field.value ?? 0)}
                    onChange={(v) => field.onChange(Number(v ?? 0))}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
            </Grid.Col>
          </>
        )}
      </Grid>
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <Controller
          control={form.control}
          name="validFrom"
          render={({ field }) => (
            <DateField
              label={t('inventory.fields.validFrom')}
              required
              value={field.value}
              onChange={field.onChange}
              error={err(errors.validFrom?.message)}
              w="100%"
              testId="admin-programme-form-from"
            />
          )}
        />
        <Controller
          control={form.control}
          name="validTo"
          render={({ field }) => (
            <DateField
              label={t('inventory.fields.validTo')}
              required
              value={field.value}
              onChange={field.onChange}
              error={err(errors.validTo?.message)}
              w="100%"
              testId="admin-programme-form-to"
            />
          )}
        />
        <Controller
          control={form.control}
          name="baggageKg"
          render={({ field }) => (
            <NumberInput
              label={t('inventory.fields.baggageKg')}
              min={0}
              max={60}
              allowDecimal={false}
              value={field.value}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
              error={err(errors.baggageKg?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="handBaggageKg"
          render={({ field }) => (
            <NumberInput
              label={t('inventory.fields.handBaggageKg')}
              min={0}
              max={30}
              allowDecimal={false}
              value={field.value}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
              error={err(errors.handBaggageKg?.message)}
            />
          )}
        />
      </SimpleGrid>
      {/* two-line labels (child/infant fare) must not push their inputs out of line */}
      <SimpleGrid cols={{ base: 1, sm: 4 }} style={{ alignItems: 'end' }}>
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <Select
              label={t('inventory.fields.currency')}
              data={[...CURRENCIES]}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'EUR')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="admin-programme-form-currency"
            />
          )}
        />
        <Controller
          control={form.control}
          name="childFarePercent"
          render={({ field }) => (
            <NumberInput
              label={t('inventory.fields.childFarePercent')}
              min={0}
              max={100}
              allowDecimal={false}
              value={field.value}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
              error={err(errors.childFarePercent?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="infantFarePercent"
          render={({ field }) => (
            <NumberInput
              label={t('inventory.fields.infantFarePercent')}
              min={5}
              max={25}
              allowDecimal={false}
              value={field.value}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
              error={err(errors.infantFarePercent?.message)}
            />
          )}
        />
        <Stack gap={6} justify="flex-end">
          <Controller
            control={form.control}
            name="isCharter"
            render={({ field }) => (
              <Switch
                label={t('inventory.fields.isCharter')}
                checked={field.value ?? true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="isRefundable"
            render={({ field }) => (
              <Switch
                label={t('inventory.fields.isRefundable')}
                checked={field.value ?? false}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
        </Stack>
      </SimpleGrid>
      <Input.Wrapper label={t('inventory.fields.cabins')} error={err(errors.cabins?.message)}>
        <Table.ScrollContainer minWidth={760} type="native">
          <Table verticalSpacing={4} data-testid="admin-programme-form-cabins">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inventory.cabinTable.cabin')}</Table.Th>
                <Table.Th>{t('inventory.cabinTable.seats')}</Table.Th>
                {FARE_PARTS.map((part) => (
                  <Table.Th key={part}>{t(`inventory.cabinTable.${part}`)}</Table.Th>
                ))}
                <Table.Th>{t('inventory.cabinTable.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {CABIN_CLASSES.map((cabin) => {
                const row = cabins?.[cabin];
                return (
                  <Table.Tr key={cabin}>
                    <Table.Td>
                      <Checkbox
                        label={t(`inventory.cabin.${cabin}`)}
                        checked={Boolean(row)}
                        onChange={(e) =>
                          form.setValue('cabins', toggleCabin(cabins ?? {}, cabin, e.currentTarget.checked), {
                            shouldValidate: form.formState.isSubmitted,
                          })
                        }
                        data-testid={`admin-programme-form-cabin-${cabin}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      {row ? (
                        <Controller
                          control={form.control}
                          name={`cabins.${cabin}.seats`}
                          render={({ field, fieldState }) => (
                            <NumberInput
                              size="xs"
                              w={90}
                              min={0}
                              max={999}
                              allowDecimal={false}
                              aria-label={`${t(`inventory.cabin.${cabin}`)}: ${t('inventory.cabinTable.seats')}`}
                              value={field.value ?? 0}
                              onChange={(v) => field.onChange(typeof v === 'number' ? v : 0)}
                              error={err(fieldState.error?.message)}
                              data-testid={`admin-programme-form-${cabin}-seats`}
                            />
                          )}
                        />
                      ) : null}
                    </Table.Td>
                    {FARE_PARTS.map((part) => (
                      <Table.Td key={part}>
                        {row ? (
                          <Controller
                            control={form.control}
                            name={`cabins.${cabin}.${part}`}
                            render={({ field, fieldState }) => (
                              <NumberInput
                                size="xs"
                                w={110}
                                min={0}
                                decimalScale={2}
                                aria-label={`${t(`inventory.cabin.${cabin}`)}: ${t(`inventory.cabinTable.${part}`)}`}
                                value={toMajor(field.value ?? 0)}
                                onChange={(v) => field.onChange(toMinor(v))}
                                error={err(fieldState.error?.message)}
                                data-testid={`admin-programme-form-${cabin}-${part}`}
                              />
                            )}
                          />
                        ) : null}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      {row ? (
                        <Text size="sm" fw={600}>
                          {formatMoney(fareTotal(row), currency ?? 'EUR', culture)}
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Input.Wrapper>
    </FormModal>
  );
}
