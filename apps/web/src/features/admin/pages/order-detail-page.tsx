import { CABIN_CLASSES, ORDER_STATES } from '@charterdesk/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowBackUp,
  IconArrowLeft,
  IconCashBanknote,
  IconCircleCheck,
  IconMailForward,
  IconX,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { formatMoney, formatSignedMoney } from '../../../shared/lib/format-money';
import { openConfirmModal } from '../../../shared/ui/overlay-hosts';
import { orderQueryOptions, resendOrderTicket, retryOrderRefund } from '../api/orders';
import listClasses from '../components/list-parts.module.css';
import { PageLoading, QueryError } from '../components/page-states';
import { type AdminKey, type AdminT, useAdminT } from '../lib/admin-i18n';
import { formatDateTime, formatDay, formatLocalDateTime } from '../lib/format';
import { ORDER_STATE_COLORS, orderKindOf, parseActor } from '../lib/orders';
import { paymentReasonText } from '../lib/payment-reasons';
import { NoteActionModal, RefundModal } from './order-action-modals';
import { OrderTransferFields } from './order-transfer-section';

type Dialog = 'refund' | 'cancel' | 'markHandled' | null;

/** A text from a group of keys when the value is known there, else the value itself (codes from newer servers). */
function known(t: AdminT, group: string, value: string, values: readonly string[]): string {
  return values.includes(value) ? t(`${group}.${value}` as AdminKey) : value;
}
const EVENTS = [
  'created',
  'paymentApproved',
  'paymentFailed',
  'paymentRetried',
  'ticketsIssued',
  'holdExpired',
  'cancelRequested',
  'cancelled',
  'refunded',
  'partialRefund',
  'refundFailed',
  'cancelHandled',
  'latePayment',
  'lateRefund',
  'reservationConfirmed',
  'duplicatePayment',
  'duplicateRefund',
  'scheduleChanged',
  'flightCancelled',
] as const;
/** Mail kinds of an order: the flight's itinerary receipt, the transfer's reservation, the staff's answers. */
const MAIL_KINDS = [
  'ticket',
  'reservation',
  'refund',
  'lateRefund',
  'cancellation',
  'cancelHandled',
  'duplicateRefund',
  'scheduleChange',
  'flightCancelled',
] as const;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

