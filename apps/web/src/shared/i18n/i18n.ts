import { CULTURES, type Culture, DEFAULT_CULTURE, parseCulture } from '@charterdesk/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLocale } from './initial-locale';
import { DEFAULT_NAMESPACE, localesBackend, NAMESPACES, type Namespace } from './resources';

/** The app's one i18next instance (not the global default, so tests and SSR can't leak state into it). */
export const i18n = i18next.createInstance();
i18n.use(initReactI18next).use(localesBackend);

let initialization: Promise<unknown> | undefined;

/**
 * Initializes i18next with the given namespaces of the given language loaded (all of them unless told);
 * safe to call more than once. Only that language's texts are fetched: every language has every key
 * (src/locales test), so there is no fallback language to load alongside.
 */
export async function initI18n(lng: Culture, ns: readonly Namespace[] = NAMESPACES): Promise<void> {
  initialization ??= i18n.init({
    lng,
    fallbackLng: false,
    supportedLngs: [...CULTURES],
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    ns: [...ns],
    defaultNS: DEFAULT_NAMESPACE,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  await initialization;
  await i18n.loadNamespaces([...ns]);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  if (lng !== DEFAULT_CULTURE && !i18n.hasResourceBundle(lng, DEFAULT_NAMESPACE)) {
    // The texts of that language could not be fetched: start in Russian rather than not at all.
    console.error(`the ${lng} texts could not be loaded; starting in ${DEFAULT_CULTURE}`);
    await changeLanguageWithLoaders(DEFAULT_CULTURE);
  }
}

/** Resolves once `initI18n` has started i18next (route loaders may run before it). */
function initialized(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
  });
}

/**
 * Loads namespaces of the current language, for a page to await with its code so it never paints keys.
 * i18next remembers them: a later language change loads them in the new language before switching.
 */
export async function loadNamespaces(ns: readonly Namespace[]): Promise<void> {
  await initialized();
  await i18n.loadNamespaces([...ns]);
}

/** The active interface language, narrowed to a supported culture. */
export function currentCulture(): Culture {
  return parseCulture(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_CULTURE;
}

/** Applies `<html lang>`; browser only. */
export function applyDocumentLanguage(lng: Culture): void {
  if (typeof document === 'undefined') return;
  // Written even with the same value, the attribute makes the browser restyle the whole page (`:lang()`):
  // about 15 ms on a phone as a page the server drew in that language starts.
  if (document.documentElement.lang !== lng) document.documentElement.lang = lng;
}

const languageLoaders = new Set<(lng: Culture) => Promise<void>>();

/**
 * Registers texts kept outside the app's namespaces (the admin chunk's) to be loaded in a new language
 * before the app switches to it.
 */
export function addLanguageLoader(load: (lng: Culture) => Promise<void>): void {
  languageLoaders.add(load);
}

async function changeLanguageWithLoaders(lng: Culture): Promise<void> {
  await Promise.all([...languageLoaders].map((load) => load(lng)));
  // changeLanguage loads every namespace loaded so far in the new language before it switches
  await i18n.changeLanguage(lng);
}

/** The language selector's action: load texts, switch, remember the choice, update `<html lang>`. */
export async function changeAppLanguage(lng: Culture): Promise<void> {
  await changeLanguageWithLoaders(lng);
  rememberLocale(lng);
  applyDocumentLanguage(lng);
}
