import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Countries and cities of our charter network that travellers book most. */
export const POPULAR_COUNTRIES = ['TR', 'EG', 'AE', 'TH'] as const;
export const POPULAR_CITIES = ['AYT', 'IST', 'DXB', 'HRG', 'SSH', 'HKT'] as const;

function DestinationCard({
  to,
  title,
  code,
  testId,
}: {
  to: string;
  title: string;
  code: string;
  testId: string;
}) {
  return (
    <Card component={Link} to={to} withBorder radius="lg" padding="md" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fw={600}>{title}</Text>
          <Text size="xs" c="dimmed">
            {code}
          </Text>
        </div>
        <IconChevronRight size={18} aria-hidden="true" />
      </Group>
    </Card>
  );
}

export function PopularDestinations({ className }: { className?: string }) {
  const { t } = useTranslation('home');
  return (
    <section className={className} aria-labelledby="popular-title" data-testid="home-popular">
      <Title order={2} id="popular-title" mb="md">
        {t('popular.countriesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {POPULAR_COUNTRIES.map((code) => (
          <DestinationCard
            key={code}
            to={`/countries/${code}`}
            title={t(`popular.countries.${code}`)}
            code={code}
            testId={`home-country-${code}`}
          />
        ))}
      </SimpleGrid>
      <Title order={2} size="h3" mt="xl" mb="md">
        {t('popular.citiesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
        {POPULAR_CITIES.map((code) => (
          <DestinationCard
            key={code}
            to={`/cities/${code}`}
            title={t(`popular.cities.${code}`)}
            code={code}
            testId={`home-city-${code}`}
          />
        ))}
      </SimpleGrid>
    </section>
  );
}
