import { changeScheduleInputSchema, type DatedFlightDto, type ScheduleChangeDto } from '@charterdesk/domain';
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { cancelFlight, changeFlightSchedule } from '../api/inventory';
import { FormAlert } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { formatLocalDateTime } from '../lib/format';
import { useServerErrors, useZodResolver } from '../lib/use-admin-form';

const retimeSchema = changeScheduleInputSchema;
type RetimeValues = z.input<typeof retimeSchema>;
const FIELDS = ['departureLocal', 'arrivalLocal', 'reason'] as const;

/**
 * Re-time or cancel one dated flight. The server corrects every order on it and e-mails the paid travellers
 * (a minute later, so a correction made at once replaces the first mail); staff see how many were told.
 */
export function FlightScheduleModal({ flight, onClose }: { flight: DatedFlightDto; onClose: () => void }) {
  const { t, culture } = useAdminT();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'retime' | 'cancel'>('retime');
  const form = useForm<RetimeValues>({
    resolver: useZodResolver(retimeSchema),
    defaultValues: {
      flightId: flight.id,
      departureLocal: flight.departureLocal,
      arrivalLocal: flight.arrivalLocal,
      reason: '',
    },
  });
  const serverErrors = useServerErrors(form.setError, FIELDS);
  const mutation = useMutation({
    mutationFn: (values: RetimeValues) =>
      mode === 'cancel'
        ? cancelFlight({ flightId: flight.id, reason: values.reason })
        : changeFlightSchedule({ ...values, flightId: flight.id }),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    serverErrors.clear();
    let change: ScheduleChangeDto;
    try {
      change = await mutation.mutateAsync(values);
    } catch (error) {
      serverErrors.handle(error);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['admin', 'inventory', 'flights'] });
    notifications.show({
      color: 'green',
      message: t(mode === 'cancel' ? 'inventory.schedule.cancelledDone' : 'inventory.schedule.retimedDone', {
        notified: change.notifiedOrders,
        held: change.heldOrders,
      }),
    });
    onClose();
  });

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('inventory.schedule.title', { date: formatLocalDateTime(flight.departureLocal, culture) })}
    >
      <form onSubmit={submit} noValidate data-testid="admin-flight-schedule-form">
        <Stack>
          <FormAlert messages={serverErrors.messages} />
          <SegmentedControl
            value={mode}
            onChange={(v) => {
              setMode(v as 'retime' | 'cancel');
              // a cancellation checks only the reason: the times stay as they are
              if (v === 'cancel') {
                form.setValue('departureLocal', flight.departureLocal);
                form.setValue('arrivalLocal', flight.arrivalLocal);
              }
            }}
            data={[
              { value: 'retime', label: t('inventory.schedule.retime') },
              { value: 'cancel', label: t('inventory.schedule.cancel') },
            ]}
            aria-label={t('inventory.schedule.mode')}
            data-testid="admin-flight-schedule-mode"
          />
          {mode === 'retime' ? (
            <>
              <TextInput
                type="datetime-local"
                label={t('inventory.schedule.departure', { airport: flight.originCode })}
                required
                data-autofocus
                error={errorText(culture, t, errors.departureLocal?.message)}
                data-testid="admin-flight-schedule-departure"
                {...form.register('departureLocal')}
              />
              <TextInput
                type="datetime-local"
                label={t('inventory.schedule.arrival', { airport: flight.destinationCode })}
                required
                error={errorText(culture, t, errors.arrivalLocal?.message)}
                data-testid="admin-flight-schedule-arrival"
                {...form.register('arrivalLocal')}
              />
              <Text size="xs" c="dimmed">
                {t('inventory.schedule.localHint')}
              </Text>
            </>
          ) : (
            <Text size="sm" c="red">
              {t('inventory.schedule.cancelText')}
            </Text>
          )}
          <Textarea
            label={t('inventory.schedule.reason')}
            description={t('inventory.schedule.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={500}
            error={errorText(culture, t, errors.reason?.message)}
            data-testid="admin-flight-schedule-reason"
            {...form.register('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color={mode === 'cancel' ? 'red' : 'blue'}
              loading={mutation.isPending}
              data-testid="admin-flight-schedule-save"
            >
              {t(mode === 'cancel' ? 'inventory.schedule.confirmCancel' : 'inventory.schedule.confirmRetime')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
