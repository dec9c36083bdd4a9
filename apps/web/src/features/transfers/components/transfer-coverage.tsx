import type { TransferPlaces } from '@charterdesk/domain';
import { Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCar, IconCash, IconClockHour4, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCulture } from '../../../shared/i18n/use-culture';
import { useDurationText } from '../../../shared/lib/use-duration-text';
import { useTransferPlaces } from '../api/transfer-places';

const PROMISES = [
  { key: 'meet', Icon: IconCar },
  { key: 'fixedPrice', Icon: IconCash },
  { key: 'late', Icon: IconClockHour4 },
  { key: 'voucher', Icon: IconMail },
] as const;

/**
 * Under the empty transfer search: what a transfer includes, and every airport we drive from with its
 * districts and drive times (the form's own GetTransferPlaces answer, no request more). A district's link
 * fills the form with its airport and district.
 */
export function TransferCoverage() {
  const { t } = useTranslation('transfers');
  const culture = useCulture();
  const places = useTransferPlaces(culture);
  const airports = places.data?.airports.filter((a) => a.districts.length > 0) ?? [];

  return (
    <Stack gap="xl" mt="xl" data-testid="transfer-coverage">
      <section aria-labelledby="transfer-promises-title">
        <Title order={2} size="h3" id="transfer-promises-title" mb="md">
          {t('coverage.promisesTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {PROMISES.map(({ key, Icon }) => (
            <Group key={key} gap="sm" align="flex-start" wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
                <Icon size={22} stroke={1.7} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{t(`coverage.promises.${key}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`coverage.promises.${key}.text`)}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>
      </section>
      {airports.length > 0 ? (
        <section aria-labelledby="transfer-airports-title">
          <Title order={2} size="h3" id="transfer-airports-title" mb="md">
            {t('coverage.airportsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {airports.map((airport) => (
              <Paper
                key={airport.code}
                withBorder
                radius="lg"
                p="md"
                data-testid={`transfer-airport-${airport.code}`}
              >
                <Title order={3} size="h5" mb="xs">
                  {airport.name} ({airport.code})
                </Title>
                <AirportDistricts airport={airport} />
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      ) : null}
    </Stack>
  );
}

/** How many of an airport's districts show before "show all": the nearest, a phone's screen or so. */
const FIRST_DISTRICTS = 6;

function AirportDistricts({ airport }: { airport: TransferPlaces['airports'][number] }) {
  const { t } = useTranslation('transfers');
  const duration = useDurationText();
  const [all, setAll] = useState(false);
  const districts = [...airport.districts].sort((a, b) => a.transferMinutes - b.transferMinutes);
  const shown = all ? districts : districts.slice(0, FIRST_DISTRICTS);
  return (
    <>
      <List listStyleType="none" spacing={4} id={`transfer-districts-${airport.code}`}>
        {shown.map((district) => (
          <List.Item key={district.id}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Anchor
                component={Link}
                to={`/transferSearch?airport=${airport.code}&zone=${district.id}`}
                data-testid={`transfer-district-${district.id}`}
              >
                {district.name}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('approx', { duration: duration(district.transferMinutes) })}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
      {shown.length < districts.length ? (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          px={0}
          onClick={() => setAll(true)}
          aria-controls={`transfer-districts-${airport.code}`}
          aria-expanded={false}
          data-testid={`transfer-districts-all-${airport.code}`}
        >
          {t('coverage.showAll', { count: districts.length })}
        </Button>
      ) : null}
    </>
  );
}
