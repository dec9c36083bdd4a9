import {
  addDays,
  CABIN_CLASSES,
  earliestSearchDate,
  type FlightSearchCriteria,
  TRIP_TYPES,
  type TripType,
} from '@charterdesk/domain';
import { ActionIcon, Alert, Button, Checkbox, NativeSelect, Paper } from '@mantine/core';
import { IconArrowsLeftRight, IconSearch } from '@tabler/icons-react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormReturn,
  useController,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { presentApiError } from '../../../shared/api/present-api-error';
import { useCulture } from '../../../shared/i18n/use-culture';
import { localToday } from '../../../shared/lib/format-date';
import { useMatchMedia } from '../../../shared/lib/use-media-query';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice';
import { useLocationName } from '../api/airports';
import { useRunSearch } from '../hooks/use-run-search';
import { createSearchResolver, fieldErrorText, loadSearchCheck, memberToField } from '../lib/form-resolver';
import { type SearchFormValues, storeFormValues } from '../lib/search-params';
import { DatesField } from './dates-field';
import classes from './flight-search-form.module.css';
import { LocationField } from './location-field';
import { PassengersField } from './passengers-field';

export interface FlightSearchFormProps {
  initialValues: SearchFormValues;
  /** hero: the home page card; compact: atop the results */
  variant?: 'hero' | 'compact';
  /** Names of the chosen places when the values came without them (e.g. from a results URL). */
  placeHints?: { origin?: string; destination?: string };
  /** Query parameters kept on the new results URL (e.g. the sort order). */
  keepParams?: URLSearchParams;
  /** After a successful search was opened. */
  onSearched?: () => void;
}

/** Fields in the order the visitor meets them, and the control that takes the focus for each. */
const FOCUS_ORDER = [
  'origin',
  'destination',
  'departureDate',
  'returnDate',
  'adults',
  'children',
  'infants',
  'cabinClass',
  'tripType',
] as const;
const FOCUS_TARGET = {
  origin: 'origin',
  destination: 'destination',
  departureDate: 'departureDate',
  returnDate: 'departureDate',
  adults: 'adults',
  children: 'adults',
  infants: 'adults',
  cabinClass: 'cabinClass',
  tripType: 'cabinClass',
} as const satisfies Record<(typeof FOCUS_ORDER)[number], keyof SearchFormValues>;

/** How far ahead the calendar goes: charter programmes are sold about a year out. */
const BOOKING_HORIZON_DAYS = 365;

type Side = 'origin' | 'destination';

function PlaceController({
  side,
  control,
  label,
  error,
  inputRef,
  onPicked,
  onValueChange,
}: {
  side: Side;
  control: Control<SearchFormValues, unknown, FlightSearchCriteria>;
  label: string;
  error?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
  onPicked?: (option: unknown, how: { byKeyboard: boolean }) => void;
  onValueChange?: () => void;
}) {
  const code = useController({ control, name: side });
  const text = useController({ control, name: side === 'origin' ? 'originLabel' : 'destinationLabel' });
  const otherCode = useWatch({ control, name: side === 'origin' ? 'destination' : 'origin' });
  return (
    <LocationField
      label={label}
      value={{ code: code.field.value, label: text.field.value || code.field.value }}
      onChange={(next) => {
        text.field.onChange(next.label);
        code.field.onChange(next.code);
        onValueChange?.();
      }}
      onPicked={onPicked}
      onBlur={code.field.onBlur}
      excludeCode={otherCode || undefined}
      error={error}
      testId={side === 'origin' ? 'search-origin' : 'search-destination'}
      inputRef={(element) => {
        code.field.ref(element);
        inputRef?.(element);
      }}
    />
  );
}

function firstError(
  errors: FieldErrors<SearchFormValues>,
  fields: (keyof SearchFormValues)[],
): string | undefined {
  for (const field of fields) {
    const message = errors[field]?.message;
    if (message) return message;
  }
  return undefined;
}

