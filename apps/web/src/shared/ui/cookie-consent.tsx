import { Affix, Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publishBottomOverlayHeight, useBottomOverlayHeights } from '../lib/bottom-overlays';
import { acceptCookieConsent, hasCookieConsent } from '../lib/cookie-consent';
import { drawnWithCookieNotice } from '../lib/drawn-page';

/** The banner's distance from the window's bottom edge (px). */
const BANNER_OFFSET = 12;

/** Another tab's OK hides the banner here too. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * First-visit notice: necessary cookies only (language ~5 years, site variant), OK + a link to /cookies.
 * Above the page and its bottom bars (the results' selection bar: 150), below whatever the visitor opens over it:
 * dialogs and drawers (200), the dropdowns of autocompletes and date pickers (300), the toasts (400) and the
 * scroll-to-top button (401). Above the dropdowns, it hid the airport suggestions under it from a tap. Never
 * shown again after OK.
 */
export function CookieConsent() {
  const { t } = useTranslation('pages');
  // Read while rendering, so that the banner appears with the page rather than a render or two later
  // (painted last, it was the largest text of the load: Lighthouse's LCP). A page the server drew has it
  // where the visitor's cookies had no OK, and hydrates as drawn (server snapshot); the build's home page
  // is drawn without it, and shows it once hydrated.
  const consented = useSyncExternalStore(
    subscribeToStorage,
    hasCookieConsent,
    () => !drawnWithCookieNotice(),
  );
  const [dismissed, setDismissed] = useState(false);
  const visible = !consented && !dismissed;
  // A plain ref: the banner is drawn in place (no portal), so its node is there when the effect runs. A callback
  // ref into state drew the banner once more, synchronously, as the page started.
  const nodeRef = useRef<HTMLDivElement>(null);

  // the banner's height, so the scroll-to-top button sits above it (scroll-to-top.module.css)
  useEffect(() => {
    if (!visible || !nodeRef.current) return;
    return publishBottomOverlayHeight('cookieBanner', nodeRef.current, BANNER_OFFSET);
  }, [visible]);
  const { bottomBar } = useBottomOverlayHeights();

  if (!visible) return null;
  // The banner floats over the page's end (PageEndSpacer keeps room for it there) and sits above a page's own
  // bottom bar (the results' Total / Continue), never over it, lifted by a transform rather than by `bottom`:
  // the bar appears with the results, and a moved box counts as layout shift. In place rather than through a
  // portal, which mounts its content a render later.
  return (
    <Affix
      withinPortal={false}
      position={{ bottom: BANNER_OFFSET, left: BANNER_OFFSET }}
      zIndex={190}
      style={{
        right: BANNER_OFFSET,
        maxWidth: 560,
        transform: bottomBar > 0 ? `translateY(-${bottomBar}px)` : undefined,
      }}
    >
      <Paper
        ref={nodeRef}
        shadow="lg"
        radius="lg"
        p="md"
        withBorder
        role="region"
        aria-label={t('cookies.title')}
        data-testid="cookie-consent"
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCookie size={24} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            {t('cookieConsent.text')}{' '}
            <Anchor component={Link} to="/cookies" size="sm">
              {t('cookieConsent.more')}
            </Anchor>
          </Text>
        </Group>
        <Group justify="flex-end" mt="sm">
          <Button
            size="xs"
            data-testid="cookie-consent-ok"
            onClick={() => {
              acceptCookieConsent();
              setDismissed(true);
            }}
          >
            {t('cookieConsent.ok')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
