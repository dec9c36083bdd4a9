import type { AddOrderResult, OrderKind } from '@charterdesk/domain';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useInBrowser } from '../lib/drawn-page';
import { readStorage } from '../lib/storage';
import { useCurrency } from '../lib/use-currency';
import { PaymentForm, type PaymentSummaryItem } from '../payment/payment-form';
import { PageHeader } from '../ui/page-header';
import { AbandonSurvey } from './abandon-survey';
import type { ContactFormValues } from './checkout-fields';
import {
  hasPendingPaymentEntry,
  type PendingPayment,
  readPendingPayment,
  writePendingPayment,
} from './pending-payment';

/** What the card step repeats of the buyer: full name, e-mail, phone (labels from the `booking` texts). */
export function contactPaymentSummary(
  contact: Pick<ContactFormValues, 'name' | 'surname' | 'email' | 'mobilePhone'>,
  label: (key: 'payment.fullName' | 'booking.field.email' | 'booking.field.mobilePhone') => string,
): PaymentSummaryItem[] {
  return [
    // name and surname together: the form's "first name" label would misname them
    { label: label('payment.fullName'), value: `${contact.name} ${contact.surname}` },
    { label: label('booking.field.email'), value: contact.email },
    { label: label('booking.field.mobilePhone'), value: contact.mobilePhone },
  ];
}

/**
 * The two steps of a booking page, form then card, under one session key (the form's draft key): once
 * the order exists the card step survives a reload instead of creating a second order.
 */
export function useCheckoutSteps(key: string) {
  // A page the server drew is hydrated as a first visit (the server cannot see this tab's storage), then
  // picks up the card step of an order placed earlier in the tab.
  const inBrowser = useInBrowser();
  const [pending, setPending] = useState<PendingPayment | null>(() =>
    inBrowser ? readPendingPayment(key) : null,
  );
  useEffect(() => {
    if (inBrowser) setPending((current) => current ?? readPendingPayment(key));
  }, [inBrowser, key]);
  return {
    pending,
    /** the order was placed: on to the card step */
    toPayment(
      created: AddOrderResult,
      order: { expectedTotal: number; currency: string },
      summary: PaymentSummaryItem[],
    ) {
      const next: PendingPayment = {
        orderId: created.orderId,
        pGuid: created.pGuid,
        cardAction: created.response.cardAction,
        expiresAt: created.response.expiresAt,
        // what the bank session charges (the server says; the total the buyer accepted otherwise)
        total: created.response.amount ?? order.expectedTotal,
        currency: created.response.currency ?? order.currency,
        summary,
      };
      writePendingPayment(key, next);
      setPending(next);
      window.scrollTo({ top: 0 });
    },
    backToForm() {
      writePendingPayment(key, null);
      setPending(null);
    },
    /** started = the visitor typed into the form (its draft is saved) or reached the payment step */
    isStarted: () => hasPendingPaymentEntry(key) || Boolean(readStorage(key, 'session')),
  };
}

/**
 * A booking page: the abandoned-checkout survey, the title, what is being bought, then the product's form
 * or, once the order exists, the card form (which can send the buyer back to the form, or to TRY prices).
 */
export function CheckoutSteps({
  steps,
  searchId,
  title,
  intro,
  summary,
  children,
  kind = 'flight',
}: {
  steps: ReturnType<typeof useCheckoutSteps>;
  searchId: string;
  title: string;
  /** shown above the form, not above the card step */
  intro: string;
  /** the chosen offer */
  summary: ReactNode;
  /** the product's booking form */
  children: ReactNode;
  /** what is booked: the card step words its hold and its way back for it */
  kind?: OrderKind;
}) {
  const { setCurrency } = useCurrency();
  const { pending } = steps;
  return (
    <>
      <AbandonSurvey isStarted={steps.isStarted} searchId={searchId} />
      <PageHeader title={title} intro={pending ? undefined : intro} />
      <Stack gap="lg">
        {summary}
        {pending ? (
          <PaymentForm
            cardAction={pending.cardAction}
            total={pending.total}
            currency={pending.currency}
            expiresAt={pending.expiresAt}
            summary={pending.summary}
            onEdit={steps.backToForm}
            kind={kind}
            onSwitchToTry={() => {
              steps.backToForm();
              setCurrency('TRY');
            }}
          />
        ) : (
          children
        )}
      </Stack>
    </>
  );
}

/** A booking page whose offer cannot be booked (expired search, offer gone): why, and where to go. */
export function CheckoutUnavailable({
  title,
  text,
  testId,
  href,
  linkText,
}: {
  title: string;
  text: string;
  testId: string;
  href: string;
  linkText: string;
}) {
  return (
    <>
      <PageHeader title={title} />
      <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid={testId}>
        <Stack gap="xs" align="flex-start">
          <Text>{text}</Text>
          <Anchor component={Link} to={href}>
            {linkText}
          </Anchor>
        </Stack>
      </Alert>
    </>
  );
}
