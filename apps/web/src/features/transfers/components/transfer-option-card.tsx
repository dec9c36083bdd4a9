import type { TransferOption } from '@charterdesk/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCulture } from '../../../shared/i18n/use-culture';
import { formatMoney } from '../../../shared/lib/format-money';
import { VehicleFacts, VehicleIcon } from '../../../shared/transfer-search/vehicle';

export { VehicleFacts, VehicleIcon };

/** One vehicle that fits the party: type, capacities, drive time, the final price and "Book". */
export function TransferOptionCard({ option, bookHref }: { option: TransferOption; bookHref: string }) {
  const { t } = useTranslation('transfers');
  const culture = useCulture();
  return (
    <Paper withBorder radius="md" p="md" data-testid={`transfer-option-${option.id}`}>
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <VehicleIcon seats={option.passengerCapacity} />
          <Stack gap={4}>
            <Text fw={700} size="lg" data-testid="vehicle-name">
              {option.vehicleName}
            </Text>
            <VehicleFacts {...option} />
          </Stack>
        </Group>
        {/* On a phone the price and the button share a full-width row; the button never gets cut. */}
        <Group gap="md" wrap="nowrap" justify="flex-end" style={{ flexGrow: 1 }}>
          <Stack gap={0} align="flex-end">
            <Text fw={800} size="xl" data-testid="vehicle-price">
              {formatMoney(option.price.amount, option.price.currency, culture)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('results.perVehicle')}
            </Text>
          </Stack>
          <Button
            component={Link}
            to={bookHref}
            color="sunset"
            style={{ flexShrink: 0 }}
            data-testid="transfer-book"
          >
            {t('results.book')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
