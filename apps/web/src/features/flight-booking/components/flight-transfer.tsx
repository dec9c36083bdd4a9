import { type OrderDetail, transferOfferPath } from '@charterdesk/domain';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCulture } from '../../../shared/i18n/use-culture';
import { formatLocal } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';

/**
 * The airport transfer of a flight booking (issue #12): the transfers bought for it, and, while none of them is
 * live (the server decides), the offer of one at the destination, prefilled and linked so the pick-up follows
 * the flight.
 */
export function FlightTransfer({ order, token }: { order: OrderDetail; token: string | null }) {
  const { t } = useTranslation('booking');
  const culture = useCulture();
  const linked = (order.linkedTransfers ?? []).filter((x) => x.state !== 'Expired');
  const offer = order.transferOffer;
  if (linked.length === 0 && !offer) return null;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="flight-transfer">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <IconCar size={28} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap="xs" style={{ flex: 1 }}>
          {linked.length > 0 ? (
            <>
              <Title order={2} size="h4">
                {t('transferOffer.linkedTitle')}
              </Title>
              {linked.map((x) => (
                <Group key={x.id} justify="space-between" gap="xs" data-testid="linked-transfer">
                  <Stack gap={0}>
                    <Text>
                      {t('transferOffer.linkedLine', {
                        pnr: x.pnr,
                        when: formatLocal(x.pickupLocal, culture),
                        vehicle: x.vehicleName,
                        zone: x.districtName,
                      })}
                    </Text>
                    <Text fw={600} data-testid="linked-transfer-price">
                      {t('transferOffer.linkedPrice', {
                        amount: formatMoney(x.total.amount, x.total.currency, culture),
                      })}
                    </Text>
                  </Stack>
                  <Anchor component={Link} to={x.path}>
                    {t('transferOffer.open')}
                  </Anchor>
                </Group>
              ))}
            </>
          ) : null}
          {offer ? (
            <>
              <Title order={2} size="h4">
                {t('transferOffer.title', { airport: offer.airportName })}
              </Title>
              <Text>
                {t('transferOffer.text', { when: formatLocal(`${offer.date}T${offer.time}`, culture) })}
              </Text>
              <Group>
                <Button
                  component={Link}
                  to={transferOfferPath(offer, { id: order.id, token })}
                  color="teal"
                  data-testid="add-transfer"
                >
                  {t('transferOffer.button')}
                </Button>
              </Group>
            </>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
