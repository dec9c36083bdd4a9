import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations on the page as it is now, one line each (rule, impact, the
 * elements). The page's context must bypass our Content-Security-Policy (`bypassCSP`): axe is injected.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    interface Violation {
      id: string;
      impact: string | null;
      nodes: { target: string[] }[];
    }
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, options: { resultTypes: string[] }): Promise<{ violations: Violation[] }> };
      }
    ).axe;
    // only violations are read: axe then keeps one node per passed or inapplicable rule instead of all of them
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}
