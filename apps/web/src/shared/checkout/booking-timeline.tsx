import type { OrderDetail, TimelineEntry } from '@charterdesk/domain';
import { Paper, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../i18n/use-culture';
import { useInBrowser } from '../lib/drawn-page';
import { dateTimeFormat, formatLocal } from '../lib/format-date';

/** Mail kinds with a name of their own on the timeline; others read as "an e-mail". */
const MAIL_KINDS = ['ticket', 'reservation', 'scheduleChange', 'flightCancelled', 'refund', 'manageLink'];

/** What happened to the booking, oldest first: booked, paid, e-mails sent, schedule changes, refunds. */
export function BookingTimeline({ order }: { order: Pick<OrderDetail, 'timeline'> }) {
  const { t } = useTranslation('booking');
  const culture = useCulture();
  // the reader's own clock; while a page the server drew hydrates, UTC, as the server (which cannot know it) drew it
  const inBrowser = useInBrowser();
  const entries = order.timeline ?? [];
  if (entries.length === 0) return null;
  const when = (iso: string) =>
    dateTimeFormat(culture, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(inBrowser ? {} : { timeZone: 'UTC' }),
    }).format(new Date(iso));
  const label = (e: TimelineEntry) =>
    e.event === 'mailSent'
      ? t(
          `timeline.mail.${MAIL_KINDS.includes(e.mailKind ?? '') ? e.mailKind : 'other'}` as 'timeline.mail.other',
        )
      : t(`timeline.event.${e.event}`);
  const change = (e: TimelineEntry) =>
    e.flight && e.oldDepartureLocal
      ? e.event === 'pickupMoved' && e.newDepartureLocal
        ? t('timeline.pickupMoved', {
            flight: e.flight,
            old: formatLocal(e.oldDepartureLocal, culture),
            new: formatLocal(e.newDepartureLocal, culture),
          })
        : e.newDepartureLocal
          ? t('timeline.retimed', {
              flight: e.flight,
              old: formatLocal(e.oldDepartureLocal, culture),
              new: formatLocal(e.newDepartureLocal, culture),
            })
          : t('timeline.cancelled', { flight: e.flight, old: formatLocal(e.oldDepartureLocal, culture) })
      : null;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="booking-timeline">
      <Title order={2} size="h3" mb="md">
        {t('timeline.title')}
      </Title>
      <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2}>
        {entries.map((e, i) => (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: a timeline never reorders
            key={`${e.event}-${e.time}-${i}`}
            title={label(e)}
            color={
              e.event === 'flightCancelled'
                ? 'red'
                : e.event === 'scheduleChanged' || e.event === 'pickupMoved'
                  ? 'orange'
                  : undefined
            }
            data-testid={`timeline-${e.event}`}
          >
            {change(e) ? (
              <Text size="sm" fw={600}>
                {change(e)}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {when(e.time)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
