import { useTranslation } from 'react-i18next';
import { FormUnavailable } from '../../../shared/ui/form-unavailable';
import { lazySearchForm } from '../../../shared/ui/lazy-search-form';
import type { TransferSearchFormProps } from './transfer-search-form';
import classes from './transfer-search-form.module.css';

/** In place of the form when its chunk cannot be fetched (new deployment, lost connection). */
function TransferSearchFormUnavailable() {
  const { t } = useTranslation(['transfers', 'common']);
  return (
    <FormUnavailable
      text={t('transfers:form.loadFailed')}
      reloadText={t('common:actions.reload')}
      testId="transfer-search-form-unavailable"
    />
  );
}

/**
 * The transfer search form's chunk (react-hook-form, the airport and district selects, the date field): the
 * results of a search show it only to change the search, so they render without it; the search page itself
 * has the router fetch it with the page (app/router.tsx).
 */
const form = lazySearchForm<TransferSearchFormProps>(
  () => import('./transfer-search-form').then((module) => module.TransferSearchForm),
  TransferSearchFormUnavailable,
  classes.formPlaceholder,
);

/** Fetches the form's chunk (once). */
export const preloadTransferSearchForm = form.preload;

/** The form, its place kept until its code is here. */
export const LazyTransferSearchForm = form.LazyForm;
