import type { SavedPassenger } from '@charterdesk/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  deletePassenger,
  memberKeys,
  passengersQuery,
  savePassenger,
  updateProfile,
} from '../../shared/api/member-api';
import { presentApiError } from '../../shared/api/present-api-error';
import { useMember } from '../../shared/auth/use-member';
import { useCulture } from '../../shared/i18n/use-culture';
import { useFieldError } from '../../shared/i18n/use-field-error';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { countryOptions } from '../../shared/lib/country-options';
import { placeServerErrors } from '../../shared/lib/form-server-errors';
import { submitRefusingUnfinishedDates } from '../../shared/lib/unfinished-dates';
import { useLazySchemaResolver } from '../../shared/lib/use-lazy-schema-resolver';
import { openConfirmModal } from '../../shared/ui/overlay-hosts';
import { PageHeader } from '../../shared/ui/page-header';
import { PageLoader } from '../../shared/ui/page-loader';

const loadProfileSchema = () => import('./account-checks').then((m) => m.updateMemberProfileInputSchema);
const loadPassengerSchema = () => import('./account-checks').then((m) => m.saveSavedPassengerInputSchema);

/** /account/profile: the holder's details (18 or older) and the saved passengers of their bookings. */
export function AccountProfilePage() {
  const { t } = useTranslation('account');
  const { t: tp } = useTranslation('pages');
  usePageTitle('pages:accountProfile.title');
  const { profile } = useMember();
  if (!profile) return <PageLoader />;
  return (
    <>
      <PageHeader title={tp('accountProfile.title')} intro={tp('accountProfile.intro')} />
      <Stack gap="xl">
        <ProfileForm
          defaults={{
            name: profile.name,
            surname: profile.surname,
            phone: profile.phone ?? '',
            birthDate: profile.birthDate ?? '',
          }}
          email={profile.emailAddress}
        />
        <SavedPassengers />
        <Text size="xs" c="dimmed">
          {t('profile.email')}: {profile.emailAddress}
        </Text>
      </Stack>
    </>
  );
}

