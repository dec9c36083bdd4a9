import type { TransferOption } from '@charterdesk/domain';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBus, IconCar, IconClockHour4, IconLuggage, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDurationText } from '../lib/use-duration-text';

/** Above this many seats a vehicle is drawn as a minibus or bus rather than a car. */
const CAR_SEATS = 4;

/** A vehicle's seats, suitcases and usual drive time, one icon each. */
export function VehicleFacts({
  passengerCapacity,
  baggageCapacity,
  transferMinutes,
}: Pick<TransferOption, 'passengerCapacity' | 'baggageCapacity' | 'transferMinutes'>) {
  const { t } = useTranslation('transfers');
  const duration = useDurationText();
  return (
    <Group gap="md" c="dimmed">
      <Group gap={4}>
        <IconUsers size={16} aria-hidden="true" />
        <Text size="sm" data-testid="vehicle-passengers">
          {t('vehicle.passengers', { count: passengerCapacity })}
        </Text>
      </Group>
      <Group gap={4}>
        <IconLuggage size={16} aria-hidden="true" />
        <Text size="sm" data-testid="vehicle-luggage">
          {t('vehicle.luggage', { count: baggageCapacity })}
        </Text>
      </Group>
      <Group gap={4}>
        <IconClockHour4 size={16} aria-hidden="true" />
        <Text size="sm" data-testid="vehicle-minutes">
          {t('vehicle.driveTime', { duration: duration(transferMinutes) })}
        </Text>
      </Group>
    </Group>
  );
}

/** A car, or a bus above four seats. */
export function VehicleIcon({ seats }: { seats: number }) {
  const Icon = seats > CAR_SEATS ? IconBus : IconCar;
  return (
    <ThemeIcon size={48} radius="md" variant="light">
      <Icon size={28} stroke={1.6} aria-hidden="true" />
    </ThemeIcon>
  );
}
