import { useScrollPaddingForBottomOverlays } from '../lib/bottom-overlays';

/**
 * Keeps the end of the page (the footer's last links) and whatever the browser scrolls to clear of what floats at
 * the bottom of the window: one spacer after the footer as tall as all of it together (the results' Total /
 * Continue bar and the cookie banner over it). A spacer per overlay left the footer's last lines under the other.
 */
export function PageEndSpacer() {
  // (the scroll padding here, as this is the frame's one component that follows the heights anyway)
  const height = useScrollPaddingForBottomOverlays();
  return height > 0 ? <div aria-hidden="true" style={{ height }} data-testid="page-end-spacer" /> : null;
}