function ProfileForm({
  defaults,
  email,
}: {
  defaults: { name: string; surname: string; phone: string; birthDate: string };
  email: string;
}) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const form = useForm({ resolver: useLazySchemaResolver(loadProfileSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const errorText = useFieldError();
  const submit = submitRefusingUnfinishedDates(form, async (values) => {
    try {
      const saved = await updateProfile(values);
      queryClient.setQueryData(memberKeys.profile, saved);
      notifications.show({ color: 'teal', message: t('profile.saved') });
    } catch (error) {
      if (!placeServerErrors(error, form.setError)) presentApiError(error);
    }
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate data-testid="profile-form">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('profile.details')}
          </Title>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label={t('profile.name')} {...form.register('name')} error={errorText(errors.name)} />
            <TextInput
              label={t('profile.surname')}
              {...form.register('surname')}
              error={errorText(errors.surname)}
            />
          </Group>
          <TextInput label={t('profile.email')} value={email} readOnly disabled />
          {/* one under the other on a phone: side by side, "+7 900 000-00-00" lost its end at 375 px */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('profile.phone')}
              type="tel"
              autoComplete="tel"
              placeholder="+7 900 000-00-00"
              {...form.register('phone')}
              error={errorText(errors.phone)}
            />
            <TextInput
              label={t('profile.birthDate')}
              type="date"
              {...form.register('birthDate')}
              error={errorText(errors.birthDate)}
              data-testid="profile-birthdate"
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="profile-save">
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

type PassengerValues = {
  id: number | null;
  gender: 'male' | 'female';
  name: string;
  surname: string;
  birthday: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
  turkishId: string;
};

function SavedPassengers() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const passengers = useQuery(passengersQuery());
  const [editing, setEditing] = useState<PassengerValues | null>(null);
  const blank: PassengerValues = {
    id: null,
    gender: 'female',
    name: '',
    surname: '',
    birthday: '',
    nationality: 'RU',
    passportNumber: '',
    passportExpiry: '',
    turkishId: '',
  };
  const toValues = (p: SavedPassenger): PassengerValues => ({
    id: p.id,
    gender: p.gender,
    name: p.name,
    surname: p.surname,
    birthday: p.birthday,
    nationality: p.nationality,
    passportNumber: p.passportNumber ?? '',
    passportExpiry: p.passportExpiry ?? '',
    turkishId: p.turkishId ?? '',
  });
  const remove = (p: SavedPassenger) =>
    void openConfirmModal({
      title: t('profile.deleteTitle', { name: `${p.name} ${p.surname}` }),
      labels: { confirm: t('profile.delete'), cancel: t('profile.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deletePassenger(p.id);
          await queryClient.invalidateQueries({ queryKey: memberKeys.passengers });
        } catch (error) {
          presentApiError(error);
        }
      },
    });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('profile.passengers')}
          </Title>
          <Button size="xs" variant="light" onClick={() => setEditing(blank)} data-testid="passenger-add">
            {t('profile.add')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('profile.passengersIntro')}
        </Text>
        {passengers.isPending ? null : (passengers.data?.items.length ?? 0) === 0 ? (
          <Alert color="gray">{t('profile.noPassengers')}</Alert>
        ) : (
          <Stack gap={6} data-testid="saved-passengers">
            {passengers.data?.items.map((p) => (
              <Group key={p.id} justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>
                    {p.surname} {p.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.birthday} · {p.nationality}
                    {p.passportNumber ? ` · ${p.passportNumber}` : ''}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('profile.edit')}
                    onClick={() => setEditing(toValues(p))}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('profile.delete')}
                    onClick={() => remove(p)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      {editing ? <PassengerModal values={editing} onClose={() => setEditing(null)} /> : null}
    </Paper>
  );
}

function PassengerModal({ values, onClose }: { values: PassengerValues; onClose: () => void }) {
  const { t } = useTranslation('account');
  const culture = useCulture();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: useLazySchemaResolver(loadPassengerSchema),
    defaultValues: values as never,
  });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const errorText = useFieldError();
  const submit = submitRefusingUnfinishedDates(form, async (input) => {
    try {
      await savePassenger(input);
      await queryClient.invalidateQueries({ queryKey: memberKeys.passengers });
      onClose();
    } catch (error) {
      if (!placeServerErrors(error, form.setError)) presentApiError(error);
    }
  });
  // an emptied optional field means "none" to the schema, not an invalid value; an empty date of birth is
  // a missing one too, so that it reads "required" rather than "enter a valid date"
  const optional = new Set<keyof PassengerValues>([
    'birthday',
    'passportNumber',
    'passportExpiry',
    'turkishId',
  ]);
  const field = (name: keyof PassengerValues) =>
    form.register(
      name as never,
      optional.has(name) ? { setValueAs: (v: string) => (v === '' ? null : v) } : {},
    );
  return (
    <Modal opened onClose={onClose} title={t('profile.passengerTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label={t('profile.gender')}
            data={[
              { value: 'female', label: t('profile.female') },
              { value: 'male', label: t('profile.male') },
            ]}
            {...field('gender')}
          />
          <TextInput label={t('profile.name')} {...field('name')} error={errorText(errors.name)} />
          <TextInput label={t('profile.surname')} {...field('surname')} error={errorText(errors.surname)} />
          <TextInput
            label={t('profile.birthDate')}
            type="date"
            {...field('birthday')}
            error={errorText(errors.birthday)}
          />
          <NativeSelect
            label={t('profile.nationality')}
            data={countryOptions(culture)}
            {...field('nationality')}
          />
          <TextInput
            label={t('profile.passportNumber')}
            {...field('passportNumber')}
            error={errorText(errors.passportNumber)}
          />
          <TextInput
            label={t('profile.passportExpiry')}
            type="date"
            {...field('passportExpiry')}
            error={errorText(errors.passportExpiry)}
          />
          <TextInput
            label={t('profile.turkishId')}
            {...field('turkishId')}
            error={errorText(errors.turkishId)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('profile.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
