import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconHeadset, IconLock, IconReceipt2 } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgencyInfo } from '../../shared/api/agency-info';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { PromotionCards } from '../../shared/ui/promotion-cards';
import { ComingSoon } from './coming-soon';
import classes from './home-page.module.css';
import { PopularDestinations } from './popular-destinations';

/** The spec states the company was founded in 2019; the agency record wins once loaded. */
const DEFAULT_FOUNDED_YEAR = 2019;

const BLURBS = [
  { id: 'finalPrice', icon: IconReceipt2, color: 'brand' },
  { id: 'support', icon: IconHeadset, color: 'sunset' },
  { id: 'licensed', icon: IconCertificate, color: 'teal' },
  { id: 'secure', icon: IconLock, color: 'grape' },
] as const;

function PlaneGlyph({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M52.6 14.2c-1.7-1.7-4.4-1.6-6.1.1l-8.7 8.8-20.1-6.3-4.4 4.4 16.3 10.1-8.1 8.3-6.4-1-3.5 3.5 8.3 4.4 4.4 8.3 3.5-3.5-1-6.4 8.3-8.1 10.1 16.3 4.4-4.4-6.3-20.1 8.8-8.7c1.7-1.7 1.8-4.4.1-6.1z"
      />
    </svg>
  );
}

/**
 * Why book with us. The agency record (its founding year) arrives once the page runs (the home page is drawn at
 * build time): only this section draws again then, not the whole page in one task of a store update.
 */
function WhyUs() {
  const { t } = useTranslation('home');
  const { data: agency } = useAgencyInfo();
  const foundedYear = agency?.foundedYear ?? DEFAULT_FOUNDED_YEAR;
  return (
    <section className={classes.section} aria-labelledby="why-us-title">
      <Title order={2} id="why-us-title" mb="lg">
        {t('whyUs.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {BLURBS.map(({ id, icon: Icon, color }) => (
          <Card key={id} padding="xl" radius="lg" className={classes.card} data-testid={`home-blurb-${id}`}>
            <ThemeIcon size={48} radius="md" variant="light" color={color} mb="md">
              <Icon size={26} stroke={1.8} aria-hidden="true" />
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {t(`whyUs.${id}.title`)}
            </Title>
            <Text c="dimmed" size="sm" lh={1.6}>
              {t(`whyUs.${id}.text`, { year: foundedYear })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

export interface HomePageProps {
  /**
   * The flight search form, composed in by the app shell (features do not import each other). It may
   * suspend while its chunk loads: a card of the same size holds its place meanwhile.
   */
  searchForm?: ReactNode;
}

function SearchFormPlaceholder() {
  const { t } = useTranslation('common');
  return <div className={classes.searchPlaceholder} role="status" aria-label={t('loading')} />;
}

export function HomePage({ searchForm }: HomePageProps) {
  const { t } = useTranslation('home');
  usePageTitle('pages:home.title');

  return (
    <>
      <section
        className={classes.hero}
        aria-labelledby="home-title"
        data-with-search={searchForm ? true : undefined}
      >
        <PlaneGlyph className={classes.heroPlane} />
        <Title order={1} id="home-title" className={classes.heroTitle}>
          {t('hero.title')}
        </Title>
        <Text className={classes.heroSubtitle}>{t('hero.subtitle')}</Text>
      </section>

      {searchForm ? (
        <div className={classes.searchSlot}>
          <Suspense fallback={<SearchFormPlaceholder />}>{searchForm}</Suspense>
        </div>
      ) : null}

      <section className={classes.section} aria-labelledby="promotions-title" data-testid="home-promotions">
        <Title order={2} id="promotions-title">
          {t('promotions.title')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('promotions.subtitle')}
        </Text>
        <PromotionCards max={8} />
      </section>

      <PopularDestinations className={classes.section} />

      <section className={classes.section} aria-labelledby="mission-title" data-testid="home-mission">
        <Title order={2} id="mission-title" mb="sm">
          {t('mission.title')}
        </Title>
        <Text size="lg" maw={820} lh={1.6}>
          {t('mission.text')}
        </Text>
      </section>

      <WhyUs />

      <ComingSoon className={classes.section} />
    </>
  );
}
