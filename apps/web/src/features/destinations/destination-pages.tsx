import type { CountryPage as CountryPageDto, TransferZone } from '@charterdesk/domain';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  TypographyStylesProvider,
  VisuallyHidden,
} from '@mantine/core';
import { IconCar, IconPlaneArrival } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppName } from '../../shared/i18n/use-app-name';
import { useCulture } from '../../shared/i18n/use-culture';
import { formatDocumentTitle } from '../../shared/i18n/use-page-title';
import { useDurationText } from '../../shared/lib/use-duration-text';
import { NotFound } from '../../shared/ui/not-found';
import { PageHeader } from '../../shared/ui/page-header';
import { PromotionCards } from '../../shared/ui/promotion-cards';
import { cityQueryOptions, countryQueryOptions, isCityCode, isCountryCode } from './destinations-api';

type TravelNotice = CountryPageDto['notices'][number];

function useDocumentTitle(title: string | undefined) {
  const appName = useAppName();
  useEffect(() => {
    if (title) document.title = formatDocumentTitle(appName, title);
  }, [appName, title]);
}

function Loading() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton height={36} width="60%" />
      <Skeleton height={16} />
      <Skeleton height={16} width="80%" />
    </Stack>
  );
}

function LoadError() {
  const { t } = useTranslation('pages');
  return (
    <Alert color="red" variant="light" role="alert">
      {t('contentPage.loadError')}
    </Alert>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="md" mt="xl" data-testid={testId}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Notices({ notices }: { notices: TravelNotice[] }) {
  const { t } = useTranslation('pages');
  if (notices.length === 0) return null;
  return (
    <Section title={t('destination.notices')} testId="destination-notices">
      {notices.map((n) => (
        <Alert key={n.slug} color="sunset" variant="light" title={n.title} radius="md">
          <TypographyStylesProvider>
            {/* HTML rendered by our server from the repo's reviewed Markdown, raw HTML stripped */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted server-rendered content */}
            <div dangerouslySetInnerHTML={{ __html: n.html }} />
          </TypographyStylesProvider>
        </Alert>
      ))}
    </Section>
  );
}

function AirportList({ airports }: { airports: { code: string; name: string }[] }) {
  return (
    <List spacing={4} size="sm" icon={<IconPlaneArrival size={16} aria-hidden="true" />}>
      {airports.map((a) => (
        <List.Item key={a.code}>
          {a.name}{' '}
          <Badge variant="outline" size="sm" ml={4}>
            {a.code}
          </Badge>
        </List.Item>
      ))}
    </List>
  );
}

/** The city's transfer zones (the server renders the same list for crawlers), shortest drive first. */
function TransferZones({ zones }: { zones: TransferZone[] }) {
  const { t } = useTranslation('pages');
  const duration = useDurationText();
  if (zones.length === 0) return null;
  return (
    <Section title={t('destination.transfers')} testId="destination-transfers">
      <Table.ScrollContainer minWidth={320} type="native">
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('destination.transferZone')}</Table.Th>
              <Table.Th visibleFrom="xs">{t('destination.transferAirport')}</Table.Th>
              <Table.Th>{t('destination.transferTime')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('destination.transferFind')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {zones.map((z) => (
              <Table.Tr key={`${z.airportCode}-${z.name}`} data-testid="destination-transfer-zone">
                <Table.Td fw={600}>
                  {z.name}
                  <Badge hiddenFrom="xs" variant="outline" size="xs" ml={6}>
                    {z.airportCode}
                  </Badge>
                </Table.Td>
                {/* on phones the airport shrinks to its code next to the zone, so zone, time and button fit */}
                <Table.Td visibleFrom="xs">
                  {z.airportName}{' '}
                  <Badge variant="outline" size="sm" ml={4}>
                    {z.airportCode}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {t('destination.transferMinutes', { duration: duration(z.transferMinutes) })}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    component={Link}
                    to={`/transferSearch?airport=${z.airportCode}&zone=${z.id}`}
                    size="compact-sm"
                    variant="light"
                    aria-label={t('destination.transferFindTo', { zone: z.name })}
                    data-testid="destination-transfer-find"
                  >
                    <IconCar size={16} aria-hidden="true" />
                    {/* phones show the icon only: the row keeps zone, time and button on one screen */}
                    <Box component="span" visibleFrom="xs" ml={6}>
                      {t('destination.transferFind')}
                    </Box>
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

/** /countries/:code, e.g. /countries/tr */
export function CountryPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('pages');
  const culture = useCulture();
  const valid = isCountryCode(code);
  const query = useQuery({ ...countryQueryOptions(code, culture), enabled: valid });
  const country = query.data;
  useDocumentTitle(country?.title);
  if (!valid || query.data === null) return <NotFound />;
  if (query.isPending) return <Loading />;
  if (query.isError || !country) return <LoadError />;
  return (
    <article data-testid="country-page">
      <PageHeader title={country.title} intro={country.description} />
      <Section title={t('destination.cheapest', { place: country.name })} testId="destination-promotions">
        <PromotionCards destination={country.code} max={8} />
      </Section>
      <Section title={t('destination.cities')} testId="destination-cities">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {country.cities.map((city) => (
            <Card key={city.code} withBorder radius="lg" padding="lg" data-testid="destination-city">
              <Group justify="space-between" mb="xs" wrap="nowrap">
                <Anchor component={Link} to={`/cities/${city.code}`} fw={600} size="lg">
                  {city.name}
                </Anchor>
                <Badge variant="light">{city.code}</Badge>
              </Group>
              <AirportList airports={city.airports} />
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <Notices notices={country.notices} />
    </article>
  );
}

/** /cities/:code, e.g. /cities/AYT */
export function CityPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('pages');
  const culture = useCulture();
  const valid = isCityCode(code);
  const query = useQuery({ ...cityQueryOptions(code, culture), enabled: valid });
  const city = query.data;
  useDocumentTitle(city?.title);
  if (!valid || query.data === null) return <NotFound />;
  if (query.isPending) return <Loading />;
  if (query.isError || !city) return <LoadError />;
  return (
    <article data-testid="city-page">
      <PageHeader title={city.title} intro={city.description} />
      <Text size="sm" mb="md">
        <Anchor component={Link} to={`/countries/${city.countryCode}`} data-testid="city-country-link">
          {city.countryName}
        </Anchor>
      </Text>
      <Section title={t('destination.cheapest', { place: city.name })} testId="destination-promotions">
        <PromotionCards destination={city.code} max={8} />
      </Section>
      <Section title={t('destination.airports')} testId="destination-airports">
        <AirportList airports={city.airports} />
      </Section>
      <TransferZones zones={city.transferZones} />
      <Notices notices={city.notices} />
    </article>
  );
}