/** One order for staff: everything about it, and the actions its state allows. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const { t, culture } = useAdminT();
  const query = useQuery(orderQueryOptions(id, culture));
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const resend = useMutation({ mutationFn: () => resendOrderTicket(id) });
  const retryRefund = useMutation({
    mutationFn: (refundId: string) => retryOrderRefund({ id, refundId }),
  });

  if (query.isError && !query.data)
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const order = query.data;
  if (!order) return <PageLoading />;

  const money = (amount: number, currency = order.total.currency) => formatMoney(amount, currency, culture);
  const dateTime = (value: string | null) => (value ? formatDateTime(value, culture) : '—');
  const day = (value: string) => formatDay(value, culture);
  const kind = orderKindOf(order);
  const isTransfer = kind === 'transfer';
  // a paid order's seats (or vehicle) are its own: the hold deadline no longer means anything
  const paid = order.payments.some((p) => p.status === 'approved');
  const hasTickets = order.passengers.some((p) => p.tickets.length > 0);
  // a transfer sells no seats: its lists of passengers and flights are empty, so they are left out
  const showPassengers = !isTransfer || order.passengers.length > 0;
  const showFlights = !isTransfer || order.flights.length > 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });

  const confirmResend = () =>
    void openConfirmModal({
      title: t(isTransfer ? 'orders.resend.reservationTitle' : 'orders.resend.title'),
      centered: true,
      children: (
        <Text size="sm">
          {t(isTransfer ? 'orders.resend.reservationText' : 'orders.resend.text', {
            email: order.contact.email,
          })}
        </Text>
      ),
      labels: { confirm: t('orders.resend.confirm'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'admin-order-resend-confirm' } as never,
      onConfirm: () =>
        resend.mutate(undefined, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t('orders.resend.done', { pnr: order.pnr }) }),
          onSettled: () => void refresh(),
        }),
    });

  const retry = (refundId: string) =>
    retryRefund.mutate(refundId, {
      onSuccess: (refund) =>
        notifications.show({
          color: 'green',
          message: t('orders.refund.retryDone', { amount: money(refund.amount, refund.currency) }),
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: [error.message, error instanceof ApiError ? error.details : null]
            .filter(Boolean)
            .join(' '),
        }),
      onSettled: () => void refresh(),
    });

  const allowed = order.allowedActions;
  return (
    <Stack gap="md" data-testid="admin-order-detail">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center">
          <Anchor component={Link} to="/admin/sales/orders" aria-label={t('orders.back')}>
            <IconArrowLeft size={20} aria-hidden="true" />
          </Anchor>
          <Title order={1} size="h2" ff="monospace">
            {order.pnr}
          </Title>
          <Badge
            classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
            color={ORDER_STATE_COLORS[order.state]}
            variant="light"
            size="lg"
            data-testid="admin-order-detail-state"
            data-state={order.state}
          >
            {t(`orders.states.${order.state}`)}
          </Badge>
          <Badge
            classNames={{ root: listClasses.badge, label: listClasses.badgeLabel }}
            color={isTransfer ? 'grape' : 'blue'}
            variant="outline"
            size="lg"
            data-testid="admin-order-detail-kind"
            data-kind={kind}
          >
            {t(`orders.kinds.${kind}`)}
          </Badge>
        </Group>
        <Group gap="xs" aria-label={t('orders.actions.title')}>
          <Button
            variant="default"
            leftSection={<IconMailForward size={16} />}
            disabled={!allowed.resendTicket}
            loading={resend.isPending}
            onClick={confirmResend}
            data-testid="admin-order-resend"
          >
            {t(isTransfer ? 'orders.actions.resendReservation' : 'orders.actions.resendTicket')}
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconCashBanknote size={16} />}
            disabled={!allowed.refund}
            onClick={() => setDialog('refund')}
            data-testid="admin-order-refund"
          >
            {t('orders.actions.refund')}
          </Button>
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconX size={16} />}
            disabled={!allowed.cancel}
            onClick={() => setDialog('cancel')}
            data-testid="admin-order-cancel"
          >
            {t('orders.actions.cancel')}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconArrowBackUp size={16} />}
            disabled={!allowed.markCancelHandled}
            onClick={() => setDialog('markHandled')}
            data-testid="admin-order-mark-handled"
          >
            {t('orders.actions.markHandled')}
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={t('orders.sections.summary')} testId="admin-order-summary">
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('orders.summary.reservationNumber')}>{order.id}</Field>
            <Field label={t('orders.summary.created')}>{dateTime(order.creationTime)}</Field>
            <Field label={t('orders.summary.total')}>{money(order.total.amount)}</Field>
            <Field label={t('orders.summary.refunded')}>
              <span data-testid="admin-order-refunded">{money(order.refundedAmount)}</span>
            </Field>
            <Field label={t('orders.summary.refundable')}>{money(order.refundableAmount)}</Field>
            <Field label={t('orders.summary.language')}>{order.culture.toUpperCase()}</Field>
            <Field label={t('orders.summary.coupon')}>{order.couponCode ?? t('orders.summary.none')}</Field>
            {isTransfer && !order.insurance ? null : (
              <Field label={t('orders.summary.insurance')}>
                {order.insurance ? t('orders.summary.yes') : t('orders.summary.no')}
              </Field>
            )}
            <Field label={t('orders.summary.invoice')}>
              {order.invoice
                ? `${order.invoice.companyName}, ${order.invoice.taxNumber}, ${order.invoice.address}`
                : t('orders.summary.none')}
            </Field>
            {paid ? null : (
              <Field label={t(isTransfer ? 'orders.summary.payBy' : 'orders.summary.holdExpires')}>
                <span data-testid="admin-order-hold">{dateTime(order.holdExpiresAt)}</span>
              </Field>
            )}
          </SimpleGrid>
          <Table mt="sm" withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {isTransfer ? (
                <Table.Tr>
                  <Table.Td>{t('orders.price.transfer')}</Table.Td>
                  <Table.Td ta="right">
                    {money(order.price.transfer ?? order.price.flights, order.price.currency)}
                  </Table.Td>
                </Table.Tr>
              ) : (
                <Table.Tr>
                  <Table.Td>{t('orders.price.flights')}</Table.Td>
                  <Table.Td ta="right">{money(order.price.flights, order.price.currency)}</Table.Td>
                </Table.Tr>
              )}
              {isTransfer && order.price.insurance === 0 ? null : (
                <Table.Tr>
                  <Table.Td>{t('orders.price.insurance')}</Table.Td>
                  <Table.Td ta="right">{money(order.price.insurance, order.price.currency)}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Td>{t('orders.price.discount')}</Table.Td>
                <Table.Td ta="right">
                  {formatSignedMoney(-order.price.discount, order.price.currency, culture)}
                </Table.Td>
              </Table.Tr>
              <Table.Tr fw={700}>
                <Table.Td>{t('orders.price.total')}</Table.Td>
                <Table.Td ta="right">{money(order.price.total, order.price.currency)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Section>

        <Section title={t('orders.sections.contact')} testId="admin-order-contact">
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('orders.contact.name')}>
              {order.contact.name} {order.contact.surname}
            </Field>
            <Field label={t('orders.contact.email')}>
              <Anchor href={`mailto:${order.contact.email}`}>{order.contact.email}</Anchor>
            </Field>
            <Field label={t('orders.contact.phone')}>{order.contact.mobilePhone}</Field>
            <Field label={t('orders.contact.birthday')}>{day(order.contact.birthday)}</Field>
            <Field label={t('orders.contact.account')}>
              {order.contact.customerUserId !== null
                ? t('orders.contact.accountId', { id: order.contact.customerUserId })
                : t('orders.contact.guest')}
            </Field>
          </SimpleGrid>
        </Section>
      </SimpleGrid>

      {isTransfer && order.transfer ? (
        <Section title={t('orders.sections.transfer')} testId="admin-order-transfer">
          <OrderTransferFields transfer={order.transfer} />
        </Section>
      ) : null}

      {showPassengers ? (
        <Section title={t('orders.sections.passengers')} testId="admin-order-passengers">
          <Table.ScrollContainer minWidth={760} type="native">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orders.passenger.name')}</Table.Th>
                  <Table.Th>{t('orders.passenger.type')}</Table.Th>
                  <Table.Th>{t('orders.passenger.birthday')}</Table.Th>
                  <Table.Th>{t('orders.passenger.nationality')}</Table.Th>
                  <Table.Th>{t('orders.passenger.passport')}</Table.Th>
                  <Table.Th>{t('orders.passenger.passportExpiry')}</Table.Th>
                  {hasTickets || !isTransfer ? <Table.Th>{t('orders.passenger.tickets')}</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.passengers.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td fw={600}>
                      {p.surname} {p.name}
                      <Text size="xs" c="dimmed">
                        {t(`orders.passenger.genders.${p.gender}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`orders.passenger.types.${p.type}`)}</Table.Td>
                    <Table.Td className={listClasses.nowrap}>{day(p.birthday)}</Table.Td>
                    <Table.Td>{p.nationality}</Table.Td>
                    <Table.Td ff="monospace">
                      {p.passportSerial ? `${p.passportSerial} ` : ''}
                      {p.passportNumber}
                      {p.turkishId ? (
                        <Text size="xs" c="dimmed">
                          {t('orders.passenger.turkishId')}: {p.turkishId}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td className={listClasses.nowrap}>{day(p.passportExpiry)}</Table.Td>
                    {hasTickets || !isTransfer ? (
                      <Table.Td ff="monospace">
                        {p.tickets.map((ticket) => (
                          <div key={ticket.ticketNumber}>
                            {order.flights[ticket.flightIndex]?.flightNumber ?? ''} {ticket.ticketNumber}
                          </div>
                        ))}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>
      ) : null}

      {showFlights ? (
        <Section title={t('orders.sections.flights')} testId="admin-order-flights">
          <Table.ScrollContainer minWidth={760} type="native">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orders.flight.flight')}</Table.Th>
                  <Table.Th>{t('orders.flight.from')}</Table.Th>
                  <Table.Th>{t('orders.flight.to')}</Table.Th>
                  <Table.Th>{t('orders.flight.departure')}</Table.Th>
                  <Table.Th>{t('orders.flight.arrival')}</Table.Th>
                  <Table.Th>{t('orders.flight.cabin')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.flights.map((f) => (
                  <Table.Tr key={`${f.flightNumber}-${f.departureLocal}`}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {f.flightNumber}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`orders.flight.${f.direction}`)} · {f.airlineName}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {f.origin.code} {f.origin.cityName}
                    </Table.Td>
                    <Table.Td>
                      {f.destination.code} {f.destination.cityName}
                    </Table.Td>
                    <Table.Td className={listClasses.nowrap}>
                      {formatLocalDateTime(f.departureLocal, culture)}
                    </Table.Td>
                    <Table.Td className={listClasses.nowrap}>
                      {formatLocalDateTime(f.arrivalLocal, culture)}
                    </Table.Td>
                    <Table.Td data-testid="admin-order-flight-cabin">
                      {known(t, 'inventory.cabin', f.cabinClass, CABIN_CLASSES)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={t('orders.sections.payments')} testId="admin-order-payments">
          {order.payments.length === 0 ? (
            <Empty text={t('orders.payment.none')} />
          ) : (
            <Stack gap="xs">
              {order.payments.map((p) => (
                <Paper key={p.id} withBorder p="xs" radius="md">
                  <Group justify="space-between">
                    <Text fw={600}>{money(p.amount, p.currency)}</Text>
                    <Badge variant="light" color={p.status === 'approved' ? 'green' : 'gray'}>
                      {known(t, 'orders.payment.statuses', p.status, [
                        'pending',
                        'approved',
                        'declined',
                        'failed',
                        'duplicate',
                      ])}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('orders.payment.created')}: {dateTime(p.creationTime)} ·{' '}
                    {t('orders.payment.completed')}: {dateTime(p.completionTime)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('orders.payment.gateway')}: {p.gateway}
                    {p.reference ? ` · ${t('orders.payment.reference')}: ${p.reference}` : ''}
                    {p.reason ? ` · ${t('orders.payment.reason')}: ${paymentReasonText(t, p.reason)}` : ''}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
        </Section>

        <Section title={t('orders.sections.refunds')} testId="admin-order-refunds">
          {order.refunds.length === 0 ? (
            <Empty text={t('orders.refund.none')} />
          ) : (
            <Stack gap="xs">
              {order.refunds.map((r) => (
                <Paper key={r.id} withBorder p="xs" radius="md" data-testid="admin-order-refund-row">
                  <Group justify="space-between">
                    <Text fw={600}>{money(r.amount, r.currency)}</Text>
                    <Badge
                      variant="light"
                      color={r.status === 'succeeded' ? 'violet' : r.status === 'failed' ? 'red' : 'blue'}
                    >
                      {t(`orders.refund.statuses.${r.status}`)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {dateTime(r.creationTime)}
                    {r.actorUserId !== null
                      ? ` · ${t('orders.history.actors.user', { id: r.actorUserId })}`
                      : ''}
                    {r.reference ? ` · ${t('orders.refund.reference')}: ${r.reference}` : ''}
                    {r.reason ? ` · ${t('orders.refund.reason')}: ${r.reason}` : ''}
                  </Text>
                  {r.note ? <Text size="sm">{r.note}</Text> : null}
                  {r.retryable ? (
                    <Button
                      mt="xs"
                      size="xs"
                      variant="light"
                      leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
                      loading={retryRefund.isPending && retryRefund.variables === r.id}
                      onClick={() => retry(r.id)}
                      data-testid="admin-order-refund-retry"
                    >
                      {t('orders.refund.retry')}
                    </Button>
                  ) : r.status === 'failed' ? (
                    <Badge mt="xs" variant="outline" color="gray">
                      {t('orders.refund.retried')}
                    </Badge>
                  ) : null}
                </Paper>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={t('orders.sections.history')} testId="admin-order-history">
          {order.history.length === 0 ? (
            <Empty text={t('orders.history.none')} />
          ) : (
            <Timeline active={order.history.length - 1} bulletSize={18} lineWidth={2}>
              {order.history.map((e) => {
                const actor = parseActor(e.actor);
                const who =
                  actor.kind === 'user'
                    ? t('orders.history.actors.user', { id: actor.id })
                    : actor.kind === 'other'
                      ? actor.id
                      : t(`orders.history.actors.${actor.kind}`);
                return (
                  <Timeline.Item
                    key={e.id}
                    bullet={<IconCircleCheck size={12} aria-hidden="true" />}
                    title={known(t, 'orders.events', e.event, EVENTS)}
                  >
                    <Text size="xs" c="dimmed">
                      {dateTime(e.time)} · {who}
                    </Text>
                    <Text size="sm">
                      {e.fromState ? `${known(t, 'orders.states', e.fromState, ORDER_STATES)} → ` : ''}
                      {known(t, 'orders.states', e.toState, ORDER_STATES)}
                    </Text>
                    {e.note ? (
                      <Text size="sm" c="dimmed" fs="italic">
                        {e.note}
                      </Text>
                    ) : null}
                  </Timeline.Item>
                );
              })}
            </Timeline>
          )}
        </Section>

        <Section title={t('orders.sections.mails')} testId="admin-order-mails">
          {order.mails.length === 0 ? (
            <Empty text={t('orders.mail.none')} />
          ) : (
            <Stack gap="xs">
              {order.mails.map((m) => (
                <Paper key={m.id} withBorder p="xs" radius="md" data-testid={`admin-order-mail-${m.kind}`}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {known(t, 'orders.mail.kinds', m.kind, MAIL_KINDS)}
                    </Text>
                    <Badge
                      variant="light"
                      color={m.status === 'sent' ? 'green' : m.status === 'failed' ? 'red' : 'blue'}
                    >
                      {known(t, 'orders.mail.statuses', m.status, ['pending', 'sending', 'sent', 'failed'])}
                    </Badge>
                  </Group>
                  <Text size="xs">{m.subject}</Text>
                  <Text size="xs" c="dimmed">
                    {m.to} · {t('orders.mail.created')}: {dateTime(m.creationTime)}
                    {m.sentTime ? ` · ${t('orders.mail.sent')}: ${dateTime(m.sentTime)}` : ''}
                  </Text>
                </Paper>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>

      {dialog === 'refund' ? <RefundModal order={order} onClose={() => setDialog(null)} /> : null}
      {dialog === 'cancel' || dialog === 'markHandled' ? (
        <NoteActionModal order={order} action={dialog} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}
