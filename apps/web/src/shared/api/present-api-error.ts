import { i18n } from '../i18n/i18n';
import { playErrorBeep } from '../lib/beep';
import { isApiError } from './api-error';
import { showApiErrorDialog } from './api-error-dialog';

/**
 * Shows the spec §8 dialog for an error of a request made with `{ silent: true }`, for callers that
 * handle some errors inline (e.g. validation errors next to form fields) and leave the rest to the dialog.
 */
export function presentApiError(error: unknown): void {
  // An envelope error carries the server's code; anything else (no answer, HTML, bare 5xx) is "unknown".
  if (isApiError(error) && error.kind === 'server' && error.code !== null) {
    if (!error.details) playErrorBeep();
    showApiErrorDialog({ title: error.message, details: error.details ?? '' });
    return;
  }
  showApiErrorDialog({ title: i18n.t('errors:errorTitle'), details: i18n.t('errors:UnknownError') });
}
