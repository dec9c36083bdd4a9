import { CULTURES, type Culture, DEFAULT_CULTURE, parseCulture } from '@charterdesk/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeStorage } from '../lib/storage';
import { LOCALE_STORAGE_KEY } from './initial-locale';
import { DEFAULT_NAMESPACE, loadLanguageResources, NAMESPACES, ruResources } from './resources';

/** The app's one i18next instance (not the global default, so tests and SSR can't leak state into it). */
export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

let initialization: Promise<unknown> | undefined;

/** Initializes i18next with the given language loaded; safe to call more than once. */
export async function initI18n(lng: Culture): Promise<void> {
  initialization ??= i18n.init({
    resources: { ru: ruResources },
    lng: DEFAULT_CULTURE,
    fallbackLng: DEFAULT_CULTURE,
    supportedLngs: [...CULTURES],
    nonExplicitSupportedLngs: false,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    partialBundledLanguages: true,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  await initialization;
  try {
    await ensureLanguageLoaded(lng);
  } catch (error) {
    // The texts of that language could not be fetched: start in Russian rather than not at all.
    console.error(error);
    return;
  }
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}

export async function ensureLanguageLoaded(lng: Culture): Promise<void> {
  if (NAMESPACES.every((ns) => i18n.hasResourceBundle(lng, ns))) return;
  const resources = await loadLanguageResources(lng);
  for (const ns of NAMESPACES) i18n.addResourceBundle(lng, ns, resources[ns], true, true);
}

/** The active interface language, narrowed to a supported culture. */
export function currentCulture(): Culture {
  return parseCulture(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_CULTURE;
}

/** Applies `<html lang>`; browser only. */
export function applyDocumentLanguage(lng: Culture): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** The language selector's action: load texts, switch, remember the choice, update `<html lang>`. */
export async function changeAppLanguage(lng: Culture): Promise<void> {
  await ensureLanguageLoaded(lng);
  await i18n.changeLanguage(lng);
  writeStorage(LOCALE_STORAGE_KEY, lng);
  applyDocumentLanguage(lng);
}
