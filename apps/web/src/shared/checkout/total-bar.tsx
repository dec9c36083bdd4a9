import { Button, Container, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publishBottomOverlayHeight } from '../lib/bottom-overlays';
import classes from './total-bar.module.css';

/**
 * A phone's bar at the bottom of the window while the buyer fills in a long checkout form: the total so far (it
 * changes with insurance, a transfer, a coupon) and a way down to the terms and the pay button. It goes once the
 * pay button is on the screen (or above it), so it never covers the end of the page. Wider screens do without it.
 */
export function TotalBar({ total, payRef }: { total: string; payRef: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('booking');
  const [payReached, setPayReached] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const pay = payRef.current;
    if (!pay || typeof IntersectionObserver === 'undefined') return;
    // the window's box stretched far upwards: the button "intersects" on the screen and anywhere above it, so a
    // jump past it (the End key, a tap on the status bar) changes the state too and is reported
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPayReached(entry.isIntersecting);
      },
      { rootMargin: '1000000px 0px 0px 0px' },
    );
    observer.observe(pay);
    return () => observer.disconnect();
  }, [payRef]);

  // the height it takes, for the cookie banner and the scroll-to-top button (and fields focused under it)
  useEffect(() => {
    if (!payReached && ref.current) return publishBottomOverlayHeight('bottomBar', ref.current);
  }, [payReached]);

  if (payReached) return null;
  return (
    <section ref={ref} className={classes.bar} aria-label={t('booking.totalBar')} data-testid="total-bar">
      <Container className={classes.inner}>
        <div>
          <Text size="xs" c="dimmed">
            {t('booking.total')}
          </Text>
          <Text fw={800} size="lg" className={classes.amount} data-testid="total-bar-amount">
            {total}
          </Text>
        </div>
        <Button
          variant="light"
          rightSection={<IconArrowDown size={18} aria-hidden="true" />}
          onClick={() => payRef.current?.scrollIntoView({ behavior: 'smooth', block: 'end' })}
          data-testid="total-bar-go"
        >
          {t('booking.toPayment')}
        </Button>
      </Container>
    </section>
  );
}