/** Starts loading the form's check (a failure is the check's to report when it runs). */
const prepareCheck = () => void loadSearchCheck().catch(() => undefined);

/** The values with the names the server knows for places given by their codes alone (a results URL). */
function namedPlaces(values: SearchFormValues, hints: FlightSearchFormProps['placeHints']): SearchFormValues {
  return {
    ...values,
    originLabel: values.originLabel || (values.origin && hints?.origin) || '',
    destinationLabel: values.destinationLabel || (values.destination && hints?.destination) || '',
  };
}

/**
 * The flight search form: validated with the shared criteria schema, saved with Flight/SaveFlightSearch,
 * then the results URL is opened. Values live in sessionStorage so a reload keeps them.
 */
export function FlightSearchForm({
  initialValues,
  variant = 'hero',
  placeHints,
  keepParams,
  onSearched,
}: FlightSearchFormProps) {
  const culture = useCulture();
  const cultureRef = useRef(culture);
  useEffect(() => {
    cultureRef.current = culture;
  }, [culture]);

  const resolver = useMemo(
    () =>
      createSearchResolver(
        () => cultureRef.current,
        () => earliestSearchDate(new Date()),
      ),
    [],
  );
  const form = useForm<SearchFormValues, unknown, FlightSearchCriteria>({
    // named from the start where the names are known: set after the first render, they drew the form again
    defaultValues: namedPlaces(initialValues, placeHints),
    resolver,
    shouldFocusError: false,
  });
  const { errors, isSubmitted, isSubmitting } = form.formState;
  return (
    <SearchFormBody
      form={form}
      errors={errors}
      isSubmitted={isSubmitted}
      isSubmitting={isSubmitting}
      variant={variant}
      placeHints={placeHints}
      keepParams={keepParams}
      onSearched={onSearched}
    />
  );
}

interface SearchFormBodyProps extends Omit<FlightSearchFormProps, 'initialValues'> {
  form: UseFormReturn<SearchFormValues, unknown, FlightSearchCriteria>;
  errors: FieldErrors<SearchFormValues>;
  isSubmitted: boolean;
  isSubmitting: boolean;
}

/**
 * The form's fields, apart from the hook that owns them: react-hook-form sets its own state once more in a layout
 * effect right after the first render (`isReady`), which would draw the whole form twice in hydration's commit (a
 * long task on a phone). Memoized on the form object (stable) and the state it shows, the body skips that render.
 */
