import { currentCulture } from '../i18n/i18n';
import { LOCALE_STORAGE_KEY } from '../i18n/initial-locale';
import { clearStorage, writeStorage } from '../lib/storage';

/**
 * Spec §4: logout clears local and session storage. The interface language survives (it is a device
 * preference, not session data), then the app restarts on the home page.
 */
export function logout(navigate: (url: string) => void = (url) => window.location.assign(url)): void {
  const locale = currentCulture();
  clearStorage('local');
  clearStorage('session');
  writeStorage(LOCALE_STORAGE_KEY, locale);
  navigate('/');
}
