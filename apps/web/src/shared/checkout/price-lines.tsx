import { Divider, Group, type MantineSpacing, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PriceRow {
  key: string;
  label: ReactNode;
  /** formatted */
  amount: ReactNode;
  color?: string;
  testId?: string;
}

/** What an order costs, line by line, and its total in bold (the booking form, the order pages). */
export function PriceLines({
  rows,
  total,
  totalTestId,
  gap = 4,
  divider = true,
}: {
  rows: PriceRow[];
  /** formatted */
  total: ReactNode;
  totalTestId: string;
  gap?: MantineSpacing | number;
  /** a rule above the total */
  divider?: boolean;
}) {
  const { t } = useTranslation('booking');
  return (
    <Stack gap={gap}>
      {rows.map((row) => (
        <Group key={row.key} justify="space-between">
          <Text>{row.label}</Text>
          <Text c={row.color} data-testid={row.testId}>
            {row.amount}
          </Text>
        </Group>
      ))}
      {divider ? <Divider /> : null}
      <Group justify="space-between">
        <Text fw={700}>{t('booking.total')}</Text>
        <Text fw={700} data-testid={totalTestId}>
          {total}
        </Text>
      </Group>
    </Stack>
  );
}
