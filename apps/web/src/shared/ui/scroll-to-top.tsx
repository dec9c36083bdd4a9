import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bottomOverlayVars, useBottomOverlayHeights } from '../lib/bottom-overlays';
import { animateScrollTo } from '../lib/smooth-scroll';
import classes from './scroll-to-top.module.css';

/**
 * Spec §9: shown after 100 px of scrolling, brings the page back to the top over 1000 ms. Not while the visitor
 * types in a field.
 */
export const SCROLL_TO_TOP_THRESHOLD_PX = 100;
export const SCROLL_TO_TOP_DURATION_MS = 1000;

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Whether the page is scrolled down past `threshold` px. The position is read on scrolling and at the next
 * frame, never while the page starts: a read of it forces the browser to lay the page out there and then
 * (Mantine's useWindowScroll did so in the app's first commit, and drew this again at every scroll event).
 */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', check, { passive: true });
    const frame = requestAnimationFrame(check);
    return () => {
      window.removeEventListener('scroll', check);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}

/** Inputs a visitor types into (not ticks, picks or presses). */
const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'file',
  'color',
  'image',
]);

function isTypedInto(element: EventTarget | null): boolean {
  if (element instanceof HTMLInputElement) return !NOT_TYPED.has(element.type);
  return (
    element instanceof HTMLTextAreaElement || (element instanceof HTMLElement && element.isContentEditable)
  );
}

/** Whether the visitor is typing in a field: the button would float over its end, above a phone's keyboard. */
function useTyping(): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const focusIn = (event: FocusEvent) => setTyping(isTypedInto(event.target));
    // focus leaving for nothing (a tap on the page) or for another field is told by the next focusin
    const focusOut = (event: FocusEvent) => {
      if (!isTypedInto(event.relatedTarget)) setTyping(false);
    };
    document.addEventListener('focusin', focusIn);
    document.addEventListener('focusout', focusOut);
    return () => {
      document.removeEventListener('focusin', focusIn);
      document.removeEventListener('focusout', focusOut);
    };
  }, []);
  return typing;
}

export function ScrollToTop() {
  const { t } = useTranslation('common');
  const scrolledDown = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  const typing = useTyping();
  const overlays = useBottomOverlayHeights();
  const stopRef = useRef<(() => void) | null>(null);

  // Stable identity: the same function is added and later removed as the user-scroll listener.
  const stop = useCallback(function stopAnimation() {
    stopRef.current?.();
    stopRef.current = null;
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stopAnimation);
  }, []);

  useEffect(() => stop, [stop]);

  const scrollToTop = () => {
    stop();
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    stopRef.current = animateScrollTo(0, reduceMotion ? 0 : SCROLL_TO_TOP_DURATION_MS);
    // The visitor taking over (wheel, touch, keys) ends the animation instead of fighting it.
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  };

  return (
    // Above the page, its bottom bar (150) and the cookie banner (190), below modals, drawers and popovers (200
    // and up): at 401 it floated over the date picker's backdrop and scrolled the page behind it. The toasts
    // (400) stand above it instead of over it (`toastsClear`). Lifted above a page's bottom bar and, on phones,
    // the cookie banner (scroll-to-top.module.css) by a transform rather than by `bottom`, as the banner is: a
    // box moved by `bottom` counts as layout shift.
    <Affix
      position={{ bottom: 24, right: 24 }}
      zIndex={199}
      className={classes.affix}
      style={bottomOverlayVars(overlays)}
    >
      {/* gone while the visitor types: on a phone it covered the right end of the field being filled in */}
      <Transition transition="slide-up" mounted={scrolledDown && !typing}>
        {(styles) => (
          <ActionIcon
            size={48}
            radius="xl"
            variant="white"
            color="brand"
            bd="1px solid var(--mantine-color-brand-1)"
            style={{ ...styles, boxShadow: 'var(--mantine-shadow-md)' }}
            aria-label={t('scrollToTop')}
            title={t('scrollToTop')}
            data-testid="scroll-to-top"
            onClick={scrollToTop}
          >
            <IconArrowUp size={22} stroke={2} aria-hidden="true" />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
