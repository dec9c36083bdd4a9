import { lazy, Suspense, useEffect } from 'react';
import { preloadWhenIdle } from '../lib/preload-when-idle';

const loadDialog = () => import('./price-changed-dialog');
const PriceChangedDialog = lazy(loadDialog);

export interface PriceChangedModalProps {
  /** the new total, formatted; null = closed */
  total: string | null;
  onCancel: () => void;
  onAccept: () => void;
  /** `booking` → booking-price-changed, booking-confirm-price */
  testIdPrefix: string;
}

/**
 * The server re-priced the order (409 bookings.price_changed): show the new total and let the buyer accept
 * it (the caller re-sends with it as the expected total) or go back to the form unchanged. The dialog (Mantine's
 * Modal and its scroll lock) is not part of the booking page's first load: it is fetched once the page is idle.
 */
export function PriceChangedModal(props: PriceChangedModalProps) {
  useEffect(() => preloadWhenIdle(loadDialog), []);
  if (props.total === null) return null;
  return (
    <Suspense fallback={null}>
      <PriceChangedDialog {...props} />
    </Suspense>
  );
}
