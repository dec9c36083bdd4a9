import type {
  AddOrderInput,
  FlightOption,
  PassengerCounts,
  SavedPassenger,
  TripFacts,
} from '@charterdesk/domain';
import { Alert, Button, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Control, FieldPath, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormDateInput } from '../../../shared/checkout/checkout-fields';
import { PASSPORT_CODE_KEYBOARD, PASSPORT_NAME_KEYBOARD } from '../../../shared/lib/passport-keyboard';
import { type BookingFormValues, searchWithInfantAsChild, turnsTwoDuringTrip } from '../lib/booking-form';
import { PassportSpelling, prefillValues, SavedPassengerPicker } from './passenger-helpers';

type Field = FieldPath<BookingFormValues>;
interface Option {
  value: string;
  label: string;
}

export interface PassengerBlockProps {
  /** the passenger's place in the form (0-based) */
  index: number;
  passenger: BookingFormValues['passengers'][number];
  register: UseFormRegister<BookingFormValues>;
  control: Control<BookingFormValues, unknown, AddOrderInput>;
  setValue: UseFormSetValue<BookingFormValues>;
  /** the localized message of the field's error, if any */
  err: (name: string) => string | undefined;
  saved: SavedPassenger[];
  trip: TripFacts;
  nationalityOptions: Option[];
  /** the adults an infant may travel with */
  adults: Option[];
  isSubmitted: boolean;
  offers: readonly FlightOption[];
  counts: PassengerCounts;
}

/**
 * One passenger's fields on the booking page. A component of its own so that React can pause between passengers
 * while it hydrates the page: drawn inside the form's own render, the form was one task of 100+ ms on a phone.
 */
export function PassengerBlock({
  index: i,
  passenger: p,
  register,
  control,
  setValue,
  err,
  saved,
  trip,
  nationalityOptions,
  adults,
  isSubmitted,
  offers,
  counts,
}: PassengerBlockProps) {
  const { t } = useTranslation('booking');
  const base = `passengers.${i}` as const;
  const tid = (f: string) => `booking-passenger-${i}-${f}`;
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="sm">
        {t('booking.passengerTitle', { n: i + 1, type: t(`booking.type.${p.type}`) })}
      </Text>
      <SavedPassengerPicker
        saved={saved}
        type={p.type}
        lastFlightDate={trip.lastFlightDate}
        testId={tid('prefill')}
        onPick={(chosen) => {
          for (const [key, value] of Object.entries(prefillValues(chosen)))
            setValue(`${base}.${key}` as Field, value as never, {
              shouldDirty: true,
              shouldValidate: isSubmitted,
            });
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label={t('booking.field.gender')}
          data={[
            { value: '', label: t('booking.choose') },
            { value: 'male', label: t('booking.male') },
            { value: 'female', label: t('booking.female') },
          ]}
          {...register(`${base}.gender`)}
          error={err(`${base}.gender`)}
          data-testid={tid('gender')}
        />
        <NativeSelect
          label={t('booking.field.nationality')}
          data={nationalityOptions}
          {...register(`${base}.nationality`)}
          error={err(`${base}.nationality`)}
          data-testid={tid('nationality')}
        />
        <TextInput
          label={t('booking.field.name')}
          autoComplete="off"
          {...PASSPORT_NAME_KEYBOARD}
          {...register(`${base}.name`)}
          error={err(`${base}.name`)}
          description={
            <PassportSpelling
              value={p.name}
              testId={tid('name-latin')}
              onUse={(v) => setValue(`${base}.name`, v, { shouldValidate: true })}
            />
          }
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          data-testid={tid('name')}
        />
        <TextInput
          label={t('booking.field.surname')}
          autoComplete="off"
          {...PASSPORT_NAME_KEYBOARD}
          {...register(`${base}.surname`)}
          error={err(`${base}.surname`)}
          description={
            <PassportSpelling
              value={p.surname}
              testId={tid('surname-latin')}
              onUse={(v) => setValue(`${base}.surname`, v, { shouldValidate: true })}
            />
          }
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          data-testid={tid('surname')}
        />
        <FormDateInput
          control={control}
          name={`${base}.birthday`}
          label={t('booking.field.birthday')}
          error={err(`${base}.birthday`)}
          testId={tid('birthday')}
        />
        <TextInput
          label={t('booking.field.passportNumber')}
          {...PASSPORT_CODE_KEYBOARD}
          {...register(`${base}.passportNumber`)}
          error={err(`${base}.passportNumber`)}
          data-testid={tid('passportNumber')}
        />
        <TextInput
          label={t('booking.field.passportSerial')}
          {...PASSPORT_CODE_KEYBOARD}
          {...register(`${base}.passportSerial`)}
          error={err(`${base}.passportSerial`)}
          data-testid={tid('passportSerial')}
        />
        <FormDateInput
          control={control}
          name={`${base}.passportExpiry`}
          label={t('booking.field.passportExpiry')}
          error={err(`${base}.passportExpiry`)}
          testId={tid('passportExpiry')}
        />
        {trip.domesticTurkey && p.nationality === 'TR' ? (
          <TextInput
            label={t('booking.field.turkishId')}
            inputMode="numeric"
            maxLength={11}
            {...register(`${base}.turkishId`)}
            error={err(`${base}.turkishId`)}
            data-testid={tid('turkishId')}
          />
        ) : null}
        {p.type === 'infant' ? (
          <NativeSelect
            label={t('booking.field.infantOf')}
            data={[{ value: '', label: t('booking.choose') }, ...adults]}
            {...register(`${base}.infantOf`)}
            error={err(`${base}.infantOf`)}
            data-testid={tid('infantOf')}
          />
        ) : null}
      </SimpleGrid>
      {p.type === 'infant' && err(`${base}.birthday`) && turnsTwoDuringTrip(p.birthday, offers) ? (
        // the refusal is right, but a dead end: say why and offer the search that works
        <Alert color="blue" mt="sm" data-testid={tid('turns-two')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('booking.infantTurnsTwo')}</Text>
            <Button
              component={Link}
              to={searchWithInfantAsChild(offers, counts)}
              state={{ skipSurvey: true }}
              size="xs"
              variant="light"
              data-testid={tid('search-as-child')}
            >
              {t('booking.searchAsChild')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </Paper>
  );
}