const SearchFormBody = memo(function SearchFormBody({
  form,
  errors,
  isSubmitted,
  isSubmitting,
  variant,
  placeHints,
  keepParams,
  onSearched,
}: SearchFormBodyProps) {
  const { t } = useTranslation('search');
  const culture = useCulture();
  const { control, handleSubmit, setValue, getValues, setError, setFocus, trigger, subscribe } = form;
  const { run, isPending } = useRunSearch();
  const [formError, setFormError] = useState<string | null>(null);
  const originRef = useRef<HTMLInputElement | null>(null);
  const destinationRef = useRef<HTMLInputElement | null>(null);
  // Phones stack the place fields; the swap button then sits in the 36 px between them.
  const narrow = useMatchMedia('(max-width: 36em)');

  const today = localToday();
  const maxDate = addDays(today, BOOKING_HORIZON_DAYS);
  const tripType = useWatch({ control, name: 'tripType' });
  const [departureDate, returnDate, adults, children, infants] = useWatch({
    control,
    name: ['departureDate', 'returnDate', 'adults', 'children', 'infants'],
  });

  // Every change is kept for the session (DESIGN §6: forms survive a reload).
  useEffect(() => {
    storeFormValues(getValues());
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => storeFormValues(values as SearchFormValues),
    });
  }, [subscribe, getValues]);

  // Names the server knows replace bare codes (a results URL carries codes only) when they come after the form.
  useEffect(() => {
    const named = namedPlaces(getValues(), placeHints);
    for (const field of ['originLabel', 'destinationLabel'] as const)
      if (named[field] !== getValues(field)) setValue(field, named[field]);
  }, [placeHints?.origin, placeHints?.destination, getValues, setValue, placeHints]);

  // A language switch names the chosen places in the new language: asked again by their codes, each name
  // replaces the old one if the place is still the one chosen (a place typed but not picked keeps its text).
  const [labelsIn, setLabelsIn] = useState(culture);
  const relabel = labelsIn !== culture;
  const [originCode, destinationCode] = useWatch({ control, name: ['origin', 'destination'] });
  const originName = useLocationName(relabel ? originCode : undefined, culture);
  const destinationName = useLocationName(relabel ? destinationCode : undefined, culture);
  useEffect(() => {
    if (!relabel) return;
    if (originName) setValue('originLabel', originName);
    if (destinationName) setValue('destinationLabel', destinationName);
    if ((!originCode || originName) && (!destinationCode || destinationName)) setLabelsIn(culture);
  }, [relabel, culture, originName, destinationName, originCode, destinationCode, setValue]);

  // Messages follow a language switch once the visitor has seen them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the culture is the trigger
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [culture]);

  const revalidate = { shouldValidate: isSubmitted, shouldDirty: true } as const;
  // "Same origin and destination" sits on one field but depends on both.
  const revalidatePlaces = () => {
    if (isSubmitted) void trigger(['origin', 'destination']);
  };

  const swap = () => {
    const [origin, originLabel, destination, destinationLabel] = getValues([
      'origin',
      'originLabel',
      'destination',
      'destinationLabel',
    ]);
    setValue('origin', destination, revalidate);
    setValue('originLabel', destinationLabel, revalidate);
    setValue('destination', origin, revalidate);
    setValue('destinationLabel', originLabel, revalidate);
  };

  /** Puts the focus on the first field with a problem, without opening a place list over its message. */
  const focusFirstError = (fields: readonly string[]) => {
    const first = FOCUS_ORDER.find((field) => fields.includes(field));
    if (!first) return;
    if (first === 'origin' || first === 'destination') {
      const input = (first === 'origin' ? originRef : destinationRef).current;
      if (input) input.dataset.quietFocus = '1';
    }
    setFocus(FOCUS_TARGET[first]);
  };

  const onValid = async (criteria: FlightSearchCriteria) => {
    setFormError(null);
    try {
      await run(criteria, { keep: keepParams });
      onSearched?.();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.validationErrors.length > 0) {
        const unmapped: string[] = [];
        const mapped: string[] = [];
        for (const { message, members } of error.validationErrors) {
          const fields = members.map(memberToField).filter((f) => f !== undefined);
          for (const field of fields) setError(field, { type: 'server', message });
          mapped.push(...fields);
          if (fields.length === 0) unmapped.push(message);
        }
        if (unmapped.length) setFormError(unmapped.join(' '));
        focusFirstError(mapped);
        return;
      }
      presentApiError(error);
    }
  };

  const errorText = (message: string | undefined) => fieldErrorText(culture, message);
  const datesError = errorText(firstError(errors, ['departureDate', 'returnDate']));
  const passengersError = errorText(firstError(errors, ['adults', 'children', 'infants']));
  const otherError = errorText(firstError(errors, ['tripType', 'directPreferred', 'includeNearbyAirports']));

  return (
    <Paper
      component="form"
      onSubmit={handleSubmit(onValid, (invalid) => focusFirstError(Object.keys(invalid)))}
      // the check's code loads while the visitor fills the form, not while the page loads
      onFocusCapture={prepareCheck}
      onPointerDownCapture={prepareCheck}
      noValidate
      aria-label={t('form.label')}
      className={classes.form}
      data-variant={variant}
      radius="lg"
      shadow={variant === 'hero' ? 'xl' : 'xs'}
      withBorder
      data-testid="flight-search-form"
    >
      <div className={classes.optionsRow}>
        <Controller
          control={control}
          name="tripType"
          render={({ field }) => (
            <SegmentedChoice
              data={TRIP_TYPES.map((type) => ({ value: type, label: t(`form.tripTypes.${type}`) }))
                .slice()
                .reverse()}
              value={field.value}
              onChange={(value: TripType) => field.onChange(value)}
              aria-label={t('form.tripType')}
              data-testid="search-trip-type"
              className={classes.tripType}
            />
          )}
        />
        <Controller
          control={control}
          name="cabinClass"
          render={({ field, fieldState }) => (
            <NativeSelect
              ref={field.ref}
              data={CABIN_CLASSES.map((cabin) => ({
                value: cabin,
                label: t(`form.cabinClasses.${cabin}`),
              }))}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              aria-label={t('form.cabin')}
              error={errorText(fieldState.error?.message)}
              size="sm"
              radius="xl"
              variant="filled"
              data-testid="search-cabin"
              className={classes.cabin}
            />
          )}
        />
      </div>

      <div className={classes.mainRow}>
        <div className={classes.places}>
          <PlaceController
            side="origin"
            control={control}
            label={t('form.origin')}
            error={errorText(errors.origin?.message)}
            onValueChange={revalidatePlaces}
            inputRef={(element) => {
              originRef.current = element;
            }}
            onPicked={(_option, how) => {
              // a tap moves on to the destination; after Enter the visitor's own Tab does (else it skips it)
              if (!how.byKeyboard && !getValues('destination')) destinationRef.current?.focus();
            }}
          />
          <div className={classes.destinationCell}>
            <PlaceController
              side="destination"
              control={control}
              label={t('form.destination')}
              error={errorText(errors.destination?.message)}
              onValueChange={revalidatePlaces}
              inputRef={(element) => {
                destinationRef.current = element;
              }}
            />
            {/* after the destination in the tab order (shown on the seam by CSS): origin, then destination */}
            <ActionIcon
              variant="default"
              radius="xl"
              size={narrow ? 30 : 36}
              className={classes.swap}
              onClick={swap}
              aria-label={t('form.swap')}
              title={t('form.swap')}
              data-testid="search-swap"
            >
              <IconArrowsLeftRight size={18} stroke={1.8} aria-hidden="true" />
            </ActionIcon>
          </div>
        </div>

        <div className={classes.dates}>
          <Controller
            control={control}
            name="departureDate"
            render={({ field }) => (
              <DatesField
                buttonRef={field.ref}
                tripType={tripType}
                departureDate={departureDate}
                returnDate={returnDate}
                minDate={today}
                maxDate={maxDate}
                error={datesError}
                onChange={(start, end) => {
                  field.onChange(start);
                  setValue('returnDate', end, revalidate);
                }}
              />
            )}
          />
        </div>

        <div className={classes.passengers}>
          <Controller
            control={control}
            name="adults"
            render={({ field }) => (
              <PassengersField
                buttonRef={field.ref}
                value={{ adults, children, infants }}
                error={passengersError}
                onChange={(next) => {
                  field.onChange(next.adults);
                  setValue('children', next.children, revalidate);
                  setValue('infants', next.infants, revalidate);
                }}
              />
            )}
          />
        </div>

        <div className={classes.submit}>
          <Button
            type="submit"
            size="md"
            fullWidth
            color="sunset"
            loading={isPending || isSubmitting}
            leftSection={<IconSearch size={18} stroke={2.2} aria-hidden="true" />}
            data-testid="search-submit"
            className={classes.submitButton}
          >
            {t('form.submit')}
          </Button>
        </div>
      </div>

      <div className={classes.extrasRow}>
        <Controller
          control={control}
          name="directPreferred"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              label={t('form.directPreferred')}
              size="sm"
              data-testid="search-direct"
            />
          )}
        />
        <Controller
          control={control}
          name="includeNearbyAirports"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              label={t('form.includeNearby')}
              size="sm"
              data-testid="search-nearby"
            />
          )}
        />
      </div>

      {formError || otherError ? (
        <Alert color="red" variant="light" radius="md" data-testid="search-form-error">
          {formError ?? otherError}
        </Alert>
      ) : null}
    </Paper>
  );
});
