import {
  addDays,
  MAX_TRANSFER_PASSENGERS,
  TRANSFER_DIRECTIONS,
  type TransferDirection,
  type TransferSearchCriteria,
} from '@charterdesk/domain';
import { Alert, Button, Grid, Group, Input, Paper, Text, VisuallyHidden } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconCalendarEvent, IconClock, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { presentApiError } from '../../../shared/api/present-api-error';
import { useCulture } from '../../../shared/i18n/use-culture';
import { localToday } from '../../../shared/lib/format-date';
import { preloadWhenIdle } from '../../../shared/lib/preload-when-idle';
import { useDurationText } from '../../../shared/lib/use-duration-text';
import { placeFilter } from '../../../shared/transfer-search/place-filter';
import { useCalendarDropdown } from '../../../shared/ui/calendar-dropdown';
import { CountInput } from '../../../shared/ui/count-input';
import { DatePickerField } from '../../../shared/ui/date-picker-field/date-picker-field';
import { SearchableSelect } from '../../../shared/ui/searchable-select';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice';
import { useTransferPlaces } from '../api/transfer-places';
import { useRunTransferSearch } from '../hooks/use-run-transfer-search';
import {
  createTransferSearchResolver,
  loadTransferSearchCheck,
  memberToSearchField,
  storeTransferForm,
  type TransferSearchField,
  type TransferSearchFormValues,
  transferErrorText,
} from '../lib/search-form';
import classes from './transfer-search-form.module.css';

/** How far ahead the calendar goes: transfers are sold with the season's flights, about a year out. */
const BOOKING_HORIZON_DAYS = 365;

const FOCUS_ORDER: TransferSearchField[] = [
  'airportCode',
  'districtId',
  'date',
  'time',
  'passengers',
  'luggage',
];

export interface TransferSearchFormProps {
  initialValues: TransferSearchFormValues;
  /** hero: the home page card; compact: on the results page */
  variant?: 'hero' | 'compact';
  onSearched?: () => void;
}

/**
 * The transfer search form: airport, its zones (with the usual drive time), direction, airport-local date
 * and time, passengers and suitcases. Checked with the shared criteria schema, saved with
 * Transfer/SaveTransferSearch, then the results URL is opened. Values live in sessionStorage.
 */
