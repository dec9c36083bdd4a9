import type { OrderTransfer } from '@charterdesk/domain';
import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAdminT } from '../lib/admin-i18n';
import { formatLocalDateTime } from '../lib/format';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The transfer as sold (it replaces passengers and flights on a transfer order): where, when — in the
 * airport's own time, as the driver and the buyer read it — in what, and what the buyer told the driver.
 */
export function OrderTransferFields({ transfer }: { transfer: OrderTransfer }) {
  const { t, culture } = useAdminT();
  const none = t('orders.summary.none');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="admin-order-transfer-fields">
      <Field label={t('orders.transfer.direction')}>
        {t(`orders.transfer.directions.${transfer.direction}`)}
      </Field>
      <Field label={t('orders.transfer.pickup')} testId="admin-order-transfer-pickup">
        {formatLocalDateTime(transfer.pickupLocal, culture)}
      </Field>
      <Field label={t('orders.transfer.airport')}>
        {transfer.airportName} ({transfer.airportCode})
      </Field>
      <Field label={t('orders.transfer.zone')}>
        {transfer.districtName}, {transfer.cityName}
      </Field>
      <Field label={t('orders.transfer.vehicle')}>
        {transfer.vehicleName}
        <Text span size="xs" c="dimmed" display="block">
          {t('orders.transfer.capacity', {
            passengers: transfer.passengerCapacity,
            bags: transfer.baggageCapacity,
          })}
        </Text>
      </Field>
      <Field label={t('orders.transfer.driveTime')}>
        {t('districts.minutes', { count: transfer.transferMinutes })}
      </Field>
      <Field label={t('orders.transfer.party')}>
        {t('orders.transfer.partyValue', { passengers: transfer.passengers, bags: transfer.luggage })}
      </Field>
      <Field label={t('orders.transfer.flightNumber')}>{transfer.flightNumber ?? none}</Field>
      <Field label={t('orders.transfer.address')}>{transfer.address}</Field>
      <Field label={t('orders.transfer.note')}>{transfer.note ?? none}</Field>
    </SimpleGrid>
  );
}
