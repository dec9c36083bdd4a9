import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sayNothingHere } from '../lib/drawn-page';
import { SimplePage } from './simple-page';

/** The 404 content: for unknown URLs and for known routes whose parameter names nothing. */
export function NotFound() {
  const { t } = useTranslation('common');
  sayNothingHere();
  return (
    <div data-testid="not-found">
      <SimplePage titleKey="pages:notFound.title" introKey="pages:notFound.intro">
        <Button component={Link} to="/" size="md">
          {t('actions.backHome')}
        </Button>
      </SimplePage>
    </div>
  );
}
