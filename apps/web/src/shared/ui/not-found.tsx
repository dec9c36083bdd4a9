import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sayNothingHere } from '../lib/drawn-page';
import { SimplePage } from './simple-page';

/** The 404 content: for unknown URLs and for known routes whose parameter names nothing. */
export function NotFound() {
  const { t } = useTranslation(['common', 'pages']);
  sayNothingHere();
  return (
    <div data-testid="not-found">
      <SimplePage titleKey="pages:notFound.title" introKey="pages:notFound.intro">
        <Button component={Link} to="/" size="md">
          {t('actions.backHome')}
        </Button>
        {/* where a visitor who followed an old or mistyped link most likely meant to go */}
        <nav aria-labelledby="not-found-elsewhere">
          <Text id="not-found-elsewhere" mt="xl" mb="xs" c="dimmed" size="sm">
            {t('notFound.elsewhere', { ns: 'pages' })}
          </Text>
          <Group gap="lg">
            {ELSEWHERE.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} fw={600}>
                {t(link.labelKey)}
              </Anchor>
            ))}
          </Group>
        </nav>
      </SimplePage>
    </div>
  );
}

const ELSEWHERE = [
  { to: '/pnr', labelKey: 'nav.checkBooking' },
  { to: '/transferSearch', labelKey: 'nav.transfers' },
  { to: '/help', labelKey: 'nav.help' },
] as const;
