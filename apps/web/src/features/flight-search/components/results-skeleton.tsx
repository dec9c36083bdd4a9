import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './results.module.css';

const CARDS = ['a', 'b', 'c', 'd'] as const;

/** The shape of the results while they load: day strip, then a few cards. */
export function ResultsSkeleton({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="md" role="status" aria-label={label ?? t('loading')} data-testid="results-loading">
      <Skeleton height={76} radius="lg" />
      {CARDS.map((key) => (
        <div key={key} className={classes.skeletonCard}>
          <Stack gap={10} style={{ flex: 1 }}>
            <Skeleton height={14} width="40%" radius="sm" />
            <Skeleton height={26} width="75%" radius="sm" />
            <Skeleton height={12} width="55%" radius="sm" />
          </Stack>
          <Stack gap={10} w={140} align="flex-end">
            <Skeleton height={24} width={110} radius="sm" />
            <Skeleton height={36} width={130} radius="md" />
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
