import {
  hasCyrillic,
  type PassengerType,
  passengerTypeOn,
  type SavedPassenger,
  toFormDate,
  toPassportSpelling,
} from '@charterdesk/domain';
import { Anchor, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getStoredAuthToken } from '../../../shared/api/api-client';
import { passengersQuery } from '../../../shared/api/member-api';

/** The signed-in member's saved passengers (none for a visitor, or when the account refuses). */
export function useSavedPassengers(): SavedPassenger[] {
  const token = getStoredAuthToken();
  const query = useQuery({ ...passengersQuery(), enabled: Boolean(token) });
  return token ? (query.data?.items ?? []) : [];
}

/** The fields of the passenger form a saved passenger fills (dates as the form writes them, DD-MM-YYYY). */
export function prefillValues(p: SavedPassenger) {
  return {
    gender: p.gender,
    name: p.name,
    surname: p.surname,
    birthday: toFormDate(p.birthday),
    nationality: p.nationality,
    passportNumber: p.passportNumber ?? '',
    passportExpiry: p.passportExpiry ? toFormDate(p.passportExpiry) : '',
    turkishId: p.turkishId ?? '',
  };
}

/**
 * "Fill from saved passengers" for one passenger block: only those whose age on the trip's last flight
 * makes them this block's type (an infant block is never filled with an adult).
 */
export function SavedPassengerPicker({
  saved,
  type,
  lastFlightDate,
  onPick,
  testId,
}: {
  saved: SavedPassenger[];
  type: PassengerType;
  lastFlightDate: string;
  onPick: (p: SavedPassenger) => void;
  testId: string;
}) {
  const { t } = useTranslation('account');
  const fitting = saved.filter((p) => passengerTypeOn(p.birthday, lastFlightDate) === type);
  if (fitting.length === 0) return null;
  return (
    <NativeSelect
      label={t('passengerPrefill.label')}
      size="xs"
      mb="sm"
      maw={320}
      value=""
      data={[
        { value: '', label: t('passengerPrefill.placeholder') },
        ...fitting.map((p) => ({
          value: String(p.id),
          label: `${p.surname} ${p.name} · ${toFormDate(p.birthday)}`,
        })),
      ]}
      onChange={(event) => {
        const chosen = fitting.find((p) => String(p.id) === event.currentTarget.value);
        if (chosen) onPick(chosen);
      }}
      data-testid={testId}
    />
  );
}

/** Next to "Latin letters only": the passport (ICAO 9303) spelling of a name typed in Cyrillic, one click away. */
export function PassportSpelling({
  value,
  onUse,
  testId,
}: {
  value: string;
  onUse: (v: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('account');
  if (!value || !hasCyrillic(value)) return null;
  const spelled = toPassportSpelling(value);
  if (!spelled) return null;
  return (
    <Anchor component="button" type="button" size="xs" onClick={() => onUse(spelled)} data-testid={testId}>
      {t('latin.suggest', { value: spelled })}
    </Anchor>
  );
}
