import type { Page } from 'playwright-core';

/** Horizontal overflow of the whole page, in px (0: nothing sticks out sideways). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * What makes the page scroll sideways at the viewport's width, or null when nothing does (WCAG 1.4.10 reflow):
 * the overflow in px and the first text that reaches past the right edge. A long word overflows its element's
 * box without widening it, so the text's own line boxes are measured, not the elements'. Text inside a
 * horizontal scroller (the day strip) is left out: that is scrolling on purpose.
 */
export function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const past = Array.from(range.getClientRects()).some((box) => box.right > root.clientWidth + 0.5);
      if (!past) continue;
      let scroller = false;
      for (let a = node.parentElement; a && a !== document.body; a = a.parentElement) {
        const x = getComputedStyle(a).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') scroller = true;
      }
      if (!scroller) return `${overflow} px sideways, at "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    }
    return `${overflow} px sideways`;
  });
}

/** Texts of the elements matching `selector` that their own box cuts (an ellipsis, a hidden overflow). */
export function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (css) =>
      Array.from(document.querySelectorAll<HTMLElement>(css))
        .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => (el.textContent ?? '').trim()),
    selector,
  );
}

/**
 * Buttons whose label their box cuts: Mantine keeps a label on one line and hides what does not fit, so a long
 * label on a narrow phone loses its end without making the page any wider.
 */
export function cutButtonLabels(page: Page): Promise<string[]> {
  return cutTexts(page, '.mantine-Button-label');
}
