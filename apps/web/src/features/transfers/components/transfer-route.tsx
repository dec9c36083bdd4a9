import type { TransferDirection } from '@charterdesk/domain';
import { Group, Text } from '@mantine/core';
import { IconArrowRight, IconMapPin, IconPlaneArrival, IconPlaneDeparture } from '@tabler/icons-react';

/** "Antalya Airport (AYT) → Belek" from the airport, the other way round to it. */
export function TransferRoute({
  direction,
  airport,
  zone,
  size = 'md',
}: {
  direction: TransferDirection;
  airport: string;
  zone: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const AirportIcon = direction === 'fromAirport' ? IconPlaneArrival : IconPlaneDeparture;
  const airportPart = (
    <Group gap={4} wrap="nowrap">
      <AirportIcon size={18} stroke={1.7} aria-hidden="true" />
      <Text span size={size} fw={600}>
        {airport}
      </Text>
    </Group>
  );
  const zonePart = (
    <Group gap={4} wrap="nowrap">
      <IconMapPin size={18} stroke={1.7} aria-hidden="true" />
      <Text span size={size} fw={600}>
        {zone}
      </Text>
    </Group>
  );
  return (
    <Group gap="xs" data-testid="transfer-route">
      {direction === 'fromAirport' ? airportPart : zonePart}
      <IconArrowRight size={16} aria-hidden="true" />
      {direction === 'fromAirport' ? zonePart : airportPart}
    </Group>
  );
}
