import type { AddOrderResult, AddTransferOrderInput, Currency, TransferDirection } from '@charterdesk/domain';
import { Alert, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlaneArrival } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  CheckoutFooter,
  ContactFields,
  TermsAgreement,
  TermsLink,
} from '../../../shared/checkout/checkout-fields';
import { PriceChangedModal } from '../../../shared/checkout/price-changed-modal';
import { errorMessageAt, useCheckoutForm, useOrderSubmit } from '../../../shared/checkout/use-checkout-form';
import { useCulture } from '../../../shared/i18n/use-culture';
import { formatMoney } from '../../../shared/lib/format-money';
import { preloadWhenIdle } from '../../../shared/lib/preload-when-idle';
import { addTransferOrder } from '../api/add-transfer-order';
import {
  createTransferBookingResolver,
  DEFAULT_TRANSFER_BOOKING,
  loadTransferBookingCheck,
  loadTransferDraft,
  memberToBookingField,
  saveTransferDraft,
  type TransferBookingContext,
  type TransferBookingFormValues,
  transferDraftKey,
} from '../lib/booking-form';
import type { FlightLink } from '../lib/flight-link';
import { transferErrorText } from '../lib/search-form';

export interface TransferBookingFormProps {
  searchId: string;
  optionId: string;
  direction: TransferDirection;
  currency: Currency;
  /** the vehicle's price the visitor saw, minor units */
  price: number;
  searchHref: string;
  onOrderCreated: (result: AddOrderResult, order: AddTransferOrderInput) => void;
  /** the flight booking whose offer led here: the transfer is linked to it */
  flightLink?: FlightLink | null;
}

/** Contact, flight, address, note and agreements: checked live with the shared AddTransferOrder schema. */
export function TransferBookingForm({
  searchId,
  optionId,
  direction,
  currency,
  price,
  searchHref,
  onOrderCreated,
  flightLink = null,
}: TransferBookingFormProps) {
  const { t } = useTranslation('transfers');
  const { t: tb } = useTranslation('booking');
  const culture = useCulture();
  const storageKey = transferDraftKey(searchId, optionId);
  const [restored] = useState(() => loadTransferDraft(storageKey));
  const linkedOrder = flightLink ? { orderId: flightLink.orderId, token: flightLink.token } : null;
  const { form, contextRef } = useCheckoutForm<
    TransferBookingFormValues,
    AddTransferOrderInput,
    TransferBookingContext
  >(createTransferBookingResolver, restored ?? DEFAULT_TRANSFER_BOOKING);
  // the check's code (zod, the shared schemas) comes while the visitor fills the form, not with the page
  useEffect(() => preloadWhenIdle(loadTransferBookingCheck), []);
  const { control, register, formState } = form;
  const { errors, isSubmitting } = formState;
  const checkout = useOrderSubmit({
    form,
    storageKey,
    saveDraft: saveTransferDraft,
    place: addTransferOrder,
    onPlaced: onOrderCreated,
    currency,
    fieldOf: memberToBookingField,
    contextRef,
  });
  // A new price the visitor accepted; any other change of the offer forgets it.
  const shownTotal = checkout.acceptedTotal ?? price;
  contextRef.current = { searchId, optionId, currency, expectedTotal: shownTotal, linkedOrder };

  const err = (name: string) =>
    transferErrorText(culture, (k) => t(k as never), errorMessageAt(errors, name));

  return (
    <form onSubmit={checkout.submit} noValidate data-testid="transfer-booking-form">
      <Stack gap="lg">
        {restored ? (
          <Text size="sm" c="dimmed">
            {tb('booking.restored')}
          </Text>
        ) : null}
        <ContactFields
          control={control}
          register={register}
          err={err}
          title={t('booking.contactTitle')}
          hint={t('booking.contactHint')}
          nameHint={t('booking.latinHint')}
          birthdayHint={t('booking.adultHint')}
          testIdPrefix="transfer"
        />

        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h3" mb="sm">
            {t('booking.tripTitle')}
          </Title>
          {flightLink ? (
            <Alert
              color="teal"
              icon={<IconPlaneArrival size={18} />}
              mb="sm"
              data-testid="transfer-linked-flight"
            >
              {t('booking.linkedFlight')}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('booking.flightNumber')}
              description={t(
                direction === 'fromAirport' ? 'booking.flightNumberArrival' : 'booking.flightNumberDeparture',
              )}
              placeholder="ZF 9012"
              autoCapitalize="characters"
              {...register('flightNumber')}
              error={err('flightNumber')}
              data-testid="transfer-flight-number"
            />
            <TextInput
              label={t(direction === 'fromAirport' ? 'booking.addressDropOff' : 'booking.addressPickup')}
              description={t('booking.addressHint')}
              autoComplete="street-address"
              {...register('address')}
              error={err('address')}
              data-testid="transfer-address"
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label={t('booking.note')}
            description={t('booking.noteHint')}
            autosize
            minRows={2}
            maxLength={500}
            {...register('note')}
            error={err('note')}
            data-testid="transfer-note"
          />
        </Paper>

        <TermsAgreement
          register={register}
          err={err}
          contractLabel={
            <Trans t={t} i18nKey="booking.contract" components={{ doc: <TermsLink to="/aboutUs" /> }} />
          }
          siteUsageLabel={
            <Trans t={t} i18nKey="booking.siteUsage" components={{ doc: <TermsLink to="/terms" /> }} />
          }
          testIdPrefix="transfer"
        />

        <CheckoutFooter
          formError={checkout.formError}
          back={{ href: searchHref, label: t('booking.backToResults'), show: () => true }}
          total={formatMoney(shownTotal, currency, culture)}
          isSubmitting={isSubmitting}
          errorTestId="transfer-booking-error"
          submitTestId="transfer-booking-submit"
        />
      </Stack>

      <PriceChangedModal {...checkout.priceChanged} testIdPrefix="transfer" />
    </form>
  );
}
