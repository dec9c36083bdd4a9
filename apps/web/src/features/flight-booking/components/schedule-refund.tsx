import type { OrderDetail } from '@charterdesk/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestScheduleRefund } from '../../../shared/payment/orders-api';

/**
 * The full refund a cancelled or strongly re-timed flight allows (the e-mail's link lands here with
 * `scheduleRefund=1`): one button, then one confirmation, because a GET link in an e-mail must never refund
 * by itself (mail scanners open links).
 */
export function ScheduleRefund({
  order,
  token,
  highlight,
}: {
  order: OrderDetail;
  token: string | null;
  highlight: boolean;
}) {
  const { t } = useTranslation('booking');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const mutation = useMutation({
    mutationFn: () => requestScheduleRefund(order.id, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings', 'order', order.id] }),
  });
  useEffect(() => {
    if (highlight) box.current?.scrollIntoView({ block: 'center' });
  }, [highlight]);
  if (!order.scheduleRefund?.allowed) return null;
  const cancelled = order.flights.some((f) => f.cancelled);
  return (
    <Alert
      ref={box}
      color={cancelled ? 'red' : 'orange'}
      title={t(cancelled ? 'scheduleRefund.cancelledTitle' : 'scheduleRefund.retimedTitle')}
      data-testid="schedule-refund"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t(cancelled ? 'scheduleRefund.cancelledText' : 'scheduleRefund.retimedText', {
            hours: order.scheduleRefund.hours,
          })}
        </Text>
        {mutation.isError ? (
          <Text size="sm" c="red" role="alert">
            {(mutation.error as Error).message}
          </Text>
        ) : null}
        {confirming ? (
          <Group gap="sm">
            <Button
              color="red"
              loading={mutation.isPending}
              onClick={() => mutation.mutate()}
              data-testid="schedule-refund-confirm"
            >
              {t('scheduleRefund.confirm')}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)} disabled={mutation.isPending}>
              {t('scheduleRefund.keep')}
            </Button>
          </Group>
        ) : (
          <Button
            variant={cancelled ? 'filled' : 'light'}
            color={cancelled ? 'red' : 'orange'}
            onClick={() => setConfirming(true)}
            data-testid="schedule-refund-start"
          >
            {t('scheduleRefund.request')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
