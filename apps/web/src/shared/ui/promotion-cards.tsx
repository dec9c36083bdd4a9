import type { PromotionFlight } from '@charterdesk/domain';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDrawnQuery } from '../api/drawn-queries';
import { promotionSearchHref, promotionsQueryOptions } from '../api/promotions';
import { useCulture } from '../i18n/use-culture';
import { formatDayMonth } from '../lib/format-date';
import { formatMoney } from '../lib/format-money';
import { useCurrency } from '../lib/use-currency';
import { useSlicedRender } from '../lib/use-sliced-render';

function PromotionCard({ p }: { p: PromotionFlight }) {
  const { t } = useTranslation('pages');
  const culture = useCulture();
  return (
    <Card
      component={Link}
      to={promotionSearchHref(p)}
      withBorder
      radius="lg"
      padding="lg"
      data-testid="promotion-card"
    >
      <Stack gap={6}>
        <Group gap={6} wrap="wrap" style={{ rowGap: 0 }}>
          <Text fw={600}>{p.origin.cityName}</Text>
          <IconArrowRight size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text fw={600}>{p.destination.cityName}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {formatDayMonth(p.departureDate, culture)} · {p.airlineName}
        </Text>
        <Group justify="space-between" align="end">
          {p.isCharter ? (
            <Badge variant="light" color="sunset">
              {t('promotions.charter')}
            </Badge>
          ) : (
            <span />
          )}
          <Text fw={700} size="lg" c="brand.7">
            {t('promotions.from', { price: formatMoney(p.price, p.currency, culture) })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** The cheapest upcoming charter fares (all, or to one city/country), one adult, in the chosen currency. */
export function PromotionCards({ destination, max = 8 }: { destination?: string; max?: number }) {
  const { t } = useTranslation('pages');
  const culture = useCulture();
  const { currency } = useCurrency();
  const query = useDrawnQuery(promotionsQueryOptions(culture, currency, destination, max));
  // fares that arrive once the page runs (the home page is drawn at build time, without them)
  const fares = useSlicedRender(query.data);
  if (fares === undefined && !query.isError) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} height={112} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (fares === undefined || fares.length === 0) {
    return (
      <Text c="dimmed" data-testid="promotions-empty">
        {t('promotions.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="promotions">
      {fares.map((p) => (
        <PromotionCard key={p.flightId} p={p} />
      ))}
    </SimpleGrid>
  );
}
