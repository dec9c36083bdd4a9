import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSPORT_NAME_KEYBOARD } from '../lib/passport-keyboard';
import { maskFormDate } from '../payment/card-checks';
import { TotalBar } from './total-bar';
import type { CheckoutError } from './use-checkout-form';

/** The buyer of every order: an adult whose e-mail gets the documents (birthday DD-MM-YYYY as typed). */
export interface ContactFormValues {
  email: string;
  mobilePhone: string;
  name: string;
  surname: string;
  birthday: string;
}

/** A field's message as the form shows it (the product's texts); undefined = none. */
type ErrorText = (name: string) => string | undefined;

/** A date typed as DD-MM-YYYY, masked while typing. */
export function FormDateInput<V extends FieldValues, O>({
  control,
  name,
  label,
  description,
  error,
  testId,
}: {
  control: Control<V, unknown, O>;
  name: FieldPath<V>;
  label: string;
  description?: ReactNode;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation('booking');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={(e) => field.onChange(maskFormDate(e.currentTarget.value))}
          onBlur={field.onBlur}
          label={label}
          description={description}
          placeholder={t('booking.datePlaceholder')}
          inputMode="numeric"
          maxLength={10}
          error={error}
          data-testid={testId}
        />
      )}
    />
  );
}

/** The contact section: e-mail, mobile phone, name, surname and birthday of the buyer. */
export function ContactFields<V extends FieldValues & { contact: ContactFormValues }, O>({
  control,
  register,
  err,
  title,
  hint,
  nameHint,
  birthdayHint,
  testIdPrefix,
}: {
  control: Control<V, unknown, O>;
  register: UseFormRegister<V>;
  err: ErrorText;
  title: string;
  hint: string;
  /** under name and surname (e.g. "in Latin letters") */
  nameHint?: string;
  birthdayHint?: string;
  /** `booking` → booking-contact-email, booking-contact-name … */
  testIdPrefix: string;
}) {
  const { t } = useTranslation('booking');
  const field = (name: keyof ContactFormValues) => `contact.${name}` as FieldPath<V>;
  const tid = (name: keyof ContactFormValues) => `${testIdPrefix}-contact-${name}`;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {hint}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="email"
          label={t('booking.field.email')}
          autoComplete="email"
          {...register(field('email'))}
          error={err('contact.email')}
          data-testid={tid('email')}
        />
        <TextInput
          type="tel"
          label={t('booking.field.mobilePhone')}
          placeholder={t('booking.phonePlaceholder')}
          autoComplete="tel"
          {...register(field('mobilePhone'))}
          error={err('contact.mobilePhone')}
          data-testid={tid('mobilePhone')}
        />
        <TextInput
          label={t('booking.field.name')}
          description={nameHint}
          autoComplete="given-name"
          {...PASSPORT_NAME_KEYBOARD}
          {...register(field('name'))}
          error={err('contact.name')}
          data-testid={tid('name')}
        />
        <TextInput
          label={t('booking.field.surname')}
          description={nameHint}
          autoComplete="family-name"
          {...PASSPORT_NAME_KEYBOARD}
          {...register(field('surname'))}
          error={err('contact.surname')}
          data-testid={tid('surname')}
        />
        <FormDateInput
          control={control}
          name={field('birthday')}
          label={t('booking.field.birthday')}
          description={birthdayHint}
          error={err('contact.birthday')}
          testId={tid('birthday')}
        />
      </SimpleGrid>
    </Paper>
  );
}

/** A legal page opened beside the form (a new tab keeps what was typed); Trans puts the words inside. */
export function TermsLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Anchor component={Link} to={to} target="_blank" inherit>
      {children}
    </Anchor>
  );
}

/** The two agreements every order needs (contract, site usage), with the product's wording and links. */
export function TermsAgreement<
  V extends FieldValues & { contractAccepted: boolean; siteUsageAccepted: boolean },
>({
  register,
  err,
  contractLabel,
  siteUsageLabel,
  testIdPrefix,
  children,
}: {
  register: UseFormRegister<V>;
  err: ErrorText;
  contractLabel: ReactNode;
  siteUsageLabel: ReactNode;
  /** `booking` → booking-contract, booking-site-usage */
  testIdPrefix: string;
  /** below the boxes (e.g. links to the documents) */
  children?: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Checkbox
        label={contractLabel}
        {...register('contractAccepted' as FieldPath<V>)}
        error={err('contractAccepted')}
        data-testid={`${testIdPrefix}-contract`}
      />
      <Checkbox
        label={siteUsageLabel}
        {...register('siteUsageAccepted' as FieldPath<V>)}
        error={err('siteUsageAccepted')}
        data-testid={`${testIdPrefix}-site-usage`}
      />
      {children}
    </Stack>
  );
}

/** Why the order was refused (with the way back to the offers when it matters), then the pay button. */
export function CheckoutFooter({
  formError,
  back,
  total,
  isSubmitting,
  errorTestId,
  submitTestId,
}: {
  formError: CheckoutError | null;
  /** the link back to the offers, shown under a refusal when `show` says so */
  back: { href: string; label: string; show: (error: CheckoutError) => boolean };
  /** the formatted total on the pay button */
  total: string;
  isSubmitting: boolean;
  errorTestId: string;
  submitTestId: string;
}) {
  const { t } = useTranslation('booking');
  const payRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <TotalBar total={total} payRef={payRef} />
      {formError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          title={formError.title}
          data-testid={errorTestId}
        >
          {formError.details ? <Text size="sm">{formError.details}</Text> : null}
          {back.show(formError) ? (
            <Anchor component={Link} to={back.href} size="sm">
              {back.label}
            </Anchor>
          ) : null}
        </Alert>
      ) : null}

      <Group justify="flex-end" ref={payRef}>
        {/* the whole width on a phone: the one step left, where the thumb is */}
        <Button
          type="submit"
          size="lg"
          w={{ base: '100%', xs: 'auto' }}
          loading={isSubmitting}
          data-testid={submitTestId}
        >
          {t('booking.pay', { total })}
        </Button>
      </Group>
    </>
  );
}
