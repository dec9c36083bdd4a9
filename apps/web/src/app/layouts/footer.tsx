import type { AgencyInfo } from '@charterdesk/domain';
import { Button, Container, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAgencyInfo } from '../../shared/api/agency-info';
import { useAppName } from '../../shared/i18n/use-app-name';
import { phoneHref, safeExternalHref } from '../../shared/lib/safe-href';
import { BrandMark } from '../../shared/ui/brand-mark';
import classes from './footer.module.css';

const FOOTER_LINKS = [
  { to: '/aboutUs', labelKey: 'footer.links.terms' },
  { to: '/help', labelKey: 'footer.links.help' },
  { to: '/contact', labelKey: 'footer.links.contact' },
  { to: '/privacy', labelKey: 'footer.links.privacy' },
  { to: '/cookies', labelKey: 'footer.links.cookies' },
] as const;

const SKELETON_WIDTHS = ['85%', '70%', '55%', '40%'] as const;

function SkeletonLines({ count }: { count: number }) {
  return (
    <Stack gap={10} aria-hidden="true">
      {SKELETON_WIDTHS.slice(0, count).map((width) => (
        <Skeleton key={width} height={14} width={width} radius="sm" className={classes.skeleton} />
      ))}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  if (!value.trim()) return null;
  return (
    <div>
      <span className={classes.label}>{label}</span>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function AgencyFacts({ agency }: { agency: AgencyInfo }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs" data-testid="footer-agency">
      <Fact label={t('footer.legalEntity')} value={agency.legalEntity} />
      <Fact label={t('footer.address')} value={agency.address} />
      <Fact label={t('footer.tourismAssociationNumber')} value={agency.tourismAssociationNumber} />
    </Stack>
  );
}

function AgencyContacts({ agency }: { agency: AgencyInfo }) {
  const { t } = useTranslation('common');
  const tel = phoneHref(agency.phone);
  const messaging = safeExternalHref(agency.messagingLink);
  return (
    <Stack gap="sm" align="flex-start" data-testid="footer-contacts">
      {agency.phone ? (
        <div>
          <span className={classes.label}>{t('footer.phone')}</span>
          {tel ? (
            <a className={classes.link} href={tel}>
              {agency.phone}
            </a>
          ) : (
            <Text size="sm">{agency.phone}</Text>
          )}
        </div>
      ) : null}
      {agency.email ? (
        <div>
          <span className={classes.label}>{t('footer.email')}</span>
          <a className={classes.link} href={`mailto:${agency.email}`}>
            {agency.email}
          </a>
        </div>
      ) : null}
      {messaging ? (
        <Button
          component="a"
          href={messaging}
          target="_blank"
          rel="noopener noreferrer"
          color="sunset"
          radius="xl"
          leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
          data-testid="footer-messaging-link"
        >
          {t('footer.message')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The agency's legal facts, under the brand; they arrive with the agency record. */
function FooterAgencyFacts() {
  const agency = useAgencyInfo();
  if (agency.isPending) return <SkeletonLines count={3} />;
  return agency.data ? <AgencyFacts agency={agency.data} /> : null;
}

/** The contacts column (none when the agency record cannot be read). */
function FooterContactsColumn() {
  const { t } = useTranslation('common');
  const agency = useAgencyInfo();
  if (agency.isError) return null;
  return (
    <div>
      <div className={classes.heading}>{t('footer.contactsTitle')}</div>
      {agency.data ? <AgencyContacts agency={agency.data} /> : <SkeletonLines count={3} />}
    </div>
  );
}

function FooterFounded() {
  const { t } = useTranslation('common');
  const { data } = useAgencyInfo();
  if (!data) return null;
  return <span data-testid="footer-founded">{t('footer.foundedIn', { year: data.foundedYear })}</span>;
}

/**
 * The frame's footer. The agency record is read by the three small parts that show it: where it arrives after
 * the page started (the home page is drawn at build time), a query's answer draws its readers again at once,
 * in one task, and these are small.
 */
export function Footer() {
  const { t } = useTranslation('common');
  const appName = useAppName();
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <Container>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={40}>
          <Stack gap="md">
            <Link to="/" className={classes.brand}>
              <BrandMark size={32} />
              {appName}
            </Link>
            <Text size="sm" className={classes.muted}>
              {t('tagline')}
            </Text>
            <FooterAgencyFacts />
          </Stack>

          <FooterContactsColumn />

          <nav aria-labelledby="footer-links-heading">
            <div id="footer-links-heading" className={classes.heading}>
              {t('footer.linksTitle')}
            </div>
            <ul className={classes.links}>
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={classes.link}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </SimpleGrid>

        <Group gap="xl" className={classes.bottom}>
          <span data-testid="footer-copyright">{t('footer.copyright', { year, brand: appName })}</span>
          <FooterFounded />
        </Group>
      </Container>
    </footer>
  );
}
