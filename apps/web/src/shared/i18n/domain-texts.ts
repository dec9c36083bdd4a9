import type { Culture, PageMessageKey } from '@charterdesk/domain';
import { addLanguageLoader, currentCulture } from './i18n';

/*
 * The domain's API messages (validation rules, refusals, payment reasons) in the browser, one language at a
 * time: the domain's MESSAGES holds all three, so pages read these instead. A page whose code shows them
 * awaits `loadDomainTexts()` with its chunk (see `page()` in app/router.tsx); a language change loads them
 * in the new language before the app switches.
 */

/** a language's messages without the server's own (e-mails, PDFs), which no page shows */
export type DomainTexts = Readonly<Record<PageMessageKey, string>>;

const loaders: Record<Culture, () => Promise<{ default: DomainTexts }>> = {
  ru: () => import('virtual:domain-texts/ru'),
  en: () => import('virtual:domain-texts/en'),
  tr: () => import('virtual:domain-texts/tr'),
};
const loaded: Partial<Record<Culture, DomainTexts>> = {};

/** Loads the messages of a language (the current one unless told); resolves at once when they are here. */
export async function loadDomainTexts(culture: Culture = currentCulture()): Promise<void> {
  loaded[culture] ??= (await loaders[culture]()).default;
  addLanguageLoader(loadDomainTexts);
}

function textsOf(culture: Culture): DomainTexts | undefined {
  const texts = loaded[culture];
  if (!texts) console.error(`the ${culture} domain messages are read before loadDomainTexts('${culture}')`);
  return texts;
}

/** Whether a string is a key of the domain's messages (zod issues carry keys as their messages). */
export function isDomainKey(culture: Culture, value: string): value is PageMessageKey {
  const texts = textsOf(culture);
  return texts !== undefined && Object.hasOwn(texts, value);
}

/** A message in a loaded language, `{name}` placeholders filled; the key itself if it is not loaded. */
export function domainText(
  culture: Culture,
  key: PageMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = textsOf(culture)?.[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A message key in the language's words; any other text as it is. */
export function domainMessage(culture: Culture, message: string): string {
  return isDomainKey(culture, message) ? domainText(culture, message) : message;
}
