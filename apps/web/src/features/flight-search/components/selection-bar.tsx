import type { FlightOption } from '@charterdesk/domain';
import { Button, Container, Text } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCulture } from '../../../shared/i18n/use-culture';
import { publishBottomOverlayHeight } from '../../../shared/lib/bottom-overlays';
import { formatDayMonth } from '../../../shared/lib/format-date';
import { formatMoney } from '../../../shared/lib/format-money';
import classes from './results.module.css';

export interface SelectionBarProps {
  searchId: string;
  roundTrip: boolean;
  outbound: FlightOption | undefined;
  inbound: FlightOption | undefined;
  passengers: number;
  /** e.g. the search has expired */
  disabled?: boolean;
}

/** `/flight/{searchId}/{flightId}[/{returnFlightId}]` */
export function bookingPath(searchId: string, outboundId: string, inboundId?: string): string {
  const parts = [searchId, outboundId, ...(inboundId ? [inboundId] : [])].map(encodeURIComponent);
  return `/flight/${parts.join('/')}`;
}

function Leg({ label, option }: { label: string; option: FlightOption | undefined }) {
  const { t } = useTranslation('search');
  const culture = useCulture();
  return (
    <div className={classes.leg} data-chosen={option ? true : undefined}>
      <Text size="xs" c="dimmed" className={classes.legLabel}>
        {option ? <IconCheck size={12} aria-hidden="true" /> : null}
        {label}
      </Text>
      <Text size="sm" fw={600} truncate className={classes.legValue} data-testid="selection-leg">
        {option ? (
          <>
            {`${formatDayMonth(option.departureDate, culture)}, `}
            <span className={classes.legTimes}>{`${option.departureHour}–${option.arrivalHour}`}</span>
            <span className={classes.legFlight}>{` · ${option.flightNumber}`}</span>
          </>
        ) : (
          t('summary.notSelected')
        )}
      </Text>
    </div>
  );
}

/** Sticky bar with the chosen flights, the total for everyone and the way on to booking. */
export function SelectionBar({
  searchId,
  roundTrip,
  outbound,
  inbound,
  passengers,
  disabled,
}: SelectionBarProps) {
  const { t } = useTranslation('search');
  const culture = useCulture();
  const ref = useRef<HTMLElement>(null);
  const complete = Boolean(outbound && (!roundTrip || inbound));
  const chosen = [outbound, inbound].filter((o): o is FlightOption => Boolean(o));
  const currency = chosen[0]?.price.currency;
  const total = chosen.reduce((sum, option) => sum + option.price.total, 0);

  // the height the bar takes at the bottom of the window, for whatever floats there too (scroll-to-top)
  useEffect(() => {
    if (ref.current) return publishBottomOverlayHeight('bottomBar', ref.current);
  }, []);

  const prompt = !outbound
    ? roundTrip
      ? t('summary.selectOutbound')
      : t('summary.selectFlight')
    : roundTrip && !inbound
      ? t('summary.selectInbound')
      : null;

  return (
    <section ref={ref} className={classes.selectionBar} aria-label={t('summary.label')}>
      <Container className={classes.selectionInner}>
        <div className={classes.legs}>
          {chosen.length === 0 ? (
            <Text size="sm" fw={600} data-testid="select-prompt">
              {prompt}
            </Text>
          ) : (
            <>
              <Leg label={t('summary.outbound')} option={outbound} />
              {roundTrip ? <Leg label={t('summary.inbound')} option={inbound} /> : null}
            </>
          )}
        </div>
        <div className={classes.checkout}>
          {chosen.length > 0 && currency ? (
            <div className={classes.totalBlock}>
              <Text size="xs" c="dimmed">
                {t('summary.total')}
                {passengers > 1 ? (
                  <span className={classes.totalNote}> · {t('card.totalFor', { count: passengers })}</span>
                ) : null}
              </Text>
              <Text fw={800} size="lg" data-testid="selection-total" className={classes.totalValue}>
                {formatMoney(total, currency, culture)}
              </Text>
            </div>
          ) : null}
          {complete && outbound && !disabled ? (
            <Button
              component={Link}
              to={bookingPath(searchId, outbound.id, roundTrip ? inbound?.id : undefined)}
              size="md"
              color="sunset"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              data-testid="continue"
              className={classes.continueButton}
            >
              {t('summary.continue')}
            </Button>
          ) : (
            <Button
              size="md"
              disabled
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              data-testid="continue"
              title={prompt ?? undefined}
              className={classes.continueButton}
            >
              {t('summary.continue')}
            </Button>
          )}
        </div>
      </Container>
    </section>
  );
}
