import type { OrderDetail } from '@charterdesk/domain';
import { Button, Text } from '@mantine/core';
import { IconMail, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presentApiError } from '../api/present-api-error';
import { resendTicket } from '../payment/orders-api';
import wrappingButton from '../ui/wrapping-button.module.css';

const PAID_STATES: ReadonlySet<OrderDetail['state']> = new Set(['Paid', 'Confirmed']);

/** Paid or confirmed: the order's documents exist and may be e-mailed again. */
export function isPaid(order: OrderDetail): boolean {
  return PAID_STATES.has(order.state);
}

/**
 * Print and "e-mail it again" under a confirmed order (flight ticket or transfer confirmation). Resending
 * needs the order's access token, so a page reached without it (the PNR check) only prints.
 */
export function OrderActions({
  order,
  token,
  resendLabel,
  resentLabel,
  testIdPrefix,
}: {
  order: OrderDetail;
  token: string | null;
  resendLabel: string;
  /** shown after a resend; gets the contact's (masked) address */
  resentLabel: (email: string) => string;
  /** `ticket` → ticket-print, ticket-resend, ticket-resent */
  testIdPrefix: string;
}) {
  const { t } = useTranslation('booking');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPrinter size={16} />}
        onClick={() => window.print()}
        data-testid={`${testIdPrefix}-print`}
      >
        {t('ticket.print')}
      </Button>
      {token && isPaid(order) ? (
        <Button
          variant="light"
          leftSection={<IconMail size={16} />}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await resendTicket(order.id, token);
              setSent(true);
            } catch (error) {
              presentApiError(error);
            } finally {
              setBusy(false);
            }
          }}
          data-testid={`${testIdPrefix}-resend`}
          classNames={wrappingButton}
        >
          {resendLabel}
        </Button>
      ) : null}
      {sent ? (
        <Text size="sm" c="green" data-testid={`${testIdPrefix}-resent`}>
          {resentLabel(order.contact.email)}
        </Text>
      ) : null}
    </>
  );
}
