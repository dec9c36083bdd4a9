import { type OrderAdminDetail, orderNoteInputSchema, type RefundDto } from '@charterdesk/domain';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '../../../shared/lib/format-money';
import { cancelOrder, markOrderCancelHandled, refundOrder } from '../api/orders';
import { FormAlert } from '../components/page-states';
import { useAdminT } from '../lib/admin-i18n';
import { errorText } from '../lib/form-errors';
import { inputToMinor, minorToInput } from '../lib/orders';
import { useServerErrors, useZodResolver } from '../lib/use-admin-form';

const noteSchema = orderNoteInputSchema.pick({ note: true });
type NoteValues = z.input<typeof noteSchema>;

/** The refund form: the shared note rule plus an amount in major units, at most what is left. */
function refundSchema(currency: string, max: number) {
  return noteSchema.extend({
    amount: z.string().superRefine((value, ctx) => {
      const minor = inputToMinor(value, currency);
      if (minor === undefined)
        ctx.addIssue({ code: 'custom', message: 'admin:orders.refundDialog.invalidAmount' });
      else if (minor > max) ctx.addIssue({ code: 'custom', message: 'admin:orders.refundDialog.tooLarge' });
    }),
  });
}
type RefundValues = z.input<ReturnType<typeof refundSchema>>;

const refreshOrders = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });

/**
 * Refund: the amount field starts at everything still refundable (in major units, as staff think of
 * money) and is sent in minor units; the server checks the same limit under the order's lock.
 */
export function RefundModal({ order, onClose }: { order: OrderAdminDetail; onClose: () => void }) {
  const { t, culture } = useAdminT();
  const queryClient = useQueryClient();
  const currency = order.total.currency;
  const max = order.refundableAmount;
  const maxText = formatMoney(max, currency, culture);
  const schema = useMemo(() => refundSchema(currency, max), [currency, max]);
  const form = useForm<RefundValues>({
    resolver: useZodResolver(schema),
    defaultValues: { amount: minorToInput(max, currency), note: '' },
  });
  const serverErrors = useServerErrors(form.setError, ['amount', 'note'] as const, {
    'orders.refund_too_large': 'amount',
  });
  const mutation = useMutation({
    mutationFn: (values: RefundValues) =>
      refundOrder({ id: order.id, amount: inputToMinor(values.amount, currency)!, note: values.note }),
  });
  const { errors } = form.formState;
  const amountError =
    errors.amount?.message === 'admin:orders.refundDialog.tooLarge'
      ? t('orders.refundDialog.tooLarge', { max: maxText })
      : errorText(culture, t, errors.amount?.message);

  const submit = form.handleSubmit(async (values) => {
    serverErrors.clear();
    let refund: RefundDto;
    try {
      refund = await mutation.mutateAsync(values);
    } catch (error) {
      serverErrors.handle(error);
      await refreshOrders(queryClient);
      return;
    }
    await refreshOrders(queryClient);
    notifications.show({
      color: 'green',
      message: t('orders.refundDialog.done', {
        amount: formatMoney(refund.amount, refund.currency, culture),
        pnr: order.pnr,
      }),
    });
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={t('orders.refundDialog.title', { pnr: order.pnr })} centered>
      <form onSubmit={submit} noValidate data-testid="admin-order-refund-form">
        <Stack>
          <FormAlert messages={serverErrors.messages} />
          <Text size="sm">{t('orders.refundDialog.text')}</Text>
          <TextInput
            label={t('orders.refundDialog.amount', { currency })}
            description={t('orders.refundDialog.amountHint', { max: maxText })}
            inputMode="decimal"
            required
            data-autofocus
            error={amountError}
            data-testid="admin-order-refund-amount"
            {...form.register('amount')}
          />
          <Textarea
            label={t('orders.refundDialog.note')}
            required
            autosize
            minRows={2}
            maxLength={500}
            error={errorText(culture, t, errors.note?.message)}
            data-testid="admin-order-refund-note"
            {...form.register('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={mutation.isPending}
              data-testid="admin-order-refund-confirm"
            >
              {t('orders.refundDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Cancel without refund, or close a cancellation request: both ask for a note that goes into the history;
 * closing a request also e-mails that note to the customer word for word.
 */
export function NoteActionModal({
  order,
  action,
  onClose,
}: {
  order: OrderAdminDetail;
  action: 'cancel' | 'markHandled';
  onClose: () => void;
}) {
  const { t, culture } = useAdminT();
  const queryClient = useQueryClient();
  const texts = action === 'cancel' ? 'cancelDialog' : 'handledDialog';
  const form = useForm<NoteValues>({ resolver: useZodResolver(noteSchema), defaultValues: { note: '' } });
  const serverErrors = useServerErrors(form.setError, ['note'] as const);
  const mutation = useMutation({
    mutationFn: (values: NoteValues) =>
      (action === 'cancel' ? cancelOrder : markOrderCancelHandled)({ id: order.id, note: values.note }),
  });

  const submit = form.handleSubmit(async (values) => {
    serverErrors.clear();
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      serverErrors.handle(error);
      await refreshOrders(queryClient);
      return;
    }
    await refreshOrders(queryClient);
    notifications.show({ color: 'green', message: t(`orders.${texts}.done`, { pnr: order.pnr }) });
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={t(`orders.${texts}.title`, { pnr: order.pnr })} centered>
      <form onSubmit={submit} noValidate data-testid={`admin-order-${action}-form`}>
        <Stack>
          <FormAlert messages={serverErrors.messages} />
          <Text size="sm">{t(`orders.${texts}.text`)}</Text>
          <Textarea
            label={t(`orders.${texts}.note`)}
            // the cancel reason stays in the history; the handled note is mailed to the customer as typed
            description={action === 'markHandled' ? t('orders.handledDialog.noteHint') : undefined}
            required
            autosize
            minRows={2}
            maxLength={500}
            data-autofocus
            error={errorText(culture, t, form.formState.errors.note?.message)}
            data-testid={`admin-order-${action}-note`}
            {...form.register('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color={action === 'cancel' ? 'red' : undefined}
              loading={mutation.isPending}
              data-testid={`admin-order-${action}-confirm`}
            >
              {t(`orders.${texts}.confirm`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
