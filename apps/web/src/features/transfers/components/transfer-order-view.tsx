import type { OrderDetail, OrderTransfer } from '@charterdesk/domain';
import { Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderHeader, printClasses } from '../../../shared/checkout/order-page';
import { PriceLines } from '../../../shared/checkout/price-lines';
import { useCulture } from '../../../shared/i18n/use-culture';
import { formatMoney, formatSignedMoney } from '../../../shared/lib/format-money';
import { useDurationText } from '../../../shared/lib/use-duration-text';
import { formatPickupLocal } from '../lib/format';
import { VehicleIcon } from './transfer-option-card';
import { TransferRoute } from './transfer-route';

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The transfer success page's contents (spec §2): booking number, date and time, vehicle type and price,
 * passenger and baggage capacity, transfer time; plus where the driver meets, the flight, contact, status.
 */
export function TransferOrderView({
  order,
  transfer,
  actions,
}: {
  order: OrderDetail;
  transfer: OrderTransfer;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('transfers');
  const { t: tb } = useTranslation('booking');
  const duration = useDurationText();
  const culture = useCulture();
  const money = (amount: number) => formatMoney(amount, order.price.currency, culture);
  const fromAirport = transfer.direction === 'fromAirport';
  const airport = `${transfer.airportName} (${transfer.airportCode})`;
  const zone = `${transfer.districtName}, ${transfer.cityName}`;
  return (
    <Stack gap="lg" className={printClasses.printable} data-testid="transfer-order">
      <OrderHeader
        order={order}
        numberLabel={t('detail.bookingNumber')}
        numberTestId="transfer-booking-number"
        stateTestId="transfer-state"
        actions={actions}
      />

      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <TransferRoute direction={transfer.direction} airport={airport} zone={zone} size="lg" />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <Fact
              label={t(fromAirport ? 'detail.dateLanding' : 'detail.datePickup')}
              value={formatPickupLocal(transfer.pickupLocal, culture)}
              testId="transfer-date-time"
            />
            <Fact
              label={t('detail.pickupPoint')}
              value={fromAirport ? airport : transfer.address}
              testId="transfer-pickup"
            />
            <Fact
              label={t('detail.dropOffPoint')}
              value={fromAirport ? transfer.address : airport}
              testId="transfer-dropoff"
            />
            <Fact
              label={t('detail.flightNumber')}
              value={transfer.flightNumber ?? t('detail.noFlightNumber')}
              testId="transfer-flight"
            />
            <Fact
              label={t('detail.party')}
              value={`${t('summary.passengers', { count: transfer.passengers })} · ${t('summary.luggage', { count: transfer.luggage })}`}
            />
            {transfer.note ? <Fact label={t('booking.note')} value={transfer.note} /> : null}
            {transfer.linkedFlight ? (
              <Fact
                label={t('detail.linkedFlight')}
                value={t('detail.linkedFlightValue', {
                  flight: transfer.linkedFlight.flight,
                  pnr: transfer.linkedFlight.pnr,
                })}
                testId="transfer-linked-flight"
              />
            ) : null}
          </SimpleGrid>
        </Stack>
      </Paper>

      <Paper withBorder p="lg" radius="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <VehicleIcon seats={transfer.passengerCapacity} />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Title order={2} size="h3" data-testid="transfer-vehicle">
              {transfer.vehicleName}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Fact
                label={t('detail.passengerCapacity')}
                value={t('vehicle.passengers', { count: transfer.passengerCapacity })}
              />
              <Fact
                label={t('detail.baggageCapacity')}
                value={t('vehicle.luggage', { count: transfer.baggageCapacity })}
              />
              <Fact
                label={t('detail.transferTime')}
                value={t('approx', { duration: duration(transfer.transferMinutes) })}
                testId="transfer-drive-time"
              />
            </SimpleGrid>
            <Divider />
            <PriceLines
              gap="sm"
              divider={false}
              rows={[
                {
                  key: 'vehicle',
                  label: t('detail.vehiclePrice'),
                  amount: money(order.price.transfer ?? order.price.total),
                  testId: 'transfer-vehicle-price',
                },
                ...(order.price.discount > 0
                  ? [
                      {
                        key: 'discount',
                        label: tb('booking.discountLine'),
                        amount: formatSignedMoney(-order.price.discount, order.price.currency, culture),
                      },
                    ]
                  : []),
              ]}
              total={money(order.price.total)}
              totalTestId="transfer-total"
            />
          </Stack>
        </Group>
      </Paper>

      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="xs">
          {tb('ticket.contact')}
        </Title>
        <Text data-testid="transfer-contact">
          {order.contact.name} {order.contact.surname} · {order.contact.email} · {order.contact.mobilePhone}
        </Text>
      </Paper>
    </Stack>
  );
}
