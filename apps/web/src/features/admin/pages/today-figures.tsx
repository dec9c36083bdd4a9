import { type TodayFigures as Figures, formatCalendarDate } from '@charterdesk/domain';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../shared/lib/format-money';
import { todayFiguresQueryOptions } from '../api/dashboard';
import { useAdminT } from '../lib/admin-i18n';
import { formatClockTime } from '../lib/format';
import { paymentReasonText } from '../lib/payment-reasons';

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Card>
  );
}

/** Today's business at a glance (main/home): only for staff who may see orders. */
export function TodayFigures() {
  const { t, culture } = useAdminT();
  const query = useQuery(todayFiguresQueryOptions());

  if (query.isError) {
    return (
      <Alert color="red" title={t('common.loadFailedTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('common.loadFailed')}</Text>
          <Button size="xs" variant="light" onClick={() => query.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const figures: Figures | undefined = query.data;
  const big = (value: ReactNode) => (
    <Text fz={28} fw={700} lh={1.2}>
      {value}
    </Text>
  );
  const money = (rows: Figures['revenue']) =>
    rows.length === 0 ? (
      // a bare 0 has no currency and reads like an error: say what it means
      <Text fz="lg" fw={600} lh={1.4} c="dimmed" mt={4} data-testid="admin-today-no-revenue">
        {t('home.today.noRevenue')}
      </Text>
    ) : (
      // one line a currency; several, or a long one, in a smaller size, and wrapped rather than cut off (in a
      // fifth of the row at 1280 px, "54 387,03 ₽" at the big size lost its ₽)
      rows.map((r) => {
        const text = formatMoney(r.amount, r.currency, culture);
        return (
          <Text
            key={r.currency}
            fz={rows.length > 1 || text.length > 10 ? 20 : 28}
            fw={700}
            lh={1.25}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="admin-today-revenue-amount"
          >
            {text}
          </Text>
        );
      })
    );

  return (
    <Stack gap="sm" data-testid="admin-today">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4">
          {t('home.today.title')}
        </Title>
        {figures ? (
          <Text size="sm" c="dimmed">
            {t('home.today.period', {
              date: formatCalendarDate(figures.date, 'longDate', culture),
              timeZone: figures.timeZone,
            })}
          </Text>
        ) : null}
      </Group>
      {!figures ? (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="md">
          {[1, 2, 3, 4, 5].map((n) => (
            <Skeleton key={n} height={96} radius="lg" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="md">
          <Figure label={t('home.today.orders')} testId="admin-today-orders">
            {big(figures.orders.created)}
            <Text size="sm" c="dimmed">
              {t('home.today.ordersPaid', { count: figures.orders.paid })}
            </Text>
          </Figure>
          <Figure label={t('home.today.revenue')} testId="admin-today-revenue">
            {money(figures.revenue)}
            {figures.refunds.length > 0 ? (
              <Text size="sm" c="dimmed">
                {t('home.today.refunded', {
                  amount: figures.refunds.map((r) => formatMoney(r.amount, r.currency, culture)).join(', '),
                })}
              </Text>
            ) : null}
          </Figure>
          <Figure label={t('home.today.seatsSold')} testId="admin-today-seats">
            {big(figures.seatsSold)}
          </Figure>
          <Figure label={t('home.today.holds')} testId="admin-today-holds">
            {big(figures.holds.orders)}
            <Text size="sm" c="dimmed">
              {t('home.today.holdSeats', { count: figures.holds.seats })}
            </Text>
            {figures.holds.expiringWithinHour > 0 && figures.holds.nextExpiry ? (
              // a line of text, not a badge: a badge's one upper-case line cut the time to "29.11.2026 0…" in
              // a fifth of the row; within the hour, the time alone says when. Red 9: orange 9 is 4.3:1 on white
              <Text size="sm" fw={600} c="red.9" lh={1.35} mt={2} data-testid="admin-today-next-expiry">
                {t('home.today.nextExpiry', { time: formatClockTime(figures.holds.nextExpiry, culture) })}
              </Text>
            ) : null}
          </Figure>
          <Figure label={t('home.today.failedPayments')} testId="admin-today-failed">
            {big(figures.failedPayments.count)}
            {figures.failedPayments.reasons.length > 0 ? (
              // one reason a line: the labels are phrases, a comma-separated run of them is hard to read
              <Stack gap={2} mt={2}>
                {figures.failedPayments.reasons.map((r) => (
                  <Text
                    key={r.reason}
                    size="sm"
                    c="dimmed"
                    lh={1.35}
                    data-testid="admin-today-failed-reason"
                    // an unknown acquirer code is one long word
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {paymentReasonText(t, r.reason)} × {r.count}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Figure>
        </SimpleGrid>
      )}
    </Stack>
  );
}
