import {
  checkInClosesLocal,
  flightLabel,
  formatCheckInCloses,
  type OrderDetail,
  type OrderTransfer,
} from '@charterdesk/domain';
import { Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingTimeline } from '../../../shared/checkout/booking-timeline';
import { OrderHeader, printClasses } from '../../../shared/checkout/order-page';
import { PriceLines } from '../../../shared/checkout/price-lines';
import { useCulture } from '../../../shared/i18n/use-culture';
import { formatMoney, formatSignedMoney } from '../../../shared/lib/format-money';
import { useDurationText } from '../../../shared/lib/use-duration-text';
import { formatLocal } from './flight-summary';
import classes from './order-detail.module.css';

/**
 * A transfer order as the PNR check shows it (the transfer success page has the full view; this feature
 * does not import that one). Texts come from the `transfers` namespace.
 */
function TransferSection({ transfer }: { transfer: OrderTransfer }) {
  const { t } = useTranslation('transfers');
  const culture = useCulture();
  const duration = useDurationText();
  const airport = `${transfer.airportName} (${transfer.airportCode})`;
  const zone = `${transfer.districtName}, ${transfer.cityName}`;
  const fromAirport = transfer.direction === 'fromAirport';
  return (
    <Paper withBorder p="lg" radius="md" data-testid="order-transfer">
      <Title order={2} size="h3" mb="sm">
        {t(`direction.${transfer.direction}`)}:{' '}
        {fromAirport ? `${airport} → ${zone}` : `${zone} → ${airport}`}
      </Title>
      <Stack gap={2}>
        <Text size="sm">
          {t(fromAirport ? 'detail.dateLanding' : 'detail.datePickup')}:{' '}
          {formatLocal(transfer.pickupLocal, culture)}
        </Text>
        <Text size="sm">
          {transfer.vehicleName} · {t('vehicle.passengers', { count: transfer.passengerCapacity })} ·{' '}
          {t('vehicle.luggage', { count: transfer.baggageCapacity })} ·{' '}
          {t('vehicle.driveTime', { duration: duration(transfer.transferMinutes) })}
        </Text>
        <Text size="sm">
          {t(fromAirport ? 'booking.addressDropOff' : 'booking.addressPickup')}: {transfer.address}
        </Text>
        {transfer.flightNumber ? (
          <Text size="sm">
            {t('detail.flightNumber')}: {transfer.flightNumber}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The booking as the ticket page and the PNR check show it: PNR, state, passengers with tickets, flights, price. */
export function OrderDetailView({ order, actions }: { order: OrderDetail; actions?: ReactNode }) {
  const { t } = useTranslation('booking');
  const { t: tt } = useTranslation('transfers');
  const culture = useCulture();
  const duration = useDurationText();
  const money = (amount: number) => formatMoney(amount, order.price.currency, culture);
  // a transfer bought in the same checkout was paid with the flights: the card was charged both together
  const combined =
    order.combinedTotal && order.combinedTotal.amount !== order.total.amount ? order.combinedTotal : null;
  const charged = !['WaitingForPayment', 'PaymentFailed', 'Expired'].includes(order.state);
  // flights whose time changed since booking (their times below are the new ones)
  const retimed = new Set(
    (order.timeline ?? [])
      .filter((e) => e.event === 'scheduleChanged' && e.flight)
      .map((e) => order.flights.findIndex((f) => flightLabel(f) === e.flight)),
  );
  return (
    <Stack gap="lg" className={printClasses.printable}>
      <OrderHeader
        order={order}
        numberLabel={t('ticket.pnr')}
        numberTestId="ticket-pnr"
        stateTestId="ticket-state"
        actions={actions}
      />

      {order.transfer ? <TransferSection transfer={order.transfer} /> : null}

      {order.passengers.length > 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h3" mb="sm">
            {t('ticket.passengers')}
          </Title>
          {/* stacked, not a table: a passenger with two e-tickets must read on a 320 px screen too */}
          <Stack gap={0}>
            {order.passengers.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the order's passengers never reorder
              <div key={`${p.surname}-${p.name}-${i}`} className={classes.passenger}>
                <Text fw={600}>
                  {p.surname} {p.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`booking.type.${p.type}`)} · {p.nationality} · {p.passportNumber}
                </Text>
                <Stack gap={2} mt={6} data-testid={`ticket-number-${i}`}>
                  {p.tickets.length > 0 ? (
                    p.tickets.map((ticket) => {
                      const flight = order.flights[ticket.flightIndex];
                      return (
                        <Text
                          key={`${ticket.flightIndex}-${ticket.ticketNumber}`}
                          size="sm"
                          className={classes.ticketLine}
                        >
                          <Text span c="dimmed" size="sm">
                            {t('ticket.ticketNumber')}
                            {flight
                              ? ` · ${flight.flightNumber} ${flight.origin.code}→${flight.destination.code}`
                              : ''}
                            :
                          </Text>{' '}
                          <Text span ff="monospace" size="sm" fw={600}>
                            {ticket.ticketNumber}
                          </Text>
                        </Text>
                      );
                    })
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('ticket.noTicket')}
                    </Text>
                  )}
                </Stack>
              </div>
            ))}
          </Stack>
        </Paper>
      ) : null}

      {order.flights.length > 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h3" mb="sm">
            {t('ticket.flights')}
          </Title>
          <Stack gap="sm">
            {order.flights.map((f, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the order's flights never reorder
              <Stack key={`${f.flightNumber}-${i}`} gap={2}>
                {i > 0 ? <Divider mb="xs" /> : null}
                <Group gap="xs">
                  <Text fw={600}>
                    {t(f.direction === 'outbound' ? 'booking.outbound' : 'booking.inbound')}: {f.airlineName}{' '}
                    {f.flightNumber}
                  </Text>
                  {f.cancelled ? (
                    <Badge color="red" data-testid={`flight-cancelled-${i}`}>
                      {t('ticketFlight.cancelled')}
                    </Badge>
                  ) : retimed.has(i) ? (
                    <Badge color="orange" variant="light" data-testid={`flight-retimed-${i}`}>
                      {t('ticketFlight.retimed')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm">
                  {t('ticket.departure')}: {formatLocal(f.departureLocal, culture)} — {f.origin.cityName} (
                  {f.origin.code})
                </Text>
                {f.cancelled ? null : (
                  <Text size="sm" data-testid={`check-in-closes-${i}`}>
                    {t('ticket.checkInCloses', {
                      time: formatCheckInCloses(checkInClosesLocal(f), f.departureLocal, culture),
                    })}
                  </Text>
                )}
                <Text size="sm">
                  {t('ticket.arrival')}: {formatLocal(f.arrivalLocal, culture)} — {f.destination.cityName} (
                  {f.destination.code})
                </Text>
                <Text size="xs" c="dimmed">
                  {duration(f.durationMinutes)}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Paper>
      ) : null}

      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="sm">
          {t('ticket.pricePaid')}
        </Title>
        <PriceLines
          rows={[
            {
              key: 'base',
              label: order.transfer ? tt('detail.vehiclePrice') : t('booking.flightsTotal'),
              amount: money(
                order.transfer ? (order.price.transfer ?? order.price.total) : order.price.flights,
              ),
            },
            ...(order.price.insurance > 0
              ? [
                  {
                    key: 'insurance',
                    label: t('booking.insuranceLine'),
                    amount: money(order.price.insurance),
                  },
                ]
              : []),
            ...(order.price.discount > 0
              ? [
                  {
                    key: 'discount',
                    label: `${t('booking.discountLine')}${order.couponCode ? ` (${order.couponCode})` : ''}`,
                    amount: formatSignedMoney(-order.price.discount, order.price.currency, culture),
                  },
                ]
              : []),
          ]}
          total={money(order.price.total)}
          totalTestId="ticket-total"
        />
        {combined ? (
          <Group justify="space-between" wrap="nowrap" gap="md" mt="xs">
            <Text>{t(charged ? 'ticket.combinedCharged' : 'ticket.combinedToPay')}</Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="ticket-combined-total">
              {formatMoney(combined.amount, combined.currency, culture)}
            </Text>
          </Group>
        ) : null}
        <Text size="sm" c="dimmed" mt="md">
          {t('ticket.contact')}: {order.contact.name} {order.contact.surname}, {order.contact.email},{' '}
          {order.contact.mobilePhone}
        </Text>
      </Paper>

      <div className={printClasses.noPrint}>
        <BookingTimeline order={order} />
      </div>
    </Stack>
  );
}
