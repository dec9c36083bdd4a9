import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { preloadWhenIdle } from '../lib/preload-when-idle';
import { readStorage, writeStorage } from '../lib/storage';
import { ChunkBoundary } from '../ui/chunk-boundary';

const ASKED_KEY = 'booking-survey-asked';

const loadDialog = () => import('./abandon-survey-dialog');
const AbandonSurveyDialog = lazy(loadDialog);

/**
 * Spec §2: when a visitor who started a booking (flights or a transfer) leaves for another page of the site,
 * ask once per session why they did not complete the transaction (six reasons or other text ≤ 500 characters).
 * The question's dialog (Mantine's Modal, its scroll lock, the text area) is not part of the booking page's first
 * load: it is fetched once the page is idle, and drawn only when the visitor leaves; if it cannot be fetched, the
 * visitor goes on unasked.
 */
export function AbandonSurvey({
  isStarted,
  searchId,
}: {
  /** read at navigation time: the form saves its draft without re-rendering the page */
  isStarted: () => boolean;
  searchId?: string | undefined;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      // a way on that the page itself offered (e.g. "search again with this passenger as a child")
      (nextLocation.state as { skipSurvey?: boolean } | null)?.skipSurvey !== true &&
      isStarted() &&
      readStorage(ASKED_KEY, 'session') !== 'true',
  );
  useEffect(() => preloadWhenIdle(loadDialog), []);
  if (blocker.state !== 'blocked') return null;
  const leave = () => {
    writeStorage(ASKED_KEY, 'true', 'session');
    blocker.proceed();
  };
  return (
    <ChunkBoundary fallback={null} onError={leave}>
      <Suspense fallback={null}>
        <AbandonSurveyDialog searchId={searchId} onLeave={leave} onStay={() => blocker.reset()} />
      </Suspense>
    </ChunkBoundary>
  );
}
