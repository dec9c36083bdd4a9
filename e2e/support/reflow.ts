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

/**
 * Every element on the page that writes an amount (its own text holds a currency sign next to digits) and is
 * cut: its content wider than its box, or its box sticking out of an ancestor that clips it. A horizontal
 * scroller (the day strip) may hide a day off its edge: that is scrolling, not clipping.
 */
export async function clippedAmounts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const money = /(?:[€$₽₺]|Br)[\s\u00a0\u202f]?\d|\d[\s\u00a0\u202f]?(?:[€$₽₺]|Br)(?![a-zа-я])/i;
    const bad: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const own = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('');
      if (!money.test(own)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        bad.push(`"${own.trim()}" overflows its box (${el.scrollWidth} > ${el.clientWidth})`);
        continue;
      }
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') break;
        if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
        const outer = a.getBoundingClientRect();
        if (box.left < outer.left - 1 || box.right > outer.right + 1) {
          bad.push(`"${own.trim()}" is cut by a clipping ancestor`);
          break;
        }
      }
    }
    return bad;
  });
}

/**
 * The days of the results' day strips that show only in part: a day cut at the strip's edge reads as a wrong
 * price ("9 069,24 ₽" of 49 069,24 ₽), so each is either whole in view or scrolled out of it.
 */
export async function partlyShownDays(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>('[data-testid^="day-20"], [data-testid^="return-day-20"]'),
    )
      .filter((day) => {
        const box = day.getBoundingClientRect();
        const strip = day.closest('ul')!.getBoundingClientRect();
        const inside = Math.min(box.right, strip.right) - Math.max(box.left, strip.left);
        return inside > 1 && inside < box.width - 1;
      })
      .map((day) => `${day.dataset.testid} "${day.innerText.replace(/\s+/g, ' ')}"`),
  );
}

/** How many days of the outbound strip show whole (a phone in roubles shows three, not two). */
export async function wholeDaysShown(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="day-20"]')).filter((day) => {
        const box = day.getBoundingClientRect();
        const strip = day.closest('ul')!.getBoundingClientRect();
        return box.left >= strip.left - 1 && box.right <= strip.right + 1;
      }).length,
  );
}