export function TransferSearchForm({ initialValues, variant = 'hero', onSearched }: TransferSearchFormProps) {
  const { t } = useTranslation('transfers');
  const duration = useDurationText();
  const culture = useCulture();
  const cultureRef = useRef(culture);
  cultureRef.current = culture;
  const places = useTransferPlaces(culture);
  const { run, isPending } = useRunTransferSearch();
  const [formError, setFormError] = useState<string | null>(null);

  // the check's code (zod, the shared schemas) comes while the visitor fills the form, not with the page
  useEffect(() => preloadWhenIdle(loadTransferSearchCheck), []);
  const resolver = useMemo(
    () =>
      createTransferSearchResolver(
        () => cultureRef.current,
        () => localToday(),
      ),
    [],
  );
  const { control, handleSubmit, setValue, getValues, setError, setFocus, trigger, formState, subscribe } =
    useForm<TransferSearchFormValues, unknown, TransferSearchCriteria>({
      defaultValues: initialValues,
      resolver,
      shouldFocusError: false,
    });
  const { errors, isSubmitted, isSubmitting } = formState;
  const [airportCode, direction, pickedDate] = useWatch({
    control,
    name: ['airportCode', 'direction', 'date'],
  });

  // Every change is kept for the session (DESIGN §6: forms survive a reload).
  useEffect(() => {
    storeTransferForm(getValues());
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => storeTransferForm(values as TransferSearchFormValues),
    });
  }, [subscribe, getValues]);

  // Messages follow a language switch once the visitor has seen them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the culture is the trigger
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [culture]);

  const airports = places.data?.airports ?? [];
  const airport = airports.find((a) => a.code === airportCode);
  const airportOptions = airports.map((a) => ({
    value: a.code,
    label: a.name.toLowerCase().includes(a.cityName.toLowerCase())
      ? `${a.name} (${a.code})`
      : `${a.cityName}, ${a.name} (${a.code})`,
  }));
  const airportFilter = placeFilter(new Map(airports.map((a) => [a.code, [a.code, ...(a.aliases ?? [])]])));
  const districts = airport?.districts ?? [];
  const minutesById = new Map(districts.map((d) => [String(d.id), d.transferMinutes]));
  const districtOptions = districts.map((d) => ({ value: String(d.id), label: d.name }));
  const districtFilter = placeFilter(new Map(districts.map((d) => [String(d.id), d.aliases ?? []])));

  // A zone kept from another airport (or a stored form) is dropped once the zones are known.
  useEffect(() => {
    const current = getValues('districtId');
    if (!airport || !current) return;
    if (!airport.districts.some((d) => String(d.id) === current)) setValue('districtId', '');
  }, [airport, getValues, setValue]);

  const today = localToday();
  const maxDate = addDays(today, BOOKING_HORIZON_DAYS);
  const revalidate = { shouldValidate: isSubmitted, shouldDirty: true } as const;
  const errorText = (message: string | undefined) =>
    transferErrorText(culture, (k) => t(k as never), message);

  const focusFirstError = (fields: readonly string[]) => {
    const first = FOCUS_ORDER.find((field) => fields.includes(field));
    if (first) setFocus(first);
  };

  const onValid = async (criteria: TransferSearchCriteria) => {
    setFormError(null);
    try {
      await run(criteria);
      onSearched?.();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.validationErrors.length > 0) {
        const unmapped: string[] = [];
        const mapped: string[] = [];
        for (const { message, members } of error.validationErrors) {
          const fields = members.map(memberToSearchField).filter((f) => f !== undefined);
          for (const field of fields) setError(field, { type: 'server', message });
          mapped.push(...fields);
          if (fields.length === 0) unmapped.push(message);
        }
        if (unmapped.length) setFormError(unmapped.join(' '));
        focusFirstError(mapped);
        return;
      }
      // The places changed under the form (a zone closed, an airport dropped): say so at the field.
      if (isApiError(error) && error.key === 'transfers.zone_not_of_airport') {
        setError('districtId', { type: 'server', message: error.message });
        return focusFirstError(['districtId']);
      }
      if (isApiError(error) && error.key === 'transfers.unknown_airport') {
        setError('airportCode', { type: 'server', message: error.message });
        return focusFirstError(['airportCode']);
      }
      presentApiError(error);
    }
  };

  const dateLabel = t(direction === 'toAirport' ? 'form.datePickup' : 'form.dateLanding');
  const { dropdownType, popoverProps, modalProps, ...calendarProps } = useCalendarDropdown(
    dateLabel,
    pickedDate || today,
  );
  const dateLabelId = useId();
  const dateButtonId = useId();
  const timeLabel = t(direction === 'toAirport' ? 'form.timePickup' : 'form.timeLanding');
  const whenLabel = t(direction === 'toAirport' ? 'form.whenPickup' : 'form.whenLanding');

  return (
    <Paper
      component="form"
      onSubmit={handleSubmit(onValid, (invalid) => focusFirstError(Object.keys(invalid)))}
      noValidate
      aria-label={t('form.label')}
      className={classes.form}
      data-variant={variant}
      radius="lg"
      shadow={variant === 'hero' ? 'xl' : 'xs'}
      withBorder
      data-testid="transfer-search-form"
    >
      <Group justify="space-between" mb="sm" gap="xs">
        <Controller
          control={control}
          name="direction"
          render={({ field }) => (
            <SegmentedChoice
              data={TRANSFER_DIRECTIONS.map((d) => ({ value: d, label: t(`direction.${d}`) }))}
              value={field.value}
              onChange={(value: TransferDirection) => field.onChange(value)}
              aria-label={t('form.direction')}
              className={classes.direction}
              data-testid="transfer-direction"
            />
          )}
        />
        {places.isError ? (
          <Alert color="red" variant="light" py={6} data-testid="transfer-places-error">
            <Group gap="xs">
              <Text size="sm">{t('form.placesFailed')}</Text>
              <Button size="compact-xs" variant="light" onClick={() => void places.refetch()}>
                {t('form.retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
      </Group>

      <Grid columns={24} gutter="sm" align="flex-start">
        <Grid.Col span={{ base: 24, sm: 12, lg: 5 }}>
          <Controller
            control={control}
            name="airportCode"
            render={({ field }) => (
              <SearchableSelect
                ref={field.ref}
                label={t('form.airport')}
                placeholder={t('form.airportPlaceholder')}
                data={airportOptions}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  if (value !== field.value) setValue('districtId', '', revalidate);
                }}
                onBlur={field.onBlur}
                filter={airportFilter}
                nothingFoundMessage={places.isPending ? t('form.loading') : t('form.nothingFound')}
                error={errorText(errors.airportCode?.message)}
                data-testid="transfer-airport"
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, lg: 4 }}>
          <Controller
            control={control}
            name="districtId"
            render={({ field }) => (
              <SearchableSelect
                ref={field.ref}
                label={t(direction === 'toAirport' ? 'form.zoneFrom' : 'form.zoneTo')}
                placeholder={airport ? t('form.zonePlaceholder') : t('form.zoneFirstAirport')}
                data={districtOptions}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                filter={districtFilter}
                disabled={!airport}
                nothingFoundMessage={t('form.nothingFound')}
                renderOption={(option) => (
                  <span className={classes.zoneOption}>
                    <span>{option.label}</span>
                    <Text span size="xs" c="dimmed">
                      {t('approx', { duration: duration(minutesById.get(option.value) ?? 0) })}
                    </Text>
                  </span>
                )}
                description={
                  field.value && minutesById.has(field.value)
                    ? t('form.driveTime', { duration: duration(minutesById.get(field.value) ?? 0) })
                    : undefined
                }
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                error={errorText(errors.districtId?.message)}
                data-testid="transfer-zone"
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12, lg: 6 }}>
          {/* One label over date and time: it says whose time it is (landing or pick-up) and that it is local. */}
          <Input.Wrapper label={whenLabel} labelElement="div">
            <VisuallyHidden id={dateLabelId}>{dateLabel}</VisuallyHidden>
            <Group gap="xs" grow wrap="nowrap" align="flex-start" role="group" aria-label={whenLabel}>
              <Controller
                control={control}
                name="date"
                render={({ field }) => (
                  <DatePickerField
                    type="default"
                    buttonRef={field.ref}
                    locale={culture}
                    // the name is the label plus what the button shows (placeholder or date), so a
                    // speech user saying either reaches it (WCAG 2.5.3)
                    id={dateButtonId}
                    aria-labelledby={`${dateLabelId} ${dateButtonId}`}
                    placeholder={t('form.datePlaceholder')}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    minDate={today}
                    maxDate={maxDate}
                    valueStyle="dayMonthYear"
                    leftSection={<IconCalendarEvent size={18} stroke={1.6} aria-hidden="true" />}
                    dropdownType={dropdownType}
                    popoverProps={popoverProps}
                    modalProps={modalProps}
                    calendarProps={calendarProps}
                    error={errorText(errors.date?.message)}
                    data-testid="transfer-date"
                  />
                )}
              />
              <Controller
                control={control}
                name="time"
                render={({ field }) => (
                  <TimeInput
                    ref={field.ref}
                    aria-label={timeLabel}
                    value={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.value.slice(0, 5))}
                    onBlur={field.onBlur}
                    leftSection={<IconClock size={18} stroke={1.6} aria-hidden="true" />}
                    error={errorText(errors.time?.message)}
                    data-testid="transfer-time"
                  />
                )}
              />
            </Group>
          </Input.Wrapper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4, lg: 2 }}>
          <Controller
            control={control}
            name="passengers"
            render={({ field }) => (
              <CountInput
                ref={field.ref}
                label={t('form.passengers')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={1}
                max={MAX_TRANSFER_PASSENGERS}
                error={errorText(errors.passengers?.message)}
                data-testid="transfer-passengers"
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4, lg: 2 }}>
          <Controller
            control={control}
            name="luggage"
            render={({ field }) => (
              <CountInput
                ref={field.ref}
                label={t('form.luggage')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={0}
                max={MAX_TRANSFER_PASSENGERS * 2}
                error={errorText(errors.luggage?.message)}
                data-testid="transfer-luggage"
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, md: 4, lg: 5 }} className={classes.submit} mt={{ md: 25 }}>
          <Button
            type="submit"
            fullWidth
            color="sunset"
            loading={isPending || isSubmitting}
            leftSection={<IconSearch size={18} stroke={2.2} aria-hidden="true" />}
            data-testid="transfer-search-submit"
          >
            {t('form.submit')}
          </Button>
        </Grid.Col>
      </Grid>
      <Text size="xs" c="dimmed" mt="xs">
        {t(direction === 'toAirport' ? 'form.hintPickup' : 'form.hintLanding')}
      </Text>

      {formError ? (
        <Alert color="red" variant="light" radius="md" mt="sm" data-testid="transfer-search-error">
          {formError}
        </Alert>
      ) : null}
    </Paper>
  );
}
