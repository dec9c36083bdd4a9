import type { FlightOption } from '@charterdesk/domain';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlaneDeparture } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../../../shared/i18n/use-culture';
import { formatLocal, formatLocalSpan } from '../../../shared/lib/format-date';

export { formatLocal };

export function FlightSummaryCard({ offer }: { offer: FlightOption }) {
  const { t } = useTranslation('booking');
  const culture = useCulture();
  return (
    <Paper withBorder p="md" radius="md" data-testid={`booking-flight-${offer.direction}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <IconPlaneDeparture size={18} />
            <Text fw={600}>{t(offer.direction === 'outbound' ? 'booking.outbound' : 'booking.inbound')}</Text>
            <Text c="dimmed" size="sm">
              {offer.airlineName} {offer.flightNumber}
            </Text>
          </Group>
          <Text>
            {offer.origin.cityName} ({offer.origin.code}) → {offer.destination.cityName} (
            {offer.destination.code})
          </Text>
          <Text size="sm" c="dimmed">
            {formatLocalSpan(offer.departureLocal, offer.arrivalLocal, culture)}
          </Text>
        </Stack>
        <Badge variant="light">
          {offer.isDirect ? t('booking.direct') : t('booking.stops', { n: offer.stops })}
        </Badge>
      </Group>
    </Paper>
  );
}
