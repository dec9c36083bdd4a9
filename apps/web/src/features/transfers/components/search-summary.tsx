import type { TransferSearchResult } from '@charterdesk/domain';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconPencil, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../../../shared/i18n/use-culture';
import { formatLocalDateTime } from '../lib/format';
import { TransferRoute } from './transfer-route';

/** The search as understood: route, airport-local date and time, party, and a "change" action. */
export function SearchSummary({ result, onChange }: { result: TransferSearchResult; onChange?: () => void }) {
  const { t } = useTranslation('transfers');
  const culture = useCulture();
  const { criteria } = result;
  return (
    <Paper withBorder radius="md" p="md" data-testid="transfer-search-summary">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6}>
          <TransferRoute
            direction={criteria.direction}
            airport={`${result.airport.name} (${result.airport.code})`}
            zone={`${result.district.name}, ${result.district.cityName}`}
          />
          <Group gap="lg" c="dimmed">
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconCalendarEvent size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm">
                {formatLocalDateTime(criteria.date, criteria.time, culture)} ·{' '}
                {t(criteria.direction === 'fromAirport' ? 'summary.landingLocal' : 'summary.pickupLocal')}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconUsers size={16} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm">
                {t('summary.passengers', { count: criteria.passengers })} ·{' '}
                {t('summary.luggage', { count: criteria.luggage })}
              </Text>
            </Group>
          </Group>
        </Stack>
        {onChange ? (
          <Button
            variant="light"
            leftSection={<IconPencil size={16} />}
            onClick={onChange}
            data-testid="transfer-change-search"
          >
            {t('summary.change')}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

export function ResultsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={92} radius="md" />
      ))}
    </Stack>
  );
}
